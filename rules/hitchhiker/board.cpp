#include "hitchhiker/board.hpp"

#include <bit>
#include <cstdlib>
#include <cstring>

#include "core/geometry.hpp"
#include "core/text.hpp"

namespace dt::hitchhiker {

namespace {

constexpr int kDirFile[kDirs] = {0, 1, 1, 1, 0, -1, -1, -1};
constexpr int kDirRank[kDirs] = {1, 1, 0, -1, -1, -1, 0, 1};

// HC-1: the files of each rank, rank 1 first.
constexpr int kFirstFile[12] = {0, 5, 5, 4, 3, 2, 1, 2, 3, 4, 5, 5};
constexpr int kLastFile[12] = {0, 5, 5, 6, 7, 8, 9, 8, 7, 6, 5, 5};

int cell_at(int file, int rank) {
  if (rank < 1 || rank > 11 || file < kFirstFile[rank] || file > kLastFile[rank]) return -1;
  int index = 0;
  for (int r = 1; r < rank; ++r) index += kLastFile[r] - kFirstFile[r] + 1;
  return index + file - kFirstFile[rank];
}

Geometry build_geometry() {
  Geometry g(kDirs);
  for (int rank = 1; rank <= 11; ++rank)
    for (int file = kFirstFile[rank]; file <= kLastFile[rank]; ++file)
      g.add_cell(std::string(1, static_cast<char>('a' + file - 1)) + std::to_string(rank));
  for (int rank = 1; rank <= 11; ++rank)
    for (int file = kFirstFile[rank]; file <= kLastFile[rank]; ++file)
      for (int d = 0; d < kDirs; ++d) {
        const int to = cell_at(file + kDirFile[d], rank + kDirRank[d]);
        if (to >= 0) g.set_step(static_cast<Cell>(cell_at(file, rank)), d, static_cast<Cell>(to));
      }
  // HC-2: a6 and i6 are east-west neighbours; no diagonal crosses the link.
  g.link(static_cast<Cell>(cell_at(1, 6)), W, static_cast<Cell>(cell_at(9, 6)), E);
  // The hole keeps its steps in this graph: a kidnapped Hitchhiker is carried into it
  // (HC-10). Move generators treat it as a square that is never empty (HC-3).
  return g;
}

Tables build() {
  const Geometry g = build_geometry();
  if (g.cells() != kCells || *g.find("e6") != kHole || *g.find("e11") != kE11) std::abort();
  Tables t{};
  std::memset(t.dir_to, -1, sizeof t.dir_to);
  for (int c = 0; c < kCells; ++c) {
    std::strncpy(t.name[c], g.name(static_cast<Cell>(c)).c_str(), sizeof t.name[c] - 1);
    t.file[c] = static_cast<std::int8_t>(t.name[c][0] - 'a' + 1);
    t.rank[c] = static_cast<std::int8_t>(std::atoi(t.name[c] + 1));
    const int df = t.file[c] - 5, dr = t.rank[c] - 6;
    t.ring[c] = static_cast<std::int8_t>(std::abs(df) + std::abs(dr));
    if ((t.file[c] + t.rank[c]) % 2 == 0) t.dark |= bit(c);
    t.reflection[c] = static_cast<std::int8_t>(cell_at(10 - t.file[c], 12 - t.rank[c]));
    for (int d = 0; d < kDirs; ++d) {
      const Cell to = g.step(static_cast<Cell>(c), d);
      t.step[c][d] = static_cast<std::int8_t>(to);
      if (to == kNoCell) continue;
      t.dir_to[c][to] = static_cast<std::int8_t>(d);
      if (to == kHole) continue;
      t.adjacent[c] |= bit(to);
      if (d % 2 == 0) t.orthogonal[c] |= bit(to);
    }
  }
  for (int c = 0; c < kCells; ++c)
    for (int d = 0; d < kDirs; ++d) {
      for (int to = cell_at(t.file[c] + kDirFile[d], t.rank[c] + kDirRank[d]), k = 2; to >= 0;
           to = cell_at(t.file[c] + k * kDirFile[d], t.rank[c] + k * kDirRank[d]), ++k)
        t.ray[d][c] |= bit(to);
    }
  for (int way = 0; way < 2; ++way)
    for (int from = 0; from < 9; ++from)
      for (int occ = 0; occ < 512; ++occ) {
        // Stepping through the graph's steps, so the link a6-i6 is followed.
        Cells reached = 0;
        for (int c = g.step(static_cast<Cell>(kA6 + from), way ? W : E); c != kNoCell && c != kA6 + from;
             c = g.step(static_cast<Cell>(c), way ? W : E)) {
          reached |= bit(c);
          if (occ & (1 << (c - kA6))) break;
        }
        t.rank6_slides[way][from][occ] = reached;
      }
  std::memset(t.mine_jump, kNoCell64, sizeof t.mine_jump);
  for (int c = 0; c < kCells; ++c)
    for (int i = 0; i < 4; ++i) {
      const int d = 2 * i;
      const int middle = t.step[c][d], end = middle >= 0 ? t.step[middle][d] : -1;
      t.mine_middle[c][i] = static_cast<std::int8_t>(end >= 0 ? middle : kHole);
      t.mine_end[c][i] = end >= 0 ? bit(end) : 0;
      if (end >= 0) t.mine_jump[c][middle] = static_cast<std::int8_t>(end);
    }
  for (int c = 0; c < kCells; ++c)
    for (int empties = 0; empties < 16; ++empties) {
      Cells reach = t.adjacent[c] & ~t.orthogonal[c];
      int k = 0;
      for (Cells b = t.orthogonal[c]; b; b &= b - 1, ++k) {
        const int middle = std::countr_zero(b), end = t.mine_jump[c][middle];
        if ((empties >> k & 1) && end < kCells) reach |= bit(end);
      }
      t.mine_reach[c][empties] = reach;
    }
  for (int h = 0; h < kCells; ++h)
    for (Cells b = t.adjacent[h]; b; b &= b - 1) {
      const int c = std::countr_zero(b);
      if (t.step[h][t.dir_to[c][h]] >= 0) t.carried_from[h] |= bit(c);
    }
  for (int k = 0; k < 6; ++k)
    for (int byte = 0; byte < 256; ++byte)
      for (int i = 0; i < 8; ++i)
        if ((byte >> i & 1) && 8 * k + i < kCells) t.adjacent_to_byte[k][byte] |= t.adjacent[8 * k + i];
  for (int c = 0; c < kCells; ++c) {
    // HC-11: clockwise along the diamond |df| + |dr| = k, turning at its four corners.
    const int df = t.file[c] - 5, dr = t.rank[c] - 6;
    t.orbit[c][0] = t.orbit[c][1] = -1;
    if (c == kHole) continue;
    const int d = (dr > 0 && df >= 0) ? SE : (df > 0 && dr <= 0) ? SW : (dr < 0 && df <= 0) ? NW : NE;
    t.orbit[c][0] = static_cast<std::int8_t>(cell_at(t.file[c] + kDirFile[d], t.rank[c] + kDirRank[d]));
  }
  for (int c = 0; c < kCells; ++c)
    if (t.orbit[c][0] >= 0) t.orbit[t.orbit[c][0]][1] = static_cast<std::int8_t>(c);
  std::memset(t.orbit_path, -1, sizeof t.orbit_path);
  for (int c = 0; c < kCells; ++c)
    for (int way = 0; way < 2; ++way) {
      int n = 0;
      for (int o = t.orbit[c][way]; o >= 0 && o != c; o = t.orbit[o][way]) t.orbit_path[c][way][n++] = static_cast<std::int8_t>(o);
    }
  // The ring lanes: each ring numbered clockwise from its lowest cell; rings 1-4 must
  // close after 4k steps, or the lanes would not hold the slide of orbit_path.
  std::memset(t.orbit_lane, -1, sizeof t.orbit_lane);
  for (int c = 0; c < kCells; ++c) {
    const int k = t.ring[c];
    if (k < 1 || k > 4 || t.orbit_lane[c] >= 0) continue;
    int place = 0;
    for (int o = c; place == 0 || o != c; o = t.orbit[o][0], ++place) {
      if (o < 0 || place == 4 * k || t.ring[o] != k) std::abort();
      t.orbit_lane[o] = static_cast<std::int8_t>(k - 1);
      t.orbit_index[o] = static_cast<std::int8_t>(place);
      t.cells_of_lane[k - 1][place / 8][1 << (place % 8)] = bit(o);
    }
    if (place != 4 * k) std::abort();
  }
  for (int c = 0; c < kCells; ++c)
    if (t.orbit_lane[c] >= 0) t.orbit_first[c] = bit(t.orbit[c][0]) | bit(t.orbit[c][1]);
  for (int lane = 0; lane < 4; ++lane)
    for (int half = 0; half < 2; ++half)
      for (int bits = 1; bits < 256; ++bits)
        t.cells_of_lane[lane][half][bits] = t.cells_of_lane[lane][half][bits & (bits - 1)] |
                                            t.cells_of_lane[lane][half][bits & -bits];
  for (int k = 0; k < 6; ++k)
    for (int byte = 0; byte < 256; ++byte)
      for (int i = 0; i < 8; ++i)
        if ((byte >> i & 1) && 8 * k + i < kCells && t.orbit_lane[8 * k + i] >= 0)
          t.lanes_of_byte[k][byte] |= std::uint64_t{1} << (16 * t.orbit_lane[8 * k + i] + t.orbit_index[8 * k + i]);
  for (int c = 0; c < kCells; ++c) t.lane_of[c] = t.lanes_of_byte[c / 8][1 << (c % 8)];
  for (int c = 0; c < kCells; ++c) {
    if (c == kHole) continue;
    for (int d = 0; d < kDirs; d += 2) {
      const int to = t.step[c][d];
      if (to < 0 || to == kHole || std::abs(t.ring[to] - t.ring[c]) != 1) continue;  // the link keeps the ring
      t.orbit_change[1][c] |= bit(to);
      // Radial: on the e-file or rank 6 only along that line (HC-11).
      const bool on_file_e = t.file[c] == 5, on_rank_6 = t.rank[c] == 6;
      const bool along = (on_file_e && (d == N || d == S)) || (on_rank_6 && (d == E || d == W));
      if (along || (!on_file_e && !on_rank_6)) t.orbit_change[0][c] |= bit(to);
    }
  }
  return t;
}

}  // namespace

const Tables kTables = build();

int find_cell(std::string_view text) { return index_of(kTables.name, text); }

}  // namespace dt::hitchhiker
