// Making a Chess960 move (copy-make). Castling is written as the king taking its own
// rook (FR-2); every other move is orthodox's, with the rights of its squares dropped.
#pragma once

#include "../orthodox/make.hpp"
#include "position.hpp"

namespace dt::chess960 {

// Where king and rook end: g and f for the short side, c and d for the long (FR-1).
constexpr Square king_target(Player c, bool short_side) { return (c == orthodox::White ? 0 : 56) + (short_side ? 6 : 2); }
constexpr Square rook_target(Player c, bool short_side) { return (c == orthodox::White ? 0 : 56) + (short_side ? 5 : 3); }

inline void drop_right(Position& p, int i) {
  p.castling &= static_cast<std::uint8_t>(~(1U << i));
  p.rook[i] = -1;
  p.clear[i] = ~Bitboard{0};
}

// Position::rights_squares of `p`, found again once its rights changed.
inline Bitboard rights_squares(const Position& p) {
  Bitboard squares = 0;
  for (int i = 0; i < kRights; ++i)
    if (p.castling & (1U << i))
      squares |= orthodox::bb(p.rook[i]) | p.board.pieces(static_cast<Player>(i / 2), orthodox::King);
  return squares;
}

inline void castle(Position& p, Move m) {
  orthodox::Position& b = p.board;
  const Player us = b.side;
  const Square king = m.from(), rook = m.to();
  const bool short_side = rook > king;
  const Bitboard before = orthodox::bb(king) | orthodox::bb(rook);
  const Bitboard after = orthodox::bb(king_target(us, short_side)) | orthodox::bb(rook_target(us, short_side));
  b.by_player[us] = (b.by_player[us] & ~before) | after;
  // XOR of the two squares, which is nothing when a piece is already on its target.
  b.by_type[orthodox::King] ^= orthodox::bb(king) ^ orthodox::bb(king_target(us, short_side));
  b.by_type[orthodox::Rook] ^= orthodox::bb(rook) ^ orthodox::bb(rook_target(us, short_side));
  b.halfmove = orthodox::tick(b.halfmove);
  b.en_passant = -1;
  if (us == orthodox::Black) b.fullmove = orthodox::tick(b.fullmove);
  b.side = ~us;
  drop_right(p, right_index(us, true));
  drop_right(p, right_index(us, false));
  p.rights_squares = rights_squares(p);
}

// The rights a move ends (FR-1): a king that moves loses both of its side's, a rook that
// moves or is taken its own. Only the mover's rooks can leave their squares and only the
// opponent's can be taken there, and the rook of a right held stands on its side's back
// rank, so a move whose origin is off the mover's back rank and whose target is off the
// opponent's ends no rook's right (most moves: both tests fail). A right not held has no
// rook (-1), which no square equals.
template <class Side>
[[gnu::always_inline]] inline void drop_rights(Position& p, Square from, Square to, PieceType moved, Side mover) {
  const Player us = mover, them = ~us;
  const auto back_rank = [](Player c) { return c == orthodox::White ? orthodox::kRank1 : orthodox::kRank8; };
  if (moved == orthodox::King) {
    drop_right(p, right_index(us, true));
    drop_right(p, right_index(us, false));
  } else if (orthodox::bb(from) & back_rank(us)) {
    for (const bool short_side : {true, false})
      if (from == p.rook[right_index(us, short_side)]) drop_right(p, right_index(us, short_side));
  }
  if (orthodox::bb(to) & back_rank(them))
    for (const bool short_side : {true, false})
      if (to == p.rook[right_index(them, short_side)]) drop_right(p, right_index(them, short_side));
}

// `moved` is the type of the piece on the move's origin and `mover` the side to move,
// read from the board or known at compile time (orthodox's make.hpp and children.hpp).
template <class Side>
[[gnu::always_inline]] inline void make_move(Position& p, Square from, Square to, orthodox::MoveKind kind,
                                             PieceType moved, Side mover) {
  if (kind == orthodox::Castling) return castle(p, Move(from, to, kind));
  orthodox::make_move</*HomeRights=*/false>(p.board, from, to, kind, moved, mover);
  if ((orthodox::bb(from) | orthodox::bb(to)) & p.rights_squares) {
    drop_rights(p, from, to, moved, mover);
    p.rights_squares = rights_squares(p);
  }
}

inline void make_move(Position& p, Move m, PieceType moved) {
  make_move(p, m.from(), m.to(), m.kind(), moved, p.board.side);
}

inline void make_move(Position& p, Move m) { make_move(p, m, p.board.type_on(m.from())); }

}  // namespace dt::chess960
