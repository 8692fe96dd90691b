// perft's leaves' grandparents (counting/perft.hpp's CountsChildren): the leaf counts of all
// the children of one position, made from its list one by one. A child differs from its
// parent by a move or two pieces: each family of the children's side to move is counted
// once on the parent's board with the cells that count reads, and again only in the
// children that changed one of them; the Rocket's unsafe cells (HC-12) and the rings
// (HC-11, for the Orbiters) follow from the parent's by the cells the move changed. A
// property test holds the sum to the counts of the children made and counted one by one.
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

// The cells whose contents family_count<T> reads on a board (a superset is enough): the
// pieces' own cells and every square whose emptiness or owner their moves depend on. A
// child that changed none of them counts the same moves for that family.
template <PieceType T>
inline Cells family_reads(Cells pieces, const Squares& s) {
  const Tables& t = kTables;
  Cells reads = pieces;
  for (Cells b = pieces; b; b &= b - 1) {
    const int from = std::countr_zero(b);
    // HC-5: the middles and every square a step or a jump may reach.
    if constexpr (T == Mine) reads |= t.orthogonal[from] | t.mine_reach[from][15];
    // HC-7: the neighbours and the reflection (-1 & 63 is off the board).
    if constexpr (T == Colonizer) reads |= t.adjacent[from] | (bit(t.reflection[from] & 63) & kAll);
    // HC-11: the ring up to the first piece each way, and the orbit changes.
    if constexpr (T == Orbiter) reads |= t.orbit_first[from] | orbit_slide(from, s.rings) | t.orbit_change[s.orbit_any][from];
    // HC-12: the file up to the first piece each way (the rematerializations are counted
    // in every child).
    if constexpr (T == Rocket) reads |= ray_slide(from, N, s.occupied) | ray_slide(from, S, s.occupied);
    // HC-8: the neighbours and each line up to its first piece (over the link, HC-2).
    if constexpr (T == Sun) {
      reads |= t.adjacent[from];
      for (int d = 0; d < kDirs; ++d) reads |= slide(from, d, s.occupied);
    }
  }
  return reads;
}

// next's families counted on the parent's board, each with the cells its count reads.
struct FamilyCounts {
  std::size_t base[kBoardPieceTypes];
  Cells reads[kBoardPieceTypes];

  [[gnu::always_inline]] FamilyCounts(Cells theirs, const Cells* by_type, const Squares& here)
      : base{family_count<Mine>(theirs & by_type[Mine], here), family_count<Colonizer>(theirs & by_type[Colonizer], here),
             family_count<Orbiter>(theirs & by_type[Orbiter], here), family_count<Rocket>(theirs & by_type[Rocket], here),
             family_count<Sun>(theirs & by_type[Sun], here)},
        reads{family_reads<Mine>(theirs & by_type[Mine], here), family_reads<Colonizer>(theirs & by_type[Colonizer], here),
              family_reads<Orbiter>(theirs & by_type[Orbiter], here), family_reads<Rocket>(theirs & by_type[Rocket], here),
              family_reads<Sun>(theirs & by_type[Sun], here)} {}
};

// HC-9: whether any of next's pieces (`theirs`) may carry a Hitchhiker in a child where
// neither moved: carriers_of's with either Hitchhiker taken as carriable and the mover's
// as abandoned (whether it is depends on the mover's pieces in each child, HC-17). Next
// only loses pieces, so where none may here, none can there.
[[gnu::always_inline]] inline bool next_may_carry(const Position& p, Cells theirs, bool kidnap_optional) {
  const Tables& t = kTables;
  Cells near = 0, can_carry = 0;
  for (const int h : p.hitch)
    if (h >= 0) near |= t.adjacent[h], can_carry |= t.carried_from[h];
  return (theirs & ((near & p.by_type[Orbiter]) | can_carry | (kidnap_optional ? near : 0))) != 0;
}

// What the counts read of a child: its occupancy, the mover's pieces (all, those
// capturable, its Colonizers) and next's pieces with their types (next's pieces only lose
// cells, so the parent's types under `ours` are the child's).
struct ChildCells {
  Cells occ, mine_after, ours, capturable, colonizers;
  const Cells* types;
};

