// The positions one legal move away, made as the generator finds each move (a sink of
// move_sink.hpp) rather than listed first and made afterwards: perft's inner nodes
// (core/perft.hpp's VisitsChildren). The generator knows the moving piece, so making
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

  void add(PieceType moved, Square from, Bitboard targets) {
    while (targets) add(moved, Move(from, pop_lsb(targets)));
  }
  void pawn_steps(Bitboard targets, int step, MoveKind kind) {
    while (targets) {
      const Square to = pop_lsb(targets);
      add(Pawn, Move(to - step, to, kind));
    }
  }
  void promotions(Bitboard targets, int step) {
    while (targets) {
      const Square to = pop_lsb(targets);
      for (const MoveKind kind : kPromotions) add(Pawn, Move(to - step, to, kind));
    }
  }
  void castlings(Bitboard landings, int step) {
    while (landings) {
      const Square to = pop_lsb(landings);
      add(King, Move(to - step, to, Castling));
    }
  }
  [[gnu::always_inline]] void add(PieceType moved, Move m) {
    Board child = parent_;
    if constexpr (std::is_void_v<Side>)
      make_move(child, m, moved);
    else
      make_move(child, m, moved, Side{});
    visit_(static_cast<const Board&>(child));
  }

 private:
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
