// The position-text toolkit every variant reads its placement with (core/placement.hpp,
// core/fields.hpp), on a small board of three ranks 3, 2 and 3 cells wide written in the
// field "A1B/2/a2" from column 5, with piece letters A B a b and the mark '*'. Expected
// texts and columns are read off that field by hand.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/fields.hpp"
#include "core/placement.hpp"

namespace dt {
namespace {

const RankShape kShape{{3, 2, 3}, "ABab*", "ABab", "'*'"};

// The cells read, as "rank.file=symbol" ('.' for an empty cell), or the error message.
std::string read(std::string_view text, const RankShape& shape = kShape) {
  std::string cells;
  const auto r = read_ranks({text, 5}, shape, [&](const CellText& c) -> Result<void> {
    if (c.symbol == '*') return fail("no mark here", c.column);
    cells += std::to_string(c.rank) + "." + std::to_string(c.file) + "=" + (c.symbol ? c.symbol : '.') + " ";
    return {};
  });
  return r ? cells : r.error().message();
}

TEST(CorePlacement, ReadsEveryCellInTheOrderWritten) {
  EXPECT_EQ(read("A1B/2/a2"), "0.0=A 0.1=. 0.2=B 1.0=. 1.1=. 2.0=a 2.1=. 2.2=. ");
}

TEST(CorePlacement, RefusesTwoDigitsInARow) {
  // "11" is one run of two cells written with two digits: refused at the second, col 10.
  EXPECT_EQ(read("A1B/11/a2"), "column 10: expected a piece letter, '*' or '/' after a digit, found '1' (one digit per run of empty squares)");
}

TEST(CorePlacement, RefusesADigitPastTheWidestRankAsNoSymbol) {
  EXPECT_EQ(read("A1B/2/4"), "column 11: expected a piece letter (ABab), '*', a digit 1-3 or '/', found '4'");
  EXPECT_EQ(read("A1x/2/a2"), "column 7: expected a piece letter (ABab), '*', a digit 1-3 or '/', found 'x'");
}

TEST(CorePlacement, NamesRanksCountingDownToOne) {
  EXPECT_EQ(read("A1B/3/a2"), "column 9: rank 2 has more than 2 squares, expected 2");
  EXPECT_EQ(read("A1B/1/a2"), "column 10: rank 2 has 1 squares, expected 2");
  EXPECT_EQ(read("A1BA/2/a2"), "column 8: rank 3 has more than 3 squares, expected 3");
  EXPECT_EQ(read("A1B/2/a1"), "column 12: rank 1 has 2 squares, expected 3");
}

TEST(CorePlacement, CountsRanks) {
  EXPECT_EQ(read("A1B/2"), "column 5: expected 3 ranks separated by '/', found 2");
  EXPECT_EQ(read("A1B/2/a2/"), "column 13: expected 3 ranks separated by '/', found more");
}

TEST(CorePlacement, HandsTheVariantsOwnErrorsBack) { EXPECT_EQ(read("A*B/2/a2"), "column 6: no mark here"); }

TEST(CorePlacement, OneRowFieldHasItsNameAndNoSlash) {
  const RankShape row{{3}, "ABab", "ABab", {}, "hyperspace"};
  EXPECT_EQ(read("a1B", row), "0.0=a 0.1=. 0.2=B ");
  EXPECT_EQ(read("11A", row), "column 6: expected a piece letter after a digit, found '1' (one digit per run of empty squares)");
  EXPECT_EQ(read("a/B", row), "column 6: expected a piece letter (ABab) or a digit 1-3, found '/'");
  EXPECT_EQ(read("a1BA", row), "column 8: hyperspace has more than 3 squares, expected 3");
}

TEST(CorePlacement, WritesOneDigitPerRunAndReadsItBack) {
  const std::vector<std::string> board = {"A..", "..", ".b."};
  const std::string text = write_ranks(kShape, [&](int rank, int file) {
    const char c = board[static_cast<std::size_t>(rank)][static_cast<std::size_t>(file)];
    return c == '.' ? '\0' : c;
  });
  EXPECT_EQ(text, "A2/2/1b1");
  EXPECT_EQ(read(text), "0.0=A 0.1=. 0.2=. 1.0=. 1.1=. 2.0=. 2.1=b 2.2=. ");
}

TEST(CoreFields, NamesTheCharacterThatIsNotPrintableAscii) {
  EXPECT_EQ(check_printable("w\t-").error().message(), "column 2: expected printable ASCII, found a tab");
  EXPECT_EQ(check_printable("w -\n").error().message(), "column 4: expected printable ASCII, found a line break");
  EXPECT_EQ(check_printable("\r").error().message(), "column 1: expected printable ASCII, found a carriage return");
  EXPECT_EQ(check_printable("a\x1b").error().message(), "column 2: expected printable ASCII, found the control character 0x1B");
  EXPECT_EQ(check_printable("a\x7f").error().message(), "column 2: expected printable ASCII, found the control character 0x7F");
  EXPECT_EQ(check_printable("\xc3\xa9").error().message(), "column 1: expected printable ASCII, found the non-ASCII byte 0xC3");
  EXPECT_TRUE(check_printable(" !~").ok());
}

TEST(CoreFields, PositionFieldsAreCheckedThenSplitAtSpaces) {
  std::vector<Field> fields;
  ASSERT_TRUE(position_fields("  8/8  w -", "a position", fields).ok());
  ASSERT_EQ(fields.size(), 3U);
  EXPECT_EQ(fields[1].text, "w");
  EXPECT_EQ(fields[1].column, 8);
  EXPECT_EQ(position_fields("8/8\tw", "a position", fields).error().message(), "column 4: expected printable ASCII, found a tab");
  EXPECT_EQ(position_fields("   ", "a position", fields).error().message(), "expected a position, found nothing");
}

TEST(CoreFields, WithFieldRewritesOneFieldAndKeepsTheRestOfTheLine) {
  const std::string_view line = "  8/8  w -";
  const std::vector<Field> fields = split_fields(line);
  EXPECT_EQ(with_field(line, fields[0], "4P3/8"), "  4P3/8  w -");
  EXPECT_EQ(with_field(line, fields[1], "b"), "  8/8  b -");
  EXPECT_EQ(with_field(line, fields[2], "e3"), "  8/8  w e3");
  EXPECT_EQ(with_field("8/8 w - ", split_fields("8/8 w - ")[2], "KQ"), "8/8 w KQ ");
}

}  // namespace
}  // namespace dt
