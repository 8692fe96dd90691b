// The real `deepthought` binary run as a process: what a shell or CI script sees. An
// abort, an uncaught exception or a crash shows here as a signal instead of an exit
// status, and stdout/stderr are the real streams (buffering, flushing, main()'s wiring).
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "support/refusal.hpp"
#include "support/run_process.hpp"
#include "support/temp_file.hpp"

namespace {

using dt::test::Process;
using dt::test::run_binary;
using dt::test::slurp;

void expect_one_line_error(const Process& p, const std::vector<std::string>& says = {}) {
  EXPECT_TRUE(p.exited) << "ended by a signal";
  dt::test::expect_one_line_refusal(p.status, p.out, p.err, says);
}

const std::string kSuites = std::string(DEEPTHOUGHT_TEST_DATA) + "/suites/";

TEST(CliProcess, PerftSucceedsWithTheCountsOnStdout) {
  const Process p = run_binary({"perft", "orthodox", "2", "--json"});
  EXPECT_TRUE(p.exited);
  EXPECT_EQ(p.status, 0) << p.err;
  EXPECT_EQ(p.err, "");
  EXPECT_NE(p.out.find("\"nodes\":400"), std::string::npos) << p.out;
}

// Bad input reaches the shell as status 2 and one line on the real stderr, as it does in
// process (test_cli_errors.cpp). Hitchhiker: the start placement is 47 characters, so X
// on d9 (rank 9 "rXr") is column 6.
const std::vector<dt::test::BadInput> kBadInputs = {
    {"BadFen", {"perft", "orthodox", "1", "--fen", "rnbqkbnr/pppppxpp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"}, {"--fen: column 15"}},
    {"IllegalMove", {"play", "orthodox", "--moves", "e2e4,e7e5,e1e3"}, {"'e1e3'"}},
    {"BadHitchhikerPosition", {"perft", "hitchhiker", "1", "--fen", "h/s/rXr/ococo/m1m1m1m/4*4/M1M1M1M/OCOCO/RCR/S/H w -"},
     {"--fen: column 6"}},
    {"MalformedHitchhikerMove", {"play", "hitchhiker", "--moves", "b5-a6,b7b5"}, {"'b7b5'"}},
    {"UnknownCommand", {"frobnicate"}, {}},
};

class CliProcessBadInput : public testing::TestWithParam<dt::test::BadInput> {};

TEST_P(CliProcessBadInput, IsOneLineAndStatusTwo) { expect_one_line_error(run_binary(GetParam().argv), GetParam().says); }

INSTANTIATE_TEST_SUITE_P(CliProcess, CliProcessBadInput, testing::ValuesIn(kBadInputs), dt::test::bad_input_name);

TEST(CliProcess, SuiteStatusIsZeroWhenAllPassOneOnAMismatchTwoForAMissingFile) {
  const Process pass = run_binary({"suite", "orthodox", kSuites + "cpw_positions.perft", "--max-depth", "2"});
  EXPECT_TRUE(pass.exited);
  EXPECT_EQ(pass.status, 0) << pass.out << pass.err;
  const Process fail = run_binary({"suite", "orthodox", kSuites + "wrong_count.epd"});
  EXPECT_TRUE(fail.exited);
  EXPECT_EQ(fail.status, 1) << fail.out << fail.err;
  EXPECT_EQ(fail.err, "") << "a mismatch is a result, reported on stdout";
  expect_one_line_error(run_binary({"suite", "orthodox", kSuites + "no_such_file.epd"}));
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// The text after `"key":` in a flat JSON object line, up to the next ',' or '}'.
std::string json_value(const std::string& line, const std::string& key) {
  const auto at = line.find("\"" + key + "\":");
  if (at == std::string::npos) return "";
  const auto start = at + key.size() + 3;
  return line.substr(start, line.find_first_of(",}", start) - start);
}

TEST(CliProcess, PositionWithMoreMovesThanAnyGameIsRefusedOrCountedSafely) {
  // Thirty white queens: over 256 legal moves, more than any position reachable in a
  // game (218) and more than a move list once held (a stack overflow that showed as
  // a perft 2 below perft 1 and negative times). The tool must either refuse such
  // material in one line or count it safely: then the counts agree with each other
  // and the timings are real.
  const std::string fen = "knQQQQQQ/ppQ4Q/QQ5Q/Q6Q/Q6Q/Q6Q/Q6Q/QQQQQQQK w - - 0 1";
  const Process perft = run_binary({"perft", "orthodox", "2", "--json", "--fen", fen});
  ASSERT_TRUE(perft.exited) << "ended by a signal";
  if (perft.status == 2) {
    expect_one_line_error(perft, {"--fen"});
    return;
  }
  ASSERT_EQ(perft.status, 0) << perft.err;
  const auto json = lines_of(perft.out);
  ASSERT_EQ(json.size(), 2u) << perft.out;
  for (const auto& line : json) EXPECT_EQ(json_value(line, "seconds").find('-'), std::string::npos) << line;
  const auto moves = lines_of(run_binary({"moves", "orthodox", "--fen", fen}).out);
  EXPECT_EQ(json_value(json[0], "nodes"), std::to_string(moves.size()));
  const auto divide = lines_of(run_binary({"divide", "orthodox", "2", "--fen", fen}).out);
  ASSERT_FALSE(divide.empty());
  EXPECT_EQ(json_value(json[1], "nodes"), divide.back()) << "perft 2 and the divide 2 total differ";
}

// Out of memory. AddressSanitizer reserves terabytes of address space, so it cannot run
// under ulimit -v: these cases need a plain build.
#if defined(__SANITIZE_ADDRESS__)
#define DT_SKIP_UNDER_ASAN() GTEST_SKIP() << "AddressSanitizer cannot run under ulimit -v"
#else
#define DT_SKIP_UNDER_ASAN() (void)0
#endif
constexpr int kTightKb = 60000;  // the tool runs in under 20 MB of address space

// A suite file of 8 MB takes several times that to hold and parse: under 60 MB the
// system refuses, and the tool says so in one line that names what it was given (it
// printed a bare "std::bad_alloc").
TEST(CliProcess, OutOfMemoryIsOneLineNamingTheArguments) {
  DT_SKIP_UNDER_ASAN();
  const std::string path = testing::TempDir() + "dt_cli_big_suite.epd";
  {
    std::ofstream file(path);
    const std::string line = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - ;D1 20\n";
    for (std::size_t written = 0; written < (std::size_t(8) << 20); written += line.size()) file << line;
  }
  const Process p = run_binary({"suite", "orthodox", path, "--max-depth", "1"}, kTightKb);
  expect_one_line_error(p);
  EXPECT_EQ(p.err, "deepthought suite: out of memory: the system gave less memory than 'orthodox " + path +
                       " --max-depth 1' needs\n");
  std::remove(path.c_str());
}

// --hash is checked against what the process may still map (RLIMIT_AS here) before the
// table is made.
TEST(CliProcess, HashOverTheAddressSpaceLimitIsRefused) {
  DT_SKIP_UNDER_ASAN();
  const Process p = run_binary({"perft", "orthodox", "2", "--hash", "100"}, kTightKb);
  expect_one_line_error(p);
  EXPECT_EQ(p.err.rfind("deepthought perft: --hash 100: 100 MB is more than the ", 0), 0U) << p.err;
}

// Threads whose stacks do not fit the address space are not started; the threads that
// did start count their share, exactly (perft 4 = 197281, published). It used to abort
// (std::terminate on a std::thread left joinable).
TEST(CliProcess, ThreadsTheSystemRefusesAreDoneWithout) {
  DT_SKIP_UNDER_ASAN();
  const Process p = run_binary({"perft", "orthodox", "4", "--threads", "256", "--json"}, 400000);
  EXPECT_TRUE(p.exited) << "ended by a signal";
  EXPECT_EQ(p.status, 0) << p.err;
  EXPECT_NE(p.out.find("\"depth\":4,\"nodes\":197281,"), std::string::npos) << p.out;
}

}  // namespace
