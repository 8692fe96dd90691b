// The squares of every Chess960 castling (castling.hpp), from orthodox's tables, which
// are constants: this table is filled before any position is read.
#include "chess960/castling.hpp"

namespace dt::chess960 {

namespace {

// The squares from file `a` to file `b` of `rank`, both included.
Bitboard rank_span(int rank, int a, int b) {
  const Square from = orthodox::make_square(a, rank), to = orthodox::make_square(b, rank);
  return orthodox::kTables.between[from][to] | orthodox::bb(from) | orthodox::bb(to);
}

CastlingPath castling_path(Player c, int king, int rook) {
  const int rank = c == orthodox::White ? 0 : 7;
  const bool short_side = rook > king;
  const int king_to = orthodox::file_of(king_target(c, short_side));
  const int rook_to = orthodox::file_of(rook_target(c, short_side));
  const Bitboard pieces = orthodox::bb(orthodox::make_square(king, rank)) | orthodox::bb(orthodox::make_square(rook, rank));
  CastlingPath path;
  path.king_path = rank_span(rank, king, king_to);
  path.clear = (path.king_path | rank_span(rank, rook, rook_to)) & ~pieces;
  path.reach = orthodox::reach_of(orthodox::kTables, path.king_path | orthodox::kTables.king[orthodox::make_square(king, rank)]);
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
