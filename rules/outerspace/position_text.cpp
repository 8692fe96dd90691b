// The one-line position (OS-11): six space-separated fields,
//
//   ORDINARY HYPERSPACE SIDE COUNTS NEBULAE NO-CAPTURE
//   cpnpc/1csc1/2c2/5/5/2C2/1CSC1/CPNPC g1G w 2a:0,2c:0 - 0
//
// ORDINARY lists ranks 8 to 1 of ordinary space, files a-e, FEN-style (digits count
// empty squares); HYPERSPACE lists 2a, 2b, 2c the same way. Letters are the seed's:
// C Star Cluster, P Planet, S Spaceship, G Galaxy, N Nebula; upper case is White (the
// army of ranks 1-3, OS-2) and lower case Black, as in FEN and the project's other
// variants (the seed's diagram has it the other way round). SIDE is the
// side to move (w, b). COUNTS gives n of every piece in hyperspace (OS-9, OS-13), as
// SQUARE:n in square order, or `-`. NEBULAE names the sides whose Nebula moved on their
// last turn (OS-8): `-`, `w`, `b` or `wb`. NO-CAPTURE counts plies since the last
// capture or shot (OS-14).
#include <algorithm>
#include <charconv>
#include <vector>

#include "core/cell_edit.hpp"
#include "core/fields.hpp"
#include "core/placement.hpp"
#include "core/text.hpp"
#include "outerspace/outerspace.hpp"

