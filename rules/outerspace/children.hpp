// The positions one legal move away, made as the generators find each move rather than
// listed first and made afterwards: perft's inner nodes (counting/perft.hpp's
// VisitsChildren). Each generator's sink knows the moving piece's type (piece_sink in
// movegen.hpp) and the side to move is a template argument, so a move that stays in
// ordinary space is made from a copy of `after_` (what every such move of the side
// changes alike) with the few writes of its piece and kind. Moves that touch hyperspace,
// warps, exits and passes (rare) go through make_move.
#pragma once

#include "make.hpp"
#include "movegen.hpp"

namespace dt::outerspace {

template <Player Me, class Visit>
class ChildMaker {
 public:
  ChildMaker(const Position& parent, Visit& visit) : parent_(parent), visit_(visit), after_(parent) {
    // make_move's common part for a move that neither enters, leaves nor moves inside
    // hyperspace. OS-13: each of Me's hyperspace pieces counts one more turn.
    for (const int h : each(parent.by_player[Me] & kTables.hyperspace))
      if (after_.n(h) < 255) ++after_.n(h);
    after_.nebula_moved[Me] = false;  // OS-8
    after_.no_capture = static_cast<std::uint16_t>(parent.no_capture + (parent.no_capture < 65535));  // OS-14
    after_.side = ~Me;
  }

  // Any move, made by make_move.
  void add(Move m) {
    Position child = parent_;
    make_move(child, m);
    visit(child);
  }

  // A move of Me's piece of type T.
  template <PieceType T>
  [[gnu::always_inline]] void add_piece(Move m) {
    if constexpr (T == Spaceship || T == Galaxy) {
      // Into, out of or inside hyperspace (OS-9, OS-13's counts, OS-5's Planets when 2b
      // empties), a warp or an exit: the whole of make_move.
      if ((m.kind != MoveKind::Normal && m.kind != MoveKind::Shot) || in_hyperspace(m.from) || in_hyperspace(m.to)) {
        add(m);
        return;
      }
    }
    Position child = after_;
    if (T == Spaceship && m.kind == MoveKind::Shot) {
      // OS-6: the Spaceship stays; the piece shot is removed.
      child.remove(m.to);
      child.no_capture = 0;
    } else {
      // OS-6: a Spaceship's step never captures; the others may (OS-3).
      if constexpr (T != Spaceship) {
        child.no_capture = static_cast<std::uint16_t>(child.no_capture * (child.cell[m.to] == 0));
        child.remove(m.to);  // nothing when the square is empty (its code 0 is in no set)
      }
      const Cells both = Cells::of(m.from) | Cells::of(m.to);
      child.by_player[Me] ^= both;
      child.by_type[T] ^= both;
      child.cell[m.to] = code(Me, T);
      child.cell[m.from] = 0;
      if constexpr (T == Nebula) child.nebula_moved[Me] = true;  // OS-8
      // OS-5, OS-14: a Planet that lands on an ordinary black hole while 2b is empty is
      // removed (no other Planet stands on one then: make_move removes them all when 2b
      // empties and the position reader refuses them).
      if constexpr (T == Planet)
        if (!child.cell[k2b] && kTables.ordinary_holes.test(m.to)) child.remove(m.to);
    }
    visit(child);
  }

  std::size_t made() const { return made_; }

 private:
  void visit(const Position& child) {
    visit_(child);
    ++made_;
  }

  const Position& parent_;
  Visit& visit_;
  Position after_;
  std::size_t made_ = 0;
};

// The sink of one piece type's generator for a ChildMaker.
template <PieceType T, Player Me, class Visit>
class PieceChildren {
 public:
  static constexpr bool lists = true;

  explicit PieceChildren(ChildMaker<Me, Visit>& maker) : maker_(maker) {}

  void add(Move m) { maker_.template add_piece<T>(m); }
  template <class Make>
  void add_each(std::uint64_t targets, Make&& make) {
    for_each_cell(targets, [&](int to) { add(make(to)); });
  }

 private:
  ChildMaker<Me, Visit>& maker_;
};

template <PieceType T, Player Me, class Visit>
PieceChildren<T, Me, Visit> piece_sink(ChildMaker<Me, Visit>& maker) {
  return PieceChildren<T, Me, Visit>(maker);
}

// Calls `visit(child)` for the position after each legal move, in generate_legal's order.
template <Player Me, class Visit>
void for_each_child(const Position& p, Visit& visit) {
  if (nebula_taken(p)) return;
  if (!obligations(p).empty()) {
    // OS-9, OS-13: generate_legal's list (the moves that fulfil it, or every move when
    // the one on 2b has no way out), each made.
    Move moves[kMaxMoves];
    Move* const end = generate_legal(p, moves);
    for (const Move* m = moves; m != end; ++m) {
      Position child = p;
      make_move(child, *m);
      visit(static_cast<const Position&>(child));
    }
    return;
  }
  const Occupancy o(p);
  ChildMaker<Me, Visit> maker(p, visit);
  generate_pieces(p, o, maker);
  if (maker.made() == 0 && forced_pass(p, o)) maker.add(Move::pass());  // OS-8, CO-2
}

template <class Visit>
void for_each_child(const Position& p, Visit&& visit) {
  with_side(p.side, [&]<Player Me>() { for_each_child<Me>(p, visit); });
}

}  // namespace dt::outerspace
