// The two boards of Outer Space Chess (OS-1) as precomputed tables: names, steps in the
// eight directions, the black holes, knight squares, the hyperspace line.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/cellset.hpp"
#include "outerspace/types.hpp"

namespace dt::outerspace {

using Cells = CellSet<kCells>;

// Directions in ordinary space: the orthogonals first (N toward rank 8, E toward file e),
// then the diagonals.
enum Dir : int { N, E, S, W, NE, SE, SW, NW };
inline constexpr int kDirs = 8;

struct Board {
  // step[c][d]: the neighbour of ordinary cell c in direction d, or -1. In hyperspace
  // E and W run along 2a-2b-2c (OS-1: a-b-c the same way as files a-e); other
  // directions lead nowhere.
  std::array<std::array<std::int8_t, kDirs>, kCells> step;
  std::array<std::array<std::int8_t, 8>, kOrdinary> knight;  // -1 padded
  std::array<std::uint8_t, kOrdinary> knight_count;
  Cells black_holes;           // OS-1: 1b3, 1d3, 1c4, 1c5, 1b6, 1d6 and 2b
  Cells ordinary_holes;        // the six in ordinary space
  // The ordinary black holes in the order of their names (1b3, 1b6, 1c4, 1c5, 1d3, 1d6),
  // the order that names an exit from 2b (Move notation).
  std::array<std::uint8_t, 6> holes_by_name;
  std::array<std::string, kCells> name;  // "1a1" ... "1e8", "2a", "2b", "2c"

  // Full names (`1c2`, `2b`) and, for ordinary space, short ones (`c2`) (OS-1).
  std::optional<int> find(std::string_view cell_name) const;
};

const Board& board();

// The cell of ordinary space at file f (0-4), rank r (0-7).
constexpr int square(int f, int r) { return r * kFiles + f; }
constexpr int file_of(int c) { return c % kFiles; }
constexpr int rank_of(int c) { return c / kFiles; }

}  // namespace dt::outerspace
