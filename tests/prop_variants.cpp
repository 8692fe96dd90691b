// The properties every variant must have, written once over the registry (dt::variants())
// and the references' registry (support/reference.hpp), on random games under random
// option values (support/random_game.hpp): a variant added to both gets them with no
// edit here, each as a test of its own named after it (VariantProperties/NAME). The
// per-variant files (prop_VARIANT.cpp) keep only their own rules' properties.
#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <rapidcheck.h>

#include "core/text.hpp"
#include "face/erased.hpp"
#include "support/random_game.hpp"
#include "support/reference.hpp"
#include "support/registered.hpp"

namespace dt::test {
namespace {

// Plies per game. Several positions of a game are checked, so short games suffice
// (shrinking also favours them).
constexpr int kPlies = 30;

// The references are slow next to the generators (a Ringworld reference call costs
// milliseconds): they are asked at every fourth position of a game and at the last.
bool asks_the_reference(const RandomGame& game, std::size_t i) { return i % 4 == 0 || i + 1 == game.visited.size(); }

std::vector<std::string> sorted(std::vector<std::string> moves) {
  std::sort(moves.begin(), moves.end());
  return moves;
}

class VariantProperties : public ::testing::TestWithParam<const Variant*> {
 protected:
  const Variant& variant() const { return *GetParam(); }

  template <class Property>
  void check(const std::string& what, Property property) {
    EXPECT_TRUE(rc::check(std::string(variant().name()) + ": " + what, [&] { property(random_game(variant(), kPlies)); }));
  }
};

// Style.md, "Two generators, not one": at every position of the game the generator lists
// exactly the independent reference's moves, and each leads to the reference's position.
TEST_P(VariantProperties, MovesAndPositionsAgreeWithTheReference) {
  check("moves and positions agree with the reference", [this](const RandomGame& game) {
    for (std::size_t i = 0; i < game.visited.size(); ++i) {
      if (!asks_the_reference(game, i)) continue;
      const Game* at = game.visited[i].get();
      const std::string text = at->position();
      const std::string diff = reference_difference(*at, reference_moves(variant(), text, game.options));
      if (!diff.empty()) RC_FAIL("at " + text + ":" + diff);
    }
  });
}

// CO-3: no two listed moves share a text (a move is found by its text, so a second one
// with the same text could never be played).
TEST_P(VariantProperties, NoMoveIsListedTwice) {
  check("no move is listed twice", [](const RandomGame& game) {
    for (const auto& at : game.visited) {
      auto moves = at->moves();
      std::sort(moves.begin(), moves.end());
      const auto twice = std::adjacent_find(moves.begin(), moves.end());
      if (twice != moves.end()) RC_FAIL(*twice + " is listed twice at " + at->position());
    }
  });
}

// perft counts its leaves without listing them (counting/perft.hpp): perft 1 is the number
// of listed moves at every position, and perft 2 of the last the sum of its children's.
TEST_P(VariantProperties, PerftCountsTheListedMoves) {
  check("perft counts the listed moves", [](const RandomGame& game) {
    for (const auto& at : game.visited)
      if (at->perft(1) != at->moves().size())
        RC_FAIL("perft 1 is " + std::to_string(at->perft(1)) + " at " + at->position() + ", which lists " +
                std::to_string(at->moves().size()) + " moves");
    std::uint64_t sum = 0;
    for (const std::string& move : game.last().moves()) {
      auto child = game.last().clone();
      RC_ASSERT(child->play(move).ok());
      sum += child->moves().size();
    }
    RC_ASSERT(game.last().perft(2) == sum);
  });
}

// Notation round trips: every listed move's text is accepted as that move, and every
// position's text, its children's included, reads back (under the same options) as a
// position with the same text, the last one with the same moves (prop_position_text.cpp
// holds every text to its moves and perft).
TEST_P(VariantProperties, NotationRoundTrips) {
  check("notation round trips", [this](const RandomGame& game) {
    const auto reads_back = [&](const Game& at) {
      const std::string text = at.position();
      auto again = variant().load(text, game.options);
      if (!again.ok()) RC_FAIL(text + " does not read back: " + again.error().message());
      if ((*again)->position() != text) RC_FAIL(text + " reads back as " + (*again)->position());
      return std::move(*again);
    };
    for (const auto& at : game.visited) reads_back(*at);
    RC_ASSERT(sorted(reads_back(game.last())->moves()) == sorted(game.last().moves()));
    for (const std::string& move : game.last().moves()) {
      auto child = game.last().clone();
      const auto played = child->play(move);
      if (!played.ok()) RC_FAIL(move + " is listed at " + game.last().position() + " but refused: " + played.error().message());
      reads_back(*child);
    }
  });
}

// Copy-make: playing a move on a copy leaves the original as it was (its text, its moves,
// its result), whatever the move.
TEST_P(VariantProperties, MakingOnACopyLeavesTheOriginalUnchanged) {
  check("making on a copy leaves the original unchanged", [](const RandomGame& game) {
    const Game& original = game.last();
    const std::string text = original.position(), result = original.result_text();
    const auto moves = original.moves();
    for (const std::string& move : moves) {
      auto child = original.clone();
      RC_ASSERT(child->play(move).ok());
      if (original.position() != text) RC_FAIL(move + " on a copy changes the original to " + original.position());
    }
    RC_ASSERT(original.moves() == moves);
    RC_ASSERT(original.result_text() == result);
  });
}

// Every registered variant has a reference: a new variant registers one with its rules.
TEST(VariantReferences, EveryRegisteredVariantHasOne) {
  for (const Variant* v : variants()) EXPECT_NE(find_reference(v->name()), nullptr) << v->name();
}

INSTANTIATE_TEST_SUITE_P(Registered, VariantProperties, registered_variants(), variant_name);

}  // namespace
}  // namespace dt::test
