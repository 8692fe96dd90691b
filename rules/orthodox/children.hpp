// The positions one legal move away, made as the generator finds each move (a sink of
// move_sink.hpp) rather than listed first and made afterwards: perft's inner nodes
// (counting/perft.hpp's VisitsChildren). The generator knows the moving piece, so making
// never searches the board for it.
#pragma once

#include <type_traits>

#include "make.hpp"
#include "movegen.hpp"

namespace dt::orthodox {

// `Board` is the position made: orthodox's, or a variant's that keeps one (Chess960),
// whose own make_move(Board&, Move, PieceType) is found by argument-dependent lookup.
// `Side` is void when the side to move is read from the board, or Mover<Us> (make.hpp)
// when the visitor serves one side's generator, so that each make knows it at compile time.
template <class Visit, class Board = Position, class Side = void>
class ChildVisitor {
 public:
  ChildVisitor(const Board& parent, Visit& visit) : parent_(parent), visit_(visit) {}

  // Inlined into the generator, so that at each call the piece and the kind are
  // constants and the make keeps only their branch.
  [[gnu::always_inline]] void add(PieceType moved, Square from, Bitboard targets) {
    while (targets) make(moved, from, pop_lsb(targets), Normal);
  }
  [[gnu::always_inline]] void pawn_steps(Bitboard targets, int step, MoveKind kind) {
    while (targets) {
      const Square to = pop_lsb(targets);
      make(Pawn, to - step, to, kind);
    }
  }
  void promotions(Bitboard targets, int step) {
    while (targets) {
      const Square to = pop_lsb(targets);
      for (const MoveKind kind : kPromotions) make(Pawn, to - step, to, kind);
    }
  }
  [[gnu::always_inline]] void castlings(Bitboard landings, int step) {
    while (landings) {
      const Square to = pop_lsb(landings);
      make(King, to - step, to, Castling);
    }
  }
  [[gnu::always_inline]] void add(PieceType moved, Move m) { make(moved, m.from(), m.to(), m.kind()); }

 private:
  // The child after the move of `moved` from `from` to `to`: orthodox's make takes the
  // three apart (make.hpp); a variant's board takes the Move its own make_move reads.
  [[gnu::always_inline]] void make(PieceType moved, Square from, Square to, MoveKind kind) {
    Board child = parent_;
    if constexpr (std::is_void_v<Side>)
      make_move(child, Move(from, to, kind), moved);
    else
      make_move(child, from, to, kind, moved, Side{});
    visit_(static_cast<const Board&>(child));
  }

  const Board& parent_;
  Visit& visit_;
};

// Calls `visit(child)` for the position after each legal move, in generation order.
template <Player Us, class Visit>
void for_each_child(const Position& p, Visit& visit) {
  ChildVisitor<Visit, Position, Mover<Us>> visitor(p, visit);
  detail::generate<Us>(p, visitor);
}

template <class Visit>
void for_each_child(const Position& p, Visit&& visit) {
  if (p.side == White)
    for_each_child<White>(p, visit);
  else
    for_each_child<Black>(p, visit);
}

}  // namespace dt::orthodox
