// The one-line position (HY-12, HY-13): orthodox FEN, then `| transit:` and the pieces
// in transit, `OWNER PIECE > SQUARE : TURNS` without spaces (`wN>f3:1 bR>a4:3`).
#include <algorithm>
#include <vector>

#include "hyperspace/hyperspace.hpp"
#include "orthodox/fen_fields.hpp"

namespace dt::hyperspace {

namespace {

using namespace orthodox::fen;

constexpr std::string_view kPieceUpper = "PNBRQK";
constexpr int kMaxTurns = 6;  // a launch from 7 squares away (HY-3)

struct Entry {
  Transit transit;
  int column;
};

Result<Entry> parse_entry(std::string_view t, int column) {
  const auto found = [&](std::size_t i) {
    return i < t.size() ? "found '" + std::string(1, t[i]) + "'" : std::string("found the end of the entry");
  };
  const std::string where = "transit entry '" + std::string(t) + "': ";
  if (t.empty() || (t[0] != 'w' && t[0] != 'b')) return fail(where + "expected the owner w or b, " + found(0), column);
  const auto piece = t.size() > 1 ? kPieceUpper.find(t[1]) : std::string_view::npos;
  if (piece == std::string_view::npos)
    return fail(where + "expected a piece letter P, N, B, R, Q or K after the owner, " + found(1), column + 1);
  if (t.size() < 3 || t[2] != '>') return fail(where + "expected '>' after the piece letter, " + found(2), column + 2);
  if (t.size() < 5 || !Rules::valid_cell(t.substr(3, 2)))
    return fail(where + "expected a destination square a1-h8 after '>', found '" + std::string(t.substr(3, 2)) + "'",
                column + 3);
  if (t.size() < 6 || t[5] != ':') return fail(where + "expected ':' after the square, " + found(5), column + 5);
  const std::string_view turns = t.substr(6);
  const bool digit = turns.size() == 1 && turns[0] >= '1' && turns[0] <= '0' + kMaxTurns;
  if (!digit)
    return fail(where + "expected turns left, an integer from 1 to " + std::to_string(kMaxTurns) + ", found '" +
                    std::string(turns) + "'",
                column + 6);
  const Square to = orthodox::make_square(t[3] - 'a', t[4] - '1');
  return Entry{{static_cast<std::int8_t>(to), static_cast<PieceType>(piece), t[0] == 'w' ? White : Black,
                static_cast<std::uint8_t>(turns[0] - '0')},
               column};
}

// The text after '|': `transit:` and the entries, separated by spaces.
Result<std::vector<Entry>> parse_transit(std::string_view text, int column) {
  std::vector<Entry> out;
  const auto fields = split_fields(text);
  constexpr std::string_view kHead = "transit:";
  if (fields.empty() || fields[0].text.substr(0, kHead.size()) != kHead)
    return fail("expected 'transit:' after '|', found '" + std::string(fields.empty() ? "" : fields[0].text) + "'",
                column + (fields.empty() ? 0 : fields[0].column - 1));
  std::vector<Field> entries(fields.begin() + 1, fields.end());
  if (fields[0].text.size() > kHead.size())  // `transit:wN>f3:1` without the space
    entries.insert(entries.begin(), Field{fields[0].text.substr(kHead.size()), fields[0].column + static_cast<int>(kHead.size())});
  for (const Field& f : entries) {
    auto e = parse_entry(f.text, column + f.column - 1);
    if (!e) return e.error();
    out.push_back(*e);
  }
  return out;
}

Result<void> check_transit(const Config& cfg, const std::vector<Entry>& entries) {
  for (Player c : {White, Black}) {
    int promoting = 0;
    for (const Entry& e : entries) {
      if (e.transit.owner != c) continue;
      const Bitboard at = bb(e.transit.to);
      if (e.transit.piece == King && cfg.castling != CastlingRule::Hyperspace)
        return fail("a king in transit needs castling=hyperspace (kings never fly otherwise, HY-15)", e.column);
      if (e.transit.piece == Pawn && (at & (c == White ? orthodox::kRank1 : orthodox::kRank8)))
        return fail("a " + player_name(c) + " pawn cannot drop on its own first rank", e.column);
      // Rules::card.max_moves is sized for at most kMaxPromotingDrops of them (hyperspace.hpp).
      if (e.transit.piece == Pawn && (at & (c == White ? orthodox::kRank8 : orthodox::kRank1)) &&
          ++promoting > Rules::kMaxPromotingDrops)
        return fail("at most " + std::to_string(Rules::kMaxPromotingDrops) + " " + player_name(c) +
                        " pawns may be in transit to their last rank (each placed one multiplies the moves by four)",
                    e.column);
    }
  }
  return {};
}

Result<void> check_armies(const orthodox::Position& b, const std::vector<Entry>& entries, int column) {
  for (Player c : {White, Black}) {
    Army a = army(b, c);
    for (const Entry& e : entries)
      if (e.transit.owner == c) ++a[e.transit.piece];
    if (a[King] > 1)
      return fail("expected at most one " + player_name(c) + " king on the board and in transit, found " +
                      std::to_string(a[King]),
                  column);
    if (auto r = check_material(a, c); !r) return fail(r.error().what + " (counting pieces in transit)", column);
  }
  return {};
}

}  // namespace

Result<Position> Rules::parse_position(std::string_view text) const {
  if (auto printable = check_printable(text); !printable) return printable.error();
  const auto bar = text.find('|');
  const std::string_view fen = text.substr(0, bar);
  Position p;
  if (config_.jumps == Jumps::Off) {
    if (bar != std::string_view::npos)
      return fail("a transit list needs jumps=forced or jumps=optional (with jumps=off the game is orthodox chess)",
                  static_cast<int>(bar) + 1);
    auto board = orthodox::Rules{}.parse_position(fen);
    if (!board) return board.error();
    p.board = *board;
    return p;
  }

  const auto fields = split_fields(fen);
  if (fields.empty()) return fail("expected a FEN position, found nothing");
  orthodox::Position& b = p.board;
  if (auto r = parse_placement(b, fields[0]); !r) return r.error();
  if (auto r = parse_frame(b, fields, fen.size(), "- in Hyperspace Chess, HY-7"); !r) return r.error();

  std::vector<Entry> entries;
  if (bar != std::string_view::npos) {
    auto parsed = parse_transit(text.substr(bar + 1), static_cast<int>(bar) + 2);
    if (!parsed) return parsed.error();
    entries = std::move(*parsed);
  }
  if (auto r = check_armies(b, entries, fields[0].column); !r) return r.error();
  if (b.by_type[Pawn] & (orthodox::kRank1 | orthodox::kRank8))
    return fail("pawn on rank 1 or 8 (on " + orthodox::square_name(orthodox::lsb(b.by_type[Pawn] & (orthodox::kRank1 | orthodox::kRank8))) + ")",
                fields[0].column);
  if (auto r = check_transit(config_, entries); !r) return r.error();
  for (const Entry& e : entries) detail::add_transit(p, e.transit);
  if (in_check(config_, p, ~b.side)) return fail("the side not to move is in check (HY-9)", fields[1].column);
  if (auto r = parse_castling(b, fields[2]); !r) return r.error();
  if (fields[3].text != "-")
    return fail("expected en passant square '-': Hyperspace Chess has no en passant (HY-7), found '" +
                    std::string(fields[3].text) + "'",
                fields[3].column);
  return p;
}

std::string Rules::format_position(const Position& p) const {
  std::string out = orthodox::Rules{}.format_position(p.board);
  if (p.transit_count) out += " | transit:";
  for (int i = 0; i < p.transit_count; ++i) {
    const Transit& e = p.transit[i];
    out += ' ';
    out += e.owner == White ? 'w' : 'b';
    out += kPieceUpper[e.piece];
    out += '>' + orthodox::square_name(e.to) + ':' + std::to_string(e.turns);
  }
  return out;
}

Result<std::string> Rules::put_piece(std::string_view position, std::string_view cell, int side, std::string_view letters) {
  return orthodox::fen::put_piece(position, cell, side, letters);
}

}  // namespace dt::hyperspace
