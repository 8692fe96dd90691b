// Where the generator puts moves: a list (`generate`), only their number (perft's
// leaves, counting/perft.hpp's CountsMoves) or the positions they lead to (children.hpp).
// The generator is written once, templated on the sink, so the count is the list's
// length and the children are the list's moves made, by construction.
//
// The list and the count are core/move_sink.hpp's MoveWriter and MoveCounter, as in the
// other variants. The generator's calls also name the moving piece: ChildVisitor
// (children.hpp) makes each move as it is found and so never searches the board for
// the piece; a list or a count ignores it. No other variant's generator has such a
// sink, so the piece stays out of the core sinks and PieceSink below adds the calls.
#pragma once

#include <array>

#include "../core/move_sink.hpp"
#include "bitboard.hpp"
#include "types.hpp"

namespace dt::orthodox {

// The four promotions of a pawn step, queen first (CO-3: one move per type).
inline constexpr MoveKind kPromotions[4] = {PromoteQueen, PromoteRook, PromoteBishop, PromoteKnight};

template <class CoreSink>
class PieceSink : public CoreSink {
 public:
  using CoreSink::CoreSink;
  using CoreSink::add;

  // One move of the `moved` piece from `from` to each target.
  void add(PieceType, Square from, Bitboard targets) {
    this->add_each(targets, [=](int to) { return Move(from, to); });
  }
  // One pawn move of `kind` to each target, from `step` squares behind it.
  void pawn_steps(Bitboard targets, int step, MoveKind kind) {
    this->add_each(targets, [=](int to) { return Move(to - step, to, kind); });
  }
  void promotions(Bitboard targets, int step) {
    this->add_each(targets, [=](int to) {
      std::array<Move, 4> moves;
      for (int i = 0; i < 4; ++i) moves[i] = Move(to - step, to, kPromotions[i]);
      return moves;
    });
  }
  // The castling to each landing square of the king, `step` squares from its home.
  void castlings(Bitboard landings, int step) {
    this->add_each(landings, [=](int to) { return Move(to - step, to, Castling); });
  }
  // One move with its own kind (en passant).
  void add(PieceType, Move m) { add(m); }
};

using ListSink = PieceSink<MoveWriter<Move>>;
using CountSink = PieceSink<MoveCounter>;

}  // namespace dt::orthodox
