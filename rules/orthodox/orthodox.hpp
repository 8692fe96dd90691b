// Orthodox chess (FIDE Laws, art. 1-5; OR-1): the base of Hyperspace Chess and the
// variant with published perft counts. Notation: FEN and UCI long algebraic moves.
#pragma once

#include <utility>

#include "../core/rules_face.hpp"
#include "../core/variant.hpp"
#include "child_counts.hpp"
#include "children.hpp"
#include "make.hpp"
#include "movegen.hpp"
#include "position.hpp"

namespace dt::orthodox {

class Rules {
 public:
  DT_RULES_FACE(orthodox, .title = "Orthodox chess (FIDE)",
                .start_position = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                // No reachable position has more than 218 moves; a position the FEN reader
                // accepts (at most 16 pieces, promotions only for missing pawns) has at most
                // 9 queens x 27 + 2 rooks x 14 + 2 bishops x 13 + 2 knights x 8 + king 8 +
                // 2 castlings = 323.
                .max_moves = 512, .uci_variant = "chess");

  Move* generate(const Position& p, Move* out) const { return generate_legal(p, out); }
  std::size_t count(const Position& p) const { return count_legal(p); }
  void make(Position& p, Move m) const { make_move(p, m); }
  template <class Visit>
  void for_each_child(const Position& p, Visit&& visit) const {
    orthodox::for_each_child(p, std::forward<Visit>(visit));
  }
  std::uint64_t count_children(const Position& p) const { return orthodox::count_children(p); }

  std::string repetition_key(const Position& p) const;
  template <class Hasher>
  void key(const Position& p, Hasher& h) const {
    add_to_key(p, h);
  }

};

static_assert(VariantRules<Rules>);

std::string square_name(Square s);

// The result of a position with or without legal moves (art. 5, 9): shared with the
// variants played on this board with other castling (Chess960).
GameResult game_result(const Position& p, bool has_moves);

// A FEN line without its two clocks: the part that decides a repetition (art. 9.2.3).
std::string without_clocks(const std::string& fen);

}  // namespace dt::orthodox
