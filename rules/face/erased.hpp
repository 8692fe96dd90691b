// The type-erased face of a variant, for the CLI and the YAML runner only. Everything
// here speaks the variant's notations as text; the hot path stays in the templates.
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "../core/drawing.hpp"
#include "../core/game_result.hpp"
#include "../core/options.hpp"
#include "../core/result.hpp"
#include "../counting/perft_settings.hpp"

namespace dt {

// A position of one variant under fixed options, with the moves played since it was loaded.
class Game {
 public:
  virtual ~Game() = default;
  virtual std::unique_ptr<Game> clone() const = 0;

  virtual std::string position() const = 0;
  // Legal moves in the variant's notation, in generation order.
  virtual std::vector<std::string> moves() const = 0;
  // Legal moves of the piece on `cell`; an error when `cell` names no cell.
  virtual Result<std::vector<std::string>> moves_from(std::string_view cell) const = 0;
  // Plays one move given in notation; an error when it is not a move or not legal.
  virtual Result<void> play(std::string_view move) = 0;
  virtual std::uint64_t perft(int depth) const = 0;
  virtual std::vector<std::pair<std::string, std::uint64_t>> divide(int depth) const = 0;
  // The same counts over several threads and/or with a table (counting/parallel_perft.hpp),
  // watched, and stoppable at any depth, through `settings.watch`; each says whether it
  // counted every root move.
  virtual PerftCount perft_with(int depth, const PerftSettings& settings) const = 0;
  virtual DivideCount<std::string> divide_with(int depth, const PerftSettings& settings) const = 0;
  // Plies 0 to `depth`: nodes, distinct positions and their moves (counting/ply_stats.hpp),
  // fewer plies when `watch` stops it. One thread, no table: a measurement, not a count.
  virtual std::vector<PlyStats> ply_stats(int depth, PerftWatch* watch) const = 0;
  virtual GameResult result() const = 0;
  virtual std::string result_text() const = 0;

  // For `deepthought diagram` and the board page (core/drawing.hpp): the position in the
  // board's geometry. Every variant has one (core/rules_face.hpp declares it).
  virtual Drawing drawing() const = 0;
  // The kind and cells of the legal move written `move`; an error when it is not legal.
  virtual Result<MoveMark> mark(std::string_view move) const = 0;
  // The full name of `cell` (Outer Space's `c2` is `1c2`); an error when it names no cell.
  virtual Result<std::string> cell_name(std::string_view cell) const = 0;
  // The position editor's step: the position with the piece `letters` (as the drawing's
  // piece_names give them) of side `side` (an index into the drawing's sides) on `cell`,
  // or `cell` emptied when `letters` is empty, read back by the variant's own position
  // reader: its text, or the reader's error. The game itself is left as it was.
  virtual Result<std::string> put(std::string_view cell, int side, std::string_view letters) const = 0;
  // The editor's drag: the piece `letters` of side `side` taken off `from` and put on
  // `to` (a piece there replaced), both cells rewritten before the reader reads the
  // result, so that a move no single edit could make (a king's, which neither a position
  // without it nor one with two allows) is read once.
  virtual Result<std::string> move_piece(std::string_view from, std::string_view to, int side,
                                         std::string_view letters) const = 0;
};

class Variant {
 public:
  virtual ~Variant() = default;
  virtual std::string_view name() const = 0;
  virtual std::string_view title() const = 0;
  virtual std::span<const OptionSpec> options() const = 0;
  // How a UCI engine is asked for this game (the card of variant_card.hpp): the UCI_Variant
  // value, empty when no UCI engine is known to play it, and the UCI_Chess960 setting.
  virtual std::string_view uci_variant() const = 0;
  virtual bool uci_chess960() const = 0;
  virtual Result<std::unique_ptr<Game>> start(const OptionValues& options) const = 0;
  virtual Result<std::unique_ptr<Game>> load(std::string_view position, const OptionValues& options) const = 0;
};

// The registry: every variant the build knows (rules/registry.cpp, one line each).
std::span<const Variant* const> variants();
const Variant* find_variant(std::string_view name);
std::string variant_names();  // "a, b, c" for error messages

}  // namespace dt
