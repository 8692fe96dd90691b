// What every variant offers the core (checked at compile time; no virtual calls).
// A variant is a Rules class configured by its options; its Position and Move are
// plain values, generation writes into a caller's buffer, making is copy-make. What a
// variant may add (faster counts, table keys, repetition) is listed in variant_hooks.hpp.
#pragma once

#include <concepts>
#include <cstddef>
#include <span>
#include <string>
#include <string_view>

#include "game_result.hpp"
#include "options.hpp"
#include "result.hpp"
#include "variant_card.hpp"
#include "variant_hooks.hpp"

namespace dt {

template <class R>
concept VariantRules = requires(const R rules, const typename R::Position& pos, typename R::Position& mut,
                                typename R::Move move, typename R::Move* out, std::string_view text,
                                const OptionValues& options) {
  // Name, title, start position, move-list bound, UCI name: one declaration.
  { R::card } -> std::convertible_to<VariantCard>;
  { R::options() } -> std::convertible_to<std::span<const OptionSpec>>;
  { R::player_names() } -> std::convertible_to<std::span<const std::string_view>>;
  // From options already checked by resolve_options.
  { R::configure(options) } -> std::same_as<R>;
  { rules.start() } -> std::same_as<typename R::Position>;
  // The one-line position notation; parse refuses impossible positions.
  { rules.parse_position(text) } -> std::same_as<Result<typename R::Position>>;
  { rules.format_position(pos) } -> std::same_as<std::string>;
  // The position editor's step, text to text (core/rules_face.hpp).
  { R::put_piece(text, text, 0, text) } -> std::same_as<Result<std::string>>;
  // Exactly the legal moves (CO-1: none once the game is over), each once (CO-3).
  { rules.generate(pos, out) } -> std::same_as<typename R::Move*>;
  { rules.make(mut, move) };
  // Move notation (specs/rulings/notation.yaml). Parsing matches the text against the
  // formatted legal moves, so parse and format cannot drift; check_move_syntax only
  // tells "not a move at all" from "not legal here".
  { rules.format_move(pos, move) } -> std::same_as<std::string>;
  { R::check_move_syntax(text) } -> std::same_as<Result<void>>;
  // The cell a move starts from (for "the moves of the piece on e1"), empty for a pass.
  { rules.origin(pos, move) } -> std::same_as<std::string>;
  { R::valid_cell(text) } -> std::same_as<bool>;
  { rules.result(pos) } -> std::same_as<GameResult>;
};

}  // namespace dt
