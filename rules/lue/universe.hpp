// The Universe's swaps (LU-5): it exchanges places with any non-royal piece of either
// colour, unless the placement after the swap equals the current one or the one before
// the previous sub-move. (Its king step is a single-square power: lending.hpp.)
#pragma once

#include <bit>
#include <cstdint>
#include <optional>

#include "context.hpp"
#include "../counting/position_key.hpp"
#include "emit.hpp"

namespace dt::lue {

// LU-5: the one swap by the Universe on `u` that would recreate the placement before the
// previous sub-move, if there is one among `partners` (`promoting`: the partners that
// promote on arrival). A swap changes only u and its partner t, so the two placements
// must differ nowhere else, and t must then hold what u held before. Were t unchanged,
// it would hold what u holds now: a friendly Universe, which is not a partner. So t is
// the only changed cell other than u. Forced inline: out of line, a Universe's swaps in
// count_children (child_counts.hpp) paid a call in every child.
[[gnu::always_inline]] inline std::optional<Move> repeated_swap(const Position& p, int u, Cells partners, Cells promoting) {
  if (!p.has_previous) return std::nullopt;
  const Cells others = p.changed & ~bit(u);
  if (std::popcount(others) != 1 || !(others & partners)) return std::nullopt;
  const int t = std::countr_zero(others);
  const Piece back = p.previous[static_cast<std::size_t>(u)];  // what must arrive on u
  if (p.previous[static_cast<std::size_t>(t)] != p.at(u)) return std::nullopt;
  if (!(promoting & bit(t))) return back == p.at(t) ? std::optional<Move>(Move(u, t, Swap)) : std::nullopt;
  for (const PieceType promo : kPromotions)
    if (back == make_piece(owner_of(p.at(t)), promo)) return Move(u, t, Swap, 1 + promo);
  return std::nullopt;
}

// What of the placement before the previous sub-move a count below `p` depends on: only
// the swap it forbids (repeated_swap). Such a swap changes at most two cells, each holding
// a piece before and after it, so a previous placement that differs from the current one
// elsewhere, or empties a cell (every step and capture empties its origin), forbids
// nothing, and positions reached by different last sub-moves share a key. Otherwise the
// changed cells and what they held are the whole of the previous placement.
template <class Hasher>
void add_swap_memory_to_key(const Position& p, Hasher& h) {
  const Cells changed = p.has_previous ? p.changed : 0;
  const int n = std::popcount(changed);
  if (n == 0 || n > 2) return h.add(0);
  std::uint64_t word = changed;
  for (Cells c = changed; c; c &= c - 1) {
    const auto i = static_cast<std::size_t>(std::countr_zero(c));
    if (p.board[i] == kEmpty || p.previous[i] == kEmpty) return h.add(0);
    word = word << 8 | p.previous[i];
  }
  h.add(word | std::uint64_t(1) << 63);
}

// One move per partner (five for a promoting one), in partner order, except `skip`.
// The list walks the partners; the count, which needs no order, takes the same number
// from two popcounts (`skip`, when there is one, is one of those moves).
template <class Out>
Out put_swaps(Out out, int u, Cells partners, Cells promoting, std::optional<Move> skip) {
  if constexpr (!Out::lists) {
    out.add_count(cell_count(partners & ~promoting) + kPromotionChoices * cell_count(promoting) - (skip ? 1 : 0));
  } else {
    for (; partners; partners &= partners - 1) {
      const int t = std::countr_zero(partners);
      if (!(promoting & bit(t))) {
        if (Move(u, t, Swap) != skip) out.add(Move(u, t, Swap));
        continue;
      }
      for (const Move m : promotions(u, t, Swap))
        if (m != skip) out.add(m);
    }
  }
  return out;
}

// A swap with a friendly Universe (identical pieces) leaves the placement as it is. A
// Marvin that the swap puts on its own last rank promotes, the swapping player choosing
// (LU-5, LU-11): a friendly Marvin when u is on the opponent's back rank, an enemy one
// when u is on the swapper's own.
// LU-5: the pieces a Universe of the side to move may swap with, wherever it stands.
inline Cells swap_partners(const Position& p) {
  return p.occupied() & ~p.by_type[Royal] & ~p.pieces(p.side, Universe);
}

// Inlined into the count's loop: a call per Universe costs perft instructions at every node.
template <class Out>
[[gnu::always_inline]] inline Out gen_swaps(const Squares& x, int u, Out out) {
  const Position& p = x.p;
  const Cells partners = swap_partners(p);
  Cells arriving_on_last_rank = 0;
  for (const Player owner : {White, Black})
    if (kTables.last_rank[owner] & bit(u)) arriving_on_last_rank |= p.pieces(owner, Marvin);
  const Cells promoting = partners & arriving_on_last_rank;
  return put_swaps(out, u, partners, promoting, repeated_swap(p, u, partners, promoting));
}

}  // namespace dt::lue
