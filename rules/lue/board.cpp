#include "lue/board.hpp"

#include <cstdlib>

#include "core/geometry.hpp"
#include "core/text.hpp"

namespace dt::lue {

namespace {

// LU-1: a plain rectangle, no holes, no links.
Geometry build_geometry() {
  Geometry g(kDirs);
  for (int rank = 0; rank < kRanks; ++rank)
    for (int file = 0; file < kFiles; ++file)
      g.add_cell(std::string(1, static_cast<char>('a' + file)) + std::to_string(rank + 1));
  for (int c = 0; c < kCells; ++c)
    for (int d = 0; d < kDirs; ++d)
      if (const int to = neighbour(c, d); to >= 0) g.set_step(static_cast<Cell>(c), d, static_cast<Cell>(to));
  return g;
}

Tables build() {
  const Geometry g = build_geometry();
  if (g.cells() != kCells) std::abort();
  Tables t{};
  for (int c = 0; c < kCells; ++c) {
    const std::string& n = g.name(static_cast<Cell>(c));
    t.name[c][0] = n[0];
    t.name[c][1] = n[1];
    for (int d = 0; d < kDirs; ++d) {
      for (const Cell r : g.ray(static_cast<Cell>(c), d)) t.line[c][d] |= bit(r);
      const Cell to = g.step(static_cast<Cell>(c), d);
      if (to == kNoCell) continue;
      t.adjacent[c] |= bit(to);
      (d % 2 == 0 ? t.orthogonal[c] : t.diagonal[c]) |= bit(to);
    }
    if (rank_of(c) == kRanks - 1) t.last_rank[0] |= bit(c);
    if (rank_of(c) == 0) t.last_rank[1] |= bit(c);
  }
  return t;
}

}  // namespace

const Tables kTables = build();

int find_cell(std::string_view text) { return index_of(kTables.name, text); }

}  // namespace dt::lue
