// Reading the fields of a FEN line (see fen_fields.hpp).
#include "orthodox/fen_fields.hpp"

#include <algorithm>
#include <bit>
#include <charconv>
#include <limits>
#include <string>

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

Result<void> parse_placement(Position& p, const Field& f) {
  int rank = 7, file = 0;
  for (std::size_t i = 0; i < f.text.size(); ++i) {
    const char c = f.text[i];
    const int column = f.column + static_cast<int>(i);
    if (c == '/') {
      if (file != 8) return fail("rank " + std::to_string(rank + 1) + " has " + std::to_string(file) + " squares, expected 8", column);
      if (--rank < 0) return fail("expected 8 ranks separated by '/', found more", column);
      file = 0;
    } else if (c >= '1' && c <= '8') {
      // Two digits in a row ("44") are not FEN: one run of empty squares is one digit.
      if (i > 0 && f.text[i - 1] >= '1' && f.text[i - 1] <= '8')
        return fail(std::string("expected a piece letter or '/' after a digit, found '") + c + "'", column);
      file += c - '0';
      if (file > 8) return fail("rank " + std::to_string(rank + 1) + " has more than 8 squares, expected 8", column);
    } else {
      const auto lower = static_cast<char>(c | 0x20);
      const auto type = kPieceLetters.find(lower);
      if (type == std::string_view::npos || !((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')))
        return fail(std::string("expected a piece letter (PNBRQKpnbrqk), a digit 1-8 or '/', found '") + c + "'", column);
      if (file > 7) return fail("rank " + std::to_string(rank + 1) + " has more than 8 squares, expected 8", column);
      p.put(c == lower ? Black : White, static_cast<PieceType>(type), make_square(file, rank));
      ++file;
    }
  }
  if (rank != 0) return fail("expected 8 ranks separated by '/', found " + std::to_string(8 - rank), f.column);
  if (file != 8) return fail("rank 1 has " + std::to_string(file) + " squares, expected 8", f.column + static_cast<int>(f.text.size()) - 1);
  return {};
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
    const Color c = k < 2 ? White : Black;
    const Square king = c == White ? 4 : 60;
    const Square rook = (k % 2 == 0) ? king + 3 : king - 4;
    if (!(p.pieces(c, King) & bb(king)) || !(p.pieces(c, Rook) & bb(rook)))
      return fail(std::string("castling right ") + f.text[i] + " needs the " + (c == White ? "white" : "black") +
                      " king on " + square_name(king) + " and rook on " + square_name(rook),
                  column);
  }
  return {};
}

Result<Color> parse_side(const Field& f) {
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

Army army(const Position& p, Color c) {
  Army out{};
  for (int t = Pawn; t <= King; ++t) out[t] = std::popcount(p.pieces(c, static_cast<PieceType>(t)));
  return out;
}

Result<void> check_material(const Army& a, Color c) {
  int total = 0;
  for (int n : a) total += n;
  const int promoted = std::max(0, a[Queen] - 1) + std::max(0, a[Rook] - 2) + std::max(0, a[Bishop] - 2) +
                       std::max(0, a[Knight] - 2);
  if (total > 16 || a[Pawn] > 8 || promoted > 8 - a[Pawn])
    return fail(std::string("impossible material for ") + (c == White ? "white" : "black") +
                ": expected at most 16 pieces, 8 pawns, and no more promoted pieces than missing pawns");
  return {};
}

std::string format_placement(const Position& p) {
  std::string out;
  for (int rank = 7; rank >= 0; --rank) {
    int empty = 0;
    for (int file = 0; file < 8; ++file) {
      const Square s = make_square(file, rank);
      const PieceType t = p.type_on(s);
      if (t == NoPiece) { ++empty; continue; }
      if (empty) out += static_cast<char>('0' + empty), empty = 0;
      const char letter = kPieceLetters[t];
      out += (p.by_color[White] & bb(s)) ? static_cast<char>(letter - 'a' + 'A') : letter;
    }
    if (empty) out += static_cast<char>('0' + empty);
    if (rank) out += '/';
  }
  return out;
}

}  // namespace dt::orthodox::fen
