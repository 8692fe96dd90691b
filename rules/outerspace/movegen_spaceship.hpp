// The Spaceship (OS-6, OS-14): one or two orthogonal steps without capturing, shots
// along its diagonals, falling into hyperspace through an ordinary black hole, moves
// along hyperspace, and the exit from 2b.
#pragma once

#include "outerspace/movegen_steppers.hpp"

namespace dt::outerspace {

// OS-6: from ordinary space.
inline Move* generate_spaceship_ordinary(const Position& p, int from, Move* out) {
  const Board& b = board();
  const bool hyper_hole_empty = !p.cell[k2b];
  bool into_2b = false;  // CO-3: entering 2b through several black holes is one move
  for (int d = N; d <= W; ++d) {
    int at = from;
    for (int k = 1; k <= 2; ++k) {
      const int t = b.step[at][d];
      // OS-14: an occupied black hole blocks like any occupied square.
      if (t < 0 || p.cell[t]) break;
      if (b.ordinary_holes.test(t)) {
        // OS-6: while 2b is occupied, no step onto or over an ordinary black hole.
        if (!hyper_hole_empty) break;
        into_2b = true;
        // OS-6, OS-14: after a first step east or west onto the hole, it may go on
        // one step the same way in hyperspace instead.
        if (k == 1 && (d == E || d == W)) {
          const int beyond = d == E ? k2c : k2a;
          if (!p.cell[beyond]) *out++ = move_of(MoveKind::Normal, from, beyond);
        }
        break;
      }
      *out++ = move_of(MoveKind::Normal, from, t);
      at = t;
    }
  }
  if (into_2b) *out++ = move_of(MoveKind::Normal, from, k2b);
  // OS-6: a shot removes the first piece on a diagonal, if it may be captured (OS-3).
  for (int d = NE; d <= NW; ++d) {
    for (int t = b.step[from][d]; t >= 0; t = b.step[t][d]) {
      if (!p.cell[t]) continue;
      if (capturable(p.cell[t])) *out++ = move_of(MoveKind::Shot, from, t);
      break;
    }
  }
  return out;
}

// OS-6, OS-14: in hyperspace, one or two steps along 2a-2b-2c through empty squares,
// no shots; from 2b also the exit.
inline Move* generate_spaceship_hyper(const Position& p, int from, Move* out) {
  const Board& b = board();
  for (const int d : {E, W}) {
    for (int t = b.step[from][d], k = 1; t >= 0 && k <= 2 && !p.cell[t]; t = b.step[t][d], ++k)
      *out++ = move_of(MoveKind::Normal, from, t);
  }
  if (from != k2b) return out;
  // OS-6: to an empty ordinary black hole, then one or two orthogonal steps through
  // empty squares that are not black holes. CO-3: one move per final square, named
  // after the first usable hole in name order.
  Cells seen;
  for (const int h : b.holes_by_name) {
    if (p.cell[h]) continue;
    for (int d = N; d <= W; ++d) {
      int at = h;
      for (int k = 1; k <= 2; ++k) {
        const int t = b.step[at][d];
        if (t < 0 || p.cell[t] || b.ordinary_holes.test(t)) break;
        if (!seen.test(t)) {
          seen.set(t);
          *out++ = move_of(MoveKind::Exit, from, t, h);
        }
        at = t;
      }
    }
  }
  return out;
}

}  // namespace dt::outerspace
