// Where a rider from a cell reaches along all eight directions at once (the Everything's
// iterated powers, LU-7, LU-11), read from tables by the occupancy of each of its four
// lines instead of walked direction by direction. LU-1's 6x7 rectangle lets every line be
// folded onto a rank by one multiplication ("kindergarten" lookups), so the tables are
// small and built at compile time.
#pragma once

#include <bit>
#include <cstdint>
#include <utility>

#include "board.hpp"

namespace dt::lue {

inline constexpr Cells kFileA = 0x1041041041ULL;  // a1, a2, ..., a7: one bit per rank
// Multiplying file a's cells (bits 6r) by this puts rank r's bit at bit 63 - r: bit
// 6r + 63 - 7j for each j, all distinct, so no two products meet and nothing carries
// into bits 57..63.
inline constexpr std::uint64_t kFileToRanks = 0x8102040810200000ULL;
static_assert([] {
  Cells a = 0;
  std::uint64_t m = 0;
  for (int r = 0; r < kRanks; ++r) a |= bit(r * kFiles), m |= std::uint64_t{1} << (63 - 7 * r);
  return a == kFileA && m == kFileToRanks;
}());

// The cells from `c` along `d` up to and including the first cell of `occupied`, walked
// one step at a time: the rule as LU-11 states it, used to build and check the tables.
constexpr Cells walk(int c, int d, Cells occupied) {
  Cells reach = 0;
  for (int to = neighbour(c, d); to >= 0; to = neighbour(to, d)) {
    reach |= bit(to);
    if (occupied & bit(to)) break;
  }
  return reach;
}

struct SlideTables {
  // From file f of a rank holding pieces on the files `occupied` (six bits), the files
  // reached both ways, the first piece each way included (f's own bit is ignored).
  std::uint8_t along_rank[kFiles][1 << kFiles];
  // From rank r of file a, by the file's pieces read as kFileToRanks' index (rank r' at
  // bit 6 - r'), the cells of file a reached both ways.
  Cells along_file[kRanks][1 << kRanks];
  // The two diagonals through each cell, the cell itself left out.
  Cells diagonal[kCells], anti_diagonal[kCells];
  // LU-7: the cells a bishop's, a rook's and a Marvin-rook's (north, south) rays cover.
  Cells bishop_rays[kCells], rook_rays[kCells], north[kCells], south[kCells];
};

inline constexpr SlideTables kSlides = [] {
  SlideTables t{};
  for (int f = 0; f < kFiles; ++f)
    for (int occ = 0; occ < (1 << kFiles); ++occ)
      t.along_rank[f][occ] = static_cast<std::uint8_t>(walk(f, E, static_cast<Cells>(occ)) | walk(f, W, static_cast<Cells>(occ)));
  for (int r = 0; r < kRanks; ++r)
    for (int index = 0; index < (1 << kRanks); ++index) {
      Cells occ = 0;
      for (int r2 = 0; r2 < kRanks; ++r2)
        if (index & (1 << (kRanks - 1 - r2))) occ |= bit(r2 * kFiles);
      t.along_file[r][index] = walk(r * kFiles, N, occ) | walk(r * kFiles, S, occ);
    }
  for (int c = 0; c < kCells; ++c) {
    t.diagonal[c] = walk(c, NE, 0) | walk(c, SW, 0);
    t.anti_diagonal[c] = walk(c, NW, 0) | walk(c, SE, 0);
    t.bishop_rays[c] = t.diagonal[c] | t.anti_diagonal[c];
    t.rook_rays[c] = walk(c, N, 0) | walk(c, E, 0) | walk(c, S, 0) | walk(c, W, 0);
    t.north[c] = walk(c, N, 0);
    t.south[c] = walk(c, S, 0);
  }
  return t;
}();

// The files of `line`'s pieces (a line crossing each file at most once: a rank or a
// diagonal), six bits: multiplying by file a's bits stacks every rank onto rank 7, and
// the products cannot meet (a cell's file and the rank it is moved to fix it).
constexpr unsigned files_of(Cells on_line) { return static_cast<unsigned>((on_line * kFileA) >> (kCells - kFiles)) & ((1U << kFiles) - 1); }

// The cells a queen on `c` reaches, the first piece of each direction included; a ride in
// fewer directions is this masked by their rays (kSlides). Forced inline: see Context
// (context.hpp).
[[gnu::always_inline]] constexpr Cells queen_reach(int c, Cells occupied) {
  const SlideTables& t = kSlides;
  const int f = file_of(c), r = rank_of(c), row = r * kFiles;
  Cells reach = Cells{t.along_rank[f][(occupied >> row) & ((1U << kFiles) - 1)]} << row;
  reach |= t.along_file[r][(((occupied >> f) & kFileA) * kFileToRanks) >> (64 - kRanks)] << f;
  // A diagonal's files, reached as along a rank, copied onto every rank and cut back to
  // the diagonal.
  reach |= (Cells{t.along_rank[f][files_of(occupied & t.diagonal[c])]} * kFileA) & t.diagonal[c];
  reach |= (Cells{t.along_rank[f][files_of(occupied & t.anti_diagonal[c])]} * kFileA) & t.anti_diagonal[c];
  return reach;
}

// The lookups agree with the walk on every cell for every occupancy of its four lines
// (cells off those lines never reach an index).
static_assert([] {
  for (int c = 0; c < kCells; ++c) {
    for (const auto& [d1, d2] : {std::pair{E, W}, std::pair{N, S}, std::pair{NE, SW}, std::pair{NW, SE}}) {
      const Cells line = walk(c, d1, 0) | walk(c, d2, 0);
      // Every subset of the line, with the rest of the board full (c included).
      for (Cells sub = line;; sub = (sub - 1) & line) {
        const Cells occupied = sub | (~line & ((Cells{1} << kCells) - 1));
        const Cells along = queen_reach(c, occupied) & line;
        if (along != (walk(c, d1, occupied) | walk(c, d2, occupied))) return false;
        if (sub == 0) break;
      }
    }
  }
  return true;
}());

}  // namespace dt::lue
