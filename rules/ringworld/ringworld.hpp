// Ringworld Chess (Charles Gilman, 2007; specs/rulings/: seed, rulings RW-1 ...
// RW-9): three players on a 198-cell hexagonal ring, Xiang Qi pieces and "puppeteers"
// whose moves differ along the f and h directions, checkmate by takeover of the army.
// Notation: the armies as piece lists, the players still in, the player to move and the
// castling Rook cells (position_text.cpp); moves `i5-f5`, `i3xc3`, `O-O@i1-g1`, `pass`.
#pragma once

#include "../core/drawing.hpp"
#include "../core/position_key.hpp"
#include "../core/variant.hpp"
#include "make.hpp"
#include "movegen.hpp"
#include "position.hpp"

namespace dt::ringworld {

class Rules {
 public:
  using Position = ringworld::Position;
  using Move = ringworld::Move;

  static constexpr std::string_view name = "ringworld";
  static constexpr std::string_view title = "Ringworld Chess (Charles Gilman, 2007)";
  // An accepted position has at most 3 Generals and 6 pieces of each other type (three
  // armies of 2; nothing promotes), 75 in all; the player to move owns at most 73 (not
  // the other Generals).
  // A slider or cannon reaches at most the cells of its six rays (at most 48 from any
  // cell; test_ringworld_board.cpp counts them), a puppeteer or General at most 6 cells,
  // and two castlings: 73 x 48 + 2 = 3506.
  static constexpr std::size_t max_moves = 3584;

  static std::span<const OptionSpec> options() { return {}; }
  static std::span<const std::string_view> player_names() { return kPlayerNames; }
  static Rules configure(const OptionValues&) { return Rules{}; }

  Position start() const;
  Result<Position> parse_position(std::string_view text) const;
  std::string format_position(const Position& p) const;

  Move* generate(const Position& p, Move* out) const { return generate_legal(p, out); }
  void make(Position& p, Move m) const { make_move(p, m); }

  std::string format_move(const Position& p, Move m) const;
  static Result<void> check_move_syntax(std::string_view text);
  std::string origin(const Position& p, Move m) const;
  static bool valid_cell(std::string_view text);

  // No repetition_key: the seed has no draw by repetition (or any draw), so none is
  // reported.
  GameResult result(const Position& p) const;
  // core/position_key.hpp: every cell, each player's General (or its takeover, RW-6),
  // who is still in, who moves and the castling rights left (RW-8).
  void key(const Position& p, KeyHasher& h) const {
    h.add_bytes(p.cell);
    h.add_bytes(p.general);
    h.add(std::uint64_t(p.in) | std::uint64_t(p.side) << 8);
    h.add_bytes(p.castling);
  }

  Drawing drawing(const Position& p) const;
  MoveMark mark(const Position& p, Move m) const;
};

static_assert(VariantRules<Rules>);

}  // namespace dt::ringworld
