// `deepthought suite` on well-formed files (tests/data/suites/, counts from the Chess
// Programming Wiki): every count compared exactly, every mismatch reported, exit status
// 0 when all pass and 1 on any mismatch, --max-depth / --max-nodes skipping counts.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "commands/commands.hpp"
#include "support/run_cli.hpp"

namespace {

const std::string kSuites = std::string(DEEPTHOUGHT_TEST_DATA) + "/suites/";

using dt::test::Ran;

Ran suite(const std::string& file, std::vector<std::string> flags = {}) {
  std::vector<std::string> argv = {"suite", "orthodox", file};
  argv.insert(argv.end(), flags.begin(), flags.end());
  return dt::test::run_cli(argv);
}

std::vector<std::string> mismatches(const std::string& out) {
  std::vector<std::string> found;
  std::istringstream in(out);
  for (std::string line; std::getline(in, line);)
    if (line.rfind("MISMATCH", 0) == 0) found.push_back(line);
  return found;
}

bool says(const std::string& text, const std::vector<const char*>& fragments) {
  return std::all_of(fragments.begin(), fragments.end(), [&](const char* f) { return text.find(f) != std::string::npos; });
}

TEST(SuiteFile, PublishedEpdCountsAllPass) {
  // 6 positions: 3 + 3 + 4 + 3 + 3 + 3 counts. The file also holds comments (one
  // indented) and blank lines, which must simply be skipped.
  const Ran r = suite(kSuites + "cpw_positions.epd");
  EXPECT_EQ(r.status, 0) << r.out << r.err;
  EXPECT_EQ(r.err, "");
  EXPECT_TRUE(mismatches(r.out).empty()) << r.out;
  EXPECT_TRUE(says(r.out, {"19 passed, 0 failed, 0 skipped"})) << r.out;
}

TEST(SuiteFile, PublishedPerftBlocksAllPassAndAreNamedByTheirId) {
  const Ran r = suite(kSuites + "cpw_positions.perft");
  EXPECT_EQ(r.status, 0) << r.out << r.err;
  EXPECT_EQ(r.err, "");
  EXPECT_TRUE(says(r.out, {"19 passed, 0 failed, 0 skipped", "kiwipete", "position5"})) << r.out;
}

// A file with wrong counts: status 1, nothing on stderr (a mismatch is a result, not an
// input error), exactly one MISMATCH line per entry of `lines_say`, in order, each
// holding its fragments, and the summary.
struct Mismatched {
  const char* name;
  const char* file;
  std::vector<std::vector<const char*>> lines_say;
  const char* summary;
};

class SuiteMismatch : public testing::TestWithParam<Mismatched> {};

TEST_P(SuiteMismatch, EveryMismatchIsReportedWithLineDepthExpectedAndGot) {
  const Mismatched& m = GetParam();
  const Ran r = suite(kSuites + m.file);
  EXPECT_EQ(r.status, 1) << r.err;
  EXPECT_EQ(r.err, "");
  const auto lines = mismatches(r.out);
  ASSERT_EQ(lines.size(), m.lines_say.size()) << r.out;
  for (std::size_t i = 0; i < lines.size(); ++i) EXPECT_TRUE(says(lines[i], m.lines_say[i])) << lines[i];
  EXPECT_TRUE(says(r.out, {m.summary})) << r.out;
}

INSTANTIATE_TEST_SUITE_P(
    SuiteFile, SuiteMismatch,
    testing::Values(
        // The counts after a mismatch (D3 of line 4, D2 of line 5) are still compared.
        Mismatched{"Epd", "wrong_count.epd",
                   {{"wrong_count.epd:4", "depth 2", "expected 401", "got 400"},
                    {"wrong_count.epd:5", "depth 1", "expected 47", "got 48"}},
                   "3 passed, 2 failed, 0 skipped"},
        // A .perft block's mismatch names the block and the line of its position.
        Mismatched{"PerftBlock", "wrong_count.perft", {{"start", "wrong_count.perft:4", "depth 3", "expected 8903", "got 8902"}},
                   "2 passed, 1 failed, 0 skipped"},
        // A count sharing a prefix with the true one fails.
        Mismatched{"CountSharingAPrefix", "prefix_trap.epd",
                   {{"prefix_trap.epd:4", "depth 3", "expected 89020", "got 8902"},
                    {"prefix_trap.epd:5", "depth 3", "expected 890,", "got 8902"}},
                   "2 passed, 2 failed, 0 skipped"}),
    [](const testing::TestParamInfo<Mismatched>& m) { return std::string(m.param.name); });

TEST(SuiteFile, MaxDepthSkipsDeeperCounts) {
  // Depths 3 and 4: one per position plus position 3's depth 4 = 7 skipped of 19.
  const Ran r = suite(kSuites + "cpw_positions.epd", {"--max-depth", "2"});
  EXPECT_EQ(r.status, 0) << r.out << r.err;
  EXPECT_TRUE(says(r.out, {"12 passed, 0 failed, 7 skipped"})) << r.out;
}

TEST(SuiteFile, MaxNodesSkipsLargerCounts) {
  // Over 2000: every depth 3 and 4 count (7), Kiwipete D2 2039 and position 6 D2 2079.
  const Ran r = suite(kSuites + "cpw_positions.perft", {"--max-nodes", "2000"});
  EXPECT_EQ(r.status, 0) << r.out << r.err;
  EXPECT_TRUE(says(r.out, {"10 passed, 0 failed, 9 skipped"})) << r.out;
}

TEST(SuiteFile, SkippedCountsAreNotCompared) {
  const std::string file = kSuites + "prefix_trap.epd";
  const Ran shallow = suite(file, {"--max-depth", "2"});
  EXPECT_EQ(shallow.status, 0) << shallow.out;
  EXPECT_TRUE(says(shallow.out, {"2 passed, 0 failed, 2 skipped"})) << shallow.out;
  // The limit is on the count the file claims: 89020 is over it, 890 is not.
  const Ran small = suite(file, {"--max-nodes=8902"});
  EXPECT_EQ(small.status, 1) << small.out;
  EXPECT_TRUE(says(small.out, {"2 passed, 1 failed, 1 skipped", "expected 890,"})) << small.out;
}

TEST(SuiteFile, MaxNodesCutsOffACountThatRunsPastIt) {
  // The file claims 100 at depth 3 from the start (the true count is 8902): the count runs,
  // since 100 is under the limit, and is cut off once past 1000 nodes instead of running
  // on; it is a mismatch, and the suite goes on to the depth 2 count after it.
  const std::string path = testing::TempDir() + "dt_suite_runaway.epd";
  std::ofstream(path) << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - ;D1 20 ;D3 100 ;D2 400\n";
  const Ran r = suite(path, {"--max-nodes", "1000"});
  EXPECT_EQ(r.status, 1) << r.out << r.err;
  EXPECT_TRUE(says(r.out, {"depth 3: expected 100, counted more than 1000 (cut off by --max-nodes)\n",
                           "depth 2: 400\n", "2 passed, 1 failed, 0 skipped"}))
      << r.out;
  EXPECT_EQ(r.out.find("8902"), std::string::npos) << r.out;
  EXPECT_EQ(r.err, "");
}

TEST(SuiteFile, WindowsLineEndingsAreAccepted) {
  const std::string path = testing::TempDir() + "dt_suite_crlf.epd";
  std::ofstream(path, std::ios::binary) << "# CPW initial position\r\n\r\n"
                                        << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - ;D1 20 ;D2 400\r\n";
  const Ran r = suite(path);
  EXPECT_EQ(r.status, 0) << r.out << r.err;
  EXPECT_TRUE(says(r.out, {"2 passed, 0 failed, 0 skipped"})) << r.out;
}

void expect_one_line_error_naming(const Ran& r, const std::string& path) {
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
  EXPECT_NE(r.err.find(path), std::string::npos) << r.err;
}

TEST(SuiteFile, MissingFileIsAOneLineErrorNamingIt) {
  const std::string path = kSuites + "no_such_file.epd";
  const Ran r = suite(path);
  expect_one_line_error_naming(r, path);
  EXPECT_NE(r.err.find("cannot open"), std::string::npos) << r.err;
}

TEST(SuiteFile, DirectoryIsAOneLineErrorNamingIt) {
  const auto r = suite(kSuites);
  expect_one_line_error_naming(r, kSuites);
  EXPECT_NE(r.err.find("expected a suite file, found a directory"), std::string::npos) << r.err;
}

}  // namespace
