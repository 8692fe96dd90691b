// Where the generators put moves: a list (`generate`) or only their number (perft's
// leaves, core/perft.hpp's CountsMoves). Every generator is written once, templated on
// the sink, so the count is the list's length by construction.
#pragma once

#include <cstddef>

#include "geometry.hpp"

namespace dt::outerspace {

struct MoveWriter {
  Move* out;
  void add(Move m) { *out++ = m; }
  // One move of `kind` from `from` to each cell of `targets` (an exit names `hole`).
  void add(MoveKind kind, int from, Cells targets, int hole = 0) {
    for (const int t : targets) *out++ = move_of(kind, from, t, hole);
  }
};

struct MoveCounter {
  std::size_t n = 0;
  void add(Move) { ++n; }
  void add(MoveKind, int, Cells targets, int = 0) { n += static_cast<std::size_t>(targets.count()); }
};

}  // namespace dt::outerspace
