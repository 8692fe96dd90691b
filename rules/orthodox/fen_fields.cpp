// Reading the fields of a FEN line (see fen_fields.hpp).
#include "orthodox/fen_fields.hpp"

#include <algorithm>
#include <bit>
#include <charconv>
#include <limits>
#include <string>

#include "core/cell_edit.hpp"
#include "core/placement.hpp"
#include "orthodox/orthodox.hpp"

namespace dt::orthodox::fen {

// from_chars refuses what the type cannot hold, which is exactly what is past kMaxClock.
static_assert(kMaxClock == std::numeric_limits<std::uint32_t>::max());

Result<std::uint32_t> parse_counter(const Field& f, std::uint32_t min, const char* what) {
  std::uint32_t value = 0;
  const auto* end = f.text.data() + f.text.size();
  auto [ptr, ec] = std::from_chars(f.text.data(), end, value);
  if (ec != std::errc{} || ptr != end || value < min || f.text[0] == '+')
    return fail(std::string("expected ") + what + ", found '" + std::string(f.text) + "'", f.column);
  return value;
}

namespace {

// Ranks 8 to 1, files a-h (PGN standard 16.1.3.1). Built on first use, so a position
// read while other files' statics are built finds it ready.
const RankShape& shape() {
  static const RankShape kShape{{8, 8, 8, 8, 8, 8, 8, 8}, "PNBRQKpnbrqk", "PNBRQKpnbrqk"};
  return kShape;
}

}  // namespace

Result<void> parse_placement(Position& p, const Field& f) {
  return read_ranks(f, shape(), [&](const CellText& c) -> Result<void> {
    if (!c.symbol) return {};
    const auto lower = static_cast<char>(c.symbol | 0x20);
    p.put(c.symbol == lower ? Black : White, static_cast<PieceType>(kPieceLetters.find(lower)), make_square(c.file, 7 - c.rank));
    return {};
  });
}

Result<void> parse_castling(Position& p, const Field& f) {
  if (f.text == "-") return {};
  constexpr std::string_view kLetters = "KQkq";
  for (std::size_t i = 0; i < f.text.size(); ++i) {
    const auto k = kLetters.find(f.text[i]);
    const int column = f.column + static_cast<int>(i);
    if (k == std::string_view::npos)
      return fail("expected castling rights (a subset of KQkq, or -), found '" + std::string(f.text) + "'", column);
    if (p.castling & (1U << k)) return fail(std::string("castling right ") + f.text[i] + " given twice", column);
    p.castling |= static_cast<std::uint8_t>(1U << k);
    const Player c = k < 2 ? White : Black;
    const Square king = c == White ? 4 : 60;
    const Square rook = (k % 2 == 0) ? king + 3 : king - 4;
    if (!(p.pieces(c, King) & bb(king)) || !(p.pieces(c, Rook) & bb(rook)))
      return fail(std::string("castling right ") + f.text[i] + " needs the " + player_name(c) +
                      " king on " + square_name(king) + " and rook on " + square_name(rook),
                  column);
  }
  return {};
}

Result<Player> parse_side(const Field& f) {
  if (f.text != "w" && f.text != "b") return fail("expected side to move (w or b), found '" + std::string(f.text) + "'", f.column);
  return f.text == "w" ? White : Black;
}

Result<void> parse_frame(Position& p, const std::vector<Field>& fields, std::size_t text_size, std::string_view en_passant) {
  if (fields.size() >= 2) {
    auto side = parse_side(fields[1]);
    if (!side) return side.error();
    p.side = *side;
  }
  if (fields.size() > 6)
    return fail("unexpected text after the fullmove number: '" + std::string(fields[6].text) + "'", fields[6].column);
  // Fields are read in order; the first missing one is what the error names.
  const int end = static_cast<int>(text_size) + 1;
  switch (fields.size()) {
    case 1: return fail("expected side to move (w or b)", end);
    case 2: return fail("expected castling rights (a subset of KQkq, or -)", end);
    case 3: return fail("expected en passant square (" + std::string(en_passant) + ")", end);
    case 5: return fail("expected fullmove number (an integer from 1 to 4294967295)", end);
    default: break;
  }
  if (fields.size() == 6) {
    auto half = parse_counter(fields[4], 0, "halfmove clock (an integer from 0 to 4294967295)");
    if (!half) return half.error();
    auto full = parse_counter(fields[5], 1, "fullmove number (an integer from 1 to 4294967295)");
    if (!full) return full.error();
    p.halfmove = *half;
    p.fullmove = *full;
  }
  return {};
}

Army army(const Position& p, Player c) {
  Army out{};
  for (int t = Pawn; t <= King; ++t) out[t] = std::popcount(p.pieces(c, static_cast<PieceType>(t)));
  return out;
}

Result<void> check_material(const Army& a, Player c) {
  int total = 0;
  for (int n : a) total += n;
  const int promoted = std::max(0, a[Queen] - 1) + std::max(0, a[Rook] - 2) + std::max(0, a[Bishop] - 2) +
                       std::max(0, a[Knight] - 2);
  if (total > 16 || a[Pawn] > 8 || promoted > 8 - a[Pawn])
    return fail(std::string("impossible material for ") + player_name(c) +
                ": expected at most 16 pieces, 8 pawns, and no more promoted pieces than missing pawns");
  return {};
}

std::string format_placement(const Position& p) {
  return write_ranks(shape(), [&](int rank, int file) {
    const Square s = make_square(file, 7 - rank);
    const PieceType t = p.type_on(s);
    if (t == NoPiece) return '\0';
    const char letter = kPieceLetters[t];
    return (p.by_player[White] & bb(s)) ? static_cast<char>(letter - 'a' + 'A') : letter;
  });
}

Result<std::string> put_piece(std::string_view fen, std::string_view cell, int side, std::string_view letters) {
  if (!Rules::valid_cell(cell)) return fail("expected a square a1-h8, found '" + std::string(cell) + "'");
  auto symbol = cased_symbol(side, letters);
  if (!symbol) return symbol.error();
  return put_in_ranks(fen, {0, '8' - cell[1], cell[0] - 'a'}, *symbol);
}

}  // namespace dt::orthodox::fen
