// The end of the game (OS-10): the capture of the enemy Nebula wins; no legal move and
// no pass is stalemate, a draw; 30 moves of each side without a capture (60 plies,
// OS-14) is a draw reported as a result but not applied inside perft (CO-1).
#include "outerspace/outerspace.hpp"

namespace dt::outerspace {

GameResult Rules::result(const Position& p) const {
  for (const Player x : {White, Black})
    if (p.find(x, Nebula) < 0) return GameResult::win(~x, "capture of the Nebula");
  Move moves[card.max_moves];
  if (generate(p, moves) == moves) return GameResult::draw("stalemate");
  if (p.no_capture >= 60) return GameResult::draw("30-move rule");
  return GameResult::ongoing();
}

}  // namespace dt::outerspace
