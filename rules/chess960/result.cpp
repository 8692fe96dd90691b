// Game results as in orthodox chess (FR-4): castling changes which moves exist, never
// what ends the game.
#include "chess960/chess960.hpp"
#include "core/movelist.hpp"

namespace dt::chess960 {

GameResult Rules::result(const Position& p) const { return orthodox::game_result(p.board, !MoveList<Rules>(*this, p).empty()); }

}  // namespace dt::chess960
