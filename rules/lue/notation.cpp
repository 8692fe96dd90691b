// Sub-moves as specs/rulings/notation.yaml writes them for lue: `e2-e3`, `d2xe3`, the
// chain capture `b1xc2xd3` (every captured square in order), the swap `c1<>e6`, and a
// promotion suffix `=L =U =E =F =W` (`c6-c7=E`, `c1<>a6=L`).
#include "core/move_syntax.hpp"
#include "lue/lue.hpp"

namespace dt::lue {

namespace {

bool well_formed(std::string_view text) {
  std::size_t at = 0;
  if (!skip_cell(text, at, Rules::valid_cell)) return false;
  if (text.substr(at).starts_with("<>")) {
    at += 2;
    if (!skip_cell(text, at, Rules::valid_cell)) return false;
  } else if (at < text.size() && text[at] == '-') {
    ++at;
    if (!skip_cell(text, at, Rules::valid_cell)) return false;
  } else {
    int captures = 0;
    while (at < text.size() && text[at] == 'x') {
      ++at;
      if (!skip_cell(text, at, Rules::valid_cell)) return false;
      ++captures;
    }
    if (captures == 0) return false;
  }
  if (at == text.size()) return true;
  if (text[at] != '=' || at + 2 != text.size()) return false;
  for (const PieceType t : kPromotions)
    if (text[at + 1] == kPieces[t].white) return true;
  return false;
}

}  // namespace

bool Rules::valid_cell(std::string_view text) { return find_cell(text) >= 0; }

Result<void> Rules::check_move_syntax(std::string_view text) {
  return move_syntax(well_formed(text), "a sub-move (e2-e3, d2xe3, b1xc2xd3, c1<>e6, c6-c7=E)", text);
}

std::string Rules::format_move(const Position& p, Move m) const {
  // Built by appending: GCC 12 warns falsely (-Wrestrict) on `string + char`.
  std::string out = cell_name(m.from());
  switch (m.kind()) {
    case Swap:
      out += "<>";
      out += cell_name(m.to());
      break;
    case Chain:
      {
        // Captured squares in order from the Everything: along a rising diagonal the
        // cell numbers grow, along a falling one they fall.
        const bool rising = m.to() > m.from();
        Cells left = chain_cells(m.from(), m.to());
        while (left) {
          const int sq = rising ? std::countr_zero(left) : 63 - std::countl_zero(left);
          left &= ~bit(sq);
          out += 'x';
          out += cell_name(sq);
        }
      }
      break;
    case Step:
      out += (p.by_player[~p.side] & bit(m.to())) ? 'x' : '-';
      out += cell_name(m.to());
      break;
  }
  if (m.promotes()) {
    out += '=';
    out += kPieces[m.promotion()].white;
  }
  return out;
}

std::string Rules::origin(const Position&, Move m) const { return cell_name(m.from()); }

}  // namespace dt::lue
