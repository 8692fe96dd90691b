// The two boards of Outer Space Chess (OS-1) as constant tables, computed at compile
// time and read by the move generators: steps in the eight directions, the target sets
// of the stepping pieces, the black holes. Names and parsing are in board.hpp. A 5x8
// grid and a row of three need no graph builder: core/geometry.hpp builds at run time,
// and these tables are constexpr.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "../core/cellset.hpp"
#include "types.hpp"

namespace dt::outerspace {

using Cells = CellSet<kCells>;

// Directions in ordinary space: the orthogonals first (N toward rank 8, E toward file e),
// then the diagonals.
enum Dir : int { N, E, S, W, NE, SE, SW, NW };
inline constexpr int kDirs = 8;

// OS-4, OS-2: White's forward is north (toward rank 8), Black's south.
constexpr Dir forward(Player p) { return p == White ? N : S; }
constexpr Dir backward(Player p) { return p == White ? S : N; }
constexpr std::array<Dir, 2> forward_diagonals(Player p) {
  return p == White ? std::array<Dir, 2>{NE, NW} : std::array<Dir, 2>{SE, SW};
}
constexpr std::array<Dir, 2> backward_diagonals(Player p) {
  return p == White ? std::array<Dir, 2>{SE, SW} : std::array<Dir, 2>{NE, NW};
}

// The cell of ordinary space at file f (0-4), rank r (0-7).
constexpr int square(int f, int r) { return r * kFiles + f; }
constexpr int file_of(int c) { return c % kFiles; }
constexpr int rank_of(int c) { return c / kFiles; }

struct Tables {
  // step[c][d]: the neighbour of cell c in direction d, or -1. In hyperspace E and W run
  // along 2a-2b-2c (OS-1: a-b-c the same way as files a-e); other directions lead
  // nowhere, so no step changes boards (a Galaxy does that only by warp, OS-14).
  std::array<std::array<std::int8_t, kDirs>, kCells> step;
  // ray[c][d]: the cells from c along d to the edge (c excluded), following step.
  std::array<std::array<Cells, kDirs>, kCells> ray;
  std::array<Cells, kCells> king;        // OS-7: the Galaxy's steps; in ordinary space also its zone (OS-8)
  std::array<Cells, kCells> orthogonal;  // the first squares of the Nebula's lines (OS-8)
  // The union of the rays along the orthogonals (a Nebula's lines, OS-8) and along the
  // diagonals (a Spaceship's, OS-6): where such a piece's zone can lie, whatever blocks.
  std::array<Cells, kCells> rook_rays, diagonal_rays;
  // OS-6: the ordinary cells two orthogonal steps from an ordinary cell (a Spaceship's
  // second step), in a straight line.
  std::array<Cells, kCells> second_steps;
  // steps_from[d]: the ordinary cells with an ordinary neighbour along d (what a shift of
  // the word along d may move, see `steps`).
  std::array<Cells, kDirs> steps_from;
  std::array<Cells, kCells> knight;      // OS-5: the Planet's squares (its zone, OS-8); none in hyperspace
  // OS-4: a Star Cluster's squares by owner: without capturing (forward, diagonally
  // backward) and capturing (backward, diagonally forward; also its zone, OS-8).
  std::array<std::array<Cells, kCells>, kPlayers> cluster_quiet, cluster_capture;
  Cells ordinary, hyperspace;
  Cells ordinary_holes;  // OS-1: 1b3, 1d3, 1c4, 1c5, 1b6, 1d6
  Cells black_holes;     // and 2b
  // The ordinary black holes in the order of their names (1b3, 1b6, 1c4, 1c5, 1d3, 1d6),
  // the order that names an exit from 2b (Move notation).
  std::array<std::uint8_t, 6> holes_by_name;
};

constexpr Tables build_tables() {
  Tables g{};
  constexpr int df[kDirs] = {0, 1, 0, -1, 1, 1, -1, -1};
  constexpr int dr[kDirs] = {1, 0, -1, 0, 1, -1, -1, 1};
  for (auto& s : g.step) s.fill(-1);
  for (int c = 0; c < kOrdinary; ++c) {
    g.ordinary.set(c);
    for (int d = 0; d < kDirs; ++d) {
      const int f = file_of(c) + df[d], r = rank_of(c) + dr[d];
      if (f >= 0 && f < kFiles && r >= 0 && r < kRanks) g.step[c][d] = static_cast<std::int8_t>(square(f, r));
    }
    constexpr int kf[8] = {1, 2, 2, 1, -1, -2, -2, -1};
    constexpr int kr[8] = {2, 1, -1, -2, -2, -1, 1, 2};
    for (int i = 0; i < 8; ++i) {
      const int f = file_of(c) + kf[i], r = rank_of(c) + kr[i];
      if (f >= 0 && f < kFiles && r >= 0 && r < kRanks) g.knight[c].set(square(f, r));
    }
  }
  g.step[k2a][E] = k2b;
  g.step[k2b][E] = k2c;
  g.step[k2c][W] = k2b;
  g.step[k2b][W] = k2a;
  for (int c = 0; c < kCells; ++c)
    for (int d = 0; d < kDirs; ++d)
      for (int t = g.step[c][d]; t >= 0; t = g.step[t][d]) {
        g.ray[c][d].set(t);
        (d <= W ? g.rook_rays : g.diagonal_rays)[c].set(t);
      }
  for (int c = 0; c < kCells; ++c)
    for (int d = 0; d < kDirs; ++d)
      if (const int t = g.step[c][d]; t >= 0) {
        g.king[c].set(t);
        if (d <= W) g.orthogonal[c].set(t);
        if (c < kOrdinary) g.steps_from[d].set(c);
        if (const int t2 = g.step[t][d]; d <= W && c < kOrdinary && t2 >= 0) g.second_steps[c].set(t2);
      }
  for (const Player x : {White, Black})
    for (int c = 0; c < kOrdinary; ++c) {
      const auto add = [&](Cells& set, Dir d) {
        if (const int t = g.step[c][d]; t >= 0) set.set(t);
      };
      add(g.cluster_quiet[x][c], forward(x));
      for (const Dir d : backward_diagonals(x)) add(g.cluster_quiet[x][c], d);
      add(g.cluster_capture[x][c], backward(x));
      for (const Dir d : forward_diagonals(x)) add(g.cluster_capture[x][c], d);
    }
  for (int c = kOrdinary; c < kCells; ++c) g.hyperspace.set(c);
  for (const int c : {square(1, 2), square(3, 2), square(2, 3), square(2, 4), square(1, 5), square(3, 5)})
    g.ordinary_holes.set(c);
  g.black_holes = g.ordinary_holes;
  g.black_holes.set(k2b);
  // Names are file letter then rank, so name order is file order, then rank order.
  int i = 0;
  for (int f = 0; f < kFiles; ++f)
    for (int r = 0; r < kRanks; ++r)
      if (g.ordinary_holes.test(square(f, r))) g.holes_by_name[i++] = static_cast<std::uint8_t>(square(f, r));
  return g;
}

inline constexpr Tables kTables = build_tables();

// The 43 cells fit one word: its bits, for what CellSet does not offer (the highest cell).
static_assert(Cells::kWords == 1);
constexpr std::uint64_t bits(const Cells& cells) { return cells.words()[0]; }
constexpr Cells cells_of(std::uint64_t bits) { return Cells::of_words({bits}); }

// One step along d in ordinary space from each cell of a set, as a shift of its word: a
// cell's neighbour along d is its number plus kShift[d] (5 per rank, 1 per file). A
// generator that only counts (MoveCounter) moves a whole set of pieces at once this way.
inline constexpr std::array<int, kDirs> kShift = {5, 1, -5, -1, 6, -4, -6, 4};
template <Dir d>
constexpr std::uint64_t steps(std::uint64_t cells) {
  cells &= bits(kTables.steps_from[d]);
  return kShift[d] > 0 ? cells << kShift[d] : cells >> -kShift[d];
}
constexpr bool shifts_are_steps() {
  for (int c = 0; c < kOrdinary; ++c)
    for (int d = 0; d < kDirs; ++d)
      if (const int t = kTables.step[c][d]; t >= 0 && t != c + kShift[d]) return false;
  return true;
}
static_assert(shifts_are_steps());
// The orthogonal neighbours in ordinary space of the cells of a set.
constexpr std::uint64_t orthogonal_steps(std::uint64_t cells) {
  return steps<N>(cells) | steps<E>(cells) | steps<S>(cells) | steps<W>(cells);
}

// The cells one or two steps along d from the cells of `from` in ordinary space, each
// step ending on a cell of `open`; and the same along the four orthogonals.
template <Dir d>
constexpr std::uint64_t two_steps(std::uint64_t from, std::uint64_t open) {
  const std::uint64_t one = steps<d>(from) & open;
  return one | (steps<d>(one) & open);
}
constexpr std::uint64_t orthogonal_two_steps(std::uint64_t from, std::uint64_t open) {
  return two_steps<N>(from, open) | two_steps<E>(from, open) | two_steps<S>(from, open) | two_steps<W>(from, open);
}

// The cells of a set in increasing order, read from its word: CellSet's own iterator
// keeps a word index that one word does not need, and perft pays for it in every loop
// over pieces. `for (const int c : each(set))` walks a copy of the set.
class EachCell {
 public:
  struct Iterator {
    std::uint64_t rest;
    constexpr int operator*() const { return std::countr_zero(rest); }
    constexpr Iterator& operator++() {
      rest &= rest - 1;
      return *this;
    }
    constexpr bool operator!=(const Iterator& o) const { return rest != o.rest; }
  };
  constexpr explicit EachCell(const Cells& cells) : bits_(bits(cells)) {}
  constexpr Iterator begin() const { return {bits_}; }
  constexpr Iterator end() const { return {0}; }

