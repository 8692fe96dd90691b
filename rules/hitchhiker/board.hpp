// The 43-cell diamond (HC-1): the black hole e6 and 42 squares, the a6-i6 link (HC-2),
// as plain precomputed tables read by the move generators. Built once from a core
// Geometry graph (board.cpp); nothing here is computed per node.
#pragma once

#include <cstdint>
#include <string>

namespace dt::hitchhiker {

using Cells = std::uint64_t;  // one bit per cell index 0..42

inline constexpr int kCells = 43;
// Cells are numbered rank by rank from rank 1, files left to right:
// e1=0, e2=1, d3..f3=2..4, c4..g4=5..9, b5..h5=10..16, a6..i6=17..25, b7..h7=26..32,
// c8..g8=33..37, d9..f9=38..40, e10=41, e11=42.
inline constexpr int kE1 = 0, kE11 = 42, kHole = 21;  // restaurants (HC-4), black hole (HC-3)
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
  Cells orbit_change[2][kCells];   // HC-11: radial [0] and any [1] orbit-change targets
  std::int8_t reflection[kCells];  // HC-7: the point reflection through e6, or -1
  Cells dark;                      // HC-1: antispace, file + rank even
  char name[kCells][4];
};

extern const Tables kTables;

inline std::string cell_name(int cell) { return kTables.name[cell]; }
// The cell named `text` ("a6", "e11"), or -1.
int find_cell(std::string_view text);

}  // namespace dt::hitchhiker
