// The reference generator, the yardstick of the generator property, is itself held to
// published counts here and to hand-worked move sets in test_orthodox_move_sets.cpp.
#include <gtest/gtest.h>

#include "support/reference_orthodox.hpp"
#include "support/standard_positions.hpp"

namespace dt::test {
namespace {

TEST(OrthodoxReference, CountsTheStandardPositionsFirstMoves) {
  for (const auto& s : standard_positions())
    EXPECT_EQ(reference_orthodox(s.fen, {}).size(), s.perft[0]) << s.name;
}

// Published perft 2 (and 3 of the start) on the reference's own tree: its positions after
// each move (castling rights, en passant square, clocks) lead to the right replies.
TEST(OrthodoxReference, CountsTheStandardPositionsOnItsOwnTree) {
  const Variant& orthodox = *find_variant("orthodox");
  for (const auto& s : standard_positions()) EXPECT_EQ(reference_perft(orthodox, s.fen, {}, 2), s.perft[1]) << s.name;
}

}  // namespace
}  // namespace dt::test
