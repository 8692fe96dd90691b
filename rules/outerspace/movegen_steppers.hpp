// Star Clusters (OS-4) and Planets (OS-5): steps and knight leaps in ordinary space,
// as table lookups over the cells that are empty or hold a capturable piece.
#pragma once

#include "move_sink.hpp"
#include "position.hpp"

namespace dt::outerspace {

// What the generators read besides a piece's own cell, taken once per position.
struct Occupancy {
  Cells empty;
  // OS-3: the pieces of either side that may be captured. Star Clusters, Planets,
  // Spaceships and Nebulae capture pieces of either side, but never a Galaxy, and only a
  // Galaxy captures a Nebula.
  Cells capturable;

  explicit Occupancy(const Position& p)
      : empty(~p.occupied()), capturable(p.by_type[Cluster] | p.by_type[Planet] | p.by_type[Spaceship]) {}
};

// OS-4, OS-8: the squares `X`'s Star Clusters on `clusters` capture onto: backward and
// diagonally forward (their capture zone).
template <Player X>
constexpr std::uint64_t cluster_captures(std::uint64_t clusters) {
  return steps<backward(X)>(clusters) | steps<forward_diagonals(X)[0]>(clusters) |
         steps<forward_diagonals(X)[1]>(clusters);
}

// OS-4: the number of moves of `Me`'s Star Clusters on `clusters`. Along one direction no
// two reach the same square: the count is the squares all of them reach at once, one
// shift per direction.
template <Player Me>
std::size_t cluster_moves(std::uint64_t clusters, const Occupancy& o) {
  constexpr Dir ahead = forward(Me), behind = backward(Me);
  constexpr Dir quiet1 = backward_diagonals(Me)[0], quiet2 = backward_diagonals(Me)[1];
  constexpr Dir capture1 = forward_diagonals(Me)[0], capture2 = forward_diagonals(Me)[1];
  const std::uint64_t empty = bits(o.empty), capturable = bits(o.capturable);
  return cell_count(steps<ahead>(clusters) & empty) + cell_count(steps<quiet1>(clusters) & empty) +
         cell_count(steps<quiet2>(clusters) & empty) + cell_count(steps<behind>(clusters) & capturable) +
         cell_count(steps<capture1>(clusters) & capturable) + cell_count(steps<capture2>(clusters) & capturable);
}

// OS-4: without capturing, one square forward or diagonally backward; capturing, one
// square backward or diagonally forward. Black holes are ordinary squares for it.
template <class Sink>
void generate_clusters(const Position& p, const Occupancy& o, Sink& s) {
  const Player me = p.side;
  if constexpr (!Sink::lists) {
    const std::uint64_t clusters = bits(p.pieces(me, Cluster));
    s.add_count(me == White ? cluster_moves<White>(clusters, o) : cluster_moves<Black>(clusters, o));
    return;
  }
  const auto& quiet = kTables.cluster_quiet[static_cast<std::size_t>(me)];
  const auto& capture = kTables.cluster_capture[static_cast<std::size_t>(me)];
  for (const int from : each(p.pieces(me, Cluster)))
    add_moves(s, MoveKind::Normal, from, (quiet[from] & o.empty) | (capture[from] & o.capturable));
}

// OS-5: knight leaps onto an empty square or a capturable piece (OS-3); what a black
// hole does to it is applied by make (a Planet may capture onto one, OS-14).
// (`me`'s Planets: perft's child counts, child_counts.hpp, count the side to move next.)
template <class Sink>
void generate_planets(const Position& p, const Occupancy& o, Sink& s, Player me) {
  for (const int from : each(p.pieces(me, Planet)))
    add_moves(s, MoveKind::Normal, from, kTables.knight[from] & (o.empty | o.capturable));
}
template <class Sink>
void generate_planets(const Position& p, const Occupancy& o, Sink& s) {
  generate_planets(p, o, s, p.side);
}

}  // namespace dt::outerspace
