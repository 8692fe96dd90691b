// The end of the game (HY-10, HY-15, CO-1). A king gone from the board and from transit
// loses at once, both gone draws; then checkmate and stalemate. The fifty-move rule,
// repetition and bare kings are reported but never remove moves (CO-1).
#include "core/movelist.hpp"
#include "hyperspace/hyperspace.hpp"

namespace dt::hyperspace {

GameResult Rules::result(const Position& p) const {
  if (config_.jumps == Jumps::Off) return orthodox::Rules{}.result(p.board);
  const bool white = p.has_king(White), black = p.has_king(Black);
  if (!white && !black) return GameResult::draw("both kings removed");
  if (!white) return GameResult::win(Black, "king removed");
  if (!black) return GameResult::win(White, "king removed");
  if (MoveList<Rules>(*this, p).empty()) {
    if (in_check(config_, p, p.board.side)) return GameResult::win(~p.board.side, "checkmate");
    return GameResult::draw("stalemate");
  }
  if (p.board.halfmove >= 100) return GameResult::draw("fifty-move rule");
  // Two bare kings can never be captured or destroyed: nothing can drop or explode.
  if (p.board.occupied() == p.board.by_type[King] && p.transit_count == 0)
    return GameResult::draw("insufficient material");
  return GameResult::ongoing();
}

std::string Rules::repetition_key(const Position& p) const {
  // Same placement, side, castling rights and pieces in transit; the counters differ.
  Position q = p;
  q.board.halfmove = 0;
  q.board.fullmove = 1;
  return format_position(q);
}

}  // namespace dt::hyperspace
