// The 8x8 board for `deepthought diagram`, with the pieces in transit (HY-12) drawn on
// their destinations and listed with their turns left (HY-13) beside the board.
#include <cctype>

#include "hyperspace/hyperspace.hpp"
#include "orthodox/drawing.hpp"
#include "orthodox/fen_fields.hpp"

namespace dt::hyperspace {

Drawing Rules::drawing(const Position& p) const {
  Drawing d = orthodox::board_drawing(p.board);
  d.panel.push_back(p.transit_count == 0 ? "in transit: none" : "in transit:");
  for (int i = 0; i < p.transit_count; ++i) {
    const Transit& e = p.transit[i];
    const char letter = static_cast<char>(std::toupper(static_cast<unsigned char>(orthodox::fen::kPieceLetters[e.piece])));
    const std::string square = orthodox::square_name(e.to);
    d.pieces.push_back({square, std::string(1, letter), e.owner, true});
    d.panel.push_back(d.sides[e.owner] + " " + letter + " to " + square + ", " + std::to_string(e.turns) +
                      (e.turns == 1 ? " turn left" : " turns left"));
  }
  return d;
}

MoveMark Rules::mark(const Position& p, Move m) const {
  const std::string text = format_move(p, m);
  // The kind of the mover's own move; a drop's promotion (`/a8=N`) follows it.
  const std::string own = text.substr(0, text.find('/'));
  const std::string kind = m.kind == MoveKind::CastleShort || m.kind == MoveKind::CastleLong ? "castling"
                           : m.kind == MoveKind::Launch                                      ? "launch"
                           : own.find('=') != std::string::npos                              ? "promotion"
                           : own.find('x') != std::string::npos                              ? "capture"
                                                                                             : "move";
  return {kind, orthodox::square_name(m.from), orthodox::square_name(m.to)};
}

}  // namespace dt::hyperspace
