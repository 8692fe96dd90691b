// The six puppeteers (RW-3) and the General's step: one, two or three cells along the
// f directions and another length along the h directions, leaping whatever lies
// between. A leap lands only on a board cell; since every line through the hole crosses
// at least three hole cells, a leap of at most three never crosses it, so the cell at
// that distance on the ray is the destination or there is none.
#pragma once

#include "position.hpp"

namespace dt::ringworld {

// A count takes the leaps' cells as a set, less the mover's own pieces, in one popcount.
template <class Out>
void leap_moves(const Tables& b, const Position& p, int from, PieceType t, Player us, Out& out) {
  if constexpr (!Out::lists) {
    out.add_count(static_cast<std::size_t>((b.leap_set[t][from] & ~p.by_player[us]).count()));
  } else {
    const Tables::Leaps& leaps = b.leaps[t][from];
    for (int i = 0; i < leaps.count; ++i) {
      const int to = leaps.cell[i];
      if (!p.cell[to] || owner_of(p.cell[to]) != us) out.add(Move(from, to));
    }
  }
}

}  // namespace dt::ringworld
