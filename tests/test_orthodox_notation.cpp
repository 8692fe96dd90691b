// UCI move notation (specs/orthodox.yaml notation.*): find_move tells a text that is not
// a move at all ("expected a move") from a well-formed move that is not legal here
// ("illegal move"), and a legal text gives the one move it names.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "face/adapter.hpp"
#include "face/erased.hpp"
#include "orthodox/orthodox.hpp"
#include "support/erased_game.hpp"

namespace dt::orthodox {
namespace {

constexpr std::string_view kStart = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
constexpr std::string_view kCastles = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
constexpr std::string_view kPromotes = "4k3/P7/8/8/8/8/8/4K3 w - - 0 1";

Result<Move> find(std::string_view fen, std::string_view text) {
  const Rules rules;
  return find_move(rules, *rules.parse_position(fen), text);
}

bool says(const Result<Move>& r, std::string_view phrase) {
  return !r.ok() && r.error().what.find(phrase) != std::string::npos;
}

TEST(OrthodoxNotation, TextsThatAreNotMovesAreSyntaxErrors) {
  for (const std::string_view text : {"", "e2", "e2e", "e2e4 ", " e2e4", "e2-e4", "E2E4", "i2i4", "e0e1", "e2e9", "e7e8k",
                                      "e7e8Q", "e2e4qq", "0000", "O-O", "pass", "Nf3"})
    EXPECT_TRUE(says(find(kStart, text), "expected a move")) << "'" << text << "'";
}

TEST(OrthodoxNotation, WellFormedMovesThatAreNotLegalAreIllegal) {
  // e2e5: three squares; e1g1: f1 and g1 are occupied; a1a1: no move; e7e5: Black's pawn,
  // White to move; e2e4q: no promotion on rank 4; g1g3: not a knight's move.
  for (const std::string_view text : {"e2e5", "e1g1", "a1a1", "e7e5", "e2e4q", "g1g3", "e3e4"})
    EXPECT_TRUE(says(find(kStart, text), "illegal move")) << text;
}

// The refusal lists the legal moves of the piece the text starts from, so a near miss
// shows what is expected: the e2 pawn has e2e3 and e2e4; the g1 knight f3 and h3; e5 is
// empty at the start, so e5e6 names no piece and gets no list.
TEST(OrthodoxNotation, AnIllegalMoveListsTheLegalMovesOfItsPiece) {
  EXPECT_TRUE(says(find(kStart, "e2e5"), "; legal moves from e2: e2e3 e2e4")) << find(kStart, "e2e5").error().what;
  EXPECT_TRUE(says(find(kStart, "g1g3"), "; legal moves from g1: g1f3 g1h3"));
  EXPECT_FALSE(says(find(kStart, "e5e6"), "legal moves from"));
  EXPECT_TRUE(says(find(kStart, "e5e6"), "illegal move"));
}

TEST(OrthodoxNotation, OrdinaryMovesAreFound) {
  EXPECT_EQ(*find(kStart, "g1f3"), Move(make_square(6, 0), make_square(5, 2)));
  EXPECT_EQ(*find(kStart, "e2e3"), Move(make_square(4, 1), make_square(4, 2)));
  EXPECT_EQ(*find(kStart, "e2e4"), Move(make_square(4, 1), make_square(4, 3), DoubleStep));
}

// notation.castling: the king's two-square move; the king onto its rook is not castling.
TEST(OrthodoxNotation, CastlingIsTheKingsTwoSquareMove) {
  EXPECT_EQ(*find(kCastles, "e1g1"), Move(make_square(4, 0), make_square(6, 0), Castling));
  EXPECT_EQ(*find(kCastles, "e1c1"), Move(make_square(4, 0), make_square(2, 0), Castling));
  EXPECT_TRUE(says(find(kCastles, "e1h1"), "illegal move"));
  EXPECT_TRUE(says(find(kCastles, "e1a1"), "illegal move"));
  EXPECT_TRUE(says(find(kCastles, "e1b1"), "illegal move"));
}

// notation.promotion: each letter names its own move; the bare four squares name none.
TEST(OrthodoxNotation, EachPromotionLetterIsItsOwnMove) {
  const Square a7 = make_square(0, 6), a8 = make_square(0, 7);
  EXPECT_EQ(*find(kPromotes, "a7a8q"), Move(a7, a8, PromoteQueen));
  EXPECT_EQ(*find(kPromotes, "a7a8r"), Move(a7, a8, PromoteRook));
  EXPECT_EQ(*find(kPromotes, "a7a8b"), Move(a7, a8, PromoteBishop));
  EXPECT_EQ(*find(kPromotes, "a7a8n"), Move(a7, a8, PromoteKnight));
  EXPECT_TRUE(says(find(kPromotes, "a7a8"), "illegal move"));
}

TEST(OrthodoxNotation, EnPassantIsWrittenAsThePawnsDiagonalStep) {
  EXPECT_EQ(*find("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", "e5d6"), Move(make_square(4, 4), make_square(3, 5), EnPassant));
}

std::vector<std::string> sorted(std::vector<std::string> v) {
  std::sort(v.begin(), v.end());
  return v;
}

TEST(OrthodoxNotation, ErasedGameTellsSyntaxFromLegality) {
  test::expect_refused_moves_change_nothing("orthodox", "e2-e4", "e2e5", "e2e4",
                                      "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
}

TEST(OrthodoxNotation, ErasedGameListsTheMovesOfOnePiece) {
  const auto game = std::move(*find_variant("orthodox")->start({}));
  EXPECT_EQ(sorted(*game->moves_from("e2")), (std::vector<std::string>{"e2e3", "e2e4"}));
  EXPECT_EQ(sorted(*game->moves_from("g1")), (std::vector<std::string>{"g1f3", "g1h3"}));
  EXPECT_EQ(*game->moves_from("e1"), std::vector<std::string>{});
  EXPECT_EQ(*game->moves_from("e4"), std::vector<std::string>{});
  EXPECT_EQ(*game->moves_from("e7"), std::vector<std::string>{});  // Black's pawn, White to move
  EXPECT_FALSE(game->moves_from("z9").ok());
  EXPECT_FALSE(game->moves_from("e").ok());
}

TEST(OrthodoxNotation, OrthodoxHasNoOptions) {
  const auto* orthodox = find_variant("orthodox");
  ASSERT_NE(orthodox, nullptr);
  EXPECT_TRUE(orthodox->options().empty());
  const auto refused = orthodox->start({{"castling", "off"}});
  ASSERT_FALSE(refused.ok());
  EXPECT_NE(refused.error().what.find("unknown option 'castling'"), std::string::npos);
  EXPECT_EQ(find_variant("orthodoxy"), nullptr);
}

}  // namespace
}  // namespace dt::orthodox
