#include "outerspace/board.hpp"

namespace dt::outerspace {

namespace {

Board build() {
  Board b{kTables, {}};
  for (int c = 0; c < kOrdinary; ++c)
    b.name[c] = std::string("1") + static_cast<char>('a' + file_of(c)) + static_cast<char>('1' + rank_of(c));
  b.name[k2a] = "2a";
  b.name[k2b] = "2b";
  b.name[k2c] = "2c";
  return b;
}

}  // namespace

std::optional<int> Board::find(std::string_view t) const {
  if (t == "2a") return k2a;
  if (t == "2b") return k2b;
  if (t == "2c") return k2c;
  if (t.size() == 3 && t[0] == '1') t.remove_prefix(1);
  if (t.size() == 2 && t[0] >= 'a' && t[0] < 'a' + kFiles && t[1] >= '1' && t[1] < '1' + kRanks)
    return square(t[0] - 'a', t[1] - '1');
  return std::nullopt;
}

const Board& board() {
  static const Board b = build();
  return b;
}

}  // namespace dt::outerspace
