// Game results (specs/orthodox.yaml game.*): checkmate and stalemate end play (CO-1);
// the fifty-move rule, insufficient material and threefold repetition are reported but
// leave the moves in place.
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "counting/perft.hpp"
#include "face/erased.hpp"
#include "orthodox/orthodox.hpp"
#include "support/erased_game.hpp"

namespace dt::orthodox {
namespace {

// The result as the rulebook writes it (positions/README.md): readable when a test fails.
std::string result_of(std::string_view fen) {
  const Rules rules;
  const auto p = rules.parse_position(fen);
  EXPECT_TRUE(p.ok()) << fen;
  return p.ok() ? format_result(rules.result(*p), Rules::player_names()) : "unreadable FEN";
}

std::unique_ptr<Game> game_after(const std::vector<std::string_view>& moves) { return test::game_after("orthodox", "", moves); }

// Fool's mate, 1. f3 e5 2. g4 Qh4: the queen checks e1 along h4-g3-f2, no white piece
// reaches g3 or f2 and the king's squares d1, f1, d2, e2 are its own men or f2 is attacked.
TEST(OrthodoxResult, FoolsMateIsBlacksWin) {
  const auto game = game_after({"f2f3", "e7e5", "g2g4", "d8h4"});
  EXPECT_EQ(game->result(), GameResult::win(Black, "checkmate"));
  EXPECT_EQ(game->result_text(), "black wins by checkmate");
  EXPECT_TRUE(game->moves().empty());
  EXPECT_EQ(game->perft(1), 0u);
}

// Black's king on h8 is not attacked; g8, g7 (queen, king) and h7 (queen, king) are.
TEST(OrthodoxResult, StalemateIsADraw) {
  EXPECT_EQ(result_of("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"), "draw by stalemate");
}

// A back-rank mate: rook a8 checks g8 and covers f8 and h8; the pawns fill the 7th rank.
TEST(OrthodoxResult, CheckmateOutranksTheFiftyMoveRule) {
  EXPECT_EQ(result_of("R5k1/5ppp/8/8/8/8/8/6K1 b - - 100 80"), "white wins by checkmate");
}

// K+R v K keeps mating material; only the clock ends the game here.
TEST(OrthodoxResult, HalfmoveClockAtOneHundredIsTheFiftyMoveDraw) {
  EXPECT_EQ(result_of("4k3/8/8/8/8/8/8/R3K3 w - - 99 80"), "ongoing");
  EXPECT_EQ(result_of("4k3/8/8/8/8/8/8/R3K3 w - - 100 80"), "draw by fifty-move rule");
}

// CO-1: the fifty-move draw removes no move. King e1: d1 d2 e2 f1 f2 (5); rook a1: a2-a8
// (7) and b1 c1 d1 (3): 15.
TEST(OrthodoxResult, FiftyMoveDrawKeepsTheMoves) {
  const Rules rules;
  EXPECT_EQ(perft(rules, *rules.parse_position("4k3/8/8/8/8/8/8/R3K3 w - - 100 80"), 1), 15u);
}

// a1 is dark, so a square is dark when file + rank (0-based) is even: c1 (2+0) and f8
// (5+7) are dark, c8 (2+7) is light.
TEST(OrthodoxResult, MaterialNoSideCanMateWithIsADraw) {
  const std::string insufficient = "draw by insufficient material";
  EXPECT_EQ(result_of("4k3/8/8/8/8/8/8/4K3 w - - 0 1"), insufficient);    // K v K
  EXPECT_EQ(result_of("4k3/8/8/8/8/8/8/2B1K3 w - - 0 1"), insufficient);  // K+B v K
  EXPECT_EQ(result_of("4k3/8/8/8/8/8/8/4K1N1 b - - 0 1"), insufficient);  // K+N v K
  EXPECT_EQ(result_of("4k3/8/8/8/8/8/8/4K1n1 w - - 0 1"), insufficient);  // K v K+N
  EXPECT_EQ(result_of("4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1"), insufficient);  // bishops c1, f8: both dark
}

TEST(OrthodoxResult, MaterialThatCanMateIsOngoing) {
  EXPECT_EQ(result_of("2b1k3/8/8/8/8/8/8/2B1K3 w - - 0 1"), "ongoing");  // bishops c1 dark, c8 light
  EXPECT_EQ(result_of("4k3/8/8/8/8/8/8/1N2K1N1 w - - 0 1"), "ongoing");  // two knights
  EXPECT_EQ(result_of("4k3/8/8/8/8/8/8/1n2K1B1 w - - 0 1"), "ongoing");  // knight v bishop
  EXPECT_EQ(result_of("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"), "ongoing");    // a pawn
  EXPECT_EQ(result_of("4k3/8/8/8/8/8/8/3QK3 w - - 0 1"), "ongoing");     // a queen
}

// game.insufficient-material draws kings with any number of bishops all on one colour
// (FIDE art. 5.2.2): two white bishops, c1 and e3, both dark (2+0, 4+2 even), against a
// bare king can never mate (positions/orthodox/endings.yaml gives the argument).
TEST(OrthodoxResult, TwoBishopsOfOneColourAgainstAKingAreADeadPosition) {
  EXPECT_EQ(result_of("4k3/8/8/8/8/4B3/8/2B1K3 w - - 0 1"), "draw by insufficient material");
}

TEST(OrthodoxResult, StartIsOngoing) {
  const auto game = game_after({});
  EXPECT_EQ(game->result(), GameResult::ongoing());
  EXPECT_EQ(game->result_text(), "ongoing");
}

// The knights go out and back: the start position stands again after 4 plies (twice) and
// after 8 (three times, counting the position the game started from).
TEST(OrthodoxResult, ThirdOccurrenceIsTheThreefoldDraw) {
  const std::vector<std::string_view> there_and_back = {"g1f3", "g8f6", "f3g1", "f6g8"};
  auto game = game_after(there_and_back);
  EXPECT_EQ(game->result_text(), "ongoing");
  for (const auto m : {"g1f3", "g8f6", "f3g1"}) ASSERT_TRUE(game->play(m).ok());
  EXPECT_EQ(game->result_text(), "ongoing");
  ASSERT_TRUE(game->play("f6g8").ok());
  EXPECT_EQ(game->result(), GameResult::draw("threefold repetition"));
  EXPECT_EQ(game->result_text(), "draw by threefold repetition");
  EXPECT_EQ(game->moves().size(), 20u);  // CO-1: still the 20 opening moves
}

// After 1. e4 e5 the kings walk e2/e7 and back. The placement after 1. e4 e5 comes back
// after plies 6 and 10, but without castling rights, so it is not the same position;
// the placement after plies 4, 8 and 12 (kings on e2 and e7, no rights) is.
TEST(OrthodoxResult, LostCastlingRightsMakeADifferentPosition) {
  auto game = game_after({"e2e4", "e7e5", "e1e2", "e8e7", "e2e1", "e7e8", "e1e2", "e8e7", "e2e1", "e7e8"});
  EXPECT_EQ(game->result_text(), "ongoing");
  for (const auto m : {"e1e2", "e8e7"}) ASSERT_TRUE(game->play(m).ok());
  EXPECT_EQ(game->result_text(), "draw by threefold repetition");
}

}  // namespace
}  // namespace dt::orthodox
