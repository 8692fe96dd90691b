// The 6x7 board of Life, the Universe and Everything (LU-1), as plain precomputed
// tables read by the move generators. Built once from a core Geometry graph
// (board.cpp); nothing here is computed per node.
#pragma once

#include <bit>
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
// Along N, NE, E and NW the cell numbers grow, so the nearest cell of a set on a line
// is its lowest bit; along the other four it is the highest.
constexpr bool rising(int d) { return d == N || d == NE || d == E || d == NW; }
constexpr int nearest(Cells on_line, int d) { return rising(d) ? std::countr_zero(on_line) : 63 - std::countl_zero(on_line); }
constexpr int farthest(Cells on_line, int d) { return rising(d) ? 63 - std::countl_zero(on_line) : std::countr_zero(on_line); }

inline constexpr int kDirFile[kDirs] = {0, 1, 1, 1, 0, -1, -1, -1};
inline constexpr int kDirRank[kDirs] = {1, 1, 0, -1, -1, -1, 0, 1};
// The cell one step from `cell` along `d`, or -1 off the board (LU-1: a plain rectangle,
// no holes, no links). Constant, so tables can be built at compile time.
constexpr int neighbour(int cell, int d) {
  const int file = file_of(cell) + kDirFile[d], rank = rank_of(cell) + kDirRank[d];
  return file >= 0 && file < kFiles && rank >= 0 && rank < kRanks ? rank * kFiles + file : -1;
}

struct Tables {
  Cells line[kCells][kDirs];               // the cells from c (excluded) along d to the edge
  Cells adjacent[kCells];                  // CO-5: the 8 king-neighbours
  Cells orthogonal[kCells];
  Cells diagonal[kCells];
  Cells last_rank[2];  // LU-4: rank 7 for White, rank 1 for Black
  char name[kCells][3];
};

extern const Tables kTables;

inline std::string cell_name(int cell) { return kTables.name[cell]; }
// The cell named `text` ("a1" .. "f7"), or -1.
int find_cell(std::string_view text);

}  // namespace dt::lue
