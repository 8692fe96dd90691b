// Moves as specs/rulings/notation.yaml writes them: `b5-a6`, `d6xc5`, `c4*g8`, `c4*xg8`,
// `d3~e5`, `e2^f3`, `d6!`, `pass`. Under kidnap=optional (HC-9) the move that takes the
// abandoned enemy Hitchhiker along adds `&` and that Hitchhiker's square (`d4-d5&e5`).
#include "core/move_syntax.hpp"
#include "hitchhiker/hitchhiker.hpp"

namespace dt::hitchhiker {

namespace {

bool well_formed(std::string_view text) {
  if (text == "pass") return true;
  std::size_t at = 0;
  if (!skip_cell(text, at, Rules::valid_cell) || at == text.size()) return false;
  const std::string_view rest = text.substr(at);
  if (rest == "!") return true;
  std::size_t sep = 0;
  for (std::string_view s : {"*x", "-", "x", "*", "~", "^"})
    if (rest.starts_with(s)) { sep = s.size(); break; }
  if (!sep) return false;
  at += sep;
  if (!skip_cell(text, at, Rules::valid_cell)) return false;
  if (at == text.size()) return true;
  if (rest[0] == '^' || text[at] != '&') return false;
  ++at;
  return skip_cell(text, at, Rules::valid_cell) && at == text.size();
}

}  // namespace

bool Rules::valid_cell(std::string_view text) { return find_cell(text) >= 0; }

Result<void> Rules::check_move_syntax(std::string_view text) {
  return move_syntax(well_formed(text), "a move (b5-a6, d6xc5, c4*g8, c4*xg8, d3~e5, e2^f3, d6!, pass)", text);
}

std::string Rules::format_move(const Position& p, Move m) const {
  if (m.kind() == Pass) return "pass";
  const bool capture = (p.by_player[~p.side] & bit(m.to())) != 0;
  // Built by appending: GCC 12 warns falsely (-Wrestrict) on `string + "!"`.
  std::string out = cell_name(m.from());
  switch (m.kind()) {
    case Detonate: out += '!'; return out;
    case Scorch: out += '^'; break;
    case Rematerialize: out += '~'; break;
    case Plunge: out += capture ? "*x" : "*"; break;
    default: out += capture ? 'x' : '-'; break;
  }
  out += cell_name(m.to());
  if (m.kidnap()) {
    out += '&';
    out += cell_name(p.hitch[~p.side]);
  }
  return out;
}

std::string Rules::origin(const Position&, Move m) const { return m.kind() == Pass ? std::string() : cell_name(m.from()); }

}  // namespace dt::hitchhiker
