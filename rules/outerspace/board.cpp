#include "outerspace/board.hpp"

#include <algorithm>

namespace dt::outerspace {

namespace {

Board build() {
  Board b{};
  constexpr int df[kDirs] = {0, 1, 0, -1, 1, 1, -1, -1};
  constexpr int dr[kDirs] = {1, 0, -1, 0, 1, -1, -1, 1};
  for (auto& s : b.step) s.fill(-1);
  for (int c = 0; c < kOrdinary; ++c) {
    b.name[c] = std::string("1") + static_cast<char>('a' + file_of(c)) + static_cast<char>('1' + rank_of(c));
    for (int d = 0; d < kDirs; ++d) {
      const int f = file_of(c) + df[d], r = rank_of(c) + dr[d];
      if (f >= 0 && f < kFiles && r >= 0 && r < kRanks) b.step[c][d] = static_cast<std::int8_t>(square(f, r));
    }
    b.knight[c].fill(-1);
    constexpr int kf[8] = {1, 2, 2, 1, -1, -2, -2, -1};
    constexpr int kr[8] = {2, 1, -1, -2, -2, -1, 1, 2};
    for (int i = 0; i < 8; ++i) {
      const int f = file_of(c) + kf[i], r = rank_of(c) + kr[i];
      if (f >= 0 && f < kFiles && r >= 0 && r < kRanks) b.knight[c][b.knight_count[c]++] = static_cast<std::int8_t>(square(f, r));
    }
  }
  b.name[k2a] = "2a";
  b.name[k2b] = "2b";
  b.name[k2c] = "2c";
  // OS-1: hyperspace a-b-c runs the way files a-e run, so east is toward 2c.
  b.step[k2a][E] = k2b;
  b.step[k2b][E] = k2c;
  b.step[k2c][W] = k2b;
  b.step[k2b][W] = k2a;
  for (const char* h : {"1b3", "1d3", "1c4", "1c5", "1b6", "1d6"}) b.ordinary_holes.set(*b.find(h));
  b.black_holes = b.ordinary_holes;
  b.black_holes.set(k2b);
  int i = 0;
  for (const int h : b.ordinary_holes) b.holes_by_name[i++] = static_cast<std::uint8_t>(h);
  std::sort(b.holes_by_name.begin(), b.holes_by_name.end(), [&](int x, int y) { return b.name[x] < b.name[y]; });
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
