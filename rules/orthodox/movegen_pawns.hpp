// Pawn moves (FIDE Laws art. 3.7): steps, double steps, captures, promotions and en
// passant, each set of moves a target mask handed to the sink (move_sink.hpp).
#pragma once

#include "move_sink.hpp"
#include "position.hpp"

namespace dt::orthodox::detail {

template <Player Us>
constexpr int kUp = Us == White ? 8 : -8;

// Pawn captures toward the a-file (West) and toward the h-file (East), seen from the board.
template <Player Us>
constexpr Bitboard capture_west(Bitboard b) { return Us == White ? (b & ~kFileA) << 7 : (b & ~kFileA) >> 9; }
template <Player Us>
constexpr Bitboard capture_east(Bitboard b) { return Us == White ? (b & ~kFileH) << 9 : (b & ~kFileH) >> 7; }
template <Player Us>
constexpr int kWest = Us == White ? 7 : -9;
template <Player Us>
constexpr int kEast = Us == White ? 9 : -7;

// A pawn's move from `from` to `to`, as the promotions when it reaches the last rank.
template <Player Us, class Sink>
void pawn_step(Sink& s, Square from, Square to, MoveKind kind) {
  constexpr Bitboard last = Us == White ? kRank8 : kRank1;
  if (bb(to) & last)
    s.promotions(bb(to), to - from);
  else
    s.pawn_steps(bb(to), to - from, kind);
}

// `target` holds the squares that answer a check (all but our own when there is none).
template <Player Us, class Sink>
[[gnu::always_inline]] inline void pawn_moves(const Position& p, Sink& s, Bitboard target, Bitboard pinned, Square ksq) {
  constexpr Player Them = ~Us;
  constexpr int up = kUp<Us>;
  constexpr Bitboard third = Us == White ? kRank3 : kRank6;
  constexpr Bitboard seventh = Us == White ? kRank7 : kRank2;
  const Tables& t = kTables;
  const Bitboard empty = ~p.occupied();
  const Bitboard them = p.by_player[Them];
  const Bitboard pawns = p.pieces(Us, Pawn);

  // The pawns that promote as they move (art. 3.7.5) are taken apart: most positions
  // have none, and skip their three sets.
  const Bitboard free = pawns & ~pinned;
  const Bitboard promoting = free & seventh;
  const Bitboard stepping = free ^ promoting;
  const Bitboard single = shift_up<Us>(stepping) & empty;
  s.pawn_steps(single & target, up, Normal);
  s.pawn_steps(shift_up<Us>(single & third) & empty & target, 2 * up, DoubleStep);
  s.pawn_steps(capture_west<Us>(stepping) & them & target, kWest<Us>, Normal);
  s.pawn_steps(capture_east<Us>(stepping) & them & target, kEast<Us>, Normal);
  if (promoting) {
    s.promotions(shift_up<Us>(promoting) & empty & target, up);
    s.promotions(capture_west<Us>(promoting) & them & target, kWest<Us>);
    s.promotions(capture_east<Us>(promoting) & them & target, kEast<Us>);
  }

  // A pinned pawn keeps only the moves along its pin line.
  for (Bitboard b = pawns & pinned; b;) {
    const Square from = pop_lsb(b);
    const Bitboard allowed = t.line[ksq][from] & target;
    Bitboard to_set = t.pawn[Us][from] & them & allowed;
    const Square ahead = from + up;
    if (empty & bb(ahead)) {
      to_set |= bb(ahead) & allowed;
      if ((bb(ahead) & third) && (empty & bb(ahead + up) & allowed)) s.add(Pawn, Move(from, ahead + up, DoubleStep));
    }
    while (to_set) pawn_step<Us>(s, from, pop_lsb(to_set), Normal);
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
      if (!((sliders | leapers) & them)) s.add(Pawn, Move(from, ep, EnPassant));
    }
  }
}

}  // namespace dt::orthodox::detail
