// Outer Space Chess (Nicholas Kuschinski; specs/rulings/: seed, rulings OS-1 ...
// OS-14): ordinary space 5x8 and hyperspace 2a-2b-2c, seven black holes, Star Clusters,
// Planets, Spaceships, Galaxies and Nebulae; the capture of the enemy Nebula wins.
// Notation: position_text.cpp; moves `1a1-1a2`, `1c2*1d1`, `1b3@2b`, `2b@1d3-1d1`, `pass`.
#pragma once

#include <utility>

#include "../core/rules_face.hpp"
#include "../core/variant.hpp"
#include "board.hpp"
#include "child_counts.hpp"
#include "children.hpp"
#include "../counting/position_key.hpp"
#include "make.hpp"
#include "movegen.hpp"
#include "position.hpp"

namespace dt::outerspace {

class Rules {
 public:
  DT_RULES_FACE(outerspace, .title = "Outer Space Chess (Nicholas Kuschinski)",
                .start_position = "cpnpc/1csc1/2c2/5/5/2C2/1CSC1/CPNPC g1G w 2a:0,2c:0 - 0",
                .max_moves = kMaxMoves);

  Move* generate(const Position& p, Move* out) const { return generate_legal(p, out); }
  // counting/perft.hpp's CountsMoves: perft's leaves are counted, not listed.
  std::size_t count(const Position& p) const { return count_legal(p); }
  // counting/perft.hpp's CountsChildren: the leaves' grandparents count their children's moves.
  std::uint64_t count_children(const Position& p) const { return outerspace::count_children(p); }
  void make(Position& p, Move m) const { make_move(p, m); }
  // counting/perft.hpp's VisitsChildren: perft's inner nodes make each move as it is found.
  template <class Visit>
  void for_each_child(const Position& p, Visit&& visit) const {
    outerspace::for_each_child(p, std::forward<Visit>(visit));
  }

  // OS-1: `c2` is accepted for the cell `1c2` (moves are written in full, Move notation).
  static std::string full_cell(std::string_view cell);

  // counting/position_key.hpp: every cell (as White's pieces and each type's, which `cell`
  // always equals: 6 words rather than 43 bytes), the n of each hyperspace piece, whose
  // Nebula moved last turn (OS-8) and the side to move, these four in one word. Not the
  // no-capture clock: perft never applies the 30-move rule (CO-1, result.cpp).
  template <class Hasher>
  void key(const Position& p, Hasher& h) const {
    static_assert(kCells <= 64 && Cluster == 1 && Nebula == kPieceTypes - 1);
    h.add(bits(p.by_player[White]));
    for (int t = Cluster; t <= Nebula; ++t) h.add(bits(p.by_type[t]));
    h.add(std::uint64_t{p.hyper_n[0]} | std::uint64_t{p.hyper_n[1]} << 8 | std::uint64_t{p.hyper_n[2]} << 16 |
          std::uint64_t{p.nebula_moved[White]} << 24 | std::uint64_t{p.nebula_moved[Black]} << 25 |
          std::uint64_t(p.side) << 26);
  }

};

static_assert(VariantRules<Rules>);

}  // namespace dt::outerspace
