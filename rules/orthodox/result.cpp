// Game results (FIDE Laws art. 5, 9). Checkmate and stalemate end play and leave no
// legal moves (CO-1). The fifty-move rule, threefold repetition and insufficient
// material are reported as results but, as in every published orthodox perft, never
// remove moves (CO-1, OR-1).
#include "core/movelist.hpp"
#include "orthodox/orthodox.hpp"

namespace dt::orthodox {

namespace {

constexpr Bitboard kDarkSquares = 0xAA55AA55AA55AA55ULL;

// Neither side can mate by any series of legal moves: K v K, K and one minor v K,
// K and bishops v K and bishops with every bishop on squares of one colour.
bool insufficient_material(const Position& p) {
  if (p.by_type[Pawn] | p.by_type[Rook] | p.by_type[Queen]) return false;
  const Bitboard minors = p.by_type[Knight] | p.by_type[Bishop];
  if (std::popcount(minors) <= 1) return true;
  if (p.by_type[Knight]) return false;
  return !(p.by_type[Bishop] & kDarkSquares) || !(p.by_type[Bishop] & ~kDarkSquares);
}

}  // namespace

GameResult Rules::result(const Position& p) const { return game_result(p, !MoveList<Rules>(*this, p).empty()); }

GameResult game_result(const Position& p, bool has_moves) {
  if (!has_moves) {
    if (in_check(p)) return GameResult::win(~p.side, "checkmate");
    return GameResult::draw("stalemate");
  }
  if (p.halfmove >= 100) return GameResult::draw("fifty-move rule");
  if (insufficient_material(p)) return GameResult::draw("insufficient material");
  return GameResult::ongoing();
}

std::string Rules::repetition_key(const Position& p) const { return without_clocks(format_position(p)); }

std::string without_clocks(const std::string& fen) {
  // Same placement, side to move, castling rights and en passant possibility (art. 9.2.3).
  std::size_t cut = fen.size();
  for (int spaces = 0; spaces < 2; ++spaces) cut = fen.rfind(' ', cut - 1);
  return fen.substr(0, cut);
}

}  // namespace dt::orthodox
