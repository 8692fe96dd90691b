// The 6x7 board of Life, the Universe and Everything (LU-1), as plain precomputed
// tables read by the move generators. Built once from a core Geometry graph
// (board.cpp); nothing here is computed per node.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace dt::lue {

using Cells = std::uint64_t;  // one bit per cell index 0..41

inline constexpr int kFiles = 6, kRanks = 7, kCells = 42;
// Cells are numbered rank by rank from rank 1, files a..f: a1 = 0, f1 = 5, a2 = 6, f7 = 41.
constexpr Cells bit(int cell) { return Cells{1} << cell; }
constexpr int file_of(int cell) { return cell % kFiles; }  // a = 0
constexpr int rank_of(int cell) { return cell / kFiles; }  // rank 1 = 0

// Directions, clockwise from north; even d are orthogonal, odd d diagonal.
enum Dir : std::int8_t { N, NE, E, SE, S, SW, W, NW };
inline constexpr int kDirs = 8;

struct Tables {
  std::int8_t ray[kCells][kDirs][kRanks];  // cells from c along d to the edge, then -1
  Cells adjacent[kCells];                  // CO-5: the 8 king-neighbours
  Cells orthogonal[kCells];
  Cells diagonal[kCells];
  // LU-4, LU-6: a pawn step and the pawn captures of a Marvin moving "forward" for
  // player p (White north, Black south).
  Cells push[2][kCells];
  Cells pawn_capture[2][kCells];
  Cells last_rank[2];  // LU-4: rank 7 for White, rank 1 for Black
  char name[kCells][3];
};

extern const Tables kTables;

inline std::string cell_name(int cell) { return kTables.name[cell]; }
// The cell named `text` ("a1" .. "f7"), or -1.
int find_cell(std::string_view text);

}  // namespace dt::lue
