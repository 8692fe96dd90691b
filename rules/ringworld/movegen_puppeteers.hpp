// The six puppeteers (RW-3) and the General's step: one, two or three cells along the
// f directions and another length along the h directions, leaping whatever lies
// between. A leap lands only on a board cell; since every line through the hole crosses
// at least three hole cells, a leap of at most three never crosses it, so the cell at
// that distance on the ray is the destination or there is none.
#pragma once

#include "position.hpp"

namespace dt::ringworld {

inline Move* leap_moves(const Tables& b, const Mailbox& m, int from, PieceType t, Player us, Move* out) {
  const Tables::Leaps& leaps = b.leaps[t][from];
  for (int i = 0; i < leaps.count; ++i) {
    const int to = leaps.cell[i];
    if (!m[to] || owner_of(m[to]) != us) *out++ = Move(from, to);
  }
  return out;
}

}  // namespace dt::ringworld
