// perft's leaves' grandparents (core/perft.hpp's CountsChildren): the leaf counts of all
// the children of one position, made from its list one by one, with two of each count's
// fixed costs paid once in the parent. A child differs from its parent by a move or two
// pieces, so its Rocket's unsafe cells (HC-12) and its rings (HC-11, for the Orbiters)
// follow from the parent's by those few cells. A property test holds the sum to the
// counts of the children made and counted one by one.
#pragma once

#include <bit>
#include <cstdint>

#include "count.hpp"
#include "make.hpp"

namespace dt::hitchhiker {

// HC-12: the cells next to the pieces of one side, kept with those next to only one of
// them, so that the cells next to that side less one piece (the mover's, in a child) are
// a mask away.
struct SideNeighbours {
  Cells all = 0;   // adjacent_to(pieces)
  Cells once = 0;  // next to exactly one of the pieces

  explicit SideNeighbours(Cells pieces) {
    Cells twice = 0;
    for (Cells b = pieces; b; b &= b - 1) {
      const Cells near = kTables.adjacent[std::countr_zero(b)];
      twice |= all & near;
      all |= near;
    }
    once = all & ~twice;
  }

  // adjacent_to(now), `now` being the parent's pieces with a few gone and a few come:
  // one gone (a step, a capture by the mover's Mine) leaves the cells only it was next to.
  Cells after(Cells before, Cells now) const {
    const Cells gone = before & ~now;
    if (gone & (gone - 1)) return adjacent_to(now);  // a detonation, an exploded scorcher
    const Cells come = now & ~before;  // the mover's piece on its new cell, if any
    if (come & (come - 1)) return adjacent_to(now);
    Cells cells = gone ? all & ~(once & kTables.adjacent[std::countr_zero(gone)]) : all;
    return come ? cells | kTables.adjacent[std::countr_zero(come)] : cells;
  }
};

// ring_lanes of the cells that differ: ring_lanes keeps each cell in a bit of its own, so
// the rings of a child are its parent's toggled at the cells the move changed.
// Most moves change two cells (a step) or one (a capture): those two are toggled without
// a branch (lane_of[64] is none), the rest one by one.
inline std::uint64_t ring_lanes_toggled(std::uint64_t rings, Cells changed) {
  const auto& lane_of = kTables.lane_of;
  const Cells rest = changed & (changed - 1);
  rings ^= lane_of[std::countr_zero(changed)] ^ lane_of[std::countr_zero(rest)];
  for (Cells b = rest & (rest - 1); b; b &= b - 1) rings ^= lane_of[std::countr_zero(b)];
  return rings;
}

// The sum of count_moves over the children of `p`, in the order of generate_legal.
inline std::uint64_t count_children(const Position& p, bool kidnap_optional, bool orbit_any) {
  Move moves[kMaxMoves];
  const Move* const end = generate_legal(p, moves, kidnap_optional, orbit_any);
  if (end == moves) return 0;  // CO-1
  const Player mover = p.side, next = ~mover;
  // The children's side to move loses pieces but never gains any: without a Rocket or an
  // Orbiter here, it has none there either.
  const bool rockets = p.pieces(next, Rocket) != 0, orbiters = p.pieces(next, Orbiter) != 0;
  const Cells occupied = p.blocked();
  const SideNeighbours neighbours(rockets ? p.by_player[mover] : 0);
  const std::uint64_t rings = orbiters ? ring_lanes(occupied) : 0;
  std::uint64_t n = 0;
  for (const Move* m = moves; m != end; ++m) {
    Position child = p;
    make_move(child, *m, kidnap_optional);
    if (child.over()) continue;  // CO-1
    const Cells occ = child.blocked();
    const Cells unsafe = rockets ? neighbours.after(p.by_player[mover], child.by_player[mover]) : 0;
    const std::uint64_t child_rings = orbiters ? ring_lanes_toggled(rings, occ ^ occupied) : 0;
    n += count_moves_in(Context(child, occ, unsafe, child_rings, kidnap_optional, orbit_any));
  }
  return n;
}

}  // namespace dt::hitchhiker
