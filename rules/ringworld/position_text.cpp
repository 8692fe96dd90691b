// The one-line position: four space-separated fields,
//
//   ARMIES PLAYERS TO-MOVE CASTLING
//   Ge@i1,Rk@f1/Ge@q9/Ge@a9 123 1 f1
//
// ARMIES lists the pieces of players 1, 2 and 3 (sections separated by '/', `-` for a
// player without pieces), each piece as its seed code, '@' and its cell (RW-1).
// PLAYERS are the players still in (RW-6), TO-MOVE the player to move (RW-4), CASTLING
// the Rook cells whose castling right remains, comma-separated, or `-` (RW-8, RW-9).
// The printer lists pieces and cells in cell order, so equal positions print equally.
#include <vector>

#include "core/fields.hpp"
#include "core/text.hpp"
#include "ringworld/ringworld.hpp"

namespace dt::ringworld {

namespace {


// An army holds at most as many of a type as it starts with (nothing promotes), so all
// armies together at most three times that.
constexpr int kMaxOfType = 6;

std::string codes() { return join(std::span(kPieces).subspan(1), ", ", [](const PieceInfo& i) { return i.code; }); }

std::string quoted(std::string_view s) {
  std::string out(1, '\'');
  out += s;
  out += '\'';
  return out;
}

// A cell name, with a word on the hole and on names off the board.
Result<int> parse_cell(std::string_view t, int column) {
  if (auto c = kTables.find(t)) return *c;
  if (names_a_hole_cell(t))
    return fail("expected a cell of the board, found " + quoted(t) + " (in the hole, RW-1)", column);
  return fail("expected a cell of the board (files a-q, ranks from 1 in each file, RW-1), found " + quoted(t), column);
}

Result<void> parse_piece(Position& p, Player owner, const Field& f) {
  const auto at = f.text.find('@');
  const std::string_view name = f.text.substr(0, at);
  PieceType type = NoPiece;
  for (const PieceInfo& info : kPieces)
    if (info.type != NoPiece && info.code == name) type = info.type;
  if (type == NoPiece) return fail("expected a piece code (" + codes() + "), found " + quoted(name), f.column);
  if (at == std::string_view::npos) return fail("expected '@' and a cell after the piece code " + quoted(name), f.column + 2);
  auto cell = parse_cell(f.text.substr(at + 1), f.column + static_cast<int>(at) + 1);
  if (!cell) return cell.error();
  if (p.cell[*cell]) return fail("cell " + kTables.name[*cell] + " is given two pieces", f.column);
  if (type == General && p.general[owner] >= 0)
    return fail("player " + std::to_string(owner + 1) + " has a second General", f.column);
  p.put(owner, type, *cell);
  return {};
}

Result<void> parse_armies(Position& p, const Field& f) {
  const auto sections = split_on(f, '/');
  if (sections.size() != kPlayers)
    return fail("expected the armies of players 1, 2 and 3 separated by '/', found " + std::to_string(sections.size()) +
                    " section" + (sections.size() == 1 ? "" : "s"),
                f.column);
  for (Player owner = 0; owner < kPlayers; ++owner) {
    const Field& s = sections[owner];
    if (s.text == "-") continue;
    if (s.text.empty()) return fail("expected the pieces of player " + std::to_string(owner + 1) + ", or -", s.column);
    for (const Field& piece : split_on(s, ','))
      if (auto r = parse_piece(p, owner, piece); !r) return r;
  }
  std::array<int, kPieceTypes> count{};
  for (const Code c : p.cell) ++count[type_of(c)];
  for (const PieceInfo& info : kPieces) {
    const int most = info.type == General ? kPlayers : kMaxOfType;
    if (info.type != NoPiece && count[info.type] > most)
      return fail("more than " + std::to_string(most) + " pieces of type " + std::string(info.code) +
                      " (nothing promotes: each army starts with " + (info.type == General ? "1" : "2") + ")",
                  f.column);
  }
  return {};
}

Result<void> parse_players(Position& p, const Field& f) {
  const std::string what = "expected the players still in, digits 1-3 in increasing order (such as 123 or 13), found " + quoted(f.text);
  unsigned in = 0;
  for (std::size_t i = 0; i < f.text.size(); ++i) {
    const char c = f.text[i];
    if (c < '1' || c > '3' || (in >> (c - '1'))) return fail(what, f.column + static_cast<int>(i));
    in |= 1U << (c - '1');
  }
  if (!in) return fail(what, f.column);
  p.in = static_cast<std::uint8_t>(in);
  for (Player x = 0; x < kPlayers; ++x) {
    const std::string who = "player " + std::to_string(x + 1);
    if (p.is_in(x) && p.general[x] < 0) return fail(who + " is in but has no General", f.column);
    if (!p.is_in(x) && !p.by_player[x].empty())
      return fail(who + " is out but has pieces (a taken-over army belongs to its taker, RW-6)", f.column);
  }
  return {};
}

Result<void> parse_castling(Position& p, const Field& f) {
  if (f.text == "-") return {};
  const Tables& b = kTables;
  for (const Field& c : split_on(f, ',')) {
    auto cell = parse_cell(c.text, c.column);
    if (!cell) return fail("castling rights: " + cell.error().what + ", or - for none", cell.error().column);
    if (p.castling & b.rook_right[*cell]) return fail("castling right " + b.name[*cell] + " given twice", c.column);
    bool home = false;
    for (Player x = 0; x < kPlayers; ++x)
      for (const int rook : b.rook_home[x])
        if (rook == *cell && p.cell[rook] == code(x, Rook) && p.general[x] == b.general_home[x]) home = true;
    if (!home)
      return fail("castling right " + b.name[*cell] +
                      " needs a Rook on its starting cell and the General of its army on its own (RW-8)",
                  c.column);
    p.castling |= b.rook_right[*cell];
  }
  return {};
}

}  // namespace

Result<Position> Rules::parse_position(std::string_view text) const {
  std::vector<Field> fields;
  if (auto r = position_fields(text, "a Ringworld position", fields); !r) return r.error();
  static constexpr const char* kExpected[] = {
      "expected the players still in (such as 123)", "expected the player to move (1, 2 or 3)", "expected the castling Rook cells (such as f1,l1, or -)"};
  if (fields.size() < 4) return fail(kExpected[fields.size() - 1], static_cast<int>(text.size()) + 1);
  if (fields.size() > 4) return fail("unexpected text after the castling rights: " + quoted(fields[4].text), fields[4].column);
  Position p;
  p.general = {-1, -1, -1};
  if (auto r = parse_armies(p, fields[0]); !r) return r.error();
  if (auto r = parse_players(p, fields[1]); !r) return r.error();
  const std::string_view mover = fields[2].text;
  if (mover.size() != 1 || mover[0] < '1' || mover[0] > '3' || !p.is_in(mover[0] - '1'))
    return fail("expected the player to move, one of the players still in, found " + quoted(mover), fields[2].column);
  p.side = static_cast<std::uint8_t>(mover[0] - '1');
  if (auto r = parse_castling(p, fields[3]); !r) return r.error();
  // RW-6: a General the player to move attacks would already have been taken over.
  for (Player x = 0; x < kPlayers; ++x)
    if (x != p.side && p.is_in(x) && attacked(kTables, p.cell, p.general[x], 1U << p.side))
      return fail("player " + std::to_string(p.side + 1) + " to move attacks the General of player " +
                      std::to_string(x + 1) + " on " + kTables.name[p.general[x]] +
                      ": that army is taken over before the turn (RW-6); give the position after it",
                  fields[2].column);
  return p;
}

std::string Rules::format_position(const Position& p) const {
  const Tables& b = kTables;
  std::string out;
  for (Player x = 0; x < kPlayers; ++x) {
    if (x) out += '/';
    if (p.by_player[x].empty()) out += '-';
    bool first = true;
    for (const int c : p.by_player[x]) {
      if (!first) out += ',';
      first = false;
      out += std::string(kPieces[type_of(p.cell[c])].code) + '@' + b.name[c];
    }
  }
  out += ' ';
  for (Player x = 0; x < kPlayers; ++x)
    if (p.is_in(x)) out += static_cast<char>('1' + x);
  out += ' ';
  out += static_cast<char>('1' + p.side);
  out += ' ';
  if (!p.castling) out += '-';
  bool first = true;
  for (int c = 0; c < kCells; ++c) {  // in cell order, as parsed
    if (!(p.castling & b.rook_right[c])) continue;
    if (!first) out += ',';
    first = false;
    out += b.name[c];
  }
  return out;
}

// Pieces are listed by cell, so the editor's step is on the lists: whatever stands on
// `cell` is taken out of its player's list and the new piece added to its own; the
// reader then judges the piece code and the whole position.
Result<std::string> Rules::put_piece(std::string_view position, std::string_view cell, int side, std::string_view letters) {
  if (!kTables.find(cell)) return fail("expected a cell of the board (RW-1), found '" + std::string(cell) + "'");
  if (!letters.empty() && (side < 0 || side >= kPlayers))
    return fail("expected player 1, 2 or 3, found player " + std::to_string(side + 1));
  const std::vector<Field> fields = split_fields(position);
  if (fields.empty()) return fail("expected the armies field, found nothing");
  const std::vector<Field> armies = split_on(fields[0], '/');
  if (armies.size() != kPlayers) return fail("expected 3 armies separated by '/', found " + std::to_string(armies.size()));
  std::string at(1, '@');
  at += cell;
  std::string written;
  for (int owner = 0; owner < kPlayers; ++owner) {
    const Field& army = armies[static_cast<std::size_t>(owner)];
    std::vector<std::string> pieces;
    if (army.text != "-")
      for (const Field& piece : split_on(army, ','))
        if (!piece.text.ends_with(at)) pieces.emplace_back(piece.text);
    if (owner == side && !letters.empty()) pieces.push_back(std::string(letters) + at);
    if (owner) written += '/';
    written += pieces.empty() ? std::string("-") : join(pieces, ",");
  }
  return with_field(position, fields[0], written);
}

}  // namespace dt::ringworld
