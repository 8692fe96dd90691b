// Bad Hitchhiker input at the command line: exit status 2, nothing on stdout, one line on
// stderr naming the argument, the column where there is one, and what was expected.
// Columns are counted by hand: the start placement is 47 characters (rank 11 at column 1,
// rank 8 at 9-13, rank 5 at 27-33, rank 1 at 47), so the side to move is column 49 and
// the just-moved Sun field column 51.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "support/run_cli.hpp"

namespace {

const std::string kStart = "h/s/rcr/ococo/m1m1m1m/4*4/M1M1M1M/OCOCO/RCR/S/H w -";

struct BadInput {
  std::string name;
  std::vector<std::string> argv;
  std::vector<std::string> says;
};

std::ostream& operator<<(std::ostream& os, const BadInput& b) { return os << b.name; }

std::string replaced(std::string text, const std::string& from, const std::string& to) {
  return text.replace(text.find(from), from.size(), to);
}

const std::vector<BadInput> kBadInputs = {
    {"LetterNotAPiece", {"perft", "hitchhiker", "1", "--fen", replaced(kStart, "ococo", "ocxco")},
     {"--fen", "column 11", "expected a piece letter", "'x'"}},
    {"HoleNotMarked", {"perft", "hitchhiker", "1", "--fen", replaced(kStart, "4*4", "9")},
     {"--fen", "column 23", "expected '*' for the black hole e6"}},
    {"RankTooShort", {"moves", "hitchhiker", "--fen", replaced(kStart, "M1M1M1M", "M1M1M1")},
     {"--fen", "column 33", "rank 5 has 6 squares, expected 7"}},
    {"SideMissing", {"perft", "hitchhiker", "1", "--fen", kStart.substr(0, 47)}, {"--fen", "column 48", "expected side to move"}},
    {"SideWrong", {"divide", "hitchhiker", "1", "--fen", replaced(kStart, " w ", " W ")},
     {"--fen", "column 49", "expected side to move (w or b), found 'W'"}},
    {"SunFieldNotASun", {"perft", "hitchhiker", "1", "--fen", replaced(kStart, " w -", " w e10x")},
     {"--fen", "column 51", "expected the square of the black Sun", "'e10x'"}},
    {"TooManyColonizers", {"perft", "hitchhiker", "1", "--fen", replaced(kStart, "4*4", "C3*4")},
     {"--fen", "column 1", "more than 3 Colonizers"}},
    {"OptionValue", {"perft", "hitchhiker", "1", "--option", "kidnap=sometimes"},
     {"--option", "option 'kidnap': expected automatic|optional, found 'sometimes'"}},
    {"OptionName", {"perft", "hitchhiker", "1", "--option", "orbit=any"},
     {"--option", "unknown option 'orbit'", "orbit_change, kidnap"}},
    {"MoveMalformed", {"play", "hitchhiker", "--moves", "b5-a6,b7b5"}, {"--moves", "move 2 'b7b5'", "expected a move"}},
    {"MoveIllegal", {"play", "hitchhiker", "--moves", "b5-a6,b7-a6"}, {"--moves", "move 2 'b7-a6'", "illegal move"}},
    {"NoHitchhikerAtAll", {"moves", "hitchhiker", "--fen", "1/1/1C1/5/7/4*4/7/5/3/1/1 w -"},
     {"--fen", "column 1", "expected at least one Hitchhiker"}},
    {"RankOfTheWrongShape", {"moves", "hitchhiker", "--fen", "h/H/C/5/7/4*4/7/5/3/1/1 w -"},
     {"--fen", "column 6", "rank 9 has 1 squares, expected 3"}},
    // After the win (e9-e10 carries the Hitchhiker into e11) Black has no move, not even a pass.
    {"PassAfterTheWin", {"play", "hitchhiker", "--fen", "h/H/1C1/5/7/4*4/7/5/3/1/1 w -", "--moves", "e9-e10,pass"},
     {"--moves", "move 2 'pass'", "illegal move"}},
};

class HitchhikerCliBadInput : public testing::TestWithParam<BadInput> {};

TEST_P(HitchhikerCliBadInput, ExitsTwoWithOneLineNamingWhereAndWhatWasExpected) {
  const BadInput& bad = GetParam();
  const auto ran = dt::test::run_cli(bad.argv);
  EXPECT_EQ(ran.status, 2);
  EXPECT_EQ(ran.out, "");
  EXPECT_EQ(std::count(ran.err.begin(), ran.err.end(), '\n'), 1) << "not one line:\n" << ran.err;
  for (const auto& fragment : bad.says) EXPECT_NE(ran.err.find(fragment), std::string::npos) << "'" << fragment << "' missing from: " << ran.err;
}

INSTANTIATE_TEST_SUITE_P(Hitchhiker, HitchhikerCliBadInput, testing::ValuesIn(kBadInputs),
                         [](const testing::TestParamInfo<BadInput>& p) { return p.param.name; });

TEST(HitchhikerCli, PerftFromTheStart) {
  const auto ran = dt::test::run_cli({"perft", "hitchhiker", "2", "--json"});
  EXPECT_EQ(ran.status, 0) << ran.err;
  EXPECT_NE(ran.out.find("\"nodes\":357"), std::string::npos) << ran.out;
}

TEST(HitchhikerCli, PlayReportsTheWin) {
  const auto ran = dt::test::run_cli({"play", "hitchhiker", "--fen", "h/H/1C1/5/7/4*4/7/5/3/1/1 w -", "--moves", "e9-e10"});
  EXPECT_EQ(ran.status, 0) << ran.err;
  EXPECT_NE(ran.out.find("&/C/3/5/7/4*4/7/5/3/1/1 b -"), std::string::npos) << ran.out;
  EXPECT_NE(ran.out.find("white wins by reaching the restaurant"), std::string::npos) << ran.out;
}

}  // namespace
