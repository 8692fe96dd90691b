// Life, the Universe and Everything (João Pedro Neto; specs/rulings/: seed, rulings
// LU-1 ... LU-11). Position notation: the ranks from 7 down to 1, side to move, the
// sub-move of the turn, the placement before the previous sub-move (position_text.cpp);
// moves as the table of specs/rulings/notation.yaml (notation.cpp). Perft counts
// sub-moves (LU-2).
#pragma once

#include "../core/configured.hpp"
#include "../core/rules_face.hpp"
#include "../core/variant.hpp"
#include "../counting/position_key.hpp"
#include "child_counts.hpp"
#include "make.hpp"
#include "movegen.hpp"
#include "position.hpp"

namespace dt::lue {

class Rules : public Configured<Config> {
 public:
  DT_RULES_FACE(lue, .title = "Life, the Universe and Everything (João Pedro Neto)",
                .start_position = "weuzlf/mmmmmm/6/6/6/MMMMMM/WEUALF w only -", .max_moves = kMaxMoves);

  Move* generate(const Position& p, Move* out) const { return generate_legal(p, out, config_); }
  // perft's leaves are counted without being listed (counting/perft.hpp).
  std::size_t count(const Position& p) const { return count_legal(p, config_); }
  void make(Position& p, Move m) const { make_move(p, m, config_); }
  // counting/perft.hpp's CountsChildren: the leaves' grandparents count their children's
  // sub-moves, a second sub-move's existence (LU-2) read from its count (child_counts.hpp).
  std::uint64_t count_children(const Position& p) const { return lue::count_children(p, config_); }

  // No repetition_key: the seed names no draw by repetition (FIDE base would have one; see
  // LUE-PROGRESS.md, an open question).
  // counting/position_key.hpp: the placement, the side to move, the turn's sub-move state
  // (LU-2) and, of the placement before the previous sub-move, the swap it forbids (LU-5;
  // universe.hpp).
  template <class Hasher>
  void key(const Position& p, Hasher& h) const {
    h.add_bytes(p.board);
    h.add(std::uint64_t(p.side) | std::uint64_t(p.second) << 8 | std::uint64_t(std::uint8_t(p.first_mover)) << 16 |
          std::uint64_t(p.opening) << 24);
    add_swap_memory_to_key(p, h);
  }

  using Configured::Configured;
};

static_assert(VariantRules<Rules>);

}  // namespace dt::lue
