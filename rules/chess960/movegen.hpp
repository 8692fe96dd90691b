// Chess960 generation: orthodox's generator on the board (whose castling rights are
// empty), then the castlings of FR-1, over the same sinks (orthodox's move_sink.hpp and
// children.hpp), so listing, counting and perft share one generator.
#pragma once

#include "../orthodox/children.hpp"
#include "../orthodox/movegen.hpp"
#include "make.hpp"
#include "position.hpp"

namespace dt::chess960 {

// The squares from `a` to `b` on one rank, both included.
inline Bitboard span(Square a, Square b) { return orthodox::kTables.between[a][b] | orthodox::bb(a) | orthodox::bb(b); }

// FR-1: every square the king and the rook cross or land on is empty but for the two of
// them; no square the king stands on, crosses or lands on is attacked. Attacks are
// judged with king and rook lifted off: a rook on b1 shielding c1 from a queen on a1
// no longer shields it once castled.
template <class Sink>
void castling_moves(const Position& p, Sink& s) {
  const orthodox::Position& b = p.board;
  const Player us = b.side;
  const Square king = b.king(us);
  for (const bool short_side : {true, false}) {
    const int i = right_index(us, short_side);
    if (!(p.castling & (1U << i))) continue;
    const Square rook = p.rook[i];
    const Bitboard occ = b.occupied() ^ orthodox::bb(king) ^ orthodox::bb(rook);
    const Square king_to = king_target(us, short_side);
    if (occ & (span(king, king_to) | span(rook, rook_target(us, short_side)))) continue;
    bool safe = true;
    for (Bitboard path = span(king, king_to); path && safe;)
      safe = !orthodox::attackers(b, orthodox::pop_lsb(path), ~us, occ);
    if (safe) s.add(orthodox::King, Move(king, rook, orthodox::Castling));
  }
}

template <class Sink>
void generate(const Position& p, Sink& s) {
  orthodox::detail::generate(p.board, s);
  if (p.castling & rights_of(p.board.side)) castling_moves(p, s);
}

}  // namespace dt::chess960
