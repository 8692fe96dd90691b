// `deepthought speed`: the table of every generator's count and rate (the rates
// themselves are measurements, so only the table's shape and the counts are tested).
#include <gtest/gtest.h>

#include <string>

#include "support/run_cli.hpp"

namespace dt::test {
namespace {

const std::string kEngines = DEEPTHOUGHT_TEST_ENGINES;

int count_of(const std::string& text, const std::string& part) {
  int n = 0;
  for (auto at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++n;
  return n;
}

// perft 3 of orthodox chess from the start is 8902 (published): every row says so.
TEST(Speed, TimesEveryGeneratorOnTheSamePosition) {
  const std::string engine = "'" + kCli + "' divide --perftree orthodox";
  const auto r = run_cli({"speed", "orthodox", "--depth", "3", "--runs", "3", "--engine", engine});
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out.find("perft 3 of orthodox from rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1, median of 3 runs"), 0U)
      << r.out;
  EXPECT_NE(r.out.find("| deepthought | 8902 | "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("| " + engine + " | 8902 | "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find(" | 1.00 |\n"), std::string::npos) << r.out;
}

// An engine that never promotes to a knight counts 18 instead of 21 (test_compare.cpp).
TEST(Speed, FlagsACountThatDiffers) {
  const std::string engine = "sh '" + kEngines + "/lacking.sh' '" + kCli + "' orthodox 'n$'";
  const auto r = run_cli({"speed", "orthodox", "--depth", "2", "--runs", "1", "--fen", "k7/8/8/8/8/8/7p/K7 w - - 0 1",
                          "--engine", engine});
  EXPECT_EQ(r.status, 1) << r.err;
  EXPECT_NE(r.out.find("| deepthought | 21 | "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find(" | 18 (differs) | "), std::string::npos) << r.out;
  EXPECT_EQ(count_of(r.out, "(differs)"), 1);
}

TEST(Speed, RefusesBadArgumentsAndBrokenEngines) {
  EXPECT_NE(run_cli({"speed", "orthodox", "--runs", "0"}).err.find("--runs: expected 1 to 100"), std::string::npos);
  EXPECT_NE(run_cli({"speed", "orthodox", "--depth", "0"}).err.find("--depth"), std::string::npos);
  const auto crashed = run_cli({"speed", "orthodox", "--depth", "1", "--engine", "sh '" + kEngines + "/crash.sh'"});
  EXPECT_EQ(crashed.status, 2);
  EXPECT_NE(crashed.err.find("crashed (signal 11)"), std::string::npos) << crashed.err;
}

}  // namespace
}  // namespace dt::test
