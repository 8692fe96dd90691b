// The orthodox position: bitboards by colour and by piece type, plus the FEN state.
#pragma once

#include <cstdint>

#include "bitboard.hpp"
#include "../counting/position_key.hpp"

namespace dt::orthodox {

// The halfmove clock and the fullmove number stop at kMaxClock, the largest value the
// FEN reader takes: play never wraps them (a halfmove clock wrapped to 1 would turn a
// fifty-move draw into a game going on), and every position printed loads back.
inline constexpr std::uint32_t kMaxClock = 0xFFFFFFFF;

// One more on a clock, stopping at kMaxClock.
constexpr std::uint32_t tick(std::uint32_t clock) { return clock + (clock != kMaxClock); }

struct Position {
  Bitboard by_player[2] = {};
  Bitboard by_type[kPieceTypes] = {};
  Player side = White;
  std::uint8_t castling = 0;       // CastlingRight bits
  std::int8_t en_passant = -1;     // target square, or -1
  std::uint32_t halfmove = 0;      // plies since the last capture or pawn move
  std::uint32_t fullmove = 1;

  Bitboard occupied() const { return by_player[White] | by_player[Black]; }
  Bitboard pieces(Player c, PieceType t) const { return by_player[c] & by_type[t]; }
  Square king(Player c) const { return lsb(pieces(c, King)); }

  PieceType type_on(Square s) const {
    const Bitboard b = bb(s);
    for (int t = Pawn; t <= King; ++t)
      if (by_type[t] & b) return static_cast<PieceType>(t);
    return NoPiece;
  }

  void put(Player c, PieceType t, Square s) {
    by_player[c] |= bb(s);
    by_type[t] |= bb(s);
  }

  bool operator==(const Position&) const = default;
};

// What a count below `p` depends on (counting/position_key.hpp): the pieces, the side to
// move, the castling rights and the en passant square (set only when a pawn can take
// there, make.hpp). Not the clocks: perft never ends a game by them (CO-1), so
// transpositions that reset the halfmove clock at different plies share an entry.
template <class Hasher>
void add_to_key(const Position& p, Hasher& h) {
  h.add_bytes(p.by_player);
  h.add_bytes(p.by_type);
  h.add(std::uint64_t(p.side) | std::uint64_t(p.castling) << 8 | std::uint64_t(std::uint8_t(p.en_passant)) << 16);
}

// Pieces of colour `by` that attack square `s` with the board occupied as `occ`.
inline Bitboard attackers(const Position& p, Square s, Player by, Bitboard occ) {
  const Tables& t = kTables;
  const Bitboard them = p.by_player[by];
  return ((t.pawn[~by][s] & p.by_type[Pawn]) | (t.knight[s] & p.by_type[Knight]) | (t.king[s] & p.by_type[King]) |
          (bishop_attacks(s, occ) & (p.by_type[Bishop] | p.by_type[Queen])) |
          (rook_attacks(s, occ) & (p.by_type[Rook] | p.by_type[Queen]))) &
         them;
}

inline bool in_check(const Position& p) {
  return attackers(p, p.king(p.side), ~p.side, p.occupied()) != 0;
}

}  // namespace dt::orthodox
