// Ringworld Chess (Charles Gilman, 2007; specs/rulings/: seed, rulings RW-1 ...
// RW-9): three players on a 198-cell hexagonal ring, Xiang Qi pieces and "puppeteers"
// whose moves differ along the f and h directions, checkmate by takeover of the army.
// Notation: the armies as piece lists, the players still in, the player to move and the
// castling Rook cells (position_text.cpp); moves `i5-f5`, `i3xc3`, `O-O@i1-g1`, `pass`.
#pragma once

#include "../core/rules_face.hpp"
#include "../core/variant.hpp"
#include "child_counts.hpp"
#include "../counting/position_key.hpp"
#include "make.hpp"
#include "movegen.hpp"
#include "position.hpp"

namespace dt::ringworld {

class Rules {
 public:
  DT_RULES_FACE(ringworld, .title = "Ringworld Chess (Charles Gilman, 2007)",
                .start_position =
      "Dw@e1,Rk@f1,Wd@f2,Fr@g1,Cn@g2,Tw@g3,Hr@h1,Fc@h2,Td@h3,Wt@h4,Ge@i1,Hc@i2,Hc@i3,Dt@i4,Dt@i5,Hr@j1,Fc@j2,Td@j3,"
      "Wt@j4,Fr@k1,Cn@k2,Tw@k3,Rk@l1,Wd@l2,Dw@m1"
      "/Dt@m9,Wt@m10,Tw@m11,Wd@m12,Dw@m13,Wt@n8,Dt@n9,Td@n10,Cn@n11,Rk@n12,Tw@o7,Td@o8,Hc@o9,Fc@o10,Fr@o11,Wd@p6,"
      "Cn@p7,Fc@p8,Hc@p9,Hr@p10,Dw@q5,Rk@q6,Fr@q7,Hr@q8,Ge@q9"
      "/Dw@a5,Rk@a6,Fr@a7,Hr@a8,Ge@a9,Wd@b6,Cn@b7,Fc@b8,Hc@b9,Hr@b10,Tw@c7,Td@c8,Hc@c9,Fc@c10,Fr@c11,Wt@d8,Dt@d9,"
      "Td@d10,Cn@d11,Rk@d12,Dt@e9,Wt@e10,Tw@e11,Wd@e12,Dw@e13"
      " 123 1 a6,d12,f1,l1,n12,q6",
                .max_moves = kMaxMoves);  // movegen.hpp says why

  Move* generate(const Position& p, Move* out) const { return generate_legal(p, out); }
  std::size_t count(const Position& p) const { return count_legal(p); }
  std::uint64_t count_children(const Position& p) const { return ringworld::count_children(p); }
  void make(Position& p, Move m) const { make_move(p, m); }

  // No repetition_key: the seed has no draw by repetition (or any draw), so none is
  // reported.
  // counting/position_key.hpp: every cell, each player's General (or its takeover, RW-6),
  // who is still in, who moves and the castling rights left (RW-8).
  template <class Hasher>
  void key(const Position& p, Hasher& h) const {
    h.add_bytes(p.cell);
    h.add_bytes(p.general);
    h.add(std::uint64_t(p.in) | std::uint64_t(p.side) << 8 | std::uint64_t(p.castling) << 16);
  }

};

static_assert(VariantRules<Rules>);

}  // namespace dt::ringworld
