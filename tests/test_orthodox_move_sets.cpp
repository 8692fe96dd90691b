// Hand-worked legal move sets for the rules that are easiest to get wrong, each checked
// against both generators: the fast one in rules/orthodox and the reference in
// tests/support (which the generator property then compares on random positions).
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <string_view>

#include "core/movelist.hpp"
#include "orthodox/orthodox.hpp"
#include "support/reference_orthodox.hpp"

namespace dt::orthodox {
namespace {

struct MoveSet {
  std::string_view name;
  std::string_view fen;
  std::set<std::string> moves;
};

const MoveSet kMoveSets[] = {
    // en-passant.discovered-check: b5xc6 would empty b5 and c5 together and open rank 5
    // from the rook on h5 to the king on a5. b4 is guarded by the c5 pawn.
    {"EnPassantOpeningTheRank", "4k3/8/8/KPp4r/8/8/8/8 w - c6 0 2", {"a5a4", "a5a6", "a5b6", "b5b6"}},
    // en-passant.removes-checker: d2-d4 checks the king on c5; e4xd3 takes the checker.
    // The king has all 8 squares (d4 unguarded); the push e4e3 leaves the check.
    {"EnPassantTakesTheChecker",
     "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1",
     {"c5b4", "c5b5", "c5b6", "c5c4", "c5c6", "c5d4", "c5d5", "c5d6", "e4d3"}},
    // castling.through-check: the rook on f2 guards f1; the long way is free. King: d1,
    // and f2 taking the unguarded rook (d2 and e2 are on its rank). Rooks: their lines.
    {"CastlingThroughAnAttackedSquare",
     "4k3/8/8/8/8/8/5r2/R3K2R w KQ - 0 1",
     {"e1c1", "e1d1", "e1f2", "a1a2", "a1a3", "a1a4", "a1a5", "a1a6", "a1a7", "a1a8", "a1b1",
      "a1c1", "a1d1", "h1h2", "h1h3", "h1h4", "h1h5", "h1h6", "h1h7", "h1h8", "h1g1", "h1f1"}},
    // castling.queenside-b-square: the rook on b8 attacks b1, which the king never crosses.
    {"QueensideCastlingWithB1Attacked",
     "1r2k3/8/8/8/8/8/8/R3K3 w Q - 0 1",
     {"e1c1", "e1d1", "e1d2", "e1e2", "e1f1", "e1f2", "a1a2", "a1a3", "a1a4", "a1a5", "a1a6", "a1a7",
      "a1a8", "a1b1", "a1c1", "a1d1"}},
    // check.double: rook e8 down the e-file and bishop b4 along b4-e1 both check. Only the
    // king moves: d1, f1, f2 (d2 is on the bishop's line, e2 on the rook's).
    {"DoubleCheckOnlyTheKingMoves", "4r2k/8/8/8/1b6/8/R7/4K3 w - - 0 1", {"e1d1", "e1f1", "e1f2"}},
    // check.pin: the knight on e2 stands between its king and the rook on e7.
    {"PinnedKnightCannotMove", "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1", {"e1d1", "e1d2", "e1f1", "e1f2"}},
    // promotion.pieces, promotion.capture: four moves per arrival square (CO-3).
    {"PromotionsByPushAndCapture",
     "n3k3/1P6/8/8/8/8/8/4K3 w - - 0 1",
     {"b7b8q", "b7b8r", "b7b8b", "b7b8n", "b7a8q", "b7a8r", "b7a8b", "b7a8n", "e1d1", "e1d2", "e1e2", "e1f1",
      "e1f2"}},
    // game.stalemate: Black's king on h8 is not in check and g8, g7, h7 are all attacked.
    {"StalemateHasNoMoves", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", {}},
};

class OrthodoxMoveSet : public ::testing::TestWithParam<MoveSet> {};

TEST_P(OrthodoxMoveSet, FastGeneratorGivesExactlyThese) {
  const Rules rules;
  const auto p = rules.parse_position(GetParam().fen);
  ASSERT_TRUE(p.ok()) << p.error().message();
  std::set<std::string> moves;
  for (const auto& m : MoveList<Rules>(rules, *p)) moves.insert(rules.format_move(*p, m));
  EXPECT_EQ(moves, GetParam().moves);
}

TEST_P(OrthodoxMoveSet, ReferenceGivesExactlyThese) {
  EXPECT_EQ(test::moves_of(test::reference_orthodox(GetParam().fen, {})), GetParam().moves);
}

INSTANTIATE_TEST_SUITE_P(Orthodox, OrthodoxMoveSet, ::testing::ValuesIn(kMoveSets),
                         [](const auto& test) { return std::string(test.param.name); });

}  // namespace
}  // namespace dt::orthodox