// A step, a plunge or a rematerialization from a cell next to no Hitchhiker carries none
// (HC-9), and the Hitchhikers stay, so no game ends (CO-1): the mover's piece leaves
// `from` and stands on `to` unless it captured a live Mine there (HC-6), next loses what
// stood on `to`, and a Sun's step makes it just moved (HC-19). With no carrier to look
// for either, the child's cells are sketched without making it (make_move's default
// case, the same rules).
[[gnu::always_inline]] inline ChildCells sketched_child(const Position& p, Move m, Cells theirs, Cells hitchhikers) {
  const Player mover = p.side, next = ~mover;
  const int from = m.from(), to = m.to();
  const Cells moved = live_mine(p, next, to) ? 0 : bit(to);
  const Cells mine = p.by_player[mover], suns = p.pieces(mover, Sun), cols = p.pieces(mover, Colonizer);
  ChildCells c;
  c.mine_after = (mine & ~bit(from)) | moved;
  c.ours = theirs & ~bit(to);
  c.occ = c.mine_after | c.ours | hitchhikers | bit(kHole);
  const bool sun_slid = m.kind() == Step && (suns & bit(from));
  c.capturable = c.mine_after & ~(sun_slid ? suns | bit(to) : 0);
  c.colonizers = (cols & ~bit(from)) | (cols & bit(from) ? moved : 0);
  c.types = p.by_type;
  return c;
}

// The same cells read from a child that was made.
[[gnu::always_inline]] inline ChildCells made_child(const Position& child, Player mover) {
  return {child.blocked(), child.by_player[mover], child.by_player[~mover],
          child.by_player[mover] & ~(child.sun_just_moved ? child.pieces(mover, Sun) : 0), child.pieces(mover, Colonizer),
          child.by_type};
}

// The sum of count_moves over the children of `p`, in the order of generate_legal. The
// side to move in the children, `next`, is the same in all of them, and a move changes a
// few cells: each family of next's pieces is counted once on the parent's board (with
// every piece of the mover's taken as capturable) together with the cells that count
// reads, and again only in a child that changed one of those cells. What a move changes
// elsewhere is judged in each child: the Rockets' safe squares (HC-12, the mover's pieces
// all count), which Hitchhikers can be carried and by whom (HC-9, HC-17: the mover's own
// Hitchhiker is abandoned or not in the child), and the mover's just-moved Sun (HC-8,
// HC-19: it stands on the move's `to`, a changed cell).
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
  const Squares here{~occupied & kAll, occupied, p.by_player[mover], p.pieces(mover, Colonizer), rings, orbit_any};
  const Cells theirs = p.by_player[next];
  const FamilyCounts parent(theirs, p.by_type, here);
  const std::size_t* base = parent.base;
  const Cells* reads = parent.reads;
  const bool may_carry = next_may_carry(p, theirs, kidnap_optional);
  const Cells hitchhikers = p.hitchhikers();
  std::uint64_t n = 0;
  for (const Move* m = moves; m != end; ++m) {
    // The other moves make the child.
    const bool sketched = !may_carry && m->kind() <= Rematerialize && !(kTables.adjacent[m->from()] & hitchhikers);
    Position child;
    if (!sketched) {
      child = p;
      make_move(child, *m, kidnap_optional);
      if (child.over()) continue;  // CO-1
    }
    const ChildCells c = sketched ? sketched_child(p, *m, theirs, hitchhikers) : made_child(child, mover);
    // Next's pieces only go (onto an empty cell or under the mover's piece): every cell
    // whose contents changed is one whose emptiness or the mover's pieces changed.
    const Cells changed = (c.occ ^ occupied) | (p.by_player[mover] ^ c.mine_after);
    const Squares s{~c.occ & kAll, c.occ, c.capturable, c.colonizers,
                    changed & reads[Orbiter] ? ring_lanes_toggled(rings, c.occ ^ occupied) : 0, orbit_any};
    const Cells* types = c.types;
    std::size_t count = (changed & reads[Mine] ? family_count<Mine>(c.ours & types[Mine], s) : base[Mine]) +
                        (changed & reads[Colonizer] ? family_count<Colonizer>(c.ours & types[Colonizer], s)
                                                    : base[Colonizer]) +
                        (changed & reads[Orbiter] ? family_count<Orbiter>(c.ours & types[Orbiter], s) : base[Orbiter]) +
                        (changed & reads[Sun] ? family_count<Sun>(c.ours & types[Sun], s) : base[Sun]);
    if (rockets)
      if (const Cells their_rockets = c.ours & types[Rocket]) {
        // HC-12: the safe squares are those next to none of the mover's pieces in the child.
        const Cells unsafe = neighbours.after(p.by_player[mover], c.mine_after);
        count += (changed & reads[Rocket] ? family_count<Rocket>(their_rockets, s) : base[Rocket]) +
                 cells_in(their_rockets) * cells_in(s.empty & ~unsafe);
      }
    if (!sketched && (may_carry || child.hitch[White] != p.hitch[White] || child.hitch[Black] != p.hitch[Black]))
      if (const Cells carriers = carriers_of(child, carry_sources(child), kidnap_optional))
        count += carried_count(child, kidnap_optional, orbit_any, carriers);
    n += count == 0 ? 1 : count;  // HC-14, CO-2: the pass
  }
  return n;
}

}  // namespace dt::hitchhiker
