// The members every variant's Rules declares alike (variant.hpp's VariantRules checks
// them), written once: `DT_RULES_FACE(VARIANT, .title = ..., .start_position = ...,
// .max_moves = ...)` inside `class Rules`, which then adds only what differs in kind
// (generate and make, the optional count, for_each_child, key and repetition_key, its
// Config). The arguments after the namespace are the fields of the variant's
// `VariantCard` (variant_card.hpp) after its name, which is the namespace's: the identity
// is one declaration, `Rules::card`. Each variant defines the declared members in its
// files of the same job: options.cpp, position_text.cpp, notation.cpp, result.cpp,
// drawing.cpp; `start()` is its card's start position, read.
//
// A macro, because C++ offers no other way to declare a class's members in one place and
// define them in each variant's own namespace: a base class cannot declare what each
// variant defines without virtual calls, and a class template's members defined per variant
// (explicit specializations) must be defined in namespace dt and declared again, member by
// member, in every file that calls them (a call without that declaration is an implicit
// instantiation of a member with no definition: ill-formed, no diagnostic required).
#pragma once

#include <span>
#include <string>
#include <string_view>

#include "drawing.hpp"
#include "game_result.hpp"
#include "options.hpp"
#include "result.hpp"
#include "variant_card.hpp"

#define DT_RULES_FACE(VARIANT, ...)                                                 \
  static constexpr VariantCard card{.name = #VARIANT, __VA_ARGS__};                 \
  using Position = VARIANT::Position;                                               \
  using Move = VARIANT::Move;                                                       \
                                                                                    \
  static std::span<const OptionSpec> options();                                     \
  static std::span<const std::string_view> player_names() { return kPlayerNames; } \
  /* From options already checked by resolve_options. */                          \
  static Rules configure(const OptionValues& options);                              \
                                                                                    \
  Position start() const { return *parse_position(card.start_position); }          \
  Result<Position> parse_position(std::string_view text) const;                     \
  std::string format_position(const Position& p) const;                             \
  /* The position editor's step: `position` (as format_position writes it) with   \
     the piece `letters` (as the drawing names it) of `side` on `cell`, or `cell` \
     emptied when `letters` is empty; not yet judged: the caller reads it. */     \
  static Result<std::string> put_piece(std::string_view position, std::string_view cell, int side, \
                                       std::string_view letters);                   \
                                                                                    \
  std::string format_move(const Position& p, Move m) const;                         \
  static Result<void> check_move_syntax(std::string_view text);                     \
  std::string origin(const Position& p, Move m) const;                              \
  static bool valid_cell(std::string_view text);                                    \
                                                                                    \
  GameResult result(const Position& p) const;                                       \
                                                                                    \
  Drawing drawing(const Position& p) const;                                         \
  MoveMark mark(const Position& p, Move m) const
