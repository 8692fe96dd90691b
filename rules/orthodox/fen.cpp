// FEN (FIDE Laws appendix C / the PGN standard's 16.1), with the refusal of positions
// that cannot arise in a game (specs/orthodox.yaml, position.*).
#include <algorithm>
#include <charconv>
#include <vector>

#include "core/text.hpp"
#include "orthodox/orthodox.hpp"

namespace dt::orthodox {

namespace {

constexpr std::string_view kStart = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
constexpr std::string_view kPieceLetters = "pnbrqk";

Result<int> parse_counter(const Field& f, int min, const char* what) {
  int value = 0;
  const auto* end = f.text.data() + f.text.size();
  auto [ptr, ec] = std::from_chars(f.text.data(), end, value);
  if (ec != std::errc{} || ptr != end || value < min || value > 65535 || f.text[0] == '+')
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

Result<void> parse_en_passant(Position& p, const Field& f) {
  if (f.text == "-") return {};
  if (!Rules::valid_cell(f.text))
    return fail("expected en passant square (a square such as e3, or -), found '" + std::string(f.text) + "'", f.column);
  const Square ep = make_square(f.text[0] - 'a', f.text[1] - '1');
  const Color mover = p.side, passer = ~p.side;
  const int up = passer == White ? 8 : -8;  // the direction the passing pawn went
  const int expected_rank = passer == White ? 2 : 5;
  if (rank_of(ep) != expected_rank || !(p.pieces(passer, Pawn) & bb(ep + up)) || (p.occupied() & bb(ep)) ||
      (p.occupied() & bb(ep - up)))
    return fail("en passant square " + std::string(f.text) + " needs an empty square behind a " +
                    (passer == White ? "white" : "black") + " pawn that has just moved two squares",
                f.column);
  // Kept only when a pawn of the side to move could take en passant (see make_move).
  if (kTables.pawn[passer][ep] & p.pieces(mover, Pawn)) p.en_passant = static_cast<std::int8_t>(ep);
  return {};
}

// A side has at most 16 pieces and 8 pawns, and no more promoted pieces than missing
// pawns. Besides refusing armies no game can reach, this bounds the moves of any
// accepted position (see Rules::max_moves).
Result<void> check_material(const Position& p, Color c) {
  const auto count = [&](PieceType t) { return std::popcount(p.pieces(c, t)); };
  const int promoted = std::max(0, count(Queen) - 1) + std::max(0, count(Rook) - 2) + std::max(0, count(Bishop) - 2) +
                       std::max(0, count(Knight) - 2);
  if (std::popcount(p.by_color[c]) > 16 || count(Pawn) > 8 || promoted > 8 - count(Pawn))
    return fail(std::string("impossible material for ") + (c == White ? "white" : "black") +
                ": expected at most 16 pieces, 8 pawns, and no more promoted pieces than missing pawns");
  return {};
}

}  // namespace

std::string square_name(Square s) { return {static_cast<char>('a' + file_of(s)), static_cast<char>('1' + rank_of(s))}; }

Position Rules::start() const { return *parse_position(kStart); }

Result<Position> Rules::parse_position(std::string_view fen) const {
  const auto fields = split_fields(fen);
  if (fields.empty()) return fail("expected a FEN position, found nothing");
  Position p;
  if (auto r = parse_placement(p, fields[0]); !r) return r.error();
  // Fields are read in order; the first missing one is what the error names.
  static constexpr const char* kMissing[] = {"", "expected side to move (w or b)", "expected castling rights (a subset of KQkq, or -)",
                                             "expected en passant square (a square such as e3, or -)", "",
                                             "expected fullmove number (an integer from 1 to 65535)"};
  if (fields.size() >= 2 && fields[1].text != "w" && fields[1].text != "b")
    return fail("expected side to move (w or b), found '" + std::string(fields[1].text) + "'", fields[1].column);
  if (fields.size() > 6)
    return fail("unexpected text after the fullmove number: '" + std::string(fields[6].text) + "'", fields[6].column);
  if (fields.size() != 4 && fields.size() != 6) return fail(kMissing[fields.size()], static_cast<int>(fen.size()) + 1);
  p.side = fields[1].text == "w" ? White : Black;
  for (Color c : {White, Black})
    if (std::popcount(p.pieces(c, King)) != 1)
      return fail(std::string("expected exactly one ") + (c == White ? "white" : "black") + " king, found " +
                      std::to_string(std::popcount(p.pieces(c, King))),
                  fields[0].column);
  for (Color c : {White, Black})
    if (auto r = check_material(p, c); !r) return fail(r.error().what, fields[0].column);
  if (p.by_type[Pawn] & (kRank1 | kRank8))
    return fail("pawn on rank 1 or 8 (on " + square_name(lsb(p.by_type[Pawn] & (kRank1 | kRank8))) + ")", fields[0].column);
  if (attackers(p, p.king(~p.side), p.side, p.occupied()))
    return fail("the side not to move is in check", fields[1].column);
  if (auto r = parse_castling(p, fields[2]); !r) return r.error();
  if (auto r = parse_en_passant(p, fields[3]); !r) return r.error();
  if (fields.size() == 6) {
    auto half = parse_counter(fields[4], 0, "halfmove clock (an integer from 0 to 65535)");
    if (!half) return half.error();
    auto full = parse_counter(fields[5], 1, "fullmove number (an integer from 1 to 65535)");
    if (!full) return full.error();
    p.halfmove = static_cast<std::uint16_t>(*half);
    p.fullmove = static_cast<std::uint16_t>(*full);
  }
  return p;
}

std::string Rules::format_position(const Position& p) const {
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
  out += p.side == White ? " w " : " b ";
  if (!p.castling) out += '-';
  for (int k = 0; k < 4; ++k)
    if (p.castling & (1U << k)) out += "KQkq"[k];
  out += ' ';
  out += p.en_passant >= 0 ? square_name(p.en_passant) : "-";
  out += ' ' + std::to_string(p.halfmove) + ' ' + std::to_string(p.fullmove);
  return out;
}

}  // namespace dt::orthodox
