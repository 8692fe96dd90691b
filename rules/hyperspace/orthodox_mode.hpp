// jumps=off (OR-1): with hyperspace switched off the variant is orthodox chess, played
// by the orthodox rules on the board and written in this variant's move notation.
#pragma once

#include "../orthodox/make.hpp"
#include "../orthodox/movegen.hpp"
#include "../orthodox/orthodox.hpp"
#include "types.hpp"

namespace dt::hyperspace {

inline Move from_orthodox(orthodox::Move m) {
  const Square from = m.from(), to = m.to();
  switch (m.kind()) {
    case orthodox::Castling:
      return Move(from, to, to > from ? MoveKind::CastleShort : MoveKind::CastleLong);
    case orthodox::EnPassant: return Move(from, to, MoveKind::EnPassant);
    case orthodox::Normal:
    case orthodox::DoubleStep: return Move(from, to);
    default: return Move(from, to, MoveKind::Ordinary, m.promotion());
  }
}

inline orthodox::Move to_orthodox(const orthodox::Position& b, Move m) {
  switch (m.kind) {
    case MoveKind::CastleShort:
    case MoveKind::CastleLong: return {m.from, m.to, orthodox::Castling};
    case MoveKind::EnPassant: return {m.from, m.to, orthodox::EnPassant};
    default: break;
  }
  if (m.promotion != NoPiece)
    return {m.from, m.to, static_cast<orthodox::MoveKind>(int{orthodox::PromoteKnight} + int{m.promotion} - int{Knight})};
  const bool double_step = (b.by_type[Pawn] & bb(m.from)) && (m.to - m.from == 16 || m.from - m.to == 16);
  return {m.from, m.to, double_step ? orthodox::DoubleStep : orthodox::Normal};
}

inline Move* generate_orthodox(const Position& p, Move* out) {
  orthodox::Move moves[orthodox::Rules::card.max_moves];
  const orthodox::Move* end = orthodox::generate_legal(p.board, moves);
  for (const orthodox::Move* m = moves; m != end; ++m) *out++ = from_orthodox(*m);
  return out;
}

inline void make_orthodox(Position& p, Move m) { orthodox::make_move(p.board, to_orthodox(p.board, m)); }

}  // namespace dt::hyperspace
