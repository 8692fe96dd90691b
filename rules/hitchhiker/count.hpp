// perft's leaf count (counting/perft.hpp's CountsMoves) on plain masks: every move that
// neither lands on nor passes the square of a Hitchhiker the mover carries (HC-9, HC-16)
// is legal as found, so each piece's are counted by popcounts of its targets in one
// function, with no Mover, no sink and no call per type. The few pieces next to a
// Hitchhiker they may carry add their other moves through the generator
// (movegen.hpp's carried_moves). A property test holds the count to the length of
// generate_legal's list.
#pragma once

#include <bit>
#include <cstddef>

#include "movegen.hpp"

namespace dt::hitchhiker {

inline std::size_t cells_in(Cells cells) { return static_cast<std::size_t>(std::popcount(cells)); }

// The moves of the pieces next to a Hitchhiker they may carry that count_moves_in's
// masks miss (movegen.hpp's carried_moves). Not inlined: carriers are rare (none in
// perft 5 from the start), and the leaf count stays small.
[[gnu::noinline]] inline std::size_t carried_count(const Position& p, bool kidnap_optional, bool orbit_any,
                                                   Cells carriers) {
  const Context carrying(p, kidnap_optional, orbit_any);
  MoveCounter c;
  for (Cells b = carriers & p.by_type[Mine]; b; b &= b - 1)
    c = carried_moves<MoveCounter, mine_moves<MoveCounter>>(carrying, Mine, std::countr_zero(b), c);
  for (Cells b = carriers & p.by_type[Colonizer]; b; b &= b - 1)
    c = carried_moves<MoveCounter, colonizer_moves<MoveCounter>>(carrying, Colonizer, std::countr_zero(b), c);
  for (Cells b = carriers & p.by_type[Orbiter]; b; b &= b - 1)
    c = carried_moves<MoveCounter, orbiter_moves<MoveCounter>>(carrying, Orbiter, std::countr_zero(b), c);
  for (Cells b = carriers & p.by_type[Rocket]; b; b &= b - 1)
    c = carried_moves<MoveCounter, rocket_moves<MoveCounter>>(carrying, Rocket, std::countr_zero(b), c);
  for (Cells b = carriers & p.by_type[Sun]; b; b &= b - 1)
    c = carried_moves<MoveCounter, sun_moves<MoveCounter>>(carrying, Sun, std::countr_zero(b), c);
  return c.count();
}

// What the pieces of the side to move read when counted by family: the squares, the
// enemy pieces they may take and the rings. count_children (child_counts.hpp) also counts
// them on the parent's board, for the side moving next there.
struct Squares {
  Cells empty, occupied;
  Cells capturable;        // Context::capturable
  Cells enemy_colonizers;  // never plunged onto (HC-7)
  std::uint64_t rings;     // ring_lanes(occupied), read only by the Orbiters
  bool orbit_any;
};

// The moves of `pieces`, all of type T, that neither land on nor pass a Hitchhiker's
// square (carried_count adds those); for the Rockets only their slides, their
// rematerializations depending on the whole board (HC-12).
template <PieceType T>
[[gnu::always_inline]] inline std::size_t family_count(Cells pieces, const Squares& s) {
  const Tables& t = kTables;
  const Cells empty = s.empty, takes = empty | s.capturable;  // a capturing move's targets
  std::size_t n = 0;
  if constexpr (T == Mine) {
    // HC-5: one square diagonally or two orthogonally over an empty middle, capturing
    // only on a dark square; a detonation from each dark square.
    const Cells targets = empty | (s.capturable & t.dark);
    for (Cells b = pieces; b; b &= b - 1) {
      const int from = std::countr_zero(b);
      n += cells_in(t.mine_reach[from][gather_bits(empty, t.orthogonal[from])] & targets);
    }
    n += cells_in(pieces & t.dark);
  }
  if constexpr (T == Colonizer) {
    // HC-7: a step to any adjacent square, or the plunge to the reflection but onto a
    // friendly piece or an enemy Colonizer.
    const Cells plunge_targets = takes & ~s.enemy_colonizers;
    for (Cells b = pieces; b; b &= b - 1) {
      const int from = std::countr_zero(b), mirror = t.reflection[from];
      n += cells_in(t.adjacent[from] & takes) + (mirror >= 0 ? (plunge_targets >> mirror) & 1 : 0);
    }
  }
  if constexpr (T == Orbiter) {
    // HC-11: the orbit slide both ways, then the orbit change to an empty square. An
    // Orbiter hemmed in on its ring (often, in the opening) reaches only its two first squares.
    for (Cells b = pieces; b; b &= b - 1) {
      const int from = std::countr_zero(b);
      const Cells first = t.orbit_first[from];
      const Cells slid = first & empty ? orbit_slide(from, s.rings) : first;
      n += cells_in(slid & takes) + cells_in(t.orbit_change[s.orbit_any][from] & empty);
    }
  }
  if constexpr (T == Rocket) {
    // HC-12: along the file both ways, capturing.
    for (Cells b = pieces; b; b &= b - 1) {
      const int from = std::countr_zero(b);
      n += cells_in((ray_slide(from, N, s.occupied) | ray_slide(from, S, s.occupied)) & takes);
    }
  }
  if constexpr (T == Sun) {
    // HC-8: a queen's slide to an empty square, or the scorch of an adjacent enemy piece.
    for (Cells b = pieces; b; b &= b - 1) {
      const int from = std::countr_zero(b);
      Cells reached = 0;
      for (Cells d = t.adjacent[from] & empty; d; d &= d - 1)
        reached |= slide(from, t.dir_to[from][std::countr_zero(d)], s.occupied);
      n += cells_in(reached & empty) + cells_in(t.adjacent[from] & s.capturable);
    }
  }
  return n;
}

// The pieces of the side to move with moves a mover without carry misses (carried_moves):
// next to a Hitchhiker they can really carry, Orbiters next to any they may carry (they
// pass its square along the ring), and under kidnap=optional every piece next to the
// abandoned enemy one (its marked kidnaps). A Sun beside its Hitchhiker on the restaurant,
// where both start, is none of these.
[[gnu::always_inline]] inline Cells carriers_of(const Position& p, const CarrySources& carry, bool kidnap_optional) {
  const Tables& t = kTables;
  const Player us = p.side, them = ~us;
  const Cells near = carry.own_near | carry.enemy_near;
  // (carried_from lies within the Hitchhiker's neighbours, own_near or enemy_near.)
  const Cells can_carry = t.carried_from[p.hitch[us] & 63] | (carry.enemy ? t.carried_from[p.hitch[them] & 63] : 0);
  return p.by_player[us] & ((near & p.by_type[Orbiter]) | can_carry | (kidnap_optional ? carry.enemy_near : 0));
}

// The count on a Context made by the caller: count_moves below, or count_children
// (child_counts.hpp), which brings the Rocket's unsafe cells and the rings from the parent.
[[gnu::always_inline]] inline std::size_t count_moves_in(const Context& ctx) {
  const Position& p = ctx.p;
  const Cells ours = p.by_player[ctx.us];
  const Cells carriers = carriers_of(p, ctx.carry, ctx.kidnap_optional);
  const Squares s{ctx.empty, ctx.occupied, ctx.capturable, p.pieces(ctx.them, Colonizer), ctx.rings, ctx.orbit_any};
  std::size_t n = family_count<Mine>(ours & p.by_type[Mine], s) + family_count<Colonizer>(ours & p.by_type[Colonizer], s) +
                  family_count<Orbiter>(ours & p.by_type[Orbiter], s);
  // HC-12: a Rocket also rematerializes onto any empty safe square.
  if (const Cells rockets = ours & p.by_type[Rocket])
    n += family_count<Rocket>(rockets, s) + cells_in(rockets) * cells_in(ctx.empty & ~ctx.unsafe);
  n += family_count<Sun>(ours & p.by_type[Sun], s);
  if (carriers) n += carried_count(p, ctx.kidnap_optional, ctx.orbit_any, carriers);
  return n == 0 ? 1 : n;  // HC-14, CO-2: the pass
}

inline std::size_t count_moves(const Position& p, bool kidnap_optional, bool orbit_any) {
  if (p.over()) return 0;  // CO-1
  return count_moves_in(Context(p, kidnap_optional, orbit_any));
}

}  // namespace dt::hitchhiker
