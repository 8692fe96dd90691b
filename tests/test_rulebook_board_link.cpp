// A rulebook case's link to the board page (harness/rulebook/rulebook_board_link.cpp): what
// web/play/cases.js reads back from the query, so a case opens on its own position, options,
// moves and expectations.
#include <gtest/gtest.h>

#include "rulebook/rulebook_board_link.hpp"

namespace dt::cli {
namespace {

TEST(RulebookBoardLink, EncodesEverythingButUnreservedBytes) {
  EXPECT_EQ(url_encoded("aZ09-._~!$'()*,;:@/"), "aZ09-._~!$'()*,;:@/");
  EXPECT_EQ(url_encoded("k7/8 w&x=1+#?\"é|>"), "k7/8%20w%26x%3D1%2B%23%3F%22%C3%A9%7C%3E");
}

TEST(RulebookBoardLink, CarriesPositionOptionsMovesAndExpectations) {
  Case c;
  c.name = "a b";
  c.position = "k7/8/8/8/8/8/8/K7 w - - 0 1";
  c.options = {{"jumps", "off"}, {"castling", "hyperspace"}};
  c.play = {"e2e4", "e7e5"};
  c.expect.moves_from = {{"e1", {"e1e2", "e1f1"}}};
  c.expect.illegal = {"e1g1"};
  c.expect.perft = {{2, 400}};
  EXPECT_EQ(board_link("hyperspace", c),
            "play.html?variant=hyperspace&option=jumps%3Doff&option=castling%3Dhyperspace"
            "&position=k7/8/8/8/8/8/8/K7%20w%20-%20-%200%201&play=e2e4,e7e5&case=a%20b"
            "&from=e1:e1e2,e1f1&illegal=e1g1&perft=2:400");
}

TEST(RulebookBoardLink, AGameRecordStepsFromItsFirstPlyToItsLastPosition) {
  Case c;
  c.name = "game";
  c.play = {"e2e4"};
  c.record = GameRecord{1, {{"p1", {"d7d5", "e7e5"}, "e7e5"}, {"p2", {"g1f3"}, "g1f3"}, {"p3", {}, ""}}};
  EXPECT_EQ(board_link("orthodox", c), "play.html?variant=orthodox&play=e2e4,e7e5,g1f3&case=game&after=p3&ply=1");
}

// The board page shows what the case demonstrates and leads back to it in the rulebook.
TEST(RulebookBoardLink, CarriesTheCasesWhyAndItsPlaceInTheRulebook) {
  Case c;
  c.name = "warp";
  c.why = "the turn is over: Black moves next";
  c.play = {"1b3@1b6"};
  EXPECT_EQ(board_link("outerspace", c, "case-black-holes-warp"),
            "play.html?variant=outerspace&play=1b3@1b6&case=warp"
            "&why=the%20turn%20is%20over:%20Black%20moves%20next&back=case-black-holes-warp");
}

}  // namespace
}  // namespace dt::cli
