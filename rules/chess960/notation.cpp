// UCI moves, as orthodox chess writes them; castling is the king taking its own rook
// (FR-2), which the orthodox writer gives for a castling move of this board.
#include "chess960/chess960.hpp"

namespace dt::chess960 {

bool Rules::valid_cell(std::string_view text) { return orthodox::Rules::valid_cell(text); }

Result<void> Rules::check_move_syntax(std::string_view text) { return orthodox::Rules::check_move_syntax(text); }

std::string Rules::format_move(const Position& p, Move m) const { return orthodox::Rules{}.format_move(p.board, m); }

std::string Rules::origin(const Position& p, Move m) const { return orthodox::Rules{}.origin(p.board, m); }

}  // namespace dt::chess960
