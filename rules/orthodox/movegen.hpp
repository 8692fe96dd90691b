// Legal move generation for orthodox chess (FIDE Laws art. 3). Legal, not pseudo-legal:
// the check and pin masks are computed once per position so that no move is made and
// taken back to test it. Header-only so perft inlines it.
#pragma once

#include "position.hpp"

namespace dt::orthodox {

namespace detail {

template <Color Us>
constexpr int kUp = Us == White ? 8 : -8;

// Pawn captures toward the a-file (West) and toward the h-file (East), seen from the board.
template <Color Us>
constexpr Bitboard capture_west(Bitboard b) { return Us == White ? (b & ~kFileA) << 7 : (b & ~kFileA) >> 9; }
template <Color Us>
constexpr Bitboard capture_east(Bitboard b) { return Us == White ? (b & ~kFileH) << 9 : (b & ~kFileH) >> 7; }
template <Color Us>
constexpr int kWest = Us == White ? 7 : -9;
template <Color Us>
constexpr int kEast = Us == White ? 9 : -7;

inline Move* add_promotions(Move* out, Square from, Square to) {
  *out++ = Move(from, to, PromoteQueen);
  *out++ = Move(from, to, PromoteRook);
  *out++ = Move(from, to, PromoteBishop);
  *out++ = Move(from, to, PromoteKnight);
  return out;
}

inline Move* add_moves(Move* out, Square from, Bitboard targets) {
  while (targets) *out++ = Move(from, pop_lsb(targets));
  return out;
}

template <Color Us>
Move* pawn_moves(const Position& p, Move* out, Bitboard target, Bitboard pinned, Square ksq) {
  constexpr Color Them = ~Us;
  constexpr int up = kUp<Us>;
  constexpr Bitboard last = Us == White ? kRank8 : kRank1;
  constexpr Bitboard third = Us == White ? kRank3 : kRank6;
  const Tables& t = kTables;
  const Bitboard empty = ~p.occupied();
  const Bitboard them = p.by_color[Them];
  const Bitboard pawns = p.pieces(Us, Pawn);

  const Bitboard free = pawns & ~pinned;
  const Bitboard single = shift_up<Us>(free) & empty;
  const Bitboard twice = shift_up<Us>(single & third) & empty & target;
  Bitboard push = single & target;
  Bitboard west = capture_west<Us>(free) & them & target;
  Bitboard east = capture_east<Us>(free) & them & target;
  for (Bitboard b = push & ~last; b;) { const Square to = pop_lsb(b); *out++ = Move(to - up, to); }
  for (Bitboard b = twice; b;) { const Square to = pop_lsb(b); *out++ = Move(to - 2 * up, to, DoubleStep); }
  for (Bitboard b = west & ~last; b;) { const Square to = pop_lsb(b); *out++ = Move(to - kWest<Us>, to); }
  for (Bitboard b = east & ~last; b;) { const Square to = pop_lsb(b); *out++ = Move(to - kEast<Us>, to); }
  for (Bitboard b = push & last; b;) { const Square to = pop_lsb(b); out = add_promotions(out, to - up, to); }
  for (Bitboard b = west & last; b;) { const Square to = pop_lsb(b); out = add_promotions(out, to - kWest<Us>, to); }
  for (Bitboard b = east & last; b;) { const Square to = pop_lsb(b); out = add_promotions(out, to - kEast<Us>, to); }

  // A pinned pawn keeps only the moves along its pin line.
  for (Bitboard b = pawns & pinned; b;) {
    const Square from = pop_lsb(b);
    const Bitboard allowed = t.line[ksq][from] & target;
    Bitboard to_set = t.pawn[Us][from] & them & allowed;
    const Square ahead = from + up;
    if (empty & bb(ahead)) {
      to_set |= bb(ahead) & allowed;
      if ((bb(ahead) & third) && (empty & bb(ahead + up) & allowed)) *out++ = Move(from, ahead + up, DoubleStep);
    }
    while (to_set) {
      const Square to = pop_lsb(to_set);
      if (bb(to) & last)
        out = add_promotions(out, from, to);
      else
        *out++ = Move(from, to);
    }
  }

  // En passant: the captured pawn leaves a square the mover's king may see through, so
  // the exposure is tested on the board as it will be (the rank pin of art. 3.7.3).
  if (p.en_passant >= 0) {
    const Square ep = p.en_passant;
    const Square captured = ep - up;
    for (Bitboard b = t.pawn[Them][ep] & pawns; b;) {
      const Square from = pop_lsb(b);
      const Bitboard occ = (p.occupied() ^ bb(from) ^ bb(captured)) | bb(ep);
      const Bitboard sliders =
          (rook_attacks(ksq, occ) & (p.by_type[Rook] | p.by_type[Queen])) |
          (bishop_attacks(ksq, occ) & (p.by_type[Bishop] | p.by_type[Queen]));
      const Bitboard leapers =
          ((t.knight[ksq] & p.by_type[Knight]) | (t.pawn[Us][ksq] & p.by_type[Pawn] & ~bb(captured)));
      if (!((sliders | leapers) & them)) *out++ = Move(from, ep, EnPassant);
    }
  }
  return out;
}

template <Color Us>
Move* castling_moves(const Position& p, Move* out) {
  constexpr Color Them = ~Us;
  constexpr Square king = Us == White ? 4 : 60;
  constexpr std::uint8_t short_right = Us == White ? WhiteShort : BlackShort;
  constexpr std::uint8_t long_right = Us == White ? WhiteLong : BlackLong;
  const Bitboard occ = p.occupied();
  // The king may not pass through or land on an attacked square (art. 3.8.2.2); the
  // b-file square must be empty but may be attacked.
  if ((p.castling & short_right) && !(occ & (bb(king + 1) | bb(king + 2))) &&
      !attackers(p, king + 1, Them, occ) && !attackers(p, king + 2, Them, occ))
    *out++ = Move(king, king + 2, Castling);
  if ((p.castling & long_right) && !(occ & (bb(king - 1) | bb(king - 2) | bb(king - 3))) &&
      !attackers(p, king - 1, Them, occ) && !attackers(p, king - 2, Them, occ))
    *out++ = Move(king, king - 2, Castling);
  return out;
}

template <Color Us>
Move* generate(const Position& p, Move* out) {
  constexpr Color Them = ~Us;
  const Tables& t = kTables;
  const Bitboard us = p.by_color[Us], them = p.by_color[Them], occ = us | them;
  const Square ksq = p.king(Us);
  const Bitboard checkers = attackers(p, ksq, Them, occ);

  // The king may not step onto an attacked square; it is lifted off the board first
  // so that a slider's line through its own square counts (art. 3.9).
  const Bitboard without_king = occ ^ bb(ksq);
  for (Bitboard b = t.king[ksq] & ~us; b;) {
    const Square to = pop_lsb(b);
    if (!attackers(p, to, Them, without_king)) *out++ = Move(ksq, to);
  }
  if (more_than_one(checkers)) return out;  // double check: only the king moves

  // Other pieces must capture the checker or block its line.
  const Bitboard target = checkers ? (t.between[ksq][lsb(checkers)] | checkers) : ~us;

  Bitboard pinned = 0;
  Bitboard snipers = ((t.rook_ray[ksq] & (p.by_type[Rook] | p.by_type[Queen])) |
                      (t.bishop_ray[ksq] & (p.by_type[Bishop] | p.by_type[Queen]))) & them;
  while (snipers) {
    const Bitboard between = t.between[ksq][pop_lsb(snipers)] & occ;
    if (between && !more_than_one(between) && (between & us)) pinned |= between;
  }

  out = pawn_moves<Us>(p, out, target, pinned, ksq);
  for (Bitboard b = p.pieces(Us, Knight) & ~pinned; b;) {
    const Square from = pop_lsb(b);
    out = add_moves(out, from, t.knight[from] & target);
  }
  for (Bitboard b = (p.pieces(Us, Bishop) | p.pieces(Us, Queen)); b;) {
    const Square from = pop_lsb(b);
    Bitboard to = bishop_attacks(from, occ) & target;
    if (pinned & bb(from)) to &= t.line[ksq][from];
    out = add_moves(out, from, to);
  }
  for (Bitboard b = (p.pieces(Us, Rook) | p.pieces(Us, Queen)); b;) {
    const Square from = pop_lsb(b);
    Bitboard to = rook_attacks(from, occ) & target;
    if (pinned & bb(from)) to &= t.line[ksq][from];
    out = add_moves(out, from, to);
  }
  if (!checkers && p.castling) out = castling_moves<Us>(p, out);
  return out;
}

}  // namespace detail

inline Move* generate_legal(const Position& p, Move* out) {
  return p.side == White ? detail::generate<White>(p, out) : detail::generate<Black>(p, out);
}

}  // namespace dt::orthodox
