// Perft of the six standard positions against the counts published on the Chess
// Programming Wiki "Perft Results" page (specs/orthodox.yaml perft.published-counts, OR-1).
#include <gtest/gtest.h>

#include <string>

#include "counting/perft.hpp"
#include "face/erased.hpp"
#include "orthodox/orthodox.hpp"
#include "support/standard_positions.hpp"

namespace dt::orthodox {
namespace {

class OrthodoxPerft : public ::testing::TestWithParam<test::StandardPosition> {};

TEST_P(OrthodoxPerft, MatchesThePublishedCounts) {
  const Rules rules;
  const auto p = rules.parse_position(GetParam().fen);
  ASSERT_TRUE(p.ok()) << p.error().message();
  EXPECT_EQ(perft(rules, *p, 0), 1u);  // CO-1
  for (std::size_t i = 0; i < GetParam().perft.size(); ++i)
    EXPECT_EQ(perft(rules, *p, static_cast<int>(i + 1)), GetParam().perft[i]) << "depth " << i + 1;
}

INSTANTIATE_TEST_SUITE_P(Orthodox, OrthodoxPerft, ::testing::ValuesIn(test::standard_positions()), [](const auto& test) {
  std::string name(test.param.name);
  std::erase(name, '-');
  return name;
});

// From the initial position every white move leaves Black its own 20 moves (16 pawn
// moves and 4 knight moves, none touched by a single white move).
TEST(OrthodoxPerftDivide, InitialPositionDividesIntoTwentyTimesTwenty) {
  const auto game = std::move(*find_variant("orthodox")->start({}));
  const auto divided = game->divide(2);
  ASSERT_EQ(divided.size(), 20u);
  for (const auto& [move, nodes] : divided) EXPECT_EQ(nodes, 20u) << move;
  EXPECT_EQ(game->perft(2), 400u);
}

// CO-1: a finished game has no moves at any depth. Back-rank mate: the rook on a8 checks
// g8 along rank 8, the pawns f7 g7 h7 close the king in, nothing can block or capture.
TEST(OrthodoxPerftDivide, CheckmateHasNoNodesBelowIt) {
  const Rules rules;
  const auto mate = rules.parse_position("R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1");
  ASSERT_TRUE(mate.ok());
  EXPECT_EQ(perft(rules, *mate, 0), 1u);
  EXPECT_EQ(perft(rules, *mate, 1), 0u);
  EXPECT_EQ(perft(rules, *mate, 3), 0u);
}

}  // namespace
}  // namespace dt::orthodox
