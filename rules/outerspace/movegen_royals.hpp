// The Galaxy (OS-7) and the Nebula (OS-8, OS-12).
#pragma once

#include "outerspace/movegen_steppers.hpp"

namespace dt::outerspace {

// OS-7: king steps in ordinary space or along hyperspace, onto an empty square or the
// enemy Nebula (the winning capture, OS-3); on a black hole also a warp to any other
// empty black hole. A Galaxy changes boards only by warp (OS-14).
inline Move* generate_galaxy(const Position& p, int from, Move* out) {
  const Board& b = board();
  const Player me = owner_of(p.cell[from]);
  for (int d = 0; d < kDirs; ++d) {
    const int t = b.step[from][d];
    if (t >= 0 && (!p.cell[t] || p.cell[t] == code(other(me), Nebula))) *out++ = move_of(MoveKind::Normal, from, t);
  }
  if (b.black_holes.test(from))
    for (const int h : b.black_holes)
      if (h != from && !p.cell[h]) *out++ = move_of(MoveKind::Warp, from, h);
  return out;
}

// OS-8, OS-12: the union of the capture zones in ordinary space of every piece but the
// Nebula on `mover`, taken with that Nebula still standing.
inline Cells capture_zones(const Position& p, int mover) {
  const Board& b = board();
  Cells zone;
  const auto ray = [&](int from, int d) {
    for (int t = b.step[from][d]; t >= 0; t = b.step[t][d]) {
      zone.set(t);
      if (p.cell[t]) break;
    }
  };
  for (int c = 0; c < kOrdinary; ++c) {
    const Code piece = p.cell[c];
    if (!piece || c == mover) continue;
    const Player owner = owner_of(piece);
    switch (type_of(piece)) {
      case Cluster:
        if (const int t = b.step[c][backward(owner)]; t >= 0) zone.set(t);
        for (const Dir d : forward_diagonals(owner))
          if (const int t = b.step[c][d]; t >= 0) zone.set(t);
        break;
      case Planet:
        for (int i = 0; i < b.knight_count[c]; ++i) zone.set(b.knight[c][i]);
        break;
      case Spaceship:
        for (int d = NE; d <= NW; ++d) ray(c, d);
        break;
      case Galaxy:
        for (int d = 0; d < kDirs; ++d)
          if (const int t = b.step[c][d]; t >= 0) zone.set(t);
        break;
      case Nebula:
        for (int d = N; d <= W; ++d) ray(c, d);
        break;
      case NoPiece: break;
    }
  }
  return zone;
}

// OS-8: rook moves and captures (of Star Clusters, Planets and Spaceships, OS-3) that
// pass over no square of a capture zone; landing on one is allowed.
inline Move* generate_nebula(const Position& p, int from, Move* out) {
  const Board& b = board();
  // The zones matter only once the Nebula has stepped onto an empty square; a Nebula
  // boxed in (as at the start) never needs them.
  Cells zone;
  bool zone_known = false;
  for (int d = N; d <= W; ++d) {
    for (int t = b.step[from][d]; t >= 0; t = b.step[t][d]) {
      if (p.cell[t]) {
        if (capturable(p.cell[t])) *out++ = move_of(MoveKind::Normal, from, t);
        break;
      }
      *out++ = move_of(MoveKind::Normal, from, t);
      if (!zone_known) {
        zone = capture_zones(p, from);
        zone_known = true;
      }
      if (zone.test(t)) break;
    }
  }
  return out;
}

}  // namespace dt::outerspace