 private:
  std::uint64_t bits_;
};
constexpr EachCell each(const Cells& cells) { return EachCell(cells); }

// Along N, E, NE and NW the cell numbers grow (in hyperspace E runs 2a-2b-2c), along the
// others they fall: the cell of `cells` (not empty, all on one ray from a cell along d)
// met first.
constexpr int nearest(const Cells& cells, int d) {
  return d == N || d == E || d == NE || d == NW ? std::countr_zero(bits(cells)) : 63 - std::countl_zero(bits(cells));
}

// The number of the highest cell of a set that is not empty: one bsr in the portable
// (x86-64-v2) build, where std::bit_floor also pays for the empty set it is never given.
constexpr int highest(std::uint64_t cells) { return 63 ^ std::countl_zero(cells); }

// The cells from `from` along d up to and including the first cell of `stops` (to the
// edge when there is none).
// Without a branch (whether a line meets a stop is what perft cannot predict): along a
// rising direction the cells below twice the lowest met bit, all when none is met;
// along a falling one the cells from the highest met bit up, all when none is met
// (the highest of met | 1 is cell 0 then).
constexpr Cells line_to(int from, int d, const Cells& stops) {
  const std::uint64_t line = bits(kTables.ray[from][d]), met = line & bits(stops);
  const bool rising = d == N || d == E || d == NE || d == NW;
  return cells_of(line & (rising ? ((met & (0 - met)) << 1) - 1 : ~std::uint64_t{0} << highest(met | 1)));
}

}  // namespace dt::outerspace
