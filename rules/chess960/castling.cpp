// The squares of every Chess960 castling (castling.hpp), from orthodox's tables, which
// are constants: this table is filled before any position is read.
#include "chess960/castling.hpp"

namespace dt::chess960 {

namespace {

// The squares from file `a` to file `b` of `rank`, both included.
Bitboard rank_span(int rank, int a, int b) {
  Bitboard span = 0;
  for (int f = std::min(a, b); f <= std::max(a, b); ++f) span |= orthodox::bb(orthodox::make_square(f, rank));
  return span;
}

CastlingPath castling_path(Player c, int king, int rook) {
  const orthodox::Tables& t = orthodox::kTables;
  const int rank = c == orthodox::White ? 0 : 7;
  const bool short_side = rook > king;
  const int king_to = orthodox::file_of(king_target(c, short_side));
  const int rook_to = orthodox::file_of(rook_target(c, short_side));
  const Bitboard pieces = orthodox::bb(orthodox::make_square(king, rank)) | orthodox::bb(orthodox::make_square(rook, rank));
  CastlingPath path;
  path.king_path = rank_span(rank, king, king_to);
  path.clear = (path.king_path | rank_span(rank, rook, rook_to)) & ~pieces;
  for (Bitboard b = path.king_path; b;) {
    const Square s = orthodox::pop_lsb(b);
    path.reach.knights |= t.knight[s];
    path.reach.bishop_lines |= t.bishop_ray[s];
    path.reach.rook_lines |= t.rook_ray[s];
  }
  return path;
}

}  // namespace

const CastlingPaths kCastlingPaths = [] {
  CastlingPaths paths{};
  for (const Player c : {orthodox::White, orthodox::Black})
    for (int king = 0; king < 8; ++king)
      for (int rook = 0; rook < 8; ++rook) paths[c][king][rook] = castling_path(c, king, rook);
  return paths;
}();

}  // namespace dt::chess960
