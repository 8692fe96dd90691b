// The positions one legal move away, made as the generator finds each move (a sink like
// core/move_sink.hpp's) rather than listed first and made afterwards: perft's inner nodes
// (core/perft.hpp's VisitsChildren). The generator's order and moves are those of its
// list (the sink says it lists); only the making differs.
#pragma once

#include <cstddef>

#include "make.hpp"
#include "movegen.hpp"

namespace dt::hitchhiker {

template <class Visit>
class ChildVisitor {
 public:
  static constexpr bool lists = true;  // the list's path through pieces_of: its order

  ChildVisitor(const Position& parent, bool kidnap_optional, Visit& visit)
      : parent_(&parent), visit_(&visit), kidnap_optional_(kidnap_optional) {}

  // Set by pieces_of before each type's moves.
  void moving(PieceType type) { type_ = type; }

  // Any move, made in full: the moves that may carry (Mover::emit), scorches, detonations.
  void add(Move m) {
    Position child = *parent_;
    make_move(child, m, kidnap_optional_);
    visit(child);
  }
  // Mover::emit_all's targets of a mover without carry: steps, plunges and
  // rematerializations of one piece of type_ that carry nothing (HC-9).
  template <class Make>
  void add_each(Cells targets, Make&& make) {
    for (; targets; targets &= targets - 1) {
      const Move m = make(std::countr_zero(targets));
      Position child = *parent_;
      make_plain(child, type_, m.from(), m.to(), m.kind());
      visit(child);
    }
  }

  std::size_t visited() const { return visited_; }

 private:
  void visit(const Position& child) {
    ++visited_;
    (*visit_)(child);
  }

  const Position* parent_;
  Visit* visit_;
  bool kidnap_optional_;
  PieceType type_ = NoPiece;
  std::size_t visited_ = 0;
};

// Each child of `p` in the order of generate_legal's list, the pass included (HC-14).
template <class Visit>
void for_each_child(const Position& p, Visit& visit, bool kidnap_optional, bool orbit_any) {
  const ChildVisitor<Visit> done = generate_into(p, ChildVisitor<Visit>(p, kidnap_optional, visit), kidnap_optional, orbit_any);
  if (done.visited() == 0 && !p.over()) {
    Position child = p;
    make_move(child, Move::pass(), kidnap_optional);  // HC-14, CO-2
    visit(static_cast<const Position&>(child));
  }
}

}  // namespace dt::hitchhiker
