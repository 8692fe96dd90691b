// The Spaceship (OS-6, OS-14): one or two orthogonal steps without capturing, shots
// along its diagonals, falling into hyperspace through an ordinary black hole, moves
// along hyperspace, and the exit from 2b.
#pragma once

#include "movegen_steppers.hpp"

namespace dt::outerspace {

// OS-6: from ordinary space.
template <class Sink>
void generate_spaceship_ordinary(const Position& p, const Occupancy& o, int from, Sink& s) {
  const Tables& g = kTables;
  const bool hyper_hole_empty = !p.cell[k2b];
  bool into_2b = false;  // CO-3: entering 2b through several black holes is one move
  for (int d = N; d <= W; ++d) {
    int at = from;
    for (int k = 1; k <= 2; ++k) {
      const int t = g.step[at][d];
      // OS-14: an occupied black hole blocks like any occupied square.
      if (t < 0 || p.cell[t]) break;
      if (g.ordinary_holes.test(t)) {
        // OS-6: while 2b is occupied, no step onto or over an ordinary black hole.
        if (!hyper_hole_empty) break;
        into_2b = true;
        // OS-6, OS-14: after a first step east or west onto the hole, it may go on
        // one step the same way in hyperspace instead.
        if (k == 1 && (d == E || d == W)) {
          const int beyond = d == E ? k2c : k2a;
          if (!p.cell[beyond]) s.add(Move(from, beyond));
        }
        break;
      }
      s.add(Move(from, t));
      at = t;
    }
  }
  if (into_2b) s.add(Move(from, k2b));
  // OS-6: a shot removes the first piece on a diagonal, if it may be captured (OS-3).
  for (int d = NE; d <= NW; ++d)
    if (const Cells met = g.ray[from][d] & ~o.empty; !met.empty())
      if (const int t = nearest(met, d); o.capturable.test(t)) s.add(Move(from, t, MoveKind::Shot));
}

// OS-6, OS-14: in hyperspace, one or two steps along 2a-2b-2c through empty squares,
// no shots; from 2b also the exit.
template <class Sink>
void generate_spaceship_hyper(const Position& p, int from, Sink& s) {
  const Tables& g = kTables;
  for (const int d : {E, W}) {
    for (int t = g.step[from][d], k = 1; t >= 0 && k <= 2 && !p.cell[t]; t = g.step[t][d], ++k)
      s.add(Move(from, t));
  }
  if (from != k2b) return;
  // OS-6: to an empty ordinary black hole, then one or two orthogonal steps through
  // empty squares that are not black holes. CO-3: one move per final square, named
  // after the first usable hole in name order.
  Cells seen;
  for (const int h : g.holes_by_name) {
    if (p.cell[h]) continue;
    Cells reach;
    for (int d = N; d <= W; ++d) {
      for (int t = g.step[h][d], k = 1; t >= 0 && k <= 2 && !p.cell[t] && !g.ordinary_holes.test(t);
           t = g.step[t][d], ++k)
        reach.set(t);
    }
    add_moves(s, MoveKind::Exit, from, reach & ~seen, h);
    seen |= reach;
  }
}

template <class Sink>
void generate_spaceships(const Position& p, const Occupancy& o, Sink& s) {
  for (const int from : each(p.pieces(p.side, Spaceship))) {
    if (in_hyperspace(from)) generate_spaceship_hyper(p, from, s);
    else generate_spaceship_ordinary(p, o, from, s);
  }
}

}  // namespace dt::outerspace
