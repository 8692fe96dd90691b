// The positions one sub-move away, made as the generator finds each move rather than
// listed first and made afterwards: perft's inner nodes (core/perft.hpp's
// VisitsChildren). The generator (movegen.hpp's gen_all) is the one that lists, with
// this as its third sink; each child is a copy of the parent with make_move's sub-move
// and turn structure (LU-2, LU-9) applied, so it equals the listed move made.
#pragma once

#include <cstddef>

#include "emit.hpp"
#include "make.hpp"
#include "movegen.hpp"

namespace dt::lue {

template <class Visit>
class ChildMaker {
 public:
  // The generator walks the pieces in order, as when it lists (generate_legal's order).
  static constexpr bool lists = true;

  ChildMaker(const Position& parent, const Config& cfg, Visit& visit) : parent_(&parent), cfg_(&cfg), visit_(&visit) {}

  [[gnu::always_inline]] void add(Move m) const {
    Position child;
    copy_position(child, *parent_);
    follow_turn(child, play(child, m), *cfg_);  // make_move
    (*visit_)(static_cast<const Position&>(child));
  }
  // Each move make(cell) builds for each cell of `targets`, in increasing cell order;
  // each of LU-4's promotion choices is a child of its own, in kPromotions' order.
  template <class Make>
  [[gnu::always_inline]] void add_each(Cells targets, Make&& make) const {
    for_each_cell(targets, [&](int to) {
      if constexpr (kMovesPerCell<decltype(make(to))> == 1) {
        add(make(to));
      } else {
        for (const Move m : make(to)) add(m);
      }
    });
  }

 private:
  const Position* parent_;
  const Config* cfg_;
  Visit* visit_;
};

// Calls `visit(child)` for the position after each legal sub-move, in generate_legal's
// order.
template <class Visit>
void for_each_child(const Position& p, const Config& cfg, Visit& visit) {
  gen_all(p, cfg, ChildMaker<Visit>(p, cfg, visit));
}

}  // namespace dt::lue
