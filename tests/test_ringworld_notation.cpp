// The Ringworld one-line position and move notation: round trips, and bad input refused
// with one line naming the column and what was expected (exit status 2 at the CLI).
// Columns are counted by hand from the texts beside them.
#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>
#include <string>
#include <vector>

#include "commands/commands.hpp"
#include "core/movelist.hpp"
#include "face/adapter.hpp"
#include "ringworld/ringworld.hpp"

namespace dt::ringworld {
namespace {

// "Ge@i1,Rk@f1/Ge@q9/Ge@a9" is 23 characters: players field at 25, mover 29, castling 31.
const std::string kSmall = "Ge@i1,Rk@f1/Ge@q9/Ge@a9 123 1 f1";

TEST(RingworldNotation, StartAndSmallPositionsRoundTrip) {
  const Rules rules;
  const Position start = rules.start();
  const auto again = rules.parse_position(rules.format_position(start));
  ASSERT_TRUE(again.ok());
  EXPECT_EQ(*again, start);
  EXPECT_EQ(start.by_player[0].count(), 25);
  EXPECT_EQ(start.by_player[1].count(), 25);
  EXPECT_EQ(start.by_player[2].count(), 25);
  const auto small = rules.parse_position(kSmall);
  ASSERT_TRUE(small.ok());
  EXPECT_EQ(rules.format_position(*small), "Rk@f1,Ge@i1/Ge@q9/Ge@a9 123 1 f1");
}

TEST(RingworldNotation, EveryMoveTextFindsItsMove) {
  const Rules rules;
  const Position p = *rules.parse_position(kSmall);
  std::vector<std::string> texts;
  for (const auto& m : MoveList<Rules>(rules, p)) {
    texts.push_back(rules.format_move(p, m));
    const auto found = find_move(rules, p, texts.back());
    ASSERT_TRUE(found.ok()) << texts.back();
    EXPECT_EQ(*found, m);
  }
  EXPECT_NE(std::find(texts.begin(), texts.end(), "O-O@i1-g1"), texts.end());
}

struct Refusal {
  std::string text;
  int column;
  std::string says;
};

TEST(RingworldNotation, BadPositionsNameTheColumn) {
  const std::vector<Refusal> cases = {
      {"Ge@i1,Rk@i8/Ge@q9/Ge@a9 123 1 -", 10, "in the hole"},
      {"Ge@i1,Xx@f1/Ge@q9/Ge@a9 123 1 -", 7, "expected a piece code"},
      {"Ge@i1,Rk/Ge@q9/Ge@a9 123 1 -", 9, "expected '@'"},
      {"Ge@i1,Rk@f1/Ge@q9/Ge@a9 124 1 f1", 27, "expected the players still in"},
      {"Ge@i1,Rk@f1/Ge@q9/Ge@a9 123 0 f1", 29, "expected the player to move"},
      {"Ge@i1,Rk@f1/Ge@q9/Ge@a9 123 1 l1", 31, "castling right l1 needs a Rook"},
      {"Ge@i1,Rk@f1/Ge@q9/Ge@a9 123 1 f1,z1", 34, "castling rights: expected a cell of the board"},
      {"Ge@i1,Rk@f1/Ge@q9/Ge@a9 123 1", 30, "expected the castling Rook cells"},
      {"Ge@i1,Rk@f1/Ge@q9/Ge@a9 123 1 f1\n", 33, "expected printable ASCII"},
  };
  const Rules rules;
  for (const auto& c : cases) {
    const auto p = rules.parse_position(c.text);
    ASSERT_FALSE(p.ok()) << c.text;
    EXPECT_EQ(p.error().column, c.column) << c.text << ": " << p.error().message();
    EXPECT_NE(p.error().what.find(c.says), std::string::npos) << p.error().message();
  }
}

TEST(RingworldNotation, MoveSyntax) {
  for (const char* good : {"i5-f5", "i3xc3", "O-O@i1-g1", "pass", "i12-i13", "q9xp10"})
    EXPECT_TRUE(Rules::check_move_syntax(good).ok()) << good;
  for (const char* bad : {"i5f5", "i8-i9", "r1-a1", "O-O", "O-O@i1", "O-O@i1xg1", "i5-f5x", "Pass", "", "i1-i2-i3"})
    EXPECT_FALSE(Rules::check_move_syntax(bad).ok()) << bad;
}

struct CliRun {
  int status;
  std::string out, err;
};

CliRun run(const std::vector<std::string>& argv) {
  std::ostringstream out, err;
  const int status = cli::run(argv, out, err);
  return {status, out.str(), err.str()};
}

TEST(RingworldNotation, CliRefusesBadInputWithOneLineAndStatusTwo) {
  const std::vector<std::pair<std::vector<std::string>, std::string>> cases = {
      {{"perft", "ringworld", "1", "--fen", "Ge@i1,Rk@i8/Ge@q9/Ge@a9 123 1 -"}, "--fen: column 10: expected a cell"},
      {{"moves", "ringworld", "--fen", "Ge@i1/Ge@q9/Ge@a9 123 1 -\n"}, "--fen: column 26: expected printable ASCII"},
      {{"play", "ringworld", "--moves", "i4-i6,i8-i9"}, "move 2 'i8-i9': expected a move such as i5-f5"},
      {{"play", "ringworld", "--moves", "i12-i13"}, "illegal move i12-i13"},
      {{"divide", "ringworld", "1", "--option", "castling=off"}, "unknown option 'castling'"},
  };
  for (const auto& [argv, says] : cases) {
    const CliRun r = run(argv);
    EXPECT_EQ(r.status, 2) << says;
    EXPECT_EQ(r.out, "");
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
    EXPECT_NE(r.err.find(says), std::string::npos) << r.err;
  }
  // The near-miss hint lists the moves of the piece on the cell the text starts with,
  // whole cell names only: i4's moves for i4-i5 (onto its own piece), and none of i1's
  // for a text from i12 where i1 has moves.
  const CliRun near = run({"play", "ringworld", "--moves", "i4-i5"});
  EXPECT_NE(near.err.find("; legal moves from i4: i4-f4 i4-i6 i4-l4"), std::string::npos) << near.err;
  const CliRun longer = run({"play", "ringworld", "--fen", kSmall, "--moves", "i12-i13"});
  EXPECT_NE(longer.err.find("illegal move i12-i13"), std::string::npos) << longer.err;
  EXPECT_EQ(longer.err.find("legal moves from"), std::string::npos) << longer.err;
}

}  // namespace
}  // namespace dt::ringworld
