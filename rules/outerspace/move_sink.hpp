// How Outer Space's generators put moves into the core sink (core/move_sink.hpp: a list
// for `generate`, or only their number for perft's leaves). Every generator is written
// once, templated on the sink, so the count is the list's length by construction.
#pragma once

#include "../core/move_sink.hpp"
#include "geometry.hpp"

namespace dt::outerspace {

// One move of `kind` from `from` to each cell of `targets` (an exit names `hole`).
template <class Sink>
void add_moves(Sink& s, MoveKind kind, int from, Cells targets, int hole = 0) {
  s.add_each(targets, [=](int to) { return Move(from, to, kind, hole); });
}

}  // namespace dt::outerspace