namespace dt::outerspace {

namespace {


std::string quoted(std::string_view s) {
  std::string out(1, '\'');
  out += s;
  out += '\'';
  return out;
}

// Upper case White, lower case Black (FEN's convention, not the seed diagram's).
Code piece_of(char ch) {
  for (const PieceInfo& info : kPieces) {
    if (info.type == NoPiece) continue;
    if (ch == info.letter) return code(White, info.type);
    if (ch == info.letter - 'A' + 'a') return code(Black, info.type);
  }
  return 0;
}

char letter_of(Code c) {
  const char upper = kPieces[type_of(c)].letter;
  return owner_of(c) == White ? upper : static_cast<char>(upper - 'A' + 'a');
}

// Ordinary space, ranks 8 to 1 (files a-e); hyperspace, one row 2a 2b 2c.
constexpr std::string_view kSymbols = "CPSGNcpsgn";
constexpr std::string_view kLetters = "C, P, S, G, N; upper case White";
const RankShape& ordinary_shape() {
  static const RankShape kShape{std::vector<int>(kRanks, kFiles), kSymbols, kLetters};
  return kShape;
}
const RankShape& hyperspace_shape() {
  static const RankShape kShape{{3}, kSymbols, kLetters, {}, "hyperspace"};
  return kShape;
}

Result<void> parse_boards(Position& p, const Field& ordinary, const Field& hyper) {
  auto ranks = read_ranks(ordinary, ordinary_shape(), [&](const CellText& c) -> Result<void> {
    if (c.symbol) p.put(square(c.file, kRanks - 1 - c.rank), piece_of(c.symbol));
    return {};
  });
  if (!ranks) return ranks;
  return read_ranks(hyper, hyperspace_shape(), [&](const CellText& c) -> Result<void> {
    if (c.symbol) p.put(k2a + c.file, piece_of(c.symbol));
    return {};
  });
}

// What no play reaches, with the column of the board it concerns.
Result<void> check_placement(const Position& p, int column, int hyper_column) {
  const Tables& b = kTables;
  constexpr int kMost[kPieceTypes] = {0, 5, 2, 1, 1, 1};
  std::array<std::array<int, kPieceTypes>, kPlayers> count{};
  for (int c = 0; c < kCells; ++c) {
    if (!p.cell[c]) continue;
    const PieceType t = type_of(p.cell[c]);
    ++count[static_cast<std::size_t>(owner_of(p.cell[c]))][t];
    if (in_hyperspace(c) && t != Galaxy && t != Spaceship)
      return fail("a " + std::string(kPieces[t].name) + " on " + cell_name(c) +
                      ": only Galaxies and Spaceships enter hyperspace (OS-9)",
                  hyper_column);
    if (b.ordinary_holes.test(c) && t == Spaceship)
      return fail("a Spaceship on the black hole " + cell_name(c) + ": no Spaceship ends a turn on one (OS-6)", column);
    if (b.ordinary_holes.test(c) && t == Planet && !p.cell[k2b])
      return fail("a Planet on the black hole " + cell_name(c) + " while 2b is empty is removed at once (OS-5)", column);
  }
  for (const Player x : {White, Black}) {
    const std::string side = x == White ? "White" : "Black";
    for (const PieceInfo& info : kPieces)
      if (info.type != NoPiece && count[static_cast<std::size_t>(x)][info.type] > kMost[info.type])
        return fail(side + " has more than " + std::to_string(kMost[info.type]) + " " + std::string(info.name) +
                        (kMost[info.type] == 1 ? "" : "s") + " (nothing is created)",
                    column);
    if (count[static_cast<std::size_t>(x)][Galaxy] != 1)
      return fail(side + " has no Galaxy (a Galaxy is never captured, OS-3)", column);
  }
  return {};
}

Result<int> parse_number(const Field& f, int most, const std::string& what) {
  int v = -1;
  const auto [end, ec] = std::from_chars(f.text.data(), f.text.data() + f.text.size(), v);
  if (f.text.empty() || ec != std::errc() || end != f.text.data() + f.text.size() || v < 0 || v > most)
    return fail("expected " + what + ", a number from 0 to " + std::to_string(most) + ", found " + quoted(f.text), f.column);
  return v;
}

// `line` with the counts field (the fourth) naming `cell` when `occupied` (its count kept,
// else 0) and not otherwise, the entries in cell order; the line as it was when it has
// no such field (the reader then says what is missing).
std::string with_count(std::string_view line, const std::string& cell, bool occupied) {
  const std::vector<Field> fields = split_fields(line);
  if (fields.size() < 4) return std::string(line);
  std::vector<std::string> entries;
  std::string own = cell + ":0";
  if (fields[3].text != "-")
    for (const Field& e : split_on(fields[3], ',')) {
      if (e.text.starts_with(cell + ":")) own = std::string(e.text);
      else entries.emplace_back(e.text);
    }
  if (occupied) entries.push_back(own);
  std::sort(entries.begin(), entries.end());
  return with_field(line, fields[3], entries.empty() ? std::string("-") : join(entries, ","));
}

Result<void> parse_counts(Position& p, const Field& f) {
  bool given[kCells] = {};  // by hyperspace square: n runs 0..255 (make.hpp stops it there), so no value is free to mark it
  if (f.text != "-") {
    for (const Field& e : split_on(f, ',')) {
      const auto colon = e.text.find(':');
      const auto sq = find_cell(e.text.substr(0, colon));
      if (colon == std::string_view::npos || !sq || !in_hyperspace(*sq))
        return fail("expected SQUARE:n for a piece in hyperspace (such as 2a:0), found " + quoted(e.text), e.column);
      if (!p.cell[*sq]) return fail("a count for the empty square " + cell_name(*sq), e.column);
      const Field number{e.text.substr(colon + 1), e.column + static_cast<int>(colon) + 1};
      auto n = parse_number(number, 255, "the turns in hyperspace");
      if (!n) return n.error();
      if (given[*sq]) return fail("two counts for " + cell_name(*sq), e.column);
      given[*sq] = true;
      p.n(*sq) = static_cast<std::uint8_t>(*n);
    }
  }
  for (int h = k2a; h <= k2c; ++h)
    if (p.cell[h] && !given[h])
      return fail("expected the count n of the piece on " + cell_name(h) + " (OS-11), such as " + cell_name(h) + ":0", f.column);
  return {};
}

}  // namespace

Result<Position> Rules::parse_position(std::string_view text) const {
  std::vector<Field> fields;
  if (auto r = position_fields(text, "an Outer Space position", fields); !r) return r.error();
  static constexpr const char* kExpected[] = {
      "expected hyperspace, 2a 2b 2c (such as g1G)",
      "expected the side to move (w or b)",
      "expected the hyperspace counts (such as 2a:0,2c:0, or -)",
      "expected the sides whose Nebula moved last turn (-, w, b or wb)",
      "expected the no-capture counter in plies (such as 0)"};
  if (fields.size() < 6) return fail(kExpected[fields.size() - 1], static_cast<int>(text.size()) + 1);
  if (fields.size() > 6) return fail("unexpected text after the no-capture counter: " + quoted(fields[6].text), fields[6].column);
  Position p;
  if (auto r = parse_boards(p, fields[0], fields[1]); !r) return r.error();
  if (auto r = check_placement(p, fields[0].column, fields[1].column); !r) return r.error();
  const std::string_view side = fields[2].text;
  if (side != "w" && side != "b") return fail("expected the side to move, w or b, found " + quoted(side), fields[2].column);
  p.side = side == "w" ? White : Black;
  // OS-10: only the side that just moved can have taken a Nebula.
  if (p.find(~p.side, Nebula) < 0)
    return fail(std::string(p.side == White ? "Black" : "White") +
                    " has no Nebula but has just moved: only the side to move can have lost it (OS-10)",
                fields[0].column);
  if (auto r = parse_counts(p, fields[3]); !r) return r.error();
  const std::string_view neb = fields[4].text;
  if (neb != "-" && neb != "w" && neb != "b" && neb != "wb")
    return fail("expected the sides whose Nebula moved on their last turn, -, w, b or wb, found " + quoted(neb), fields[4].column);
  p.nebula_moved[White] = neb.find('w') != std::string_view::npos;
  p.nebula_moved[Black] = neb.find('b') != std::string_view::npos;
  auto counter = parse_number(fields[5], 65535, "the no-capture counter in plies");
  if (!counter) return counter.error();
  p.no_capture = static_cast<std::uint16_t>(*counter);
  return p;
}

std::string Rules::format_position(const Position& p) const {
  const auto symbol = [&](int cell) { return p.cell[cell] ? letter_of(p.cell[cell]) : '\0'; };
  std::string out = write_ranks(ordinary_shape(), [&](int rank, int file) { return symbol(square(file, kRanks - 1 - rank)); });
  out += ' ';
  out += write_ranks(hyperspace_shape(), [&](int, int file) { return symbol(k2a + file); });
  out += p.side == White ? " w " : " b ";
  bool any = false;
  for (int h = k2a; h <= k2c; ++h) {
    if (!p.cell[h]) continue;
    if (any) out += ',';
    any = true;
    out += cell_name(h);
    out += ':';
    out += std::to_string(p.n(h));
  }
  if (!any) out += '-';
  out += ' ';
  if (p.nebula_moved[White]) out += 'w';
  if (p.nebula_moved[Black]) out += 'b';
  if (!p.nebula_moved[White] && !p.nebula_moved[Black]) out += '-';
  out += ' ';
  out += std::to_string(p.no_capture);
  return out;
}

// The ordinary board is the first field, hyperspace's three cells the second (OS-1). A
// piece put in hyperspace comes with its count n (OS-11), 0 unless the cell's piece had
// one, and a cell emptied there loses its count, so that the counts name the pieces in
// hyperspace as the reader asks.
Result<std::string> Rules::put_piece(std::string_view position, std::string_view cell, int side, std::string_view letters) {
  const auto c = find_cell(cell);
  if (!c) return fail("expected a cell of the board (OS-1), found '" + std::string(cell) + "'");
  auto symbol = cased_symbol(side, letters);
  if (!symbol) return symbol.error();
  const CellSpot spot = in_hyperspace(*c) ? CellSpot{1, 0, *c - k2a} : CellSpot{0, kRanks - 1 - rank_of(*c), file_of(*c)};
  auto placed = put_in_ranks(position, spot, *symbol);
  if (!placed || !in_hyperspace(*c)) return placed;
  return with_count(*placed, cell_name(*c), *symbol != '\0');
}

}  // namespace dt::outerspace
