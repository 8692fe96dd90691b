#include "outerspace/board.hpp"

#include <array>

namespace dt::outerspace {

namespace {

std::array<std::string, kCells> build_names() {
  std::array<std::string, kCells> name;
  for (int c = 0; c < kOrdinary; ++c)
    name[c] = std::string("1") + static_cast<char>('a' + file_of(c)) + static_cast<char>('1' + rank_of(c));
  name[k2a] = "2a";
  name[k2b] = "2b";
  name[k2c] = "2c";
  return name;
}

const std::array<std::string, kCells> kNames = build_names();

}  // namespace

const std::string& cell_name(int cell) { return kNames[cell]; }

std::optional<int> find_cell(std::string_view t) {
  if (t == "2a") return k2a;
  if (t == "2b") return k2b;
  if (t == "2c") return k2c;
  if (t.size() == 3 && t[0] == '1') t.remove_prefix(1);
  if (t.size() == 2 && t[0] >= 'a' && t[0] < 'a' + kFiles && t[1] >= '1' && t[1] < '1' + kRanks)
    return square(t[0] - 'a', t[1] - '1');
  return std::nullopt;
}

}  // namespace dt::outerspace
