// Hyperspace Chess (J. P. Neto, 2000; seeds/hyperspace-chess.txt, rulings HY-1 ... HY-16):
// orthodox chess where every non-adjacent move and every knight move sends the piece
// through hyperspace to drop later. Notation: FEN plus `| transit:` (HY-12), moves as
// the rulings' table (`g1-f3^`).
#pragma once

#include <array>
#include <span>
#include <string>
#include <string_view>

#include "core/drawing.hpp"
#include "core/game_result.hpp"
#include "core/options.hpp"
#include "core/result.hpp"
#include "hyperspace/movegen.hpp"
#include "hyperspace/orthodox_mode.hpp"
#include "hyperspace/turn.hpp"

namespace dt::hyperspace {

class Rules {
 public:
  using Position = hyperspace::Position;
  using Move = hyperspace::Move;

  static constexpr std::string_view name = "hyperspace";
  static constexpr std::string_view title = "Hyperspace Chess (J. P. Neto, 2000)";
  // An accepted position has at most 16 pieces a side (board and transit together,
  // promoted pieces only for missing pawns) and at most one pawn due on its last rank.
  // Blockers ignored, a queen reaches at most 27 squares, of which 19 are not adjacent;
  // with optional jumps those 19 also have an orthodox version: 46 moves. Rook 14 + 10,
  // bishop 13 + 9, knight 8 + 8, king 8 + 2 castlings, a pawn at most 12 (promotions).
  // With a pawn in transit, at most 8 queens: 8 x 46 + 2 x 24 + 2 x 22 + 2 x 16 + 10 =
  // 502 moves, each in 4 versions for the dropping pawn's promotion (HY-16): 2008.
  static constexpr std::size_t max_moves = 2048;

  static std::span<const OptionSpec> options();
  static std::span<const std::string_view> player_names() { return kPlayers; }
  static Rules configure(const OptionValues& options);

  Position start() const;
  Result<Position> parse_position(std::string_view text) const;
  std::string format_position(const Position& p) const;

  Move* generate(const Position& p, Move* out) const {
    if (config_.jumps == Jumps::Off) return generate_orthodox(p, out);
    return generate_legal(config_, p, out);
  }
  void make(Position& p, Move m) const {
    if (config_.jumps == Jumps::Off) return make_orthodox(p, m);
    play_turn(config_, p, m);
  }

  std::string format_move(const Position& p, Move m) const;
  static Result<void> check_move_syntax(std::string_view text);
  std::string origin(const Position& p, Move m) const;
  static bool valid_cell(std::string_view text);

  GameResult result(const Position& p) const;
  std::string repetition_key(const Position& p) const;

  Drawing drawing(const Position& p) const;
  MoveMark mark(const Position& p, Move m) const;

  const Config& config() const { return config_; }
  explicit Rules(Config c = {}) : config_(c) {}

 private:
  static constexpr std::array<std::string_view, 2> kPlayers = {"white", "black"};
  Config config_;
};

}  // namespace dt::hyperspace
