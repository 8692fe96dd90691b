// The positions one legal move away, made as the generator finds each move (a sink like
// core/move_sink.hpp's) rather than listed first and made afterwards: perft's inner nodes
// (counting/perft.hpp's VisitsChildren). The mover's drops of this turn (HY-4, HY-5) are
// the same for every move that keeps off their squares, so they are made once per
// position (turn.hpp's drops_alone) and each such move is made on a copy of that; any
// other move is played in full.
#pragma once

#include <type_traits>

#include "movegen.hpp"
#include "turn.hpp"

namespace dt::hyperspace {

template <class Visit>
class ChildVisitor {
 public:
  // `drop_squares`: where the mover's drops land or explode.
  ChildVisitor(const Config& cfg, const Position& parent, Bitboard drop_squares, Visit& visit)
      : cfg_(cfg), parent_(parent), after_drops_(drops_alone(parent)), drop_squares_(drop_squares), visit_(visit) {}

  // Castling.
  void add(Move m) {
    Position child = parent_;
    play_turn(cfg_, child, m);
    visit_(static_cast<const Position&>(child));
  }
  // The moves of piece `moved` that make(to) builds for each of `targets` (one Move, or a
  // pawn's promotions).
  template <class Make>
  void add_each(PieceType moved, Bitboard targets, Make&& make) {
    while (targets) {
      const auto built = make(orthodox::pop_lsb(targets));
      if constexpr (std::is_same_v<std::remove_const_t<decltype(built)>, Move>) {
        add(moved, built);
      } else {
        for (const Move m : built) add(moved, m);
      }
    }
  }

 private:
  // An ordinary move or a launch.
  [[gnu::always_inline]] void add(PieceType moved, Move m) {
    const bool apart = !((bb(m.from) | (m.kind == MoveKind::Ordinary ? bb(m.to) : 0)) & drop_squares_);
    Position child = apart ? after_drops_ : parent_;
    if (apart)
      play_after_drops(cfg_, child, parent_.board.side, m, moved);
    else
      play_turn(cfg_, child, m);
    visit_(static_cast<const Position&>(child));
  }

  const Config& cfg_;
  const Position& parent_;
  const Position after_drops_;
  const Bitboard drop_squares_;
  Visit& visit_;
};

namespace detail {

template <Player Us, class Visit>
void for_each_child(const Config& cfg, const Position& p, Visit& visit) {
  const DropForecast f = forecast<Us>(p);
  ChildVisitor<Visit> visitor(cfg, p, f.landing | f.blast, visit);
  generate<Us>(cfg, p, visitor);
}

}  // namespace detail

// Calls `visit(child)` for the position after each legal move, in generation order; for a
// position where promotes_by_drop is false (the choices of HY-16 multiply the moves).
template <class Visit>
void for_each_child(const Config& cfg, const Position& p, Visit&& visit) {
  if (p.board.side == White)
    detail::for_each_child<White>(cfg, p, visit);
  else
    detail::for_each_child<Black>(cfg, p, visit);
}

}  // namespace dt::hyperspace
