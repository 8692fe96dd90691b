// The cells a slider's lines reach from an ordinary cell up to and including the first
// stop on each ray, read from tables instead of walked: a Spaceship's diagonals (its
// shots, OS-6, and its zone, OS-8) and a Nebula's rook lines (its moves and its zone,
// OS-8). A line through a cell is its two opposite rays (N and S, E and W, NE and SW,
// NW and SE); the stops on it, gathered into a small number (core/gather_bits.hpp),
// index the cells reached. line_to (geometry.hpp) is the definition, and the tables are
// built from it; tests/prop_outerspace.cpp compares the two on real positions.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "../core/gather_bits.hpp"
#include "geometry.hpp"

namespace dt::outerspace {

inline constexpr int kLines = 4;
inline constexpr std::array<std::array<Dir, 2>, kLines> kLineRays = {{{N, S}, {E, W}, {NE, SW}, {NW, SE}}};

struct LineReach {
  // line[c][l]: the cells of line l through the ordinary cell c (c excluded); first[c][l]:
  // where its entries start in `reach`, one per subset of the line's cells (a file's line
  // has at most 7 cells, a rank's 4, a diagonal's 4: at most 128 entries).
  std::array<std::array<std::uint64_t, kLines>, kOrdinary> line;
  std::array<std::array<std::uint16_t, kLines>, kOrdinary> first;
  std::array<std::uint64_t, kOrdinary * (128 + 16 + 16 + 16)> reach;
};

constexpr LineReach build_line_reach() {
  LineReach r{};
  int next = 0;
  for (int c = 0; c < kOrdinary; ++c)
    for (int l = 0; l < kLines; ++l) {
      const auto [d1, d2] = kLineRays[static_cast<std::size_t>(l)];
      const std::uint64_t line = bits(kTables.ray[c][d1]) | bits(kTables.ray[c][d2]);
      r.line[c][l] = line;
      r.first[c][l] = static_cast<std::uint16_t>(next);
      for (std::uint64_t i = 0; i < (std::uint64_t{1} << std::popcount(line)); ++i) {
        const Cells stops = cells_of(scatter_bits(i, line));
        r.reach[static_cast<std::size_t>(next++)] = bits(line_to(c, d1, stops)) | bits(line_to(c, d2, stops));
      }
    }
  return r;
}

inline constexpr LineReach kLineReach = build_line_reach();

// line_to along both rays of line l from the ordinary cell c.
[[gnu::always_inline]] inline std::uint64_t line_reach(int c, int l, std::uint64_t stops) {
  const auto& r = kLineReach;
  return r.reach[r.first[c][l] + gather_bits(stops, r.line[c][l])];
}

// OS-6, OS-8: the diagonals from c up to and including the first stop on each.
[[gnu::always_inline]] inline std::uint64_t diagonal_reach(int c, std::uint64_t stops) {
  return line_reach(c, 2, stops) | line_reach(c, 3, stops);
}
// OS-8: the rook lines from c the same way.
[[gnu::always_inline]] inline std::uint64_t rook_reach(int c, std::uint64_t stops) {
  return line_reach(c, 0, stops) | line_reach(c, 1, stops);
}

}  // namespace dt::outerspace
