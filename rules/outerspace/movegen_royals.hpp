// The Galaxy (OS-7) and the Nebula (OS-8, OS-12).
#pragma once

#include "movegen_steppers.hpp"

namespace dt::outerspace {

// OS-7: king steps in ordinary space or along hyperspace, onto an empty square or the
// enemy Nebula (the winning capture, OS-3); on a black hole also a warp to any other
// empty black hole. A Galaxy changes boards only by warp (OS-14).
template <class Sink>
void generate_galaxy(const Position& p, const Occupancy& o, Sink& s) {
  const Tables& g = kTables;
  const Player me = p.side;
  for (const int from : p.pieces(me, Galaxy)) {
    add_moves(s, MoveKind::Normal, from, g.king[from] & (o.empty | p.pieces(~me, Nebula)));
    if (g.black_holes.test(from)) add_moves(s, MoveKind::Warp, from, g.black_holes & o.empty);
  }
}

// The cells from `from` along direction `d` up to and including the first occupied one.
inline Cells line_to_first_piece(const Position& p, int from, int d) {
  Cells line;
  for (int t = kTables.step[from][d]; t >= 0; t = kTables.step[t][d]) {
    line.set(t);
    if (p.cell[t]) break;
  }
  return line;
}

// OS-8, OS-12: the union of the capture zones in ordinary space of every piece but the
// Nebula on `mover`, taken with that Nebula still standing. Only Galaxies and
// Spaceships enter hyperspace, and there they have no zone.
inline Cells capture_zones(const Position& p, int mover) {
  const Tables& g = kTables;
  Cells zone;
  for (const Player x : {White, Black})
    for (const int c : p.pieces(x, Cluster)) zone |= g.cluster_capture[static_cast<std::size_t>(x)][c];
  for (const int c : p.by_type[Planet]) zone |= g.knight[c];
  for (const int c : p.by_type[Galaxy] & g.ordinary) zone |= g.king[c];
  for (const int c : p.by_type[Spaceship] & g.ordinary)
    for (int d = NE; d <= NW; ++d) zone |= line_to_first_piece(p, c, d);
  for (const int c : p.by_type[Nebula])
    if (c != mover)
      for (int d = N; d <= W; ++d) zone |= line_to_first_piece(p, c, d);
  return zone;
}

// OS-8: rook moves and captures (of Star Clusters, Planets and Spaceships, OS-3) that
// pass over no square of a capture zone; landing on one is allowed.
template <class Sink>
void generate_nebula(const Position& p, int from, Sink& s) {
  const Tables& g = kTables;
  // The zones matter only once the Nebula stands on an empty square it could pass
  // over; a Nebula boxed in (as at the start) never needs them.
  Cells zone;
  bool zone_known = false;
  for (int d = N; d <= W; ++d) {
    for (int t = g.step[from][d]; t >= 0; t = g.step[t][d]) {
      if (p.cell[t]) {
        if (capturable(p.cell[t])) s.add(Move(from, t));
        break;
      }
      s.add(Move(from, t));
      if (g.step[t][d] < 0) break;
      if (!zone_known) {
        zone = capture_zones(p, from);
        zone_known = true;
      }
      if (zone.test(t)) break;
    }
  }
}

// OS-8, OS-12: whether the Nebula has a move at all: its first square on a line is
// empty or holds a capturable piece (a zone only stops it passing further).
inline bool nebula_can_move(const Position& p, const Occupancy& o) {
  for (const int from : p.pieces(p.side, Nebula))
    if (!(kTables.orthogonal[from] & (o.empty | o.capturable)).empty()) return true;
  return false;
}

}  // namespace dt::outerspace
