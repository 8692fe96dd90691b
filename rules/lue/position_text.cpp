// The one-line position notation (LU-8), four fields:
//   placement  the 7 ranks from rank 7 down to rank 1, files a-f, a digit for a run of
//              empty squares; A/z the royals (Arthur Dent, Zaphod Beeblebrox), L U E F W M
//              White's other pieces, l u e f w m Black's;
//   side       w or b;
//   sub-move   `only` (White's very first turn, one sub-move), `1` (first of two) or
//              `2:SQ` (second, SQ = the square of the piece that made the first);
//   previous   the placement before the previous sub-move (LU-5), or `-` (always with `only`).
// Positions no game reaches are refused as specs/lue.yaml's position.impossible lists.
// Start: "weuzlf/mmmmmm/6/6/6/MMMMMM/WEUALF w only -".
#include <string>
#include <vector>

#include "core/cell_edit.hpp"
#include "core/fields.hpp"
#include "core/placement.hpp"
#include "lue/lue.hpp"

namespace dt::lue {

namespace {


char letter(Piece pc) { return owner_of(pc) == White ? kPieces[type_of(pc)].white : kPieces[type_of(pc)].black; }

// Ranks 7 to 1, files a-f. 'a' and 'Z' are handed over too, to be refused with a word
// on the royals' letters.
const RankShape& shape() {
  static const RankShape kShape{std::vector<int>(kRanks, kFiles), "ALUEFWMzluefwmaZ", "A L U E F W M, z l u e f w m"};
  return kShape;
}

int cell_of(int written_rank, int file) { return (kRanks - 1 - written_rank) * kFiles + file; }

Result<Placement> parse_placement(const Field& f) {
  Placement board{};
  auto read = read_ranks(f, shape(), [&](const CellText& c) -> Result<void> {
    if (!c.symbol) return {};
    if (c.symbol == 'a' || c.symbol == 'Z')
      return fail(std::string("the royals are A (Arthur Dent, White) and z (Zaphod Beeblebrox, Black), found '") + c.symbol + "'",
                  c.column);
    for (const auto& info : kPieces) {
      if (c.symbol == info.white) board[static_cast<std::size_t>(cell_of(c.rank, c.file))] = make_piece(White, info.type);
      if (c.symbol == info.black) board[static_cast<std::size_t>(cell_of(c.rank, c.file))] = make_piece(Black, info.type);
    }
    return {};
  });
  if (!read) return read.error();
  return board;
}

// LU-1, LU-4: nothing is ever added, so a side has at most 12 pieces and one royal; a
// Marvin never stands on its last rank (it promotes on arrival).
Result<void> check_placement(const Placement& board, int column) {
  for (const Player owner : {White, Black}) {
    int pieces = 0, royals = 0;
    for (int c = 0; c < kCells; ++c) {
      const Piece pc = board[static_cast<std::size_t>(c)];
      if (pc == kEmpty || owner_of(pc) != owner) continue;
      ++pieces;
      if (type_of(pc) == Royal) ++royals;
      if (type_of(pc) == Marvin && (kTables.last_rank[owner] & bit(c)))
        return fail("a " + player_name(owner) + " Marvin on " + cell_name(c) + ", its last rank, would have promoted (LU-4)", column);
    }
    if (pieces > 12) return fail("impossible material: " + player_name(owner) + " has more than 12 pieces", column);
    if (royals > 1) return fail("impossible material: " + player_name(owner) + " has more than one royal", column);
  }
  return {};
}

std::string format_placement(const Placement& board) {
  return write_ranks(shape(), [&](int rank, int file) {
    const Piece pc = board[static_cast<std::size_t>(cell_of(rank, file))];
    return pc == kEmpty ? '\0' : letter(pc);
  });
}

}  // namespace

Result<Position> Rules::parse_position(std::string_view text) const {
  std::vector<Field> fields;
  if (auto r = position_fields(text, "a Life, the Universe and Everything position", fields); !r) return r.error();
  const int end = static_cast<int>(text.size()) + 1;
  auto board = parse_placement(fields[0]);
  if (!board) return board.error();
  if (auto r = check_placement(*board, fields[0].column); !r) return r.error();
  Position p;
  for (int c = 0; c < kCells; ++c)
    if (const Piece pc = (*board)[static_cast<std::size_t>(c)]; pc != kEmpty) p.put(c, pc);
  if (!p.has_royal(White) && !p.has_royal(Black)) return fail("expected at least one royal, found none", fields[0].column);

  if (fields.size() < 2) return fail("expected side to move (w or b)", end);
  if (fields[1].text != "w" && fields[1].text != "b")
    return fail("expected side to move (w or b), found '" + std::string(fields[1].text) + "'", fields[1].column);
  p.side = fields[1].text == "w" ? White : Black;

  if (fields.size() < 3) return fail("expected the sub-move (only, 1 or 2:SQUARE)", end);
  const Field& sub = fields[2];
  if (sub.text == "only") {
    if (p.side != White) return fail("'only' is White's first turn (LU-2), but black is to move", sub.column);
    p.opening = true;
  } else if (sub.text.starts_with("2:")) {
    const int cell = find_cell(sub.text.substr(2));
    if (cell < 0 || !(p.by_player[p.side] & bit(cell)))
      return fail("expected 2:SQUARE with the square of a " + player_name(p.side) + " piece (the first sub-move's), found '" +
                      std::string(sub.text) + "'",
                  sub.column);
    p.second = true;
    p.first_mover = static_cast<std::int8_t>(cell);
  } else if (sub.text != "1") {
    return fail("expected the sub-move (only, 1 or 2:SQUARE), found '" + std::string(sub.text) + "'", sub.column);
  }

  if (fields.size() < 4) return fail("expected the placement before the previous sub-move, or -", end);
  if (fields.size() > 4)
    return fail("unexpected text after the previous placement: '" + std::string(fields[4].text) + "'", fields[4].column);
  if (fields[3].text != "-") {
    if (p.opening)
      return fail("'only' is White's first turn (LU-2): no sub-move came before it, so expected the previous placement -, found '" +
                      std::string(fields[3].text) + "'",
                  fields[3].column);
    auto previous = parse_placement(fields[3]);
    if (!previous) return previous.error();
    if (auto r = check_placement(*previous, fields[3].column); !r) return r.error();
    p.set_previous(*previous);
  }
  // LU-3: taking a royal ends the game at once, so the player who made the last sub-move
  // (the side to move after its first, the other side at a turn's start) still has its royal.
  if (const Player last = p.second ? p.side : ~p.side; !p.has_royal(last))
    return fail(player_name(last) + " has no royal, yet made the last sub-move: taking a royal ends the game (LU-3)",
                fields[0].column);
  // LU-2: a turn whose second sub-move has no legal move has already ended.
  if (p.second && !p.royal_captured()) {
    Move buffer[kMaxMoves];
    if (generate(p, buffer) == buffer)
      return fail("no legal second sub-move here, so the turn has ended (LU-2): write the next turn's '1'", sub.column);
  }
  return p;
}

std::string Rules::format_position(const Position& p) const {
  std::string out = format_placement(p.board);
  out += p.side == White ? " w " : " b ";
  if (p.opening) out += "only";
  else if (p.second) out += "2:" + cell_name(p.first_mover);
  else out += '1';
  out += ' ';
  out += p.has_previous ? format_placement(p.previous) : "-";
  return out;
}

Result<std::string> Rules::put_piece(std::string_view position, std::string_view cell, int side, std::string_view letters) {
  const int c = find_cell(cell);
  if (c < 0) return fail("expected a cell a1-f7, found '" + std::string(cell) + "'");
  auto symbol = cased_symbol(side, letters);
  if (!symbol) return symbol.error();
  return put_in_ranks(position, {0, kRanks - 1 - rank_of(c), file_of(c)}, *symbol);
}

}  // namespace dt::lue
