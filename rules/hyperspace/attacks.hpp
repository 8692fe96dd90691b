// Check (HY-9, HY-15) and the attack of castling (HY-14). A piece gives check only if
// it could capture the king on its owner's next turn: by an adjacent ordinary move, or
// by dropping on the king's square at the end of that turn. Knights and distant pieces
// cannot (their moves are launches that take at least one more turn) unless jumps are
// optional, where an orthodox move is also an ordinary move (HY-11; specs/hyperspace.yaml).
#pragma once

#include "../orthodox/movegen_pawns.hpp"
#include "types.hpp"

namespace dt::hyperspace {

// Pieces of `by` on the board (`them` masks which of them are still there) that could
// capture on `s` by an ordinary move: every piece type steps to a neighbour along its
// own lines; a pawn only diagonally forward.
inline Bitboard adjacent_attackers(const orthodox::Position& b, Square s, Player by, Bitboard them) {
  const orthodox::Tables& t = orthodox::kTables;
  const Bitboard near = t.king[s];
  const Bitboard along_rank_file = near & t.rook_ray[s], along_diagonal = near & t.bishop_ray[s];
  return ((near & (b.by_type[King] | b.by_type[Queen])) | (along_rank_file & b.by_type[Rook]) |
          (along_diagonal & b.by_type[Bishop]) | (t.pawn[~by][s] & b.by_type[Pawn])) &
         them;
}

// The set form of adjacent_attackers: the squares where pieces `them` of `by` could
// capture by an ordinary move. Kings and queens reach their 8 neighbours, rooks the 4
// orthogonal ones, bishops the 4 diagonal ones, pawns the 2 diagonally forward.
template <Player By>
Bitboard adjacent_attacks(const orthodox::Position& b, Bitboard them) {
  using orthodox::kFileA;
  using orthodox::kFileH;
  const Bitboard royal = (b.by_type[King] | b.by_type[Queen]) & them;
  const Bitboard straight = royal | (b.by_type[Rook] & them), diagonal = royal | (b.by_type[Bishop] & them);
  const Bitboard pawns = b.by_type[Pawn] & them;
  return (straight << 8) | (straight >> 8) | ((straight & ~kFileH) << 1) | ((straight & ~kFileA) >> 1) |
         ((diagonal & ~kFileA) << 7) | ((diagonal & ~kFileH) << 9) | ((diagonal & ~kFileA) >> 9) |
         ((diagonal & ~kFileH) >> 7) | orthodox::detail::capture_west<By>(pawns) |
         orthodox::detail::capture_east<By>(pawns);
}

// Whether an entry of `by` with one turn left drops on `s`.
inline bool drop_due(const Position& p, Square s, Player by) {
  for (int i = 0; i < p.transit_count; ++i) {
    const Transit& e = p.transit[i];
    if (e.to == s && e.owner == by && e.turns == 1) return true;
  }
  return false;
}

// Pieces of `by` that could capture on `s` by an ordinary move on their next turn.
inline Bitboard ordinary_attackers(const Config& c, const orthodox::Position& b, Square s, Player by) {
  if (c.jumps == Jumps::Optional) return orthodox::attackers(b, s, by, b.occupied());
  return adjacent_attackers(b, s, by, b.by_player[by]);
}

// HY-9: `by` could remove a king of the other side standing on `s` on `by`'s next turn.
inline bool threatens(const Config& c, const Position& p, Square s, Player by) {
  return ordinary_attackers(c, p.board, s, by) || (c.drop_check && drop_due(p, s, by));
}

// HY-14: the attack that forbids castling from or through a square; its drop part is
// not subject to drop_check (HY-14 names no option).
inline bool attacked_for_castling(const Config& c, const Position& p, Square s, Player by) {
  return ordinary_attackers(c, p.board, s, by) || drop_due(p, s, by);
}

// The side `c`'s king is on the board and in check (HY-9).
inline bool in_check(const Config& cfg, const Position& p, Player c) {
  const Bitboard king = p.board.pieces(c, King);
  return king && threatens(cfg, p, orthodox::lsb(king), ~c);
}

}  // namespace dt::hyperspace
