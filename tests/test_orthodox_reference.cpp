// The reference generator, the yardstick of the generator property, is itself held to
// published counts here and to hand-worked move sets in test_orthodox_move_sets.cpp.
#include <gtest/gtest.h>

#include "support/reference_orthodox.hpp"
#include "support/standard_positions.hpp"

namespace dt::test {
namespace {

TEST(OrthodoxReference, CountsTheStandardPositionsFirstMoves) {
  for (const auto& s : standard_positions())
    EXPECT_EQ(reference_legal_moves(s.fen).size(), s.perft[0]) << s.name;
}

}  // namespace
}  // namespace dt::test
