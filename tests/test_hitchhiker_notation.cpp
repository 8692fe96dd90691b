// Hitchhiker notations (specs/hitchhiker.yaml notation.*): the position line round-trips,
// a text that is not a move is told from a well-formed move that is not legal here, and a
// legal text gives the one move it names.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "face/adapter.hpp"
#include "face/erased.hpp"
#include "hitchhiker/hitchhiker.hpp"
#include "support/erased_game.hpp"

namespace dt::hitchhiker {
namespace {

constexpr std::string_view kStart = "h/s/rcr/ococo/m1m1m1m/4*4/M1M1M1M/OCOCO/RCR/S/H w -";

int cell(std::string_view name) { return find_cell(name); }

Result<Move> find(std::string_view position, std::string_view text, const OptionValues& options = {}) {
  const Rules rules = Rules::configure(*resolve_options(Rules::options(), options));
  return find_move(rules, *rules.parse_position(position), text);
}

bool says(const Result<Move>& r, std::string_view phrase) {
  return !r.ok() && r.error().what.find(phrase) != std::string::npos;
}

TEST(HitchhikerNotation, StartPositionRoundTrips) {
  const Rules rules;
  EXPECT_EQ(rules.format_position(rules.start()), kStart);
  const auto parsed = rules.parse_position(kStart);
  ASSERT_TRUE(parsed.ok());
  EXPECT_EQ(*parsed, rules.start());
  EXPECT_EQ(parsed->hitch[White], cell("e1"));
  EXPECT_EQ(parsed->hitch[Black], cell("e11"));
  EXPECT_EQ(std::popcount(parsed->by_player[White]), 13);  // 14 pieces but the Hitchhiker
}

// HC-15: a side has one Sun in the setup and never more; the refusal names the type in the
// singular for one, the plural above that. The rulebook matches an error by what it
// contains, so `1 Sun` there would also accept `1 Suns`: the whole ending is held here.
TEST(HitchhikerNotation, ImpossibleMaterialNamesOneSunInTheSingular) {
  const Rules rules;
  const auto two_suns = rules.parse_position("h/s/rcr/ococo/m1m1m1m/S3*4/M1M1M1M/OCOCO/RCR/S/H w -");
  ASSERT_FALSE(two_suns.ok());
  const std::string message = two_suns.error().message();
  EXPECT_TRUE(message.ends_with("white has more than 1 Sun")) << message;
  const auto five_mines = rules.parse_position("h/s/rcr/ococo/m1m1m1m/M3*4/M1M1M1M/OCOCO/RCR/S/H w -");
  ASSERT_FALSE(five_mines.ok());
  EXPECT_TRUE(five_mines.error().message().ends_with("white has more than 4 Mines")) << five_mines.error().message();
}

// Spaces between fields may repeat; the text written back is the canonical one.
TEST(HitchhikerNotation, ExtraSpacesAreReadAndNotWritten) {
  const Rules rules;
  const auto parsed = rules.parse_position("h/s/rcr/ococo/m1m1m1m/4*4/M1M1M1M/OCOCO/RCR/S/H   w  - ");
  ASSERT_TRUE(parsed.ok()) << parsed.error().message();
  EXPECT_EQ(rules.format_position(*parsed), kStart);
}

// '&' and a just-moved Sun survive the round trip (HC-10, HC-15).
TEST(HitchhikerNotation, SharedRestaurantAndJustMovedSunRoundTrip) {
  const Rules rules;
  for (const std::string_view text : {"&/C/3/5/7/4*4/7/5/3/1/1 b -", "1/1/3/5/7/4*4/4s2/5/3/1/& w -",
                                      "h/1/3/5/7/4*4/2S4/5/3/1/H b d5", "h/1/3/5/7/1s2*4/7/5/3/1/H w b6"}) {
    const auto parsed = rules.parse_position(text);
    ASSERT_TRUE(parsed.ok()) << text << ": " << parsed.error().message();
    EXPECT_EQ(rules.format_position(*parsed), text);
  }
}

TEST(HitchhikerNotation, TextsThatAreNotMovesAreSyntaxErrors) {
  for (const std::string_view text : {"", "e2", "e2e3", "e2-", "e2-e3-", "E2-E3", "j6-a6", "a5-a6", "e12-e11", "e0-e1",
                                      "e2^", "d6!!", "d6!x", "pass ", "PASS", "e2^f3&e5", "c4*g8x", "c4x*g8", "0000",
                                      "c4*g8&", "c4-g8&e", "d3~~e5", "b5 -a6", "e05-e4"})
    EXPECT_TRUE(says(find(kStart, text), "expected a move")) << "'" << text << "'";
}

TEST(HitchhikerNotation, WellFormedMovesThatAreNotLegalAreIllegal) {
  // b5-b6: no Mine move; b5xa6: a6 is empty; e2^f3: own Rocket; d5!: light square, and
  // d4 holds a Colonizer; c4*g8: not a Colonizer; d3~c7: next to black Mines; e1-e2: a
  // Hitchhiker never moves; pass: White has moves; b5-a6&e11: kidnap=automatic writes no &.
  for (const std::string_view text : {"b5-b6", "b5xa6", "e2^f3", "d5!", "d4!", "c4*g8", "d3~c7", "e1-e2", "pass", "e6-e7",
                                      "b5-a6&e11", "d3-e5", "d3~d3"})
    EXPECT_TRUE(says(find(kStart, text), "illegal move")) << text;
}

TEST(HitchhikerNotation, EachKindNamesItsOwnMove) {
  EXPECT_EQ(*find(kStart, "b5-a6"), Move(cell("b5"), cell("a6"), Step));
  EXPECT_EQ(*find(kStart, "d3~e5"), Move(cell("d3"), cell("e5"), Rematerialize));
  EXPECT_EQ(*find("h/1/3/5/7/C3*4/7/5/3/1/H w -", "a6-i6"), Move(cell("a6"), cell("i6"), Step));
  EXPECT_EQ(*find("h/1/3/5/7/C3*4/7/5/3/1/H w -", "a6*i6"), Move(cell("a6"), cell("i6"), Plunge));
  EXPECT_EQ(*find("h/1/3/5/7/3M*4/7/5/3/1/H w -", "d6!"), Move(cell("d6"), cell("d6"), Detonate));
  EXPECT_EQ(*find("h/1/3/5/7/4*4/7/1mS2/3/1/H w -", "e4^d4"), Move(cell("e4"), cell("d4"), Scorch));
  EXPECT_EQ(*find("h/1/3/5/7/4*4/7/5/3/1/H w -", "pass"), Move::pass());
  // The capture is part of the text: without x it names nothing.
  EXPECT_EQ(*find("h/1/3/5/7/4*4/1c5/1M3/3/1/H w -", "d4xc5"), Move(cell("d4"), cell("c5"), Step));
  EXPECT_TRUE(says(find("h/1/3/5/7/4*4/1c5/1M3/3/1/H w -", "d4-c5"), "illegal move"));
}

// HC-9 option: under kidnap=optional the same destination is two moves, told apart by &.
TEST(HitchhikerNotation, KidnapOptionalMarksTheKidnap) {
  const std::string_view pos = "1/1/3/5/7/4*4/2Ch3/5/3/1/H w -";  // Colonizer d5, abandoned black Hitchhiker e5
  const OptionValues optional{{"kidnap", "optional"}};
  EXPECT_EQ(*find(pos, "d5-d4", optional), Move(cell("d5"), cell("d4"), Step));
  EXPECT_EQ(*find(pos, "d5-d4&e5", optional), Move(cell("d5"), cell("d4"), Step, true));
  EXPECT_TRUE(says(find(pos, "d5-d4&e5"), "illegal move"));  // automatic: no choice, no mark
  EXPECT_TRUE(says(find(pos, "d5-d4&e4", optional), "illegal move"));
}

// HC-9: a kidnapping move is marked on the cell its own piece lands on (before the &), so
// the board offers it beside the plain move there, not on the kidnapped Hitchhiker's cell.
TEST(HitchhikerNotation, KidnapIsMarkedWhereItsMoverLands) {
  const std::string_view text = "1/1/3/5/7/4*4/2Ch3/5/3/1/H w -";
  const Rules rules = Rules::configure(*resolve_options(Rules::options(), {{"kidnap", "optional"}}));
  const Position pos = *rules.parse_position(text);
  const auto mark = [&](std::string_view move) { return rules.mark(pos, *find_move(rules, pos, move)); };
  EXPECT_EQ(mark("d5-e4&e5").to, "e4");
  EXPECT_EQ(mark("d5-e4").to, "e4");
  EXPECT_EQ(mark("d5-e5&e5").to, "e5");
  EXPECT_EQ(mark("d5*f7&e5").to, "f7");
  EXPECT_EQ(mark("d5*f7&e5").kind, "plunge");
  EXPECT_EQ(mark("d5-c4&e5").from, "d5");
}

TEST(HitchhikerNotation, ErasedGameTellsSyntaxFromLegalityAndKeepsThePosition) {
  test::expect_refused_moves_change_nothing("hitchhiker", "b5a6", "b5-b6", "b5-a6",
                                      "h/s/rcr/ococo/m1m1m1m/M3*4/2M1M1M/OCOCO/RCR/S/H b -");
}

TEST(HitchhikerNotation, ErasedGameListsTheMovesOfOnePiece) {
  const auto game = std::move(*find_variant("hitchhiker")->start({}));
  auto b5 = *game->moves_from("b5");
  std::sort(b5.begin(), b5.end());
  EXPECT_EQ(b5, (std::vector<std::string>{"b5-a6", "b5-c6"}));
  EXPECT_EQ(*game->moves_from("e1"), std::vector<std::string>{});   // the Hitchhiker
  EXPECT_EQ(*game->moves_from("e6"), std::vector<std::string>{});   // the hole is a cell
  EXPECT_EQ(*game->moves_from("b7"), std::vector<std::string>{});   // Black's Mine
  EXPECT_FALSE(game->moves_from("a5").ok());
  EXPECT_FALSE(game->moves_from("e12").ok());
}

TEST(HitchhikerNotation, OptionsAreTheRulingsAlternatives) {
  const auto* v = find_variant("hitchhiker");
  ASSERT_NE(v, nullptr);
  ASSERT_EQ(v->options().size(), 2u);
  EXPECT_EQ(v->options()[0].name, "orbit_change");
  EXPECT_EQ(v->options()[0].default_value, "radial");
  EXPECT_EQ(v->options()[0].ruling, "HC-11");
  EXPECT_EQ(v->options()[1].name, "kidnap");
  EXPECT_EQ(v->options()[1].default_value, "automatic");
  EXPECT_EQ(v->options()[1].ruling, "HC-9");
  const auto bad_value = v->start({{"kidnap", "sometimes"}});
  ASSERT_FALSE(bad_value.ok());
  EXPECT_NE(bad_value.error().what.find("expected automatic|optional, found 'sometimes'"), std::string::npos);
  const auto bad_name = v->start({{"orbit", "any"}});
  ASSERT_FALSE(bad_name.ok());
  EXPECT_NE(bad_name.error().what.find("unknown option 'orbit': expected one of orbit_change, kidnap"), std::string::npos);
}

}  // namespace
}  // namespace dt::hitchhiker
