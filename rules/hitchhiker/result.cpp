// HC-13: the restaurant and the black hole end the game at once (CO-1). There is no
// stalemate (HC-14: a player without a move passes); threefold repetition is reported
// by the adapter through repetition_key (FIDE base, seed "General Rules").
#include "hitchhiker/hitchhiker.hpp"

namespace dt::hitchhiker {

GameResult Rules::result(const Position& p) const {
  for (const Player winner : {White, Black}) {
    if (p.hitch[~winner] < 0) return GameResult::win(winner, "vaporizing the Hitchhiker");
    if (p.reached_restaurant(winner)) return GameResult::win(winner, "reaching the restaurant");
  }
  return GameResult::ongoing();
}

}  // namespace dt::hitchhiker
