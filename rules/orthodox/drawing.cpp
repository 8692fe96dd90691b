// The 8x8 board for `deepthought diagram`; Hyperspace Chess draws on it too.
#include "orthodox/drawing.hpp"

#include <cctype>

#include "orthodox/fen_fields.hpp"
#include "orthodox/orthodox.hpp"

namespace dt::orthodox {

Drawing board_drawing(const Position& p) {
  Drawing d;
  add_square_grid(d, {8, 8, {0, 0}, file_rank_name, chequered});
  for (Square s = 0; s < 64; ++s) {
    const PieceType t = p.type_on(s);
    if (t == NoPiece) continue;
    const char letter = static_cast<char>(std::toupper(static_cast<unsigned char>(fen::kPieceLetters[t])));
    d.pieces.push_back({square_name(s), std::string(1, letter), (p.by_player[White] & bb(s)) ? 0 : 1});
  }
  d.sides.assign(kPlayerNames.begin(), kPlayerNames.end());
  static constexpr const char* kNames[] = {"Pawn", "Knight", "Bishop", "Rook", "Queen", "King"};
  for (int t = Pawn; t <= King; ++t)
    d.piece_names.push_back({std::string(1, static_cast<char>(std::toupper(static_cast<unsigned char>(fen::kPieceLetters[t])))), kNames[t]});
  return d;
}

Drawing Rules::drawing(const Position& p) const { return board_drawing(p); }

MoveMark Rules::mark(const Position& p, Move m) const {
  const bool capture = m.kind() == EnPassant || (p.occupied() & bb(m.to())) != 0;
  const std::string kind = m.kind() == Castling ? "castling" : m.is_promotion() ? "promotion" : capture ? "capture" : "move";
  return {kind, square_name(m.from()), square_name(m.to())};
}

}  // namespace dt::orthodox
