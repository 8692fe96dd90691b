// The 43-cell diamond (HC-1): the black hole e6 and 42 squares, the a6-i6 link (HC-2),
// as plain precomputed tables read by the move generators. Built once from a core
// Geometry graph (board.cpp); nothing here is computed per node.
#pragma once

#include <bit>
#include <cstdint>
#include <string>
#include <string_view>

#include "../core/gather_bits.hpp"

namespace dt::hitchhiker {

using Cells = std::uint64_t;  // one bit per cell index 0..42

inline constexpr int kCells = 43;
// Cells are numbered rank by rank from rank 1, files left to right:
// e1=0, e2=1, d3..f3=2..4, c4..g4=5..9, b5..h5=10..16, a6..i6=17..25, b7..h7=26..32,
// c8..g8=33..37, d9..f9=38..40, e10=41, e11=42.
inline constexpr int kE1 = 0, kE11 = 42, kHole = 21;  // restaurants (HC-4), black hole (HC-3)
inline constexpr int kNoCell64 = 63;  // a bit past the board, for tables read as masks
constexpr Cells bit(int cell) { return Cells{1} << cell; }
inline constexpr Cells kAll = (Cells{1} << kCells) - 1;
inline constexpr Cells kRestaurants = bit(kE1) | bit(kE11);

// Directions, clockwise from north; d and d ^ 4 are opposite, even d are orthogonal.
enum Dir : std::int8_t { N, NE, E, SE, S, SW, W, NW };
inline constexpr int kDirs = 8;
constexpr int opposite(int d) { return d ^ 4; }

struct Tables {
  std::int8_t step[kCells][kDirs];  // neighbour (the hole included, the link a6-i6 included) or -1
  std::int8_t dir_to[kCells][kCells];  // the direction from a cell to an adjacent one, else -1
  Cells adjacent[kCells];          // the 8 king-neighbours (CO-5, HC-2), without the hole
  Cells orthogonal[kCells];        // the 4 orthogonal neighbours, without the hole
  std::int8_t file[kCells], rank[kCells];  // a = 1, rank 1..11
  std::int8_t ring[kCells];        // HC-11: |file - 5| + |rank - 6|
  std::int8_t orbit[kCells][2];    // HC-11: next cell of the ring clockwise [0] and back [1], or -1
  // HC-11: the ring's other cells in order from a cell clockwise [0] and back [1],
  // ended by -1 (an Orbiter on a restaurant has none, HC-19).
  std::int8_t orbit_path[kCells][2][16];
  Cells orbit_change[2][kCells];   // HC-11: radial [0] and any [1] orbit-change targets
  // HC-11 as bit arithmetic: rings 1-4 are whole cycles of 4, 8, 12 and 16 squares (ring
  // 5 is the two restaurants, which have no orbit, HC-19). Each ring is a 16-bit lane
  // (ring k in bits 16(k-1)..), its squares numbered clockwise from 0.
  std::int8_t orbit_lane[kCells];  // ring - 1, or -1 (the hole, the restaurants)
  std::int8_t orbit_index[kCells];  // the place in its ring's lane
  // HC-11: the first square of the orbit slide each way (none on a restaurant or the hole):
  // when both are occupied, the slide reaches those two and no more.
  Cells orbit_first[kCells];
  std::uint64_t lanes_of_byte[6][256];  // a set's bits 8k..8k+7 (byte k) as lane bits
  std::uint64_t lane_of[65];  // one cell's lane bit (none off the rings and at 64, no cell)
  Cells cells_of_lane[4][2][256];  // a lane's bits, low byte [0] and high byte [1], as cells
  std::int8_t reflection[kCells];  // HC-7: the point reflection through e6, or -1
  Cells dark;                      // HC-1: antispace, file + rank even
  // Slides without the link: the cells from c in direction d to the edge, the hole
  // included (it is always occupied, so it ends every slide that meets it, HC-3). Along
  // N, NE, E, NW the cell numbers grow, along the others they fall, so the nearest
  // blocker is the lowest or the highest set bit.
  Cells ray[kDirs][kCells];
  // HC-2: the east [0] and west [1] slides of a rank-6 cell over the link, by the
  // occupancy of rank 6 (9 bits, a6 = bit 0), the first occupied cell included.
  Cells rank6_slides[2][9][512];
  // HC-5: each orthogonal two-step as its middle cell (the hole when there is none, so it
  // is never empty) and its end as a one-cell set (empty when there is none).
  std::int8_t mine_middle[kCells][4];
  Cells mine_end[kCells][4];
  // HC-5: the end of the two-step from a cell over its orthogonal neighbour `middle`, or
  // kNoCell64 (bit 63 lies off the board, so masking by a target set drops it): the
  // common case walks only the empty middles.
  std::int8_t mine_jump[kCells][kCells];
  // HC-5: every square a Mine on a cell may step or jump to, by which of its orthogonal
  // neighbours are empty (their bits gathered in cell order, gather_bits): the diagonal
  // steps and the two-steps over those empty middles. One lookup per Mine for a count.
  Cells mine_reach[kCells][16];
  // HC-9: the cells next to a Hitchhiker on a cell from which a move can carry it: those
  // with a square beyond it, away from them (the hole counts; movegen.hpp's stranded).
  // Index 63 (a vaporized Hitchhiker's -1 & 63) is empty.
  Cells carried_from[64];
  // HC-12: the cells next to any piece of a set, by the set's bits 8k..8k+7 (byte k),
  // so the Rocket's unsafe cells take six lookups instead of one per enemy piece.
  Cells adjacent_to_byte[6][256];
  char name[kCells][4];
};

extern const Tables kTables;

inline constexpr int kA6 = 17;  // rank 6 is a6..i6 = 17..25
inline constexpr Cells kRank6 = Cells{0x1FF} << kA6;
constexpr bool ascending(int d) { return d == N || d == NE || d == E || d == NW; }

// Cells a slide from `from` along d reaches with the board occupied as `occ`, not over
// the link: the empty ones and the first occupied one (the caller decides whether that
// is a capture). A file (N, S) never meets the link.
inline Cells ray_slide(int from, int d, Cells occ) {
  const Tables& t = kTables;
  Cells r = t.ray[d][from];
  if (const Cells b = r & occ) r &= ~t.ray[d][ascending(d) ? std::countr_zero(b) : 63 - std::countl_zero(b)];
  return r;
}

// The same with the link a6-i6 (HC-2).
[[gnu::always_inline]] inline Cells slide(int from, int d, Cells occ) {
  if ((d == E || d == W) && (kRank6 & bit(from))) return kTables.rank6_slides[d == W][from - kA6][(occ >> kA6) & 0x1FF];
  return ray_slide(from, d, occ);
}

// The cells next to any cell of `cells` (CO-5, HC-2), the hole left out.
[[gnu::always_inline]] inline Cells adjacent_to(Cells cells) {
  const auto& byte = kTables.adjacent_to_byte;
  return byte[0][cells & 255] | byte[1][(cells >> 8) & 255] | byte[2][(cells >> 16) & 255] |
         byte[3][(cells >> 24) & 255] | byte[4][(cells >> 32) & 255] | byte[5][(cells >> 40) & 255];
}

// The occupied squares of `occ` on the rings, as lanes (HC-11): once per position, for
// every Orbiter's orbit_slide.
[[gnu::always_inline]] inline std::uint64_t ring_lanes(Cells occ) {
  const auto& byte = kTables.lanes_of_byte;
  return byte[0][occ & 255] | byte[1][(occ >> 8) & 255] | byte[2][(occ >> 16) & 255] | byte[3][(occ >> 24) & 255] |
         byte[4][(occ >> 32) & 255] | byte[5][(occ >> 40) & 255];
}

// HC-11: the squares an Orbiter on `from` reaches along its ring both ways with the rings
// occupied as `lanes` (ring_lanes): the empty ones and the first occupied one each way (the
// caller decides whether that is a capture); never `from` itself. In lane order a slide is
// the run up to the lowest occupied bit clockwise and down to the highest one back, once
// the lane is rotated to put `from` at bit 0.
[[gnu::always_inline]] inline Cells orbit_slide(int from, std::uint64_t lanes) {
  const Tables& t = kTables;
  const int lane = t.orbit_lane[from];
  if (lane < 0) return 0;
  const int n = 4 * (lane + 1), i = t.orbit_index[from];
  const std::uint32_t full = (std::uint32_t{1} << n) - 1;
  const std::uint32_t ring = static_cast<std::uint32_t>(lanes >> (16 * lane)) & full;
  const std::uint32_t others = ((ring >> i) | (ring << (n - i))) & full & ~1u;
  const std::uint32_t clockwise = others ^ (others - 1);  // every bit when nothing blocks
  const std::uint32_t back = ~((std::uint32_t{1} << (31 - std::countl_zero(others | 1))) - 1);
  const std::uint32_t reach = (clockwise | back) & full & ~1u;
  const std::uint32_t cells = ((reach << i) | (reach >> (n - i))) & full;
  return t.cells_of_lane[lane][0][cells & 255] | t.cells_of_lane[lane][1][cells >> 8];
}

inline std::string cell_name(int cell) { return kTables.name[cell]; }
// The cell named `text` ("a6", "e11"), or -1.
int find_cell(std::string_view text);

}  // namespace dt::hitchhiker
