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
}

// `moved` is the type of the piece on the move's origin (orthodox's children.hpp).
inline void make_move(Position& p, Move m, PieceType moved) {
  if (m.kind() == orthodox::Castling) return castle(p, m);
  const Player us = p.board.side;
  orthodox::make_move(p.board, m, moved);
  if (!p.castling) return;
  // A king that moves loses both its rights; a rook that moves or is taken, its own.
  for (int i = 0; i < kRights; ++i)
    if ((p.castling & (1U << i)) &&
        ((moved == orthodox::King && i / 2 == us) || m.from() == p.rook[i] || m.to() == p.rook[i]))
      drop_right(p, i);
}

inline void make_move(Position& p, Move m) { make_move(p, m, p.board.type_on(m.from())); }

}  // namespace dt::chess960
