// Long counts stopped by a limit (--max-nodes, --timeout): what finished is printed,
// exactly, then a one-line reason and status 3; divide --json; input files over the
// stated bounds (size, line length, YAML nesting) refused with a one-line error.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "cli/cli_error.hpp"
#include "cli/input_file.hpp"
#include "rulebook/rulebook_yaml.hpp"
#include "support/run_cli.hpp"

namespace dt::test {
namespace {

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

void expect_stopped(const Ran& r, const std::string& reason) {
  EXPECT_EQ(r.status, 3) << r.out << r.err;
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
  EXPECT_TRUE(has(r.err, reason)) << r.err;
}

// Orthodox perft from the start: 20, 400, 8902 (published). Over 1000 nodes in all comes
// during depth 3 (20 + 400 + 8902 > 1000), so depths 1 and 2 are all that finished.
TEST(LongCounts, PerftMaxNodesPrintsTheDepthsThatFinished) {
  const Ran r = run_cli({"perft", "orthodox", "5", "--max-nodes", "1000", "--json"});
  expect_stopped(r, "deepthought perft: stopped: --max-nodes 1000 reached after depth 2");
  EXPECT_TRUE(has(r.out, "\"depth\":1,\"nodes\":20,")) << r.out;
  EXPECT_TRUE(has(r.out, "\"depth\":2,\"nodes\":400,")) << r.out;
  EXPECT_FALSE(has(r.out, "\"depth\":3")) << r.out;
}

// A limit the run stays within changes nothing: 20 + 400 + 8902 = 9322 nodes.
TEST(LongCounts, PerftWithinMaxNodesEndsNormally) {
  const Ran r = run_cli({"perft", "orthodox", "3", "--max-nodes", "9322", "--json"});
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.err, "");
  EXPECT_TRUE(has(r.out, "\"depth\":3,\"nodes\":8902,")) << r.out;
}

// Orthodox divide 4 from the start, published (Stockfish's `go perft 4`): a2a3 8457,
// b2b3 9345, c2c3 9272, d2d3 11959, e2e3 13134, ... With one thread the root moves end in
// generation order; the first four make 39033 nodes, e2e3 would make 52167 > 50000, so
// e2e3 is cut short and left out, and so is the total.
TEST(LongCounts, DivideMaxNodesPrintsTheRootMovesThatFinished) {
  const Ran r = run_cli({"divide", "orthodox", "4", "--max-nodes", "50000"});
  // The tree's pieces are taken largest first (counting/parallel_perft.hpp): the root moves
  // with the most replies end first, and are printed in generation order.
  expect_stopped(r, "deepthought divide: stopped: --max-nodes 50000 reached after 3 of 20 root moves");
  EXPECT_EQ(r.out, "e2e3 13134\nd2d4 12435\ne2e4 13160\n");
}

// Over two threads the root moves end in any order; those printed are still exact.
TEST(LongCounts, DivideStoppedOverThreadsPrintsOnlyExactCounts) {
  const Ran r = run_cli({"divide", "orthodox", "4", "--max-nodes", "100000", "--threads", "2", "--json"});
  expect_stopped(r, "--max-nodes 100000 reached after ");
  const std::vector<std::pair<std::string, int>> published = {
      {"a2a3", 8457},  {"b2b3", 9345},  {"c2c3", 9272},  {"d2d3", 11959}, {"e2e3", 13134},
      {"f2f3", 8457},  {"g2g3", 9345},  {"h2h3", 8457},  {"a2a4", 9329},  {"b2b4", 9332},
      {"c2c4", 9744},  {"d2d4", 12435}, {"e2e4", 13160}, {"f2f4", 8929},  {"g2g4", 9328},
      {"h2h4", 9329},  {"b1a3", 8885},  {"b1c3", 9755},  {"g1f3", 9748},  {"g1h3", 8881}};
  int printed = 0;
  for (const auto& [move, nodes] : published)
    if (has(r.out, "{\"move\":\"" + move + "\",")) {
      ++printed;
      EXPECT_TRUE(has(r.out, "{\"move\":\"" + move + "\",\"nodes\":" + std::to_string(nodes) + "}")) << r.out;
    }
  EXPECT_LT(printed, 20) << r.out;  // the 20 make 197281 (published), over the limit
  EXPECT_TRUE(has(r.out, "\"complete\":false}")) << r.out;
}

// Hyperspace from the start: 53, 2809, 140609, 7038409 (positions/hyperspace/, worked
// by hand to depth 2 and against the reference generator); depth 6 takes minutes, so a
// one-second limit stops it with the finished depths' exact counts.
TEST(LongCounts, PerftTimeoutPrintsTheDepthsThatFinished) {
  const Ran r = run_cli({"perft", "hyperspace", "6", "--timeout", "1", "--threads", "2", "--json"});
  expect_stopped(r, "deepthought perft: stopped: --timeout 1 s reached after depth ");
  EXPECT_TRUE(has(r.out, "\"depth\":3,\"nodes\":140609,")) << r.out;
  EXPECT_FALSE(has(r.out, "\"depth\":6")) << r.out;
}

// The suite stops between counts: depths 1 and 2 (20 and 400, published) finish, the
// depth-7 count (3195901860, published) cannot in one second.
TEST(LongCounts, SuiteTimeoutReportsTheCountsThatFinished) {
  const std::string path = testing::TempDir() + "dt_long_suite.epd";
  std::ofstream(path) << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - ;D1 20 ;D2 400 ;D7 3195901860\n";
  const Ran r = run_cli({"suite", "orthodox", path, "--timeout", "1"});
  expect_stopped(r, "deepthought suite: stopped: --timeout 1 s reached after 2 counts");
  EXPECT_TRUE(has(r.out, "depth 2: 400\n")) << r.out;
  EXPECT_TRUE(has(r.out, "stopped early: 2 passed, 0 failed, 0 skipped")) << r.out;
}

// compare: Deep Thought's own divide at depth 3 (8902 nodes) is over the limit, so the
// comparison stops before any level is compared.
TEST(LongCounts, CompareMaxNodesStopsTheDescent) {
  const Ran r = run_cli({"compare", "orthodox", "3", "--engine", std::string(DEEPTHOUGHT_CLI) + " divide --perftree orthodox",
                         "--max-nodes", "1000"});
  expect_stopped(r, "deepthought compare: stopped: --max-nodes 1000 reached at depth 3");
  EXPECT_TRUE(has(r.out, "comparison stopped before it ended\npath: (the root position)\n")) << r.out;
}

TEST(LongCounts, LimitsMustBePositiveNumbers) {
  for (const auto& flag : {"--max-nodes", "--timeout"}) {
    const Ran zero = run_cli({"perft", "orthodox", "2", flag, "0"});
    EXPECT_EQ(zero.status, 2);
    EXPECT_TRUE(has(zero.err, std::string(flag) + ": expected a number of at least 1, found '0'")) << zero.err;
    const Ran word = run_cli({"divide", "orthodox", "2", flag, "soon"});
    EXPECT_EQ(word.status, 2);
    EXPECT_TRUE(has(word.err, std::string(flag) + ": expected a non-negative integer, found 'soon'")) << word.err;
  }
}

TEST(LongCounts, MpiRunsTakeNoLimits) {
  const Ran r = run_cli({"perft", "orthodox", "2", "--mpi", "--timeout", "5"});
  EXPECT_EQ(r.status, 2);
  EXPECT_TRUE(has(r.err, "--mpi: --max-nodes and --timeout are not supported under MPI")) << r.err;
}

// A bare king each: White's king a1 has a2, b1 and b2, each with one reply-free leaf at
// depth 1, so the total is 3.
TEST(DivideJson, OneObjectWithTheMovesAndTheirTotal) {
  const Ran r = run_cli({"divide", "orthodox", "1", "--fen", "k7/8/8/8/8/8/8/K7 w - - 0 1", "--json"});
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(std::count(r.out.begin(), r.out.end(), '\n'), 1) << r.out;
  EXPECT_TRUE(has(r.out, "{\"variant\":\"orthodox\",\"depth\":1,\"position\":\"k7/8/8/8/8/8/8/K7 w - - 0 1\",\"moves\":["))
      << r.out;
  for (const auto& move : {"a1a2", "a1b1", "a1b2"}) EXPECT_TRUE(has(r.out, std::string("{\"move\":\"") + move + "\",\"nodes\":1}")) << r.out;
  EXPECT_TRUE(has(r.out, "],\"total\":3,\"complete\":true}\n")) << r.out;
}

// Written with the Hyperspace notation's '|' and '>' (no JSON escapes needed) after a launch.
TEST(DivideJson, PositionIsTheOneCounted) {
  const Ran r = run_cli({"divide", "hyperspace", "1", "--moves", "g1-f3^", "--json"});
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(has(r.out, "| transit: wN>f3:")) << r.out;
}

std::string temp_file(const std::string& name, const std::string& text) {
  const std::string path = testing::TempDir() + name;
  std::ofstream(path, std::ios::binary) << text;
  return path;
}

std::string refusal(const std::string& path) {
  try {
    cli::YamlFile file(path);
  } catch (const cli::CliError& error) {
    return error.what();
  }
  return "(accepted)";
}

TEST(InputLimits, SuiteFileOverTheSizeLimitIsRefused) {
  const std::string path = testing::TempDir() + "dt_huge.epd";
  {
    std::ofstream out(path, std::ios::binary);
    const std::string line = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - ;D1 20\n";
    for (std::size_t written = 0; written <= cli::kMaxInputBytes; written += line.size()) out << line;
  }
  const Ran r = run_cli({"suite", "orthodox", path});
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.err, "deepthought suite: " + path + ": the file is larger than 64 MB, the most an input file may be\n");
  std::filesystem::remove(path);
}

