// The start position's tree against the independent reference generator
// (support/reference_ringworld.hpp): at every node down to depth 3 the fast generator's
// move set equals the reference's, so perft 4 from the start (the sum of the move counts
// at depth 3) is confirmed by a second generator. perft 1-3 (27, 729, 19683) are worked
// out by hand in positions/ringworld/perft-start.yaml; perft 4 (638550), which the
// benchmark times, has no hand count and rests on this agreement.
#include <gtest/gtest.h>

#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include "core/movelist.hpp"
#include "core/perft.hpp"
#include "ringworld/ringworld.hpp"
#include "support/reference_ringworld.hpp"

namespace dt::ringworld {
namespace {

std::uint64_t walk(const Rules& rules, const Position& p, int depth, int& nodes_compared) {
  const MoveList<Rules> moves(rules, p);
  const auto reference = test::moves_of(test::reference_ringworld(rules.format_position(p), {}));
  std::set<std::string> fast;
  for (const auto& m : moves) fast.insert(rules.format_move(p, m));
  ++nodes_compared;
  EXPECT_EQ(fast, reference) << rules.format_position(p);
  if (depth == 1) return moves.size();
  std::uint64_t sum = 0;
  for (const auto& m : moves) {
    Position child = p;
    rules.make(child, m);
    sum += walk(rules, child, depth - 1, nodes_compared);
  }
  return sum;
}

TEST(RingworldReferencePerft, StartTreeAgreesToDepthFour) {
  const Rules rules;
  int compared = 0;
  EXPECT_EQ(walk(rules, rules.start(), 4, compared), 638550U);
  EXPECT_EQ(compared, 1 + 27 + 729 + 19683);
  EXPECT_EQ(perft(rules, rules.start(), 4), 638550U);
}

}  // namespace
}  // namespace dt::ringworld
