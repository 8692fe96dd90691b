// RW-1 and RW-2 as one table builder. Cells are placed in axial coordinates (q, r) of a
// flat-topped hex grid: q = file - i (a = -8 ... q = +8), r growing southward, so
// north is (0, -1) and north-east (+1, -1). A cell is on the board when its hex distance
// from the centre i9 is at most 8 and more than 2. In each file the lowest cell is rank 1,
// hole cells keeping their numbers (RW-1).
#include "ringworld/board.hpp"

#include <algorithm>
#include <cstdlib>

namespace dt::ringworld {

namespace {

// Axial steps of N, NE, SE, S, SW, NW (the order of Dir).
constexpr int kDq[kDirs] = {0, 1, 1, 0, -1, -1};
constexpr int kDr[kDirs] = {-1, -1, 0, 1, 1, 0};

int distance(int q, int r) { return std::max({std::abs(q), std::abs(r), std::abs(q + r)}); }
bool on_board(int q, int r) { const int d = distance(q, r); return d <= 8 && d > 2; }
// The southmost r of file q, which is rank 1.
int lowest_r(int q) { return std::min(8, 8 - q); }

Tables build() {
  Tables b;
  std::array<std::array<int, 17>, 17> index{};  // [q + 8][r + 8] -> cell or -1
  for (auto& row : index) row.fill(-1);
  int n = 0;
  for (int q = -8; q <= 8; ++q)
    for (int r = lowest_r(q); r >= std::max(-8, -8 - q); --r) {
      if (!on_board(q, r)) continue;
      const int rank = lowest_r(q) - r + 1;
      b.name[n] = static_cast<char>('a' + q + 8);
      b.name[n] += std::to_string(rank);
      b.axial_q[n] = q;
      b.axial_r[n] = r;
      index[q + 8][r + 8] = n;
      b.graph.add_cell(b.name[n]);
      ++n;
    }
  const auto at = [&](int q, int r) { return std::abs(q) <= 8 && std::abs(r) <= 8 ? index[q + 8][r + 8] : -1; };
  for (int c = 0; c < kCells; ++c)
    for (int d = 0; d < kDirs; ++d)
      if (const int to = at(b.axial_q[c] + kDq[d], b.axial_r[c] + kDr[d]); to >= 0)
        b.graph.set_step(static_cast<Cell>(c), d, static_cast<Cell>(to));
  for (auto& row : b.line_dir) row.fill(-1);
  for (int c = 0; c < kCells; ++c)
    for (int d = 0; d < kDirs; ++d) {
      const auto cells = b.graph.ray(static_cast<Cell>(c), d);
      Ray& ray = b.ray[c][d];
      ray.length = static_cast<std::uint8_t>(cells.size());
      for (std::size_t i = 0; i < cells.size(); ++i) {
        ray.cell[i] = static_cast<std::uint8_t>(cells[i]);
        b.line_dir[c][cells[i]] = static_cast<std::int8_t>(d);
        b.lines[c].set(cells[i]);
      }
    }
  // A leap lands on the cell at its distance on the ray; the ray stops at the hole, and
  // no line crosses fewer than three hole cells, so no leap of three lands beyond it.
  for (int t = 0; t < kPieceTypes; ++t)
    for (int c = 0; c < kCells; ++c) {
      Tables::Leaps& l = b.leaps[t][c];
      l.count = 0;
      for (int d = 0; d < kDirs; ++d) {
        const int k = leap_length(static_cast<PieceType>(t), d);
        if (k > 0 && k <= b.ray[c][d].length) {
          l.cell[l.count++] = b.ray[c][d].cell[k - 1];
          b.leap_set[t][c].set(b.ray[c][d].cell[k - 1]);
        }
      }
    }
  // The lines: axis 0 (N) holds the cells of one q, bits rising with -r; axis 1 (NE) one
  // q + r, bits rising with q; axis 2 (SE) one r, bits rising with q. The bit is 2 plus
  // the cell's index on the full hexagon's line, hole cells counted.
  b.walls.fill(~LineBits{0});
  for (auto& row : b.line_cell) row.fill(0);
  for (int c = 0; c < kCells; ++c) {
    const int q = b.axial_q[c], r = b.axial_r[c];
    const std::array<LinePlace, kAxes> place = {{
        {static_cast<std::uint8_t>(q + 8), static_cast<std::uint8_t>(2 + std::min(8, 8 - q) - r)},
        {static_cast<std::uint8_t>(17 + q + r + 8), static_cast<std::uint8_t>(2 + q - std::max(-8, q + r - 8))},
        {static_cast<std::uint8_t>(34 + r + 8), static_cast<std::uint8_t>(2 + q - std::max(-8, -8 - r))},
    }};
    b.place[c] = place;
    for (const LinePlace lp : place) {
      b.walls[lp.line] &= ~(LineBits{1} << lp.bit);
      b.line_cell[lp.line][lp.bit] = static_cast<std::uint8_t>(c);
    }
  }
  // A line through the hole is two stretches of cells, one on each side: the second
  // holds the cells with a hole cell's wall below them (bits 0-1 are the edge's).
  for (int c = 0; c < kCells; ++c)
    for (int axis = 0; axis < kAxes; ++axis) {
      const LinePlace lp = b.place[c][axis];
      const bool past_hole = (b.walls[lp.line] & ((LineBits{1} << lp.bit) - 1) & ~LineBits{3}) != 0;
      b.stretch[c][axis] = static_cast<std::uint8_t>(2 * lp.line + past_hole);
    }
  // Rotation by 120 degrees in cube coordinates (q, r, s) -> (s, q, r): i1 (0, 8, -8)
  // goes to a9 (-8, 0, 8), a9 to q9, q9 to i1; it maps f directions onto f directions.
  for (int c = 0; c < kCells; ++c) {
    const int q = b.axial_q[c], r = b.axial_r[c], s = -q - r;
    b.rotated[c] = at(s, q);
  }
  b.general_home = {*b.find("i1"), *b.find("q9"), *b.find("a9")};
  b.rook_home = {{{*b.find("f1"), *b.find("l1")}, {*b.find("n12"), *b.find("q6")}, {*b.find("a6"), *b.find("d12")}}};
  for (Player x = 0; x < kPlayers; ++x)
    for (int i = 0; i < 2; ++i) b.rook_right[b.rook_home[x][i]] = static_cast<std::uint8_t>(1U << (2 * x + i));
  return b;
}

}  // namespace

std::optional<int> Tables::find(std::string_view cell_name) const {
  if (auto c = graph.find(cell_name)) return *c;
  return std::nullopt;
}

const Tables kTables = build();

bool names_a_hole_cell(std::string_view name) {
  if (name.size() < 2 || name.size() > 3 || name[0] < 'a' || name[0] > 'q') return false;
  int rank = 0;
  for (const char ch : name.substr(1)) {
    if (ch < '0' || ch > '9') return false;
    rank = rank * 10 + (ch - '0');
  }
  const int q = name[0] - 'i';
  const int r = lowest_r(q) - rank + 1;
  return rank >= 1 && distance(q, r) <= 2;
}

}  // namespace dt::ringworld
