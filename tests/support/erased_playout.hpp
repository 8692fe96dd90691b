// Properties over every registered variant through the erased face (face/erased.hpp): a
// random playout whose variant and moves RapidCheck chooses, so a new variant is covered
// by its registry line and a failure shrinks to a short game, and a property run a fixed
// number of times whatever RC_PARAMS asks of the cheaper ones (for properties whose
// cases count deep).
#pragma once

#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <cstdint>
#include <memory>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "face/erased.hpp"

namespace dt::test {

struct Reached {
  const Variant* variant;
  std::unique_ptr<Game> game;
};

// A random registered variant's game after a random playout of up to `most_plies` plies,
// logged for the failing case.
inline Reached random_reached(int most_plies) {
  const auto registered = variants();
  const Variant& variant = *registered[*rc::gen::inRange<std::size_t>(0, registered.size())];
  auto game = std::move(*variant.start({}));
  const auto choices =
      *rc::gen::container<std::vector<std::uint32_t>>(*rc::gen::inRange(0, most_plies), rc::gen::arbitrary<std::uint32_t>());
  std::string played;
  for (const std::uint32_t choice : choices) {
    const auto moves = game->moves();
    if (moves.empty()) break;
    const std::string& move = moves[choice % moves.size()];
    RC_ASSERT(game->play(move).ok());
    played += " " + move;
  }
  RC_LOG() << variant.name() << " after" << played << ": " << game->position() << '\n';
  return {&variant, std::move(game)};
}

// `property` checked on `cases` cases (the seed and other parameters still from RC_PARAMS).
inline void expect_property_holds(const char* id, const char* description, int cases, void (*property)()) {
  rc::detail::TestParams params = rc::detail::configuration().testParams;
  params.maxSuccess = cases;
  rc::detail::TestMetadata metadata;
  metadata.id = id;
  metadata.description = description;
  const auto result = rc::detail::checkTestable(property, metadata, params);
  std::ostringstream message;
  rc::detail::printResultMessage(result, message);
  EXPECT_TRUE(result.is<rc::detail::SuccessResult>()) << message.str();
}

}  // namespace dt::test
