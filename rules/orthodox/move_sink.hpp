// Where the generator puts moves: a list (`generate`), only their number (perft's
// leaves, core/perft.hpp's CountsMoves) or the positions they lead to (children.hpp).
// The generator is written once, templated on the sink, so the count is the list's
// length and the children are the list's moves made, by construction. Moves come in
// sets, one target mask at a time, so that a counter adds a popcount where a list
// writes one entry per move.
#pragma once

#include <bit>
#include <cstddef>

#include "types.hpp"
#include "bitboard.hpp"

namespace dt::orthodox {

// The four promotions of a pawn step, queen first (CO-3: one move per type).
inline constexpr MoveKind kPromotions[4] = {PromoteQueen, PromoteRook, PromoteBishop, PromoteKnight};

struct MoveWriter {
  Move* out;

  // One move of the `moved` piece from `from` to each target.
  void add(PieceType, Square from, Bitboard targets) {
    while (targets) *out++ = Move(from, pop_lsb(targets));
  }
  // One pawn move of `kind` to each target, from `step` squares behind it.
  void pawn_steps(Bitboard targets, int step, MoveKind kind) {
    while (targets) {
      const Square to = pop_lsb(targets);
      *out++ = Move(to - step, to, kind);
    }
  }
  void promotions(Bitboard targets, int step) {
    while (targets) {
      const Square to = pop_lsb(targets);
      for (const MoveKind kind : kPromotions) *out++ = Move(to - step, to, kind);
    }
  }
  // One move with its own kind (castling, en passant).
  void add(PieceType, Move m) { *out++ = m; }
};

struct MoveCounter {
  std::size_t n = 0;
  void add(PieceType, Square, Bitboard targets) { n += static_cast<std::size_t>(std::popcount(targets)); }
  void pawn_steps(Bitboard targets, int, MoveKind) { n += static_cast<std::size_t>(std::popcount(targets)); }
  void promotions(Bitboard targets, int) { n += 4 * static_cast<std::size_t>(std::popcount(targets)); }
  void add(PieceType, Move) { ++n; }
};

}  // namespace dt::orthodox
