// Moves as the rulings' notation table writes them (CO-3): `e7-e6`, `e5xd4`, launches
// `g1-f3^` (never with x), `O-O`, `O-O-O`, promotions `e7-e8=Q`, and `/a8=N` appended for
// each of the mover's pawns placed on its last rank this turn (HY-16), a to h.
#include "core/move_syntax.hpp"
#include "hyperspace/hyperspace.hpp"

namespace dt::hyperspace {

namespace {

constexpr std::string_view kPromotionLetters = "PNBRQK";

bool is_promotion_letter(char c) { return c == 'Q' || c == 'R' || c == 'B' || c == 'N'; }

// `=X`: returns the length read (2) or 0.
std::size_t promotion_suffix(std::string_view t) { return t.size() >= 2 && t[0] == '=' && is_promotion_letter(t[1]) ? 2 : 0; }

}  // namespace

bool Rules::valid_cell(std::string_view text) { return orthodox::Rules::valid_cell(text); }

Result<void> Rules::check_move_syntax(std::string_view text) {
  std::string_view rest = text;
  if (rest.starts_with("O-O-O")) {
    rest.remove_prefix(5);
  } else if (rest.starts_with("O-O")) {
    rest.remove_prefix(3);
  } else if (rest.size() >= 5 && valid_cell(rest.substr(0, 2)) && (rest[2] == '-' || rest[2] == 'x') &&
             valid_cell(rest.substr(3, 2))) {
    const bool capture = rest[2] == 'x';
    rest.remove_prefix(5);
    // A launch is never written with x and never promotes (HY-8: only the double step
    // launches a pawn); an ordinary move may promote.
    if (!capture && !rest.empty() && rest[0] == '^')
      rest.remove_prefix(1);
    else
      rest.remove_prefix(promotion_suffix(rest));
  } else {
    rest = "?";
  }
  while (rest.size() >= 5 && rest[0] == '/' && valid_cell(rest.substr(1, 2)) && promotion_suffix(rest.substr(3)))
    rest.remove_prefix(5);
  return move_syntax(rest.empty(), "a move such as e7-e6, e5xd4, g1-f3^ (launch), O-O, e7-e8=Q or h1-g1/a8=N", text);
}

std::string Rules::format_move(const Position& p, Move m) const {
  std::string out;
  switch (m.kind) {
    case MoveKind::CastleShort: out = "O-O"; break;
    case MoveKind::CastleLong: out = "O-O-O"; break;
    case MoveKind::Launch: out = orthodox::square_name(m.from) + '-' + orthodox::square_name(m.to) + '^'; break;
    case MoveKind::EnPassant: out = orthodox::square_name(m.from) + 'x' + orthodox::square_name(m.to); break;
    case MoveKind::Ordinary: {
      const bool capture = p.board.by_player[~p.board.side] & bb(m.to);
      out = orthodox::square_name(m.from) + (capture ? 'x' : '-') + orthodox::square_name(m.to);
      if (m.promotion != NoPiece) out += std::string("=") + kPromotionLetters[m.promotion];
      break;
    }
  }
  // HY-16 and the notation table: `/square=X` per pawn placed on the mover's last rank,
  // by file from a to h (the project's order for several).
  const int last_rank = p.board.side == White ? 7 : 0;
  for (int file = 0; file < 8; ++file)
    if (const PieceType t = m.drop_promotion(file); t != NoPiece)
      out += '/' + orthodox::square_name(orthodox::make_square(file, last_rank)) + '=' + kPromotionLetters[t];
  return out;
}

std::string Rules::origin(const Position&, Move m) const { return orthodox::square_name(m.from); }

}  // namespace dt::hyperspace
