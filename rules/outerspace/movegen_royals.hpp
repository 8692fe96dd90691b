// The Galaxy (OS-7) and the Nebula (OS-8, OS-12).
#pragma once

#include "line_reach.hpp"
#include "movegen_steppers.hpp"

namespace dt::outerspace {

// OS-7: king steps in ordinary space or along hyperspace, onto an empty square or the
// enemy Nebula (the winning capture, OS-3); on a black hole also a warp to any other
// empty black hole. A Galaxy changes boards only by warp (OS-14).
template <class Sink>
void generate_galaxy_at(const Position& p, const Occupancy& o, int from, Sink& s, Player me) {
  const Tables& g = kTables;
  add_moves(s, MoveKind::Normal, from, g.king[from] & (o.empty | p.pieces(~me, Nebula)));
  if (g.black_holes.test(from)) add_moves(s, MoveKind::Warp, from, g.black_holes & o.empty);
}
template <class Sink>
void generate_galaxy(const Position& p, const Occupancy& o, Sink& s, Player me) {
  for (const int from : each(p.pieces(me, Galaxy))) generate_galaxy_at(p, o, from, s, me);
}

template <class Sink>
void generate_galaxy(const Position& p, const Occupancy& o, Sink& s) {
  generate_galaxy(p, o, s, p.side);
}

// OS-8: the capture zones in ordinary space of the Star Clusters, Planets and Galaxies
// (the steppers). Only Galaxies and Spaceships enter hyperspace, and there they have no
// zone.
inline Cells stepper_zones(const Position& p) {
  const Tables& g = kTables;
  Cells zone = cells_of(cluster_captures<White>(bits(p.pieces(White, Cluster))) |
                        cluster_captures<Black>(bits(p.pieces(Black, Cluster))));
  for (const int c : each(p.by_type[Planet])) zone |= g.knight[c];
  for (const int c : each(p.by_type[Galaxy] & g.ordinary)) zone |= g.king[c];
  return zone;
}

// OS-8: a Spaceship's zone on the ordinary cell c: its diagonals up to and including the
// first occupied square; a Nebula's: its rook lines the same way (line_reach.hpp).
inline Cells spaceship_zone(int c, const Cells& occupied) { return cells_of(diagonal_reach(c, bits(occupied))); }
inline Cells nebula_zone(int c, const Cells& occupied) { return cells_of(rook_reach(c, bits(occupied))); }

// OS-8, OS-12: the union of the capture zones in ordinary space of every piece but the
// Nebula on `mover`, taken with that Nebula still standing.
inline Cells capture_zones(const Position& p, int mover) {
  const Tables& g = kTables;
  const Cells occupied = p.occupied();
  Cells zone = stepper_zones(p);
  for (const int c : each(p.by_type[Spaceship] & g.ordinary)) zone |= spaceship_zone(c, occupied);
  for (const int c : each(p.by_type[Nebula] & ~Cells::of(mover))) zone |= nebula_zone(c, occupied);
  return zone;
}

// OS-8, OS-12: capture_zones where the Nebula on `mover` could pass, on the empty squares
// of its lines up to the first occupied square (elsewhere it may miss parts;
// tests/prop_outerspace.cpp compares the two there). A Spaceship or the other Nebula
// whose rays cross none of those squares is skipped: their lines are the costly part of
// capture_zones.
inline Cells capture_zones_across(const Position& p, int mover) {
  const Tables& g = kTables;
  const Cells occupied = p.occupied();
  const Cells passable = nebula_zone(mover, occupied) & ~occupied;
  Cells zone = stepper_zones(p);
  for (const int c : each(p.by_type[Spaceship] & g.ordinary))
    if (!(g.diagonal_rays[c] & passable).empty()) zone |= spaceship_zone(c, occupied);
  for (const int c : each(p.by_type[Nebula] & ~Cells::of(mover)))
    if (!(g.rook_rays[c] & passable).empty()) zone |= nebula_zone(c, occupied);
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
  if (!(g.orthogonal[from] & o.empty).empty()) stops |= capture_zones_across(p, from);
  if constexpr (Sink::lists) {
    for (int d = N; d <= W; ++d) add_along(s, from, d, line_to(from, d, stops) & (o.empty | o.capturable));
  } else {
    s.add_count(cell_count(rook_reach(from, bits(stops)) & bits(o.empty | o.capturable)));
  }
}

// OS-8, OS-12: whether the Nebula has a move at all: its first square on a line is
// empty or holds a capturable piece (a zone only stops it passing further).
inline bool nebula_can_move(const Position& p, const Occupancy& o) {
  for (const int from : each(p.pieces(p.side, Nebula)))
    if (!(kTables.orthogonal[from] & (o.empty | o.capturable)).empty()) return true;
  return false;
}

}  // namespace dt::outerspace
