// Star Clusters (OS-4) and Planets (OS-5): steps and knight leaps in ordinary space,
// as table lookups over the cells that are empty or hold a capturable piece.
#pragma once

#include "move_sink.hpp"
#include "position.hpp"

namespace dt::outerspace {

// OS-3: Star Clusters, Planets, Spaceships and Nebulae capture pieces of either side,
// but never a Galaxy, and only a Galaxy captures a Nebula.
constexpr bool capturable(Code c) {
  const PieceType t = type_of(c);
  return t == Cluster || t == Planet || t == Spaceship;
}

// What the generators read besides a piece's own cell, taken once per position.
struct Occupancy {
  Cells empty;
  Cells capturable;  // OS-3: the pieces of either side that may be captured

  explicit Occupancy(const Position& p)
      : empty(~p.occupied()), capturable(p.by_type[Cluster] | p.by_type[Planet] | p.by_type[Spaceship]) {}
};

// OS-4: without capturing, one square forward or diagonally backward; capturing, one
// square backward or diagonally forward. Black holes are ordinary squares for it.
template <class Sink>
void generate_clusters(const Position& p, const Occupancy& o, Sink& s) {
  const Player me = p.side;
  const auto& quiet = kTables.cluster_quiet[static_cast<std::size_t>(me)];
  const auto& capture = kTables.cluster_capture[static_cast<std::size_t>(me)];
  for (const int from : each(p.pieces(me, Cluster)))
    add_moves(s, MoveKind::Normal, from, (quiet[from] & o.empty) | (capture[from] & o.capturable));
}

// OS-5: knight leaps onto an empty square or a capturable piece (OS-3); what a black
// hole does to it is applied by make (a Planet may capture onto one, OS-14).
template <class Sink>
void generate_planets(const Position& p, const Occupancy& o, Sink& s) {
  for (const int from : each(p.pieces(p.side, Planet)))
    add_moves(s, MoveKind::Normal, from, kTables.knight[from] & (o.empty | o.capturable));
}

}  // namespace dt::outerspace
