// perft's leaves' grandparents (counting/perft.hpp's CountsChildren): the moves of every
// child of a position, counted by piece family. A child differs from its parent on the
// one or two cells the move changed (a few more for a Planet lost in a black hole or a
// move through hyperspace), and the side to move there, Them, is the parent's other side,
// so each family of Them's pieces is counted once on the parent's board, with the cells
// that count reads; a child whose changed cells miss those reads has the same count for
// that family, and only the families it touched are counted again. The Nebula's flag
// (OS-8) and the hyperspace counts of Them (OS-13) are the same in every child: the mover
// changes only its own. tests/prop_outerspace.cpp compares the sums with count_legal.
#pragma once

#include <array>
#include <cstdint>

#include "children.hpp"
#include "movegen.hpp"

namespace dt::outerspace {

enum Family : int { Clusters, Planets, Spaceships, Galaxies, Nebulae, kFamilies };

// The moves of `them`'s pieces of family F on the board of `p` (whoever is to move there),
// before the obligations and the pass.
template <Player Them, Family F>
[[gnu::always_inline]] inline std::size_t family_moves(const Position& p, const Occupancy& o) {
  MoveCounter c;
  if constexpr (F == Clusters) c.add_count(cluster_moves<Them>(bits(p.pieces(Them, Cluster)), o));
  if constexpr (F == Planets) generate_planets(p, o, c, Them);
  if constexpr (F == Spaceships) generate_spaceships(p, o, c, Them);
  if constexpr (F == Galaxies) generate_galaxy(p, o, c, Them);
  if constexpr (F == Nebulae)
    if (!p.nebula_moved[Them])  // OS-8
      for (const int from : each(p.pieces(Them, Nebula))) generate_nebula(p, o, from, c);
  return c.count();
}

// The cells whose contents family_moves<Them, F> reads on `p` (a superset is enough): a
// child that changed none of them has the same count.
template <Player Them, Family F>
std::uint64_t family_reads(const Position& p) {
  const Tables& g = kTables;
  const std::uint64_t occupied = bits(p.occupied());
  std::uint64_t reads = 0;
  if constexpr (F == Clusters) {
    // OS-4: the cells the Star Clusters stand on and the six squares each may move to.
    const std::uint64_t c = bits(p.pieces(Them, Cluster));
    reads = c | steps<forward(Them)>(c) | steps<backward(Them)>(c) | steps<NE>(c) | steps<SE>(c) | steps<SW>(c) |
            steps<NW>(c);
  }
  if constexpr (F == Planets)
    for (const int c : each(p.pieces(Them, Planet))) reads |= bits(g.knight[c]) | std::uint64_t{1} << c;  // OS-5
  if constexpr (F == Spaceships)
    for (const int c : each(p.pieces(Them, Spaceship))) {
      // OS-6: the steps' cells, the diagonals up to the first piece (the shots) and
      // hyperspace (2a, 2b and 2c decide the steps onto black holes); from hyperspace,
      // everything.
      if (in_hyperspace(c)) return ~std::uint64_t{0};
      reads |= std::uint64_t{1} << c | kSpaceshipSteps.near[c] | diagonal_reach(c, occupied) | bits(g.hyperspace);
    }
  if constexpr (F == Galaxies)
    for (const int c : each(p.pieces(Them, Galaxy))) {
      // OS-7: its steps, and the black holes it may warp to.
      reads |= std::uint64_t{1} << c | bits(g.king[c]);
      if (g.black_holes.test(c)) reads |= bits(g.black_holes);
    }
  if constexpr (F == Nebulae) {
    if (p.nebula_moved[Them]) return 0;
    for (const int n : each(p.pieces(Them, Nebula))) {
      // OS-8: its lines up to the first piece; and, where it could pass (the empty cells
      // of those lines), every cell from which a piece's zone reaches one: a stepper's
      // (a Star Cluster's and a Galaxy's within a king step, a Planet's a knight leap)
      // and a slider's (a Spaceship's diagonal or the other Nebula's rook line up to its
      // first piece). The zone elsewhere never stops it.
      const std::uint64_t lines = rook_reach(n, occupied);
      reads |= std::uint64_t{1} << n | lines;
      for (const int c : each(cells_of(lines & ~occupied)))
        reads |= bits(g.king[c]) | bits(g.knight[c]) | diagonal_reach(c, occupied) | rook_reach(c, occupied);
    }
  }
  return reads;
}

// Them's moves in `child` (Them to move there), family F: the parent's count when the
// child changed none of the cells it read.
template <Player Them, Family F>
[[gnu::always_inline]] inline std::size_t child_family_moves(const Position& child, const Occupancy& o,
                                                             std::uint64_t changed, const std::size_t (&base)[kFamilies],
                                                             const std::uint64_t (&reads)[kFamilies]) {
  return changed & reads[F] ? family_moves<Them, F>(child, o) : base[F];
}

// The cells where two positions differ (piece or owner).
inline std::uint64_t changed_cells(const Position& a, const Position& b) {
  std::uint64_t d = bits(a.by_player[White] ^ b.by_player[White]);
  for (int t = Cluster; t <= Nebula; ++t) d |= bits(a.by_type[t] ^ b.by_type[t]);
  return d;
}

template <Player Me>
std::uint64_t count_children_of(const Position& p) {
  constexpr Player Them = ~Me;
  std::size_t base[kFamilies];
  std::uint64_t reads[kFamilies];
  {
    const Occupancy o(p);
    base[Clusters] = family_moves<Them, Clusters>(p, o);
    base[Planets] = family_moves<Them, Planets>(p, o);
    base[Spaceships] = family_moves<Them, Spaceships>(p, o);
    base[Galaxies] = family_moves<Them, Galaxies>(p, o);
    base[Nebulae] = family_moves<Them, Nebulae>(p, o);
    reads[Clusters] = family_reads<Them, Clusters>(p);
    reads[Planets] = family_reads<Them, Planets>(p);
    reads[Spaceships] = family_reads<Them, Spaceships>(p);
    reads[Galaxies] = family_reads<Them, Galaxies>(p);
    reads[Nebulae] = family_reads<Them, Nebulae>(p);
  }
  // OS-9, OS-13: only a piece of Them's in hyperspace whose count has reached 3 (on 2a or
  // 2c) or 4 (on 2b) can be under an obligation, and the mover's move changes neither
  // Them's pieces there (it may only capture them) nor their counts.
  bool them_owing = false;
  for (const int h : each(p.by_player[Them] & kTables.hyperspace)) them_owing |= p.n(h) >= (h == k2b ? 4 : 3);
  std::uint64_t n = 0;
  auto count = [&](const Position& child) {
    // OS-10: a captured Nebula ends the game. OS-9, OS-13: a child under an obligation is
    // counted from its obligated pieces alone (movegen.hpp count_legal).
    if (nebula_taken(child)) return;
    if (them_owing) {
      if (const Cells duty = obligations(child); !duty.empty()) {
        n += count_legal(child, duty);
        return;
      }
    }
    const std::uint64_t changed = changed_cells(p, child);
    const Occupancy o(child);
    const std::size_t moves = child_family_moves<Them, Clusters>(child, o, changed, base, reads) +
                              child_family_moves<Them, Planets>(child, o, changed, base, reads) +
                              child_family_moves<Them, Spaceships>(child, o, changed, base, reads) +
                              child_family_moves<Them, Galaxies>(child, o, changed, base, reads) +
                              child_family_moves<Them, Nebulae>(child, o, changed, base, reads);
    n += moves ? moves : forced_pass(child, o);  // OS-8, CO-2
  };
  for_each_child<Me>(p, count);
  return n;
}

inline std::uint64_t count_children(const Position& p) {
  return p.side == White ? count_children_of<White>(p) : count_children_of<Black>(p);
}

}  // namespace dt::outerspace
