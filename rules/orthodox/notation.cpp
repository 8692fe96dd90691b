// UCI long algebraic moves (specs/rulings/notation.yaml): e2e4, e1g1, e7e8q.
#include "core/move_syntax.hpp"
#include "orthodox/orthodox.hpp"

namespace dt::orthodox {

bool Rules::valid_cell(std::string_view text) {
  return text.size() == 2 && text[0] >= 'a' && text[0] <= 'h' && text[1] >= '1' && text[1] <= '8';
}

Result<void> Rules::check_move_syntax(std::string_view text) {
  const bool squares = text.size() >= 4 && valid_cell(text.substr(0, 2)) && valid_cell(text.substr(2, 2));
  const bool tail = text.size() == 4 || (text.size() == 5 && std::string_view("qrbn").find(text[4]) != std::string_view::npos);
  return move_syntax(squares && tail, "a move in UCI notation (e2e4, e1g1, e7e8q)", text);
}

std::string Rules::format_move(const Position&, Move m) const {
  std::string out = square_name(m.from()) + square_name(m.to());
  if (m.is_promotion()) out += "nbrq"[m.promotion() - Knight];
  return out;
}

std::string Rules::origin(const Position&, Move m) const { return square_name(m.from()); }

}  // namespace dt::orthodox
