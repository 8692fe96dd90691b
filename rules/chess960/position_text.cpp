// X-FEN and Shredder-FEN (FR-3): FEN whose castling field names each right's rook by
// side (K, Q: the outermost rook on that side of the king) or by file (A-H, a-h). The
// rest of the line, with its refusals of impossible positions, is orthodox's.
#include <cctype>

#include "chess960/castling.hpp"
#include "chess960/chess960.hpp"
#include "orthodox/fen_fields.hpp"

namespace dt::chess960 {

namespace {

using orthodox::bb;
using orthodox::file_of;
using orthodox::make_square;
using orthodox::rank_of;
using orthodox::square_name;

constexpr std::string_view kExpected = "castling rights (KQkq, rook files A-H and a-h, or -)";

// The castling rook of a K or Q right: the rook of `c` on its back rank furthest from
// the king on that side, or kNoSquare.
Square outermost_rook(const orthodox::Position& b, Player c, bool short_side) {
  const Square king = b.king(c);
  const Bitboard rooks = b.pieces(c, orthodox::Rook);
  const Square corner = make_square(short_side ? 7 : 0, rank_of(king));
  for (Square s = corner; s != king; s += short_side ? -1 : 1)
    if (rooks & bb(s)) return s;
  return orthodox::kNoSquare;
}

Result<void> read_right(const orthodox::Position& b, char letter, int column, Position& out) {
  const Player c = std::isupper(static_cast<unsigned char>(letter)) ? orthodox::White : orthodox::Black;
  const char lower = static_cast<char>(std::tolower(static_cast<unsigned char>(letter)));
  const int back = c == orthodox::White ? 0 : 7;
  const Square king = b.king(c);
  const std::string right = "castling right " + std::string(1, letter);
  if (rank_of(king) != back)
    return fail(right + " needs the " + orthodox::player_name(c) + " king on rank " + std::to_string(back + 1) + ", found it on " +
                    square_name(king),
                column);
  Square rook = orthodox::kNoSquare;
  bool short_side = lower == 'k';
  if (lower == 'k' || lower == 'q') {
    rook = outermost_rook(b, c, short_side);
    if (rook == orthodox::kNoSquare)
      return fail(right + " needs a " + orthodox::player_name(c) + " rook on rank " + std::to_string(back + 1) + " on the king's " +
                      (short_side ? "h" : "a") + "-side",
                  column);
  } else {
    rook = make_square(lower - 'a', back);
    short_side = file_of(rook) > file_of(king);
    if (!(b.pieces(c, orthodox::Rook) & bb(rook)) || rook == king)
      return fail(right + " needs a " + orthodox::player_name(c) + " rook on " + square_name(rook), column);
  }
  const int i = right_index(c, short_side);
  if (out.castling & (1U << i))
    return fail(right + " names the " + orthodox::player_name(c) + " " + (short_side ? "h" : "a") + "-side right a second time", column);
  out.castling |= static_cast<std::uint8_t>(1U << i);
  out.rook[i] = static_cast<std::int8_t>(rook);
  out.clear[i] = kCastlingPaths[c][file_of(king)][file_of(rook)].clear;
  out.rights_squares |= bb(king) | bb(rook);
  return {};
}

Result<void> read_castling(const orthodox::Position& b, const Field& f, Position& out) {
  if (f.text == "-") return {};
  for (std::size_t i = 0; i < f.text.size(); ++i) {
    const char letter = f.text[i];
    const char lower = static_cast<char>(std::tolower(static_cast<unsigned char>(letter)));
    const int column = f.column + static_cast<int>(i);
    if (lower != 'k' && lower != 'q' && (lower < 'a' || lower > 'h'))
      return fail("expected " + std::string(kExpected) + ", found '" + std::string(f.text) + "'", column);
    if (auto r = read_right(b, letter, column, out); !r) return r;
  }
  return {};
}

}  // namespace

Result<Position> Rules::parse_position(std::string_view text) const {
  Position out;
  auto board = orthodox::fen::parse_fen(text, [&](orthodox::Position& b, const Field& f) { return read_castling(b, f, out); });
  if (!board) return board.error();
  out.board = *board;
  return out;
}

// X-FEN: K or Q when the right's rook is the outermost on its side, else its file.
std::string Rules::format_position(const Position& p) const {
  std::string castling;
  for (int i = 0; i < kRights; ++i) {
    if (!(p.castling & (1U << i))) continue;
    const Player c = static_cast<Player>(i / 2);
    const bool short_side = i % 2 == 0;
    const char letter = p.rook[i] == outermost_rook(p.board, c, short_side) ? (short_side ? 'k' : 'q')
                                                                            : static_cast<char>('a' + file_of(p.rook[i]));
    castling += c == orthodox::White ? static_cast<char>(std::toupper(letter)) : letter;
  }
  return orthodox::fen::format_fen(p.board, castling);
}

Result<std::string> Rules::put_piece(std::string_view position, std::string_view cell, int side, std::string_view letters) {
  return orthodox::fen::put_piece(position, cell, side, letters);
}

}  // namespace dt::chess960
