// Making a move (copy-make: the caller keeps the position before it).
#pragma once

#include <array>
#include <type_traits>

#include "position.hpp"

namespace dt::orthodox {

namespace detail {

// Rights kept when a move starts or ends on a square: a king or rook leaving home, or
// a rook captured at home, ends the matching rights (art. 3.8.2.1).
inline constexpr auto kCastlingKept = [] {
  std::array<std::uint8_t, 64> keep{};
  keep.fill(WhiteShort | WhiteLong | BlackShort | BlackLong);
  keep[0] = static_cast<std::uint8_t>(~WhiteLong);
  keep[7] = static_cast<std::uint8_t>(~WhiteShort);
  keep[4] = static_cast<std::uint8_t>(~(WhiteShort | WhiteLong));
  keep[56] = static_cast<std::uint8_t>(~BlackLong);
  keep[63] = static_cast<std::uint8_t>(~BlackShort);
  keep[60] = static_cast<std::uint8_t>(~(BlackShort | BlackLong));
  return keep;
}();

}  // namespace detail

// The side to move as a constant, for a caller that generates for one side (children.hpp):
// the make's choices by side (which sets, which way en passant takes, whether the
// fullmove number ticks) then compile away.
template <Player Us>
using Mover = std::integral_constant<Player, Us>;

// `moved` is the type of the piece on the move's origin: a generator that knows it
// (children.hpp) spares the search of the board for it. `mover` is p.side, read from the
// board or known at compile time (Mover). Inlined into each of the generator's calls,
// where `moved` and mostly the kind are constants.
//
// The move comes as its from, to and kind rather than a packed Move: the child visitor
// (children.hpp) has them apart, and packing them into 16 bits only to take them out
// again cost instructions at every child.
//
// `HomeRights` false leaves p.castling alone: Chess960 keeps its rights beside the board
// (whose own stay empty) and makes its castlings itself (chess960/make.hpp).
template <bool HomeRights = true, class Side>
[[gnu::always_inline]] inline void make_move(Position& p, Square from, Square to, MoveKind kind, PieceType moved,
                                             Side mover) {
  const Player us = mover, them = ~us;
  const Bitboard from_to = bb(from) | bb(to);

  p.halfmove = tick(p.halfmove);
  if (p.by_player[them] & bb(to)) {
    // The taken piece's square is cleared in every type's set rather than its type looked
    // up: six ANDs without a branch cost less than the search.
    for (Bitboard& set : p.by_type) set &= ~bb(to);
    p.by_player[them] ^= bb(to);
    p.halfmove = 0;
  }
  p.by_player[us] ^= from_to;
  p.by_type[moved] ^= from_to;
  if (moved == Pawn) p.halfmove = 0;

  p.en_passant = -1;
  switch (kind) {
    case DoubleStep: {
      // The en passant square is recorded only when an enemy pawn stands beside the
      // arrival square, so that positions that differ in nothing else compare equal.
      const Square passed = (from + to) / 2;
      if (kTables.pawn[us][passed] & p.pieces(them, Pawn)) p.en_passant = static_cast<std::int8_t>(passed);
      break;
    }
    case Castling: {
      const bool king_side = to > from;
      const Square rook_from = king_side ? to + 1 : to - 2;
      const Square rook_to = king_side ? to - 1 : to + 1;
      p.by_player[us] ^= bb(rook_from) | bb(rook_to);
      p.by_type[Rook] ^= bb(rook_from) | bb(rook_to);
      break;
    }
    case EnPassant: {
      const Square captured = us == White ? to - 8 : to + 8;
      p.by_player[them] ^= bb(captured);
      p.by_type[Pawn] ^= bb(captured);
      break;
    }
    case Normal: break;
    default:  // promotions
      p.by_type[Pawn] ^= bb(to);
      p.by_type[promotion_of(kind)] |= bb(to);
      break;
  }
  if constexpr (HomeRights) p.castling &= detail::kCastlingKept[from] & detail::kCastlingKept[to];
  if (us == Black) p.fullmove = tick(p.fullmove);
  p.side = them;
}

template <class Side>
[[gnu::always_inline]] inline void make_move(Position& p, Move m, PieceType moved, Side mover) {
  make_move(p, m.from(), m.to(), m.kind(), moved, mover);
}

[[gnu::always_inline]] inline void make_move(Position& p, Move m, PieceType moved) { make_move(p, m, moved, p.side); }

inline void make_move(Position& p, Move m) { make_move(p, m, p.type_on(m.from())); }

}  // namespace dt::orthodox
