// The one-line position notation (HC-15): the 11 ranks from rank 11 down to rank 1, each
// listing its cells from left to right (a digit for a run of empty squares, `*` for the
// black hole e6, `&` for both Hitchhikers on one restaurant after a win, HC-10), then the
// side to move (w or b), then the square of the just-moved Sun or `-` (HC-8, HC-19).
// Start: "h/s/rcr/ococo/m1m1m1m/4*4/M1M1M1M/OCOCO/RCR/S/H w -".
#include <string>
#include <vector>

#include "core/cell_edit.hpp"
#include "core/fields.hpp"
#include "core/placement.hpp"
#include "hitchhiker/hitchhiker.hpp"

namespace dt::hitchhiker {

namespace {


// The first cell of each rank (HC-1), and the ranks as the text writes them: 11 down to 1.
struct Ranks {
  int first[12] = {};
  RankShape shape;
  int cell(int written, int file) const { return first[11 - written] + file; }
};
const Ranks& ranks() {
  static const Ranks kRanks = [] {
    Ranks r;
    int width[12] = {};
    for (int c = kCells - 1; c >= 0; --c) {
      r.first[kTables.rank[c]] = c;
      ++width[kTables.rank[c]];
    }
    for (int rank = 11; rank >= 1; --rank) r.shape.widths.push_back(width[rank]);
    r.shape.symbols = "MCORSHmcorsh*&";
    r.shape.letters = "MCORSH, mcorsh";
    r.shape.marks = "'*', '&'";
    return r;
  }();
  return kRanks;
}

const PieceInfo* piece_of_letter(char upper) {
  for (const auto& info : kPieces)
    if (info.letter == upper) return &info;
  return nullptr;
}

Result<void> parse_placement(Position& p, const Field& f) {
  return read_ranks(f, ranks().shape, [&](const CellText& c) -> Result<void> {
    const int cell = ranks().cell(c.rank, c.file);
    if (!c.symbol) {
      if (cell == kHole) return fail("expected '*' for the black hole e6, found a run of empty squares over it", c.column);
      return {};
    }
    if (c.symbol == '*') {
      if (cell != kHole) return fail("'*' is the black hole e6, found it on " + cell_name(cell), c.column);
      return {};
    }
    if (cell == kHole) return fail(std::string("expected '*' for the black hole e6, found '") + c.symbol + "'", c.column);
    if (c.symbol == '&') {
      if (!(kRestaurants & bit(cell)))
        return fail("'&' (both Hitchhikers) only on a restaurant, e1 or e11, found it on " + cell_name(cell), c.column);
      if (p.hitch[White] >= 0 || p.hitch[Black] >= 0) return fail("more than one Hitchhiker of a side", c.column);
      p.hitch[White] = p.hitch[Black] = static_cast<std::int8_t>(cell);
      return {};
    }
    const bool upper = c.symbol >= 'A' && c.symbol <= 'Z';
    const PieceInfo* info = piece_of_letter(static_cast<char>(upper ? c.symbol : c.symbol - 'a' + 'A'));
    const Player owner = upper ? White : Black;
    if (info->type == Hitchhiker) {
      if (p.hitch[owner] >= 0) return fail("more than one " + player_name(owner) + " Hitchhiker", c.column);
      p.hitch[owner] = static_cast<std::int8_t>(cell);
    } else {
      p.put(owner, info->type, cell);
    }
    return {};
  });
}

// Nothing is ever promoted or dropped: no side has more of a type than the setup.
Result<void> check_material(const Position& p, Player owner, int column) {
  for (const auto& info : kPieces) {
    if (info.type == Hitchhiker) continue;
    if (std::popcount(p.pieces(owner, info.type)) > info.most)
      return fail("impossible material: " + player_name(owner) + " has more than " + std::to_string(info.most) + " " +
                      std::string(info.name) + (info.most > 1 ? "s" : ""),
                  column);
  }
  return {};
}

}  // namespace

Result<Position> Rules::parse_position(std::string_view text) const {
  std::vector<Field> fields;
  if (auto r = position_fields(text, "a Hitchhiker position", fields); !r) return r.error();
  Position p;
  if (auto r = parse_placement(p, fields[0]); !r) return r.error();
  const int end = static_cast<int>(text.size()) + 1;
  if (fields.size() < 2) return fail("expected side to move (w or b)", end);
  if (fields[1].text != "w" && fields[1].text != "b")
    return fail("expected side to move (w or b), found '" + std::string(fields[1].text) + "'", fields[1].column);
  p.side = fields[1].text == "w" ? White : Black;
  if (fields.size() < 3) return fail("expected the just-moved Sun's square or -", end);
  if (fields.size() > 3)
    return fail("unexpected text after the just-moved Sun field: '" + std::string(fields[3].text) + "'", fields[3].column);

  for (const Player owner : {White, Black})
    if (auto r = check_material(p, owner, fields[0].column); !r) return r.error();
  // HC-13: a Hitchhiker missing (vaporized) or on the opposite restaurant means its game
  // is over: only one player can have won, and the loser is to move.
  if (p.hitch[White] < 0 && p.hitch[Black] < 0) return fail("expected at least one Hitchhiker, found none", fields[0].column);
  const bool white_won = p.hitch[Black] < 0 || p.reached_restaurant(White);
  const bool black_won = p.hitch[White] < 0 || p.reached_restaurant(Black);
  if (white_won && black_won) return fail("impossible position: both players have won", fields[0].column);
  if ((white_won && p.side == White) || (black_won && p.side == Black))
    return fail(player_name(p.side) + " has won (HC-13), so " + player_name(~p.side) + " is to move", fields[1].column);

  if (fields[2].text != "-") {
    const int sun = find_cell(fields[2].text);
    if (sun < 0 || !(p.pieces(~p.side, Sun) & bit(sun)))
      return fail("expected the square of the " + player_name(~p.side) + " Sun that has just moved, or -, found '" +
                      std::string(fields[2].text) + "'",
                  fields[2].column);
    p.sun_just_moved = true;
  }
  return p;
}

std::string Rules::format_position(const Position& p) const {
  std::string out = write_ranks(ranks().shape, [&](int rank, int file) {
    const int cell = ranks().cell(rank, file);
    if (cell == kHole) return '*';
    if (p.hitch[White] == cell && p.hitch[Black] == cell) return '&';
    if (p.hitch[White] == cell || p.hitch[Black] == cell) return p.hitch[White] == cell ? 'H' : 'h';
    const PieceType t = p.type_on(cell);
    if (t == NoPiece) return '\0';
    const char letter = kPieces[t].letter;
    return (p.by_player[Black] & bit(cell)) ? static_cast<char>(letter - 'A' + 'a') : letter;
  });
  out += p.side == White ? " w " : " b ";
  out += p.sun_just_moved ? cell_name(std::countr_zero(p.pieces(~p.side, Sun))) : "-";
  return out;
}

Result<std::string> Rules::put_piece(std::string_view position, std::string_view cell, int side, std::string_view letters) {
  const int c = find_cell(cell);
  if (c < 0) return fail("expected a cell of the board (HC-1), found '" + std::string(cell) + "'");
  // HC-10: `&`, both Hitchhikers on one restaurant, is no side's piece: written as it is.
  auto symbol = letters == "&" ? Result<char>('&') : cased_symbol(side, letters);
  if (!symbol) return symbol.error();
  const int rank = kTables.rank[c];
  return put_in_ranks(position, {0, 11 - rank, c - ranks().first[rank]}, *symbol);
}

}  // namespace dt::hitchhiker
