// FEN (FIDE Laws appendix C / the PGN standard's 16.1), with the refusal of positions
// that cannot arise in a game (specs/orthodox.yaml, position.*).
#include "orthodox/fen_fields.hpp"
#include "orthodox/orthodox.hpp"

namespace dt::orthodox {

namespace {

using namespace fen;

}  // namespace

Result<void> fen::parse_en_passant(Position& p, const Field& f) {
  if (f.text == "-") return {};
  if (!Rules::valid_cell(f.text))
    return fail("expected en passant square (a square such as e3, or -), found '" + std::string(f.text) + "'", f.column);
  const Square ep = make_square(f.text[0] - 'a', f.text[1] - '1');
  const Player mover = p.side, passer = ~p.side;
  const int up = passer == White ? 8 : -8;  // the direction the passing pawn went
  const int expected_rank = passer == White ? 2 : 5;
  if (rank_of(ep) != expected_rank || !(p.pieces(passer, Pawn) & bb(ep + up)) || (p.occupied() & bb(ep)) ||
      (p.occupied() & bb(ep - up)))
    return fail("en passant square " + std::string(f.text) + " needs an empty square behind a " +
                    player_name(passer) + " pawn that has just moved two squares",
                f.column);
  // Kept only when a pawn of the side to move could take en passant (see make_move).
  if (kTables.pawn[passer][ep] & p.pieces(mover, Pawn)) p.en_passant = static_cast<std::int8_t>(ep);
  return {};
}

std::string square_name(Square s) { return {static_cast<char>('a' + file_of(s)), static_cast<char>('1' + rank_of(s))}; }

// A right whose king or rook stands elsewhere is refused, and the error says where such
// a right is read: X-FEN and Shredder-FEN files (python-chess's tricky.perft) hold
// Chess960 positions (position.castling-rights-consistent).
Result<Position> Rules::parse_position(std::string_view fen) const {
  return parse_fen(fen, [](Position& p, const Field& f) -> Result<void> {
    auto r = parse_castling(p, f);
    if (!r && r.error().what.starts_with("castling right "))
      return fail(r.error().what + " (a right of another king or rook is Chess960's: variant chess960)", r.error().column);
    return r;
  });
}

Result<Position> fen::parse_fen(std::string_view fen, const CastlingReader& read_castling) {
  std::vector<Field> fields;
  if (auto r = position_fields(fen, "a FEN position", fields); !r) return r.error();
  Position p;
  if (auto r = parse_placement(p, fields[0]); !r) return r.error();
  if (auto r = parse_frame(p, fields, fen.size(), "a square such as e3, or -"); !r) return r.error();
  for (Player c : {White, Black})
    if (std::popcount(p.pieces(c, King)) != 1)
      return fail(std::string("expected exactly one ") + player_name(c) + " king, found " +
                      std::to_string(std::popcount(p.pieces(c, King))),
                  fields[0].column);
  for (Player c : {White, Black})
    if (auto r = check_material(army(p, c), c); !r) return fail(r.error().what, fields[0].column);
  if (p.by_type[Pawn] & (kRank1 | kRank8))
    return fail("pawn on rank 1 or 8 (on " + square_name(lsb(p.by_type[Pawn] & (kRank1 | kRank8))) + ")", fields[0].column);
  if (attackers(p, p.king(~p.side), p.side, p.occupied()))
    return fail("the side not to move is in check", fields[1].column);
  if (auto r = read_castling(p, fields[2]); !r) return r.error();
  if (auto r = parse_en_passant(p, fields[3]); !r) return r.error();
  return p;
}

std::string Rules::format_position(const Position& p) const {
  std::string castling;
  for (int k = 0; k < 4; ++k)
    if (p.castling & (1U << k)) castling += "KQkq"[k];
  return format_fen(p, castling);
}

std::string fen::format_fen(const Position& p, std::string_view castling) {
  std::string out = format_placement(p);
  out += p.side == White ? " w " : " b ";
  out += castling.empty() ? "-" : castling;
  out += ' ';
  out += p.en_passant >= 0 ? square_name(p.en_passant) : "-";
  out += ' ' + std::to_string(p.halfmove) + ' ' + std::to_string(p.fullmove);
  return out;
}

Result<std::string> Rules::put_piece(std::string_view position, std::string_view cell, int side, std::string_view letters) {
  return orthodox::fen::put_piece(position, cell, side, letters);
}

}  // namespace dt::orthodox
