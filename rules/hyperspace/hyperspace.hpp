// Hyperspace Chess (J. P. Neto, 2000; specs/rulings/: seed, rulings HY-1 ... HY-16):
// orthodox chess where every non-adjacent move and every knight move sends the piece
// through hyperspace to drop later. Notation: FEN plus `| transit:` (HY-12), moves as
// the rulings' table (`g1-f3^`).
#pragma once

#include "../core/configured.hpp"
#include "../core/rules_face.hpp"
#include "../core/variant.hpp"
#include "children.hpp"
#include "../counting/position_key.hpp"
#include "movegen.hpp"
#include "orthodox_mode.hpp"
#include "turn.hpp"

namespace dt::hyperspace {

class Rules : public Configured<Config> {
 public:
  DT_RULES_FACE(hyperspace, .title = "Hyperspace Chess (J. P. Neto, 2000)",
                .start_position = orthodox::Rules::card.start_position,
                // The largest move list of an accepted position. A side has at most 16 pieces, board and
                // transit together, and no more promoted pieces than missing pawns (check_material); the
                // reader allows at most kMaxPromotingDrops (k) of its pawns in transit to its last rank. Per
                // piece on the board, blockers ignored and under jumps=optional (each non-adjacent
                // destination an orthodox move reaches is a second move): a queen reaches at most 27 squares,
                // 19 of them not adjacent (on d4), 46 moves; a rook 14, of which 12 not adjacent (in a
                // corner), 26; a bishop 13 + 9 = 22; a knight 8 + 8 = 16; the king 8 steps + 2 castlings =
                // 10; a pawn at most 3 x 4 promotions = 12, fewer than the queen it could have become. With k
                // pawns in transit the board holds at most 15 - k pieces besides the king and at most 8 - k
                // promoted ones, so at worst 9 - k queens, 2 rooks, 2 bishops, 2 knights: (9 - k) x 46 + 52 +
                // 44 + 32 + 10 moves, each in 4^k versions when every pawn is placed (HY-16). k = 1: 506 x 4
                // = 2024; k = 2: 460 x 16 = 7360; k = 3: 414 x 64 = 26496. At 8 bytes a move, k = 2 needs
                // 58,880 bytes per ply, within the 64 KB a ply may take on the stack (perft recurses, on
                // default thread stacks); k = 3 would need 212 KB.
                .max_moves = 7360);
  // The k of the bound above: the reader refuses a further pawn in transit to its last rank.
  static constexpr int kMaxPromotingDrops = 2;
  static_assert(sizeof(Move) == 8);

  Move* generate(const Position& p, Move* out) const {
    if (config_.jumps == Jumps::Off) return generate_orthodox(p, out);
    return generate_legal(config_, p, out);
  }
  // counting/perft.hpp's CountsMoves: perft's leaves are counted, not listed, except where
  // drops promote pawns (HY-16: each move then comes in several versions).
  std::size_t count(const Position& p) const {
    if (config_.jumps == Jumps::Off) return orthodox::count_legal(p.board);
    if (promotes_by_drop(p)) return listed_count(p);
    return count_legal(config_, p);
  }
  void make(Position& p, Move m) const {
    if (config_.jumps == Jumps::Off) return make_orthodox(p, m);
    play_turn(config_, p, m);
  }
  // counting/perft.hpp's VisitsChildren: perft's inner nodes make each move as it is found.
  template <class Visit>
  void for_each_child(const Position& p, Visit&& visit) const {
    if (config_.jumps == Jumps::Off || promotes_by_drop(p)) return visit_listed(p, visit);
    hyperspace::for_each_child(config_, p, visit);
  }

  std::string repetition_key(const Position& p) const;
  // counting/position_key.hpp: the board as in orthodox chess (no clocks), and the pieces
  // in transit, kept in their canonical order (types.hpp's `before`).
  template <class Hasher>
  void key(const Position& p, Hasher& h) const {
    orthodox::add_to_key(p.board, h);
    h.add(p.transit_count);
    for (int i = 0; i < p.transit_count; ++i) h.add_bytes(p.transit[i]);
  }

  using Configured::Configured;

 private:
  // Out of line: their lists would make every count's and visit's frame as large.
  [[gnu::noinline]] std::size_t listed_count(const Position& p) const {
    Move moves[card.max_moves];
    return static_cast<std::size_t>(generate(p, moves) - moves);
  }
  template <class Visit>
  [[gnu::noinline]] void visit_listed(const Position& p, Visit& visit) const {
    Move moves[card.max_moves];
    for (const Move* m = moves, *end = generate(p, moves); m != end; ++m) {
      Position child = p;
      make(child, *m);
      visit(static_cast<const Position&>(child));
    }
  }
};

static_assert(VariantRules<Rules>);

}  // namespace dt::hyperspace
