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
  s.add_each(bits(targets), [=](int to) { return Move(from, to, kind, hole); });
}

// A move from `from` to each cell of `line`, part of the ray from `from` along `d`,
// listed in the order the ray meets them (the order of the notation's lists).
template <class Sink>
void add_along(Sink& s, int from, int d, const Cells& line) {
  if constexpr (Sink::lists) {
    for (int t = kTables.step[from][d]; t >= 0 && line.test(t); t = kTables.step[t][d]) s.add(Move(from, t));
  } else {
    add_moves(s, MoveKind::Normal, from, line);
  }
}

}  // namespace dt::outerspace
