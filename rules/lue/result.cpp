// LU-3: capturing the enemy royal wins at once; a player with no legal first sub-move at
// the start of its turn loses. There is no check and no stalemate draw.
#include "lue/lue.hpp"

namespace dt::lue {

GameResult Rules::result(const Position& p) const {
  for (const Player winner : {White, Black})
    if (!p.has_royal(~winner)) return GameResult::win(winner, "capturing the royal");
  Move buffer[kMaxMoves];
  if (!p.second && generate(p, buffer) == buffer) return GameResult::win(~p.side, "leaving no legal move");
  return GameResult::ongoing();
}

}  // namespace dt::lue
