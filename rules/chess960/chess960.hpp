// Chess960 (Fischer Random Chess; FIDE Laws, Guidelines III, "Chess960 Rules"): orthodox
// chess from one of 960 start positions, with castling generalised (FR-1). Notation: X-FEN
// or Shredder-FEN positions (FR-3), UCI moves with castling as king-takes-rook (FR-2), as
// engines play it under UCI_Chess960.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <utility>

#include "../core/game_result.hpp"
#include "../core/options.hpp"
#include "../core/result.hpp"
#include "../core/rules_face.hpp"
#include "../orthodox/orthodox.hpp"
#include "../counting/position_key.hpp"
#include "make.hpp"
#include "movegen.hpp"
#include "position.hpp"

namespace dt::chess960 {

class Rules {
 public:
  // Orthodox chess's start is SP 518 (FR-5), and its move-list bound holds here too.
  DT_RULES_FACE(chess960, .title = "Chess960 (Fischer Random Chess)",
                .start_position = orthodox::Rules::card.start_position, .max_moves = orthodox::Rules::card.max_moves,
                .uci_variant = "chess", .uci_chess960 = true);

  Move* generate(const Position& p, Move* out) const {
    orthodox::ListSink writer{out};
    chess960::generate(p, writer);
    return writer.end();
  }
  std::size_t count(const Position& p) const { return count_legal(p); }
  std::uint64_t count_children(const Position& p) const { return chess960::count_children(p); }
  void make(Position& p, Move m) const { make_move(p, m); }
  template <class Visit>
  void for_each_child(const Position& p, Visit&& visit) const {
    chess960::for_each_child(p, visit);
  }

  std::string repetition_key(const Position& p) const { return orthodox::without_clocks(format_position(p)); }
  // counting/position_key.hpp: the board as in orthodox chess (no clocks), the rights held and
  // each right's rook (unset for a right not held, so equal positions hash equal).
  template <class Hasher>
  void key(const Position& p, Hasher& h) const {
    orthodox::add_to_key(p.board, h);
    h.add(std::uint64_t(p.castling));
    h.add_bytes(p.rook);
  }

};

}  // namespace dt::chess960
