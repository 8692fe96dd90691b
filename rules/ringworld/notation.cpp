// Moves as the rulings' notation table writes them (CO-3): `i5-f5`, `i3xc3`,
// `O-O@i1-g1` (the General's move; the Rook goes from 3 cells away to 1 cell away) and
// `pass` (RW-7, CO-2).
#include "core/move_syntax.hpp"
#include "ringworld/ringworld.hpp"

namespace dt::ringworld {

bool Rules::valid_cell(std::string_view text) { return kTables.find(text).has_value(); }

Result<void> Rules::check_move_syntax(std::string_view text) {
  const bool castling = text.starts_with("O-O@") && cell_pair(text.substr(4), "-", Rules::valid_cell);
  return move_syntax(text == "pass" || cell_pair(text, "-x", Rules::valid_cell) || castling,
                     "a move such as i5-f5, i3xc3, O-O@i1-g1 or pass, with cells a1-q9 of the board", text);
}

std::string Rules::format_move(const Position& p, Move m) const {
  const Tables& b = kTables;
  switch (m.kind) {
    case MoveKind::Pass: return "pass";
    case MoveKind::Castling: return "O-O@" + b.name[m.from] + '-' + b.name[m.to];
    case MoveKind::Normal: break;
  }
  return b.name[m.from] + (p.cell[m.to] ? 'x' : '-') + b.name[m.to];
}

std::string Rules::origin(const Position&, Move m) const {
  return m.kind == MoveKind::Pass ? std::string() : kTables.name[m.from];
}

}  // namespace dt::ringworld
