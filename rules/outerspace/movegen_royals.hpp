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
  for (const int from : each(p.pieces(me, Galaxy))) {
    add_moves(s, MoveKind::Normal, from, g.king[from] & (o.empty | p.pieces(~me, Nebula)));
    if (g.black_holes.test(from)) add_moves(s, MoveKind::Warp, from, g.black_holes & o.empty);
  }
}

// OS-8, OS-12: the union of the capture zones in ordinary space of every piece but the
// Nebula on `mover`, taken with that Nebula still standing. Only Galaxies and
// Spaceships enter hyperspace, and there they have no zone.
inline Cells capture_zones(const Position& p, int mover) {
  const Tables& g = kTables;
  const Cells occupied = p.occupied();
  Cells zone = cells_of(cluster_captures<White>(bits(p.pieces(White, Cluster))) |
                        cluster_captures<Black>(bits(p.pieces(Black, Cluster))));
  for (const int c : each(p.by_type[Planet])) zone |= g.knight[c];
  for (const int c : each(p.by_type[Galaxy] & g.ordinary)) zone |= g.king[c];
  for (const int c : each(p.by_type[Spaceship] & g.ordinary))
    for (int d = NE; d <= NW; ++d) zone |= line_to(c, d, occupied);
  for (const int c : each(p.by_type[Nebula] & ~Cells::of(mover)))
    for (int d = N; d <= W; ++d) zone |= line_to(c, d, occupied);
  return zone;
}

// OS-8: rook moves and captures (of Star Clusters, Planets and Spaceships, OS-3) that
// pass over no square of a capture zone; landing on one is allowed. Each line runs to
// the first occupied or zone square, which it includes unless it holds a piece that may
// not be captured.
template <class Sink>
void generate_nebula(const Position& p, const Occupancy& o, int from, Sink& s) {
  const Tables& g = kTables;
  // The zones matter only when the Nebula stands next to an empty square it could pass
  // over; a Nebula boxed in (as at the start) never needs them.
  Cells stops = ~o.empty;
  if (!(g.orthogonal[from] & o.empty).empty()) stops |= capture_zones(p, from);
  for (int d = N; d <= W; ++d) add_along(s, from, d, line_to(from, d, stops) & (o.empty | o.capturable));
}

// OS-8, OS-12: whether the Nebula has a move at all: its first square on a line is
// empty or holds a capturable piece (a zone only stops it passing further).
inline bool nebula_can_move(const Position& p, const Occupancy& o) {
  for (const int from : each(p.pieces(p.side, Nebula)))
    if (!(kTables.orthogonal[from] & (o.empty | o.capturable)).empty()) return true;
  return false;
}

}  // namespace dt::outerspace
