// A registered variant's game through the erased face (face/erased.hpp), as the tests of
// notation and results examine it: loaded from a position text after a few moves, and
// the rule that a refused move changes nothing.
#pragma once

#include <gtest/gtest.h>

#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "core/options.hpp"
#include "face/erased.hpp"

namespace dt::test {

// The game of `variant` loaded from `text` (the start position when it is empty) under
// `options`, after `moves`. A text, an option or a move refused is a bug in the test: it
// throws, naming it, and GoogleTest reports the exception as the test's failure.
inline std::unique_ptr<Game> game_after(std::string_view variant, std::string_view text,
                                        const std::vector<std::string_view>& moves = {}, const OptionValues& options = {}) {
  const Variant* v = find_variant(variant);
  if (!v) throw std::invalid_argument("unknown variant " + std::string(variant));
  auto game = text.empty() ? v->start(options) : v->load(text, options);
  if (!game.ok()) throw std::invalid_argument(std::string(text) + ": " + game.error().message());
  for (const auto move : moves)
    if (const auto played = (*game)->play(move); !played.ok())
      throw std::invalid_argument(std::string(move) + " at " + (*game)->position() + ": " + played.error().message());
  return std::move(*game);
}

// From the start of `variant`: `not_a_move` is refused as no move at all ("expected a
// move"), `illegal` as a move that is not legal ("illegal move"), and neither changes the
// position; `legal` is then played and leads to `after`.
inline void expect_refused_moves_change_nothing(std::string_view variant, std::string_view not_a_move,
                                                std::string_view illegal, std::string_view legal, std::string_view after) {
  const auto game = game_after(variant, "");
  const std::string start = game->position();
  const auto syntax = game->play(not_a_move);
  ASSERT_FALSE(syntax.ok()) << not_a_move;
  EXPECT_NE(syntax.error().what.find("expected a move"), std::string::npos) << syntax.error().what;
  const auto refused = game->play(illegal);
  ASSERT_FALSE(refused.ok()) << illegal;
  EXPECT_NE(refused.error().what.find("illegal move"), std::string::npos) << refused.error().what;
  EXPECT_EQ(game->position(), start);
  ASSERT_TRUE(game->play(legal).ok()) << legal;
  EXPECT_EQ(game->position(), after);
}

}  // namespace dt::test
