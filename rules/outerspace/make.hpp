// Copy-make for Outer Space Chess: the move, the black holes' effect on Planets (OS-5,
// OS-14), the hyperspace counts (OS-13), the Nebula flags (OS-8) and the no-capture
// counter (OS-14).
#pragma once

#include "position.hpp"

namespace dt::outerspace {

inline void make_move(Position& p, Move m) {
  const Tables& g = kTables;
  const Player me = p.side;
  bool captured = false;
  int entered = -1;  // the hyperspace cell of a piece that entered hyperspace this turn
  bool nebula_moved = false;
  switch (m.kind) {
    case MoveKind::Pass: break;
    case MoveKind::Shot:
      // OS-6: the Spaceship stays; the first piece on the diagonal is removed.
      p.remove(m.to);
      captured = true;
      break;
    case MoveKind::Normal:
    case MoveKind::Warp:
    case MoveKind::Exit: {
      const Code piece = p.cell[m.from];
      captured = p.cell[m.to] != 0;
      // Removing from an empty cell changes nothing (its code 0 is in no set): no branch,
      // which perft would mispredict about every other move.
      p.remove(m.to);
      nebula_moved = type_of(piece) == Nebula;
      p.move(m.from, m.to);
      // The count of an empty hyperspace cell is 0 (OS-11).
      if (in_hyperspace(m.to)) {
        if (in_hyperspace(m.from)) p.n(m.to) = p.n(m.from);  // OS-13: moving inside keeps n
        else entered = m.to;
      }
      if (in_hyperspace(m.from)) p.n(m.from) = 0;
      break;
    }
  }
  // OS-13: n counts the owner's turns that ended with the piece in hyperspace after the
  // turn it entered (a pass included).
  for (const int h : each(p.by_player[static_cast<std::size_t>(me)] & g.hyperspace)) {
    if (h == entered) p.n(h) = 0;
    else if (p.n(h) < 255) ++p.n(h);
  }
  // OS-5, OS-14: while 2b is empty no Planet stays on an ordinary black hole (one that
  // just moved or captured there, or all of them at the moment 2b empties).
  if (!p.cell[k2b])
    for (const int h : each(p.by_type[Planet] & g.ordinary_holes)) p.remove(h);
  p.nebula_moved[static_cast<std::size_t>(me)] = nebula_moved;
  // (as a product, not a branch, for the same reason)
  p.no_capture = static_cast<std::uint16_t>((p.no_capture + (p.no_capture < 65535)) * !captured);
  p.side = ~me;
}

}  // namespace dt::outerspace
