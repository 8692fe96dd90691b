// Refusals of the Hyperspace Chess position reader (HY-12, HY-13 and the brief's list:
// owner, piece, square, '>' and ':', turns left 1..6, pawns to their first or last rank,
// kings in transit, material, en passant, the side not to move in check, transit under
// jumps=off), each at its column; then the same through the command line.
//
// Columns are 1-based and counted by hand. The bare kings "4k3/8/8/8/8/8/8/4K3" are 19
// characters ("4k3", then "/8" six times, then "/4K3"), so in
//   4k3/8/8/8/8/8/8/4K3 w - - 0 1 | transit: wN>f3:1
// the side to move is column 21, castling 23, en passant 25, the clocks 27 and 29, '|'
// 31, "transit:" 33-40 and the first entry starts at 42: its owner is 42, piece 43, '>'
// 44, square 45-46, ':' 47, turns 48. A second entry of 7 characters starts at 50.
// Refusals that concern the whole army (kings, material) point at the placement,
// column 1; the side not to move in check points at the side-to-move field.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <ostream>
#include <string>
#include <vector>

#include "counting/perft.hpp"
#include "face/erased.hpp"
#include "hyperspace/hyperspace.hpp"
#include "support/run_cli.hpp"

namespace dt::hyperspace {
namespace {

const std::string kBare = "4k3/8/8/8/8/8/8/4K3 w - - 0 1";
const std::string kStartFen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
// White has no king on the board: "4k3" and "/8" seven times, 17 characters; the first
// entry after " w - - 0 1 | transit: " starts at column 40.
const std::string kNoWhiteKing = "4k3/8/8/8/8/8/8/8 w - - 0 1";

std::string with(const std::string& fen, const std::string& entries) { return fen + " | transit: " + entries; }

Rules rules_with(const OptionValues& options) {
  return Rules::configure(*resolve_options(Rules::options(), options));
}

struct Refusal {
  std::string name;
  OptionValues options;
  std::string text;
  int column;
  std::string phrase;  // a fragment the message must hold
};

std::ostream& operator<<(std::ostream& os, const Refusal& r) { return os << r.name; }

class HyperspaceRefusal : public ::testing::TestWithParam<Refusal> {};

TEST_P(HyperspaceRefusal, IsRefusedAtItsColumn) {
  const Refusal& c = GetParam();
  const auto r = rules_with(c.options).parse_position(c.text);
  ASSERT_FALSE(r.ok()) << c.text;
  EXPECT_EQ(r.error().column, c.column) << r.error().message();
  EXPECT_NE(r.error().what.find(c.phrase), std::string::npos) << r.error().message();
}

const std::vector<Refusal> kRefusals = {
    // The entry's own syntax, field by field.
    {"BadOwner", {}, with(kBare, "xN>f3:1"), 42, "owner"},
    {"UpperCaseOwner", {}, with(kBare, "WN>f3:1"), 42, "owner"},
    {"BadPiece", {}, with(kBare, "wX>f3:1"), 43, "piece letter"},
    {"LowerCasePiece", {}, with(kBare, "wn>f3:1"), 43, "piece letter"},
    {"MissingArrow", {}, with(kBare, "wNf3:1"), 44, "'>'"},
    {"FileOffTheBoard", {}, with(kBare, "wN>i3:1"), 45, "square"},
    {"RankOffTheBoard", {}, with(kBare, "wN>f9:1"), 45, "square"},
    {"MissingColon", {}, with(kBare, "wN>f31"), 47, "':'"},
    {"TurnsZero", {}, with(kBare, "wN>f3:0"), 48, "turns left"},
    {"TurnsSeven", {}, with(kBare, "wN>f3:7"), 48, "turns left"},  // at most 6: a launch from 7 away
    {"TurnsMinusOne", {}, with(kBare, "wN>f3:-1"), 48, "turns left"},
    {"TurnsTwelve", {}, with(kBare, "wN>f3:12"), 48, "turns left"},
    {"TurnsMissing", {}, with(kBare, "wN>f3:"), 48, "turns left"},
    {"SecondEntryBadSquare", {}, with(kBare, "wN>f3:1 bQ>d9:2"), 53, "square"},  // 50 + 3
    {"NoTransitKeyword", {}, kBare + " | trans: wN>f3:1", 33, "transit:"},
    // Pawns: never to their own first rank; at most two a side to its last rank (the
    // bound behind Rules::card.max_moves); the third entry starts at column 58.
    {"WhitePawnToRankOne", {}, with(kBare, "wP>c1:1"), 42, "first rank"},
    {"BlackPawnToRankEight", {}, with(kBare, "bP>c8:1"), 42, "first rank"},
    {"ThreeWhitePawnsToRankEight", {}, with(kBare, "wP>a8:1 wP>h8:2 wP>d8:1"), 58, "at most 2 white pawns"},
    {"ThreeBlackPawnsToRankOne", {}, with(kBare, "bP>a1:1 bP>h1:3 bP>c1:2"), 58, "at most 2 black pawns"},
    {"PawnOnTheFirstRank", {}, "4k3/8/8/8/8/8/8/P3K3 w - - 0 1", 1, "pawn on rank 1 or 8"},
    // Kings: in transit only under castling=hyperspace (HY-15), one a side in all.
    {"KingInTransitUnderBoardCastling", {}, with(kNoWhiteKing, "wK>g1:1"), 40, "castling=hyperspace"},
    {"KingInTransitWithoutCastling", {{"castling", "off"}}, with(kNoWhiteKing, "wK>g1:1"), 40, "castling=hyperspace"},
    {"KingOnTheBoardAndInTransit", {{"castling", "hyperspace"}}, with(kBare, "wK>g1:1"), 1, "king"},
    {"TwoBlackKingsInTransit", {{"castling", "hyperspace"}}, with(kNoWhiteKing, "bK>g8:1 bK>c8:1"), 1, "king"},
    // Material counting transit: a ninth pawn, a third knight with all 8 pawns, 17 pieces.
    {"NinthPawnInTransit", {}, with(kStartFen, "wP>e4:1"), 1, "material"},
    {"ThirdKnightInTransit", {}, with(kStartFen, "bN>c6:1"), 1, "material"},
    {"SeventeenPieces", {}, with("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPP1/RNBQKBNR w KQkq - 0 1", "wP>h3:1 wN>f3:1"), 1,
     "material"},
    // HY-7: "4k3/8/8/8/4P3/8/8/4K3" is 21 characters ("4P3" is 3 like "4k3"), so the side is
    // column 23, castling 25 and the en passant square 27.
    {"EnPassantSquare", {}, "4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1", 27, "en passant"},
    // HY-9, the side not to move in check. "4k3/3Q4/8/8/8/8/8/4K3" is 21 characters (one
    // rank "3Q4" instead of an "8" adds 2): the side to move is column 23 (likewise with
    // the pawn d2 and the knight d6; "R3k3" for "4k3" adds 1 to the bare 19: column 22).
    {"QueenNextToTheKingNotToMove", {}, "4k3/3Q4/8/8/8/8/8/4K3 w - - 0 1", 23, "check"},
    {"PawnAttackingTheKingNotToMove", {}, "4k3/8/8/8/8/8/3p4/4K3 b - - 0 1", 23, "check"},
    {"DropDueOnTheKingNotToMove", {}, with(kBare, "wQ>e8:1"), 21, "check"},
    // Under optional jumps an orthodox capture is an ordinary move: distant rook, knight.
    {"DistantRookUnderOptionalJumps", {{"jumps", "optional"}}, "R3k3/8/8/8/8/8/8/4K3 w - - 0 1", 22, "check"},
    {"KnightUnderOptionalJumps", {{"jumps", "optional"}}, "4k3/8/3N4/8/8/8/8/4K3 w - - 0 1", 23, "check"},
    // OR-1 as the brief reads it: no transit list under jumps=off; '|' is column 31.
    {"TransitUnderJumpsOff", {{"jumps", "off"}}, with(kBare, "wN>f3:1"), 31, "jumps"},
};

INSTANTIATE_TEST_SUITE_P(Reader, HyperspaceRefusal, ::testing::ValuesIn(kRefusals),
                         [](const auto& param_info) { return param_info.param.name; });

// What the reader must accept next to the refusals above.
struct Acceptance {
  std::string name;
  OptionValues options;
  std::string text;
};

std::ostream& operator<<(std::ostream& os, const Acceptance& a) { return os << a.name; }

class HyperspaceAcceptance : public ::testing::TestWithParam<Acceptance> {};

TEST_P(HyperspaceAcceptance, IsRead) {
  const Acceptance& c = GetParam();
  const auto r = rules_with(c.options).parse_position(c.text);
  EXPECT_TRUE(r.ok()) << c.text << ": " << (r.ok() ? "" : r.error().message());
}

const std::vector<Acceptance> kAcceptances = {
    {"OnePawnEachToItsLastRank", {}, with(kBare, "wP>a8:1 bP>h1:2")},
    {"TwoWhitePawnsToRankEight", {}, with(kBare, "wP>a8:1 wP>h8:2")},
    {"TwoPawnsEachToItsLastRank", {}, with(kBare, "wP>a8:1 wP>b8:1 bP>g1:1 bP>h1:2")},
    {"KingInTransitUnderHyperspaceCastling", {{"castling", "hyperspace"}}, with(kNoWhiteKing, "wK>g1:1")},
    // A drop due on the king of the side to move: that side is in check, which is allowed.
    {"SideToMoveInCheckByADrop", {}, with(kBare, "bQ>e1:1")},
    // Two turns left: not due on the opponent's next turn, no check.
    {"DropOnTheKingNotYetDue", {}, with(kBare, "wQ>e8:2")},
    {"DropOnTheKingWithoutDropCheck", {{"drop_check", "off"}}, with(kBare, "wQ>e8:1")},
    // Under forced jumps distant pieces and knights never give check (HY-9).
    {"DistantRook", {}, "R3k3/8/8/8/8/8/8/4K3 w - - 0 1"},
    {"Knight", {}, "4k3/8/3N4/8/8/8/8/4K3 w - - 0 1"},
    // A pawn straight in front of the king cannot capture it.
    {"PawnInFrontOfTheKing", {}, "4k3/8/8/8/8/8/4p3/4K3 b - - 0 1"},
    // Sixteen pieces counting transit; a launch from 7 away has 6 turns left.
    {"SixteenPiecesCountingTransit", {}, with("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPP1/RNBQKBNR w KQkq - 0 1", "wP>h3:1")},
    {"SixTurnsLeft", {}, with(kBare, "wR>e8:6")},
    // A finished game: White has no king at all (HY-10).
    {"NoWhiteKing", {}, kNoWhiteKing},
    {"OrthodoxEnPassantUnderJumpsOff", {{"jumps", "off"}}, "4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1"},
};

INSTANTIATE_TEST_SUITE_P(Reader, HyperspaceAcceptance, ::testing::ValuesIn(kAcceptances),
                         [](const auto& param_info) { return param_info.param.name; });

// HY-10, CO-1: White's king is neither on the board nor in transit, so the game is over:
// no moves, Black has won.
TEST(HyperspaceReader, AGameWithoutAKingIsOver) {
  auto game = find_variant("hyperspace")->load(kNoWhiteKing, {});
  ASSERT_TRUE(game.ok());
  EXPECT_EQ((*game)->perft(1), 0u);
  EXPECT_EQ((*game)->result_text(), "black wins by king removed");
}

// --- The command line ----------------------------------------------------------------

bool one_line(const std::string& s) { return std::count(s.begin(), s.end(), '\n') == 1 && s.back() == '\n'; }

TEST(HyperspaceCli, BadTurnsLeftIsOneLineNamingTheColumnAndStatusTwo) {
  const auto ran = test::run_cli({"perft", "hyperspace", "1", "--fen", with(kBare, "wN>f3:0")});
  EXPECT_EQ(ran.status, 2);
  EXPECT_EQ(ran.out, "");
  EXPECT_TRUE(one_line(ran.err)) << ran.err;
  EXPECT_NE(ran.err.find("--fen: column 48"), std::string::npos) << ran.err;
}

TEST(HyperspaceCli, TransitUnderJumpsOffIsOneLineNamingTheColumnAndStatusTwo) {
  const auto ran =
      test::run_cli({"perft", "hyperspace", "1", "--option", "jumps=off", "--fen", with(kBare, "wN>f3:1")});
  EXPECT_EQ(ran.status, 2);
  EXPECT_EQ(ran.out, "");
  EXPECT_TRUE(one_line(ran.err)) << ran.err;
  EXPECT_NE(ran.err.find("--fen: column 31"), std::string::npos) << ran.err;
}

// The real binary, as a shell sees it (exit status, nothing on stdout, one line on stderr).
TEST(HyperspaceCli, TheBinaryExitsWithStatusTwoOnABadTransitEntry) {
  const std::string base = ::testing::TempDir() + "dt_hyperspace_cli";
  const std::string command = std::string("'") + DEEPTHOUGHT_CLI + "' perft hyperspace 1 --fen '" +
                              with(kBare, "wN>f3:1 bQ>d9:2") + "' >'" + base + ".out' 2>'" + base + ".err' </dev/null";
  const int raw = std::system(command.c_str());
  ASSERT_TRUE(WIFEXITED(raw));
  EXPECT_EQ(WEXITSTATUS(raw), 2);
  const auto slurp = [](const std::string& path) {
    std::FILE* f = std::fopen(path.c_str(), "rb");
    std::string text;
    if (!f) return text;
    for (int c; (c = std::fgetc(f)) != EOF;) text += static_cast<char>(c);
    std::fclose(f);
    return text;
  };
  EXPECT_EQ(slurp(base + ".out"), "");
  const std::string err = slurp(base + ".err");
  EXPECT_TRUE(one_line(err)) << err;
  EXPECT_NE(err.find("--fen: column 53"), std::string::npos) << err;
}

}  // namespace
}  // namespace dt::hyperspace
