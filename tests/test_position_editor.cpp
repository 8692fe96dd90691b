// The position editor's step (core/cell_edit.hpp and each variant's put_piece through the
// erased Game): one cell rewritten, the rest of the line kept, and the result judged by the
// variant's own position reader. Expected texts are the start positions of the variants'
// rulings with the one cell changed by hand.
#include <gtest/gtest.h>

#include <string>

#include "core/cell_edit.hpp"
#include "face/erased.hpp"
#include "outerspace/outerspace.hpp"
#include "ringworld/ringworld.hpp"

namespace dt {
namespace {

constexpr std::string_view kFen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

TEST(PositionEditor, PutsOneCellOfARankWrittenField) {
  // Written rank 4 is rank 4; file 4 is e.
  const auto put = put_in_ranks(kFen, {0, 4, 4}, 'P');
  ASSERT_TRUE(put) << put.error().message();
  EXPECT_EQ(*put, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
}

TEST(PositionEditor, EmptiesACellAndJoinsItsRuns) {
  const auto put = put_in_ranks("4P3/8 w", {0, 0, 4}, '\0');
  ASSERT_TRUE(put) << put.error().message();
  EXPECT_EQ(*put, "8/8 w");
}

TEST(PositionEditor, EditsALaterFieldInPlace) {
  const auto put = put_in_ranks("5 g1G w", {1, 0, 1}, 'N');
  ASSERT_TRUE(put) << put.error().message();
  EXPECT_EQ(*put, "5 gNG w");
}

TEST(PositionEditor, NamesAMissingFieldOrCell) {
  EXPECT_EQ(put_in_ranks("8/8", {1, 0, 0}, 'P').error().message(), "expected a board in field 2, found 1 fields");
  EXPECT_EQ(put_in_ranks("8/8", {0, 1, 8}, 'P').error().message(), "the board field '8/8' has no cell 9 in rank 2 as written");
}

TEST(PositionEditor, NamesARankPastTheField) {
  // "8/8" writes two ranks (0 and 1): a rank past them is refused whatever the file,
  // before any cell of it is looked at. A rank read past the field is undefined
  // behaviour, which an optimised build may not show for rank 2 (make sanitize's build
  // does); the far rank would be read gigabytes past any allocation.
  EXPECT_EQ(put_in_ranks("8/8", {0, 2, 0}, 'P').error().message(), "the board field '8/8' has no cell 1 in rank 3 as written");
  EXPECT_EQ(put_in_ranks("8/8 w", {0, 7, 3}, 'P').error().message(), "the board field '8/8' has no cell 4 in rank 8 as written");
  EXPECT_EQ(put_in_ranks("8/8", {0, 1'000'000'000, 0}, 'P').error().message(),
            "the board field '8/8' has no cell 1 in rank 1000000001 as written");
}

TEST(PositionEditor, CasesTheLetterBySide) {
  EXPECT_EQ(*cased_symbol(0, "Q"), 'Q');
  EXPECT_EQ(*cased_symbol(1, "Q"), 'q');
  EXPECT_EQ(*cased_symbol(1, ""), '\0');
  EXPECT_EQ(cased_symbol(2, "Q").error().message(), "expected side 0 or 1, found 2");
  EXPECT_EQ(cased_symbol(0, "Ge").error().message(), "expected one upper-case piece letter, found 'Ge'");
}

std::string put(std::string_view variant, std::string_view cell, int side, std::string_view letters) {
  auto game = find_variant(variant)->start({});
  if (!game) return "start: " + game.error().message();
  auto text = (*game)->put(cell, side, letters);
  return text ? *text : "error: " + text.error().message();
}

std::string put_at(std::string_view variant, std::string_view position, std::string_view cell, int side,
                   std::string_view letters) {
  auto game = find_variant(variant)->load(position, {});
  if (!game) return "load: " + game.error().message();
  auto text = (*game)->put(cell, side, letters);
  return text ? *text : "error: " + text.error().message();
}

TEST(PositionEditor, OrthodoxEmptiesASquare) {
  EXPECT_EQ(put("orthodox", "e2", 0, ""), "rnbqkbnr/pppppppp/8/8/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1");
  EXPECT_EQ(put("chess960", "e7", 1, ""), "rnbqkbnr/pppp1ppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
}

TEST(PositionEditor, TheReaderJudgesTheResult) {
  // A ninth Black pawn on e4: more pawns than a side has (orthodox position.* rulings).
  EXPECT_NE(put("hyperspace", "e4", 1, "P").find("error: "), std::string::npos);
  EXPECT_NE(put("orthodox", "e4", 1, "P").find("impossible material for black"), std::string::npos);
  EXPECT_EQ(put("orthodox", "z9", 0, "P"), "error: expected a square of the board, found 'z9'");
}

TEST(PositionEditor, LueEmptiesACell) {
  // a2 is the first cell of rank 2, the sixth rank written of seven.
  EXPECT_EQ(put("lue", "a2", 0, ""), "weuzlf/mmmmmm/6/6/6/1MMMMM/WEUALF w only -");
}

TEST(PositionEditor, OuterSpaceEditsBothBoards) {
  // c3 (short for 1c3, OS-1) is the middle of rank 3; 2b the empty middle cell of
  // hyperspace, the second field, from column 37 (after 35 characters and a space).
  EXPECT_EQ(put("outerspace", "c3", 0, ""), "cpnpc/1csc1/2c2/5/5/5/1CSC1/CPNPC g1G w 2a:0,2c:0 - 0");
  EXPECT_EQ(put("outerspace", "2b", 0, "N"),
            "error: column 37: a Nebula on 2b: only Galaxies and Spaceships enter hyperspace (OS-9)");
}

// OS-11: each piece in hyperspace has its count n in the fourth field; the start's are
// 2a:0 (Black's Galaxy) and 2c:0 (White's). Only Galaxies and Spaceships enter hyperspace
// (OS-9), one Spaceship a side: White's, taken off c2, put on 2b comes with 2b:0; taken
// out of hyperspace it takes its count along; Black's put in place of it on 2b (Black's
// own taken off c7) keeps the cell's count, 2b:1.
TEST(PositionEditor, OuterSpaceGivesAPiecePutInHyperspaceItsCount) {
  EXPECT_EQ(put_at("outerspace", "cpnpc/1csc1/2c2/5/5/5/1C1C1/CPNPC g1G w 2a:0,2c:0 - 0", "2b", 0, "S"),
            "cpnpc/1csc1/2c2/5/5/5/1C1C1/CPNPC gSG w 2a:0,2b:0,2c:0 - 0");
  EXPECT_EQ(put_at("outerspace", "cpnpc/1csc1/2c2/5/5/5/1C1C1/CPNPC gSG w 2a:0,2b:0,2c:0 - 0", "2b", 0, ""),
            "cpnpc/1csc1/2c2/5/5/5/1C1C1/CPNPC g1G w 2a:0,2c:0 - 0");
  EXPECT_EQ(put_at("outerspace", "cpnpc/1c1c1/2c2/5/5/5/1C1C1/CPNPC gSG w 2a:0,2b:1,2c:0 - 0", "2b", 1, "S"),
            "cpnpc/1c1c1/2c2/5/5/5/1C1C1/CPNPC gsG w 2a:0,2b:1,2c:0 - 0");
}

TEST(PositionEditor, RewritesOnlyTheFieldsItChanges) {
  // The spacing of the writer's line is theirs: Outer Space's counts field and Ringworld's
  // armies are rewritten in place, every other character left as it was.
  EXPECT_EQ(*outerspace::Rules::put_piece("cpnpc/1csc1/2c2/5/5/5/1C1C1/CPNPC  g1G w   2a:0,2c:0  - 0", "2b", 0, "S"),
            "cpnpc/1csc1/2c2/5/5/5/1C1C1/CPNPC  gSG w   2a:0,2b:0,2c:0  - 0");
  EXPECT_EQ(*ringworld::Rules::put_piece("  Dw@e1/-/-  123 1", "e1", 0, ""), "  -/-/-  123 1");
}

TEST(PositionEditor, HitchhikerKeepsTheBlackHole) {
  EXPECT_NE(put("hitchhiker", "e6", 0, "M").find("expected '*' for the black hole e6, found 'M'"), std::string::npos);
}

TEST(PositionEditor, HitchhikerPutsBothHitchhikersAsOneMark) {
  // HC-10: `&` is no side's letter; the reader, not put, says where it may stand.
  EXPECT_NE(put("hitchhiker", "e2", 0, "&").find("'&' (both Hitchhikers) only on a restaurant, e1 or e11, found it on e2"),
            std::string::npos);
}

TEST(PositionEditor, RingworldEditsThePieceLists) {
  // e1 holds player 1's Dwarf, the first piece listed.
  EXPECT_EQ(put("ringworld", "e1", 0, "").substr(0, 14), "Rk@f1,Wd@f2,Fr");
  EXPECT_NE(put("ringworld", "e5", 1, "Ge").find("player 2 has a second General"), std::string::npos);
}

}  // namespace
}  // namespace dt