TEST(InputLimits, LongLineIsRefusedWithItsNumber) {
  const std::string path = temp_file("dt_long_line.epd", "# fine\n# fine\n#" + std::string(cli::kMaxLineBytes, 'x') + "\n");
  const Ran r = run_cli({"suite", "orthodox", path});
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.err, "deepthought suite: " + path + ":3: the line is longer than 1 MB, the most a line may be\n");
  // A line of exactly 1 MB is within the bound (then refused for what it holds).
  const std::string exact = temp_file("dt_exact_line.epd", "#" + std::string(cli::kMaxLineBytes - 1, 'x') + "\n");
  EXPECT_TRUE(has(run_cli({"suite", "orthodox", exact}).err, "expected at least one position")) << exact;
}

TEST(InputLimits, YamlFileOverTheBoundsIsRefused) {
  const std::string big = testing::TempDir() + "dt_huge.yaml";
  {
    std::ofstream out(big, std::ios::binary);
    const std::string line = "# a long comment\n";
    for (std::size_t written = 0; written <= cli::kMaxInputBytes; written += line.size()) out << line;
  }
  EXPECT_EQ(refusal(big), big + ": the file is larger than 64 MB, the most an input file may be");
  std::filesystem::remove(big);
  const std::string wide = temp_file("dt_wide.yaml", "variant: orthodox\nnote: " + std::string(cli::kMaxLineBytes, 'x') + "\n");
  EXPECT_EQ(refusal(wide), wide + ":2: the line is longer than 1 MB, the most a line may be");
}

// The root mapping is level 1; the lists after "cases: " open at columns 8, 9, ... of
// line 2, so level 65, the first refused, is the 64th list, at column 71.
TEST(InputLimits, YamlNestedTooDeepIsRefusedWhereItGoesTooDeep) {
  const auto nested = [](int levels) { return std::string(levels, '[') + std::string(levels, ']'); };
  const std::string deep = temp_file("dt_deep.yaml", "variant: orthodox\ncases: " + nested(65) + "\n");
  EXPECT_EQ(refusal(deep), deep + ":2:71: lists and mappings nested more than 64 deep");
  // The root mapping and 63 lists make 64: within the bound.
  const std::string fine = temp_file("dt_nested.yaml", "variant: orthodox\ncases: " + nested(63) + "\n");
  EXPECT_EQ(refusal(fine), "(accepted)");
  // Far deeper than yaml-cpp's own recursion guard still gets the same one line: after
  // "a: " the 64th list is at column 4 + 63 = 67.
  const std::string deeper = temp_file("dt_deeper.yaml", "a: " + nested(100000) + "\n");
  EXPECT_EQ(refusal(deeper), deeper + ":1:67: lists and mappings nested more than 64 deep");
}

}  // namespace
}  // namespace dt::test
