// Malformed perft suite files, both formats: a malformed entry, like a well-formed one
// whose position the variant refuses, is a bad entry, reported in its turn (`BAD ...`)
// while the others run; then `deepthought suite` ends with exit status 2 and one line
// naming the first, `FILE:LINE:COLUMN: what was expected`. Each file's text is written
// here, beside the line and column counted by hand from it. A file with no entry at all
// stops before any count.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "commands/commands.hpp"

namespace {

// 52 characters: a ';' after one space is column 54 and the field after it starts at 55.
const std::string kStart = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -";
// The initial position with an 'x' in column 15.
const std::string kBadPiece = "rnbqkbnr/pppppxpp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -";
// Lines 1-2 of a .perft file whose third line is under test.
const std::string kBlock = "id start\nepd " + kStart + "\n";

struct Malformed {
  std::string name;
  std::string extension;
  std::string text;
  int line, column;  // 0, 0: the error concerns the whole file
  std::vector<std::string> says;
};

std::ostream& operator<<(std::ostream& os, const Malformed& m) { return os << m.name; }

const std::vector<Malformed> kMalformed = {
    // The error points at the token that is wrong: here the count "8902x" at column 65.
    {"EpdCountWithTrailingLetter", ".epd", kStart + " ;D1 20 ;D3 8902x\n", 1, 65, {"expected a node count", "'8902x'"}},
    {"EpdEmptyFieldAfterLastSemicolon", ".epd", kStart + " ;D1 20 ;\n", 1, 62, {"expected ';D<depth> <nodes>'"}},
    {"EpdPositionWithoutCounts", ".epd", kStart + "\n", 1, 53, {"expected ';D<depth> <nodes>'"}},
    {"EpdCountsWithoutPosition", ".epd", " ;D1 20\n", 1, 1, {"expected a position"}},
    {"EpdDepthZero", ".epd", kStart + " ;D0 1\n", 1, 56, {"depth from 1 to 64", "'0'"}},
    {"EpdDepthTooDeep", ".epd", kStart + " ;D65 1\n", 1, 56, {"depth from 1 to 64", "'65'"}},
    {"EpdDepthNotANumber", ".epd", kStart + " ;Dx 20\n", 1, 56, {"expected a depth", "'x'"}},
    {"EpdDepthWithoutCount", ".epd", kStart + " ;D1\n", 1, 55, {"expected ';D<depth> <nodes>'", "'D1'"}},
    {"EpdOtherOpcode", ".epd", kStart + " ;X1 20\n", 1, 55, {"expected ';D<depth> <nodes>'", "'X1 20'"}},
    {"EpdNegativeCount", ".epd", kStart + " ;D1 -20\n", 1, 58, {"node count"}},
    {"EpdCountOverflowsSixtyFourBits", ".epd", kStart + " ;D1 18446744073709551616\n", 1, 58, {"node count"}},
    {"EpdTwoNumbersForOneDepth", ".epd", kStart + " ;D1 2 0\n", 1, 58, {"node count", "'2 0'"}},
    {"EpdTrailingComment", ".epd", kStart + " ;D1 20 # twenty\n", 1, 58, {"node count"}},
    // Two leading spaces put the position at column 3 and its 'x' at 3 + 15 - 1.
    {"EpdBadFenPiece", ".epd", "  " + kBadPiece + " ;D1 20\n", 1, 17, {"expected a piece letter", "'x'"}},
    // The rook on h8 checks the king with White to move; "4k2R/.../4K3" is 20 long.
    {"EpdSideNotToMoveInCheck", ".epd", "4k2R/8/8/8/8/8/8/4K3 w - - ;D1 1\n", 1, 22, {"in check"}},
    // Comment and blank lines still count: the letter O of "2O" is on line 3.
    {"EpdLineNumbersCountCommentsAndBlanks", ".epd", "# a comment\n\n" + kStart + " ;D1 2O\n", 3, 58, {"node count"}},
    // A good line first: it is counted, and the bad one reported after it.
    {"EpdBadLineAfterAGoodOne", ".epd", kStart + " ;D1 20\nx ;D1 1\n", 2, 1, {"expected a piece letter"}},
    // Tags (`;tags TAG ...`): at least one, each once, one list per entry.
    {"EpdTagsEmpty", ".epd", kStart + " ;D1 20 ;tags\n", 1, 66, {"expected at least one tag"}},
    {"EpdTagGivenTwice", ".epd", kStart + " ;D1 20 ;tags a.b c a.b\n", 1, 73, {"tag 'a.b' given twice"}},
    {"EpdTwoTagLists", ".epd", kStart + " ;tags a ;D1 20 ;tags b\n", 1, 75, {"found a second"}},
    {"EpdTagWithAControlCharacter", ".epd", kStart + " ;D1 20 ;tags a\x01\n", 1, 67, {"expected a tag", "'a\\x01'"}},
    // Options (`;options NAME=VALUE ...`): each NAME=VALUE, each name once, one list per
    // entry, and options the variant has (orthodox has none), the error at the list.
    {"EpdOptionWithoutValue", ".epd", kStart + " ;D1 20 ;options castling\n", 1, 70, {"expected an option as NAME=VALUE"}},
    {"EpdOptionsEmpty", ".epd", kStart + " ;D1 20 ;options\n", 1, 69, {"expected at least one NAME=VALUE"}},
    {"EpdOptionTheVariantLacks", ".epd", kStart + " ;D1 20 ;options castling=off\n", 1, 70, {"unknown option 'castling'"}},
    // The EPD id and comment operations take one quoted string: "id" at 62, its operand at 65.
    {"EpdIdUnquoted", ".epd", kStart + " ;D1 20 ;id start\n", 1, 65, {"expected a quoted string after 'id'", "'start'"}},
    {"EpdCommentUnclosed", ".epd", kStart + " ;D1 20 ;c0 \"open\n", 1, 70, {"expected '\"' to end the string after 'c0'"}},
    {"EpdOnlyComments", ".epd", "# nothing here\n\n", 0, 0, {"expected at least one position"}},
    {"EpdEmptyFile", ".epd", "", 0, 0, {"expected at least one position"}},

    {"PerftCountWithTrailingLetter", ".perft", kBlock + "perft 3 8902x\n", 3, 9, {"expected a node count", "'8902x'"}},
    {"PerftCountMissing", ".perft", kBlock + "perft 3\n", 3, 7, {"expected 'perft DEPTH NODES'"}},
    {"PerftKeywordAlone", ".perft", kBlock + "perft\n", 3, 6, {"expected 'perft DEPTH NODES'"}},
    {"PerftDepthZero", ".perft", kBlock + "perft 0 1\n", 3, 7, {"depth from 1 to 64"}},
    {"PerftThreeNumbers", ".perft", kBlock + "perft 1 20 5\n", 3, 9, {"expected a node count", "'20 5'"}},
    {"PerftNegativeCount", ".perft", kBlock + "perft 1 -20\n", 3, 9, {"node count"}},
    {"PerftEpdWithoutPosition", ".perft", "id start\nepd\nperft 1 20\n", 2, 4, {"expected a position after 'epd'"}},
    {"PerftCountBeforeEpd", ".perft", "id start\nperft 1 20\n", 2, 1, {"expected 'epd POSITION' before 'perft'"}},
    {"PerftTwoIds", ".perft", "id start\nid again\nepd " + kStart + "\nperft 1 20\n", 2, 1, {"expected 'epd POSITION'"}},
    {"PerftBlockWithoutCounts", ".perft", kBlock + "\nid next\nepd " + kStart + "\nperft 1 20\n", 2, 1,
     {"expected at least one 'perft DEPTH NODES'", "'start'"}},
    // The file's last line is an `id` with no block after it: the error is on that line,
    // not on a line 5 the file does not have.
    {"PerftDanglingIdAtTheEnd", ".perft", kBlock + "perft 1 20\nid orphan\n", 4, 1, {"expected 'epd POSITION'"}},
    {"PerftTagsBeforeEpd", ".perft", "id start\ntags a\nepd " + kStart + "\nperft 1 20\n", 2, 1,
     {"expected 'epd POSITION' before 'tags'"}},
    {"PerftOptionGivenTwice", ".perft", kBlock + "options a=b a=c\nperft 1 20\n", 3, 13, {"option 'a' given twice"}},
    {"PerftTwoOptionLists", ".perft", kBlock + "options a=b\noptions c=d\nperft 1 20\n", 4, 9, {"found a second"}},
    {"PerftOptionsBeforeEpd", ".perft", "id start\noptions a=b\nepd " + kStart + "\nperft 1 20\n", 2, 1,
     {"expected 'epd POSITION' before 'options'"}},
    {"PerftUnknownKeyword", ".perft", kBlock + "perft 1 20\nfen " + kStart + "\n", 4, 1, {"expected 'id NAME'", "found 'fen'"}},
    {"PerftEpdLineAmongBlocks", ".perft", kBlock + "perft 1 20\n" + kStart + " ;D1 20\n", 4, 1, {"expected 'id NAME'"}},
    // `id NAME`: a block without a name would be reported as "" in every MISMATCH line.
    {"PerftIdWithoutName", ".perft", kBlock + "perft 1 20\nid\nepd " + kStart + "\nperft 1 20\n", 4, 3, {"expected"}},
    // The same on the first line, where the file's format is not yet known.
    {"PerftIdWithoutNameOnTheFirstLine", ".perft", "id\nepd " + kStart + "\nperft 1 20\n", 1, 3, {"expected a name"}},
    // "  epd " puts the position at column 7 and its 'x' at 7 + 15 - 1.
    {"PerftBadFenPiece", ".perft", "id start\n  epd " + kBadPiece + "\nperft 1 20\n", 2, 21, {"expected a piece letter"}},
    // EPD opcodes on an `epd` line are read as FEN fields: ";D1" is the halfmove clock,
    // FEN column 54, so 5 + 54 - 1.
    {"PerftEpdOpcodesOnTheEpdLine", ".perft", "id start\nepd " + kStart + " ;D1 20\nperft 1 20\n", 2, 58, {"expected halfmove clock"}},
};

class SuiteMalformed : public testing::TestWithParam<Malformed> {};

TEST_P(SuiteMalformed, ExitsTwoWithOneLineNamingFileLineColumn) {
  const Malformed& m = GetParam();
  const std::string path = testing::TempDir() + "dt_suite_" + m.name + m.extension;
  std::ofstream(path, std::ios::binary) << m.text;
  std::ostringstream out, err;
  const int status = dt::cli::run(std::vector<std::string>{"suite", "orthodox", path}, out, err);
  EXPECT_EQ(status, 2);
  if (m.line)
    EXPECT_NE(out.str().find("BAD      "), std::string::npos) << out.str();
  else
    EXPECT_EQ(out.str(), "") << "a file without entries runs nothing";
  const std::string line = err.str();
  EXPECT_EQ(std::count(line.begin(), line.end(), '\n'), 1) << "not one line:\n" << line;
  const std::string where = m.line ? path + ":" + std::to_string(m.line) + ":" + std::to_string(m.column) + ": " : path + ": ";
  EXPECT_NE(line.find(where), std::string::npos) << "expected '" << where << "' in: " << line;
  for (const auto& fragment : m.says) EXPECT_NE(line.find(fragment), std::string::npos) << "'" << fragment << "' missing from: " << line;
}

// python-chess's perft.py skips `%` lines as comments; a malformed block between two good
// ones is reported in its turn, and both good ones are counted.
TEST(SuiteMalformedEntry, OthersStillRun) {
  const std::string path = testing::TempDir() + "dt_suite_bad_between_good.perft";
  std::ofstream(path, std::ios::binary) << "% a comment\nid a\nepd " << kStart << "\nperft 1 20\n"
                                        << "id b\nepd " << kStart << "\nperft 1 2O\n"
                                        << "id c\nepd " << kStart << "\nperft 2 400\n";
  std::ostringstream out, err;
  EXPECT_EQ(dt::cli::run(std::vector<std::string>{"suite", "orthodox", path}, out, err), 2);
  EXPECT_NE(out.str().find("ok       a (" + path + ":3) depth 1: 20"), std::string::npos) << out.str();
  EXPECT_NE(out.str().find("BAD      b (" + path + ":6): " + path + ":7:9: expected a node count"), std::string::npos) << out.str();
  EXPECT_NE(out.str().find("ok       c (" + path + ":9) depth 2: 400"), std::string::npos) << out.str();
  EXPECT_NE(err.str().find("1 entry could not be read, the first at " + path + ":7:9"), std::string::npos) << err.str();
}

// A line may hold up to 1 MB: a list of 60,000 tags (or options) is checked for repeats in
// linear time, not by comparing each with all before it (about 2 x 10^9 comparisons, half a minute).
TEST(SuiteMalformedEntry, ALongTagListIsCheckedInLinearTime) {
  for (const std::string field : {"tags", "options"}) {
    std::string words;
    for (int i = 0; i < 60000; ++i) words += " t" + std::to_string(i) + (field == "options" ? "=v" : "");
    words += field == "options" ? " t7=v" : " t7";
    const std::string path = testing::TempDir() + "dt_suite_long_" + field + ".epd";
    std::ofstream(path, std::ios::binary) << kStart << " ;D1 20 ;" << field << words << "\n";
    std::ostringstream out, err;
    const auto t0 = std::chrono::steady_clock::now();
    EXPECT_EQ(dt::cli::run(std::vector<std::string>{"suite", "orthodox", path}, out, err), 2);
    EXPECT_LT(std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count(), 10.0) << field;
    EXPECT_NE(err.str().find("'t7' given twice"), std::string::npos) << err.str();
  }
}

INSTANTIATE_TEST_SUITE_P(Suite, SuiteMalformed, testing::ValuesIn(kMalformed),
                         [](const testing::TestParamInfo<Malformed>& p) { return p.param.name; });

}  // namespace
