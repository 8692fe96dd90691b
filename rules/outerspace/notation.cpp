// Moves as the rulings' notation table writes them (CO-3), squares always in full:
// `1a1-1a2`, `1c2x1d1` (move / capture, Galaxy steps and Spaceship steps into hyperspace
// included), `1c2*1d1` (shot), `1b3@2b` (warp), `2b@1d3-1d1` (exit from 2b), `pass`.
#include "core/move_syntax.hpp"
#include "outerspace/outerspace.hpp"

namespace dt::outerspace {

namespace {

// Moves name their cells in full (`1c2`, `2b`; Move notation), not `c2`.
bool full_cell_name(std::string_view t) { return (t[0] == '1' || t[0] == '2') && find_cell(t).has_value(); }

}  // namespace

bool Rules::valid_cell(std::string_view text) { return find_cell(text).has_value(); }

std::string Rules::full_cell(std::string_view cell) {
  const auto at = find_cell(cell);
  return at ? cell_name(*at) : std::string(cell);
}

Result<void> Rules::check_move_syntax(std::string_view text) {
  const bool exit = text.starts_with("2b@") && cell_pair(text.substr(3), "-", full_cell_name);
  return move_syntax(text == "pass" || cell_pair(text, "-x*@", full_cell_name) || exit,
                     "a move such as 1a1-1a2, 1c2x1d1, 1c2*1d1, 1b3@2b, 2b@1d3-1d1 or pass, with squares in full (1a1-1e8, 2a-2c)",
                     text);
}

std::string Rules::format_move(const Position& p, Move m) const {
  switch (m.kind) {
    case MoveKind::Pass: return "pass";
    case MoveKind::Shot: return cell_name(m.from) + '*' + cell_name(m.to);
    case MoveKind::Warp: return cell_name(m.from) + '@' + cell_name(m.to);
    case MoveKind::Exit: return cell_name(m.from) + '@' + cell_name(m.hole) + '-' + cell_name(m.to);
    case MoveKind::Normal: break;
  }
  return cell_name(m.from) + (p.cell[m.to] ? 'x' : '-') + cell_name(m.to);
}

std::string Rules::origin(const Position&, Move m) const {
  return m.kind == MoveKind::Pass ? std::string() : cell_name(m.from);
}

}  // namespace dt::outerspace
