// The end of the game (RW-6): one player left wins, by checkmate of the others. Nothing
// else ends it: a player with no move passes (RW-7), and the seed has no draw rule.
#include "ringworld/ringworld.hpp"

namespace dt::ringworld {

GameResult Rules::result(const Position& p) const {
  if (p.players_in() == 1)
    for (Player x = 0; x < kPlayers; ++x)
      if (p.is_in(x)) return GameResult::win(x, "checkmate");
  return GameResult::ongoing();
}

}  // namespace dt::ringworld
