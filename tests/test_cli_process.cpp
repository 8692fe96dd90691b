// The real `deepthought` binary run as a process: what a shell or CI script sees. An
// abort, an uncaught exception or a crash shows here as a signal instead of an exit
// status, and stdout/stderr are the real streams (buffering, flushing, main()'s wiring).
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace {

struct Process {
  bool exited;  // false when killed by a signal
  int status;
  std::string out, err;
};

std::string slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// POSIX shell single quotes keep every byte, newlines included.
std::string shell_quoted(const std::string& arg) {
  std::string out = "'";
  for (char c : arg) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

Process run_binary(const std::vector<std::string>& args) {
  const std::string base = testing::TempDir() + "dt_cli_" + testing::UnitTest::GetInstance()->current_test_info()->name();
  std::string command = shell_quoted(DEEPTHOUGHT_CLI);
  for (const auto& a : args) command += ' ' + shell_quoted(a);
  command += " >" + shell_quoted(base + ".out") + " 2>" + shell_quoted(base + ".err") + " </dev/null";
  const int raw = std::system(command.c_str());
  return {WIFEXITED(raw), WIFEXITED(raw) ? WEXITSTATUS(raw) : -1, slurp(base + ".out"), slurp(base + ".err")};
}

void expect_one_line_error(const Process& p) {
  EXPECT_TRUE(p.exited) << "ended by a signal";
  EXPECT_EQ(p.status, 2);
  EXPECT_EQ(p.out, "");
  EXPECT_EQ(std::count(p.err.begin(), p.err.end(), '\n'), 1) << "not one line:\n" << p.err;
  EXPECT_TRUE(!p.err.empty() && p.err.back() == '\n') << p.err;
}

const std::string kSuites = std::string(DEEPTHOUGHT_TEST_DATA) + "/suites/";

TEST(CliProcess, PerftSucceedsWithTheCountsOnStdout) {
  const Process p = run_binary({"perft", "orthodox", "2", "--json"});
  EXPECT_TRUE(p.exited);
  EXPECT_EQ(p.status, 0) << p.err;
  EXPECT_EQ(p.err, "");
  EXPECT_NE(p.out.find("\"nodes\":400"), std::string::npos) << p.out;
}

TEST(CliProcess, BadFenIsOneLineAndStatusTwo) {
  const Process p = run_binary({"perft", "orthodox", "1", "--fen", "rnbqkbnr/pppppxpp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"});
  expect_one_line_error(p);
  EXPECT_NE(p.err.find("--fen: column 15"), std::string::npos) << p.err;
}

TEST(CliProcess, IllegalMoveIsOneLineAndStatusTwo) {
  const Process p = run_binary({"play", "orthodox", "--moves", "e2e4,e7e5,e1e3"});
  expect_one_line_error(p);
  EXPECT_NE(p.err.find("'e1e3'"), std::string::npos) << p.err;
}

// Hitchhiker: the start placement is 47 characters, so X on d9 (rank 9 "rXr") is column 6.
TEST(CliProcess, BadHitchhikerPositionIsOneLineAndStatusTwo) {
  const Process p = run_binary({"perft", "hitchhiker", "1", "--fen", "h/s/rXr/ococo/m1m1m1m/4*4/M1M1M1M/OCOCO/RCR/S/H w -"});
  expect_one_line_error(p);
  EXPECT_NE(p.err.find("--fen: column 6"), std::string::npos) << p.err;
}

TEST(CliProcess, MalformedHitchhikerMoveIsOneLineAndStatusTwo) {
  const Process p = run_binary({"play", "hitchhiker", "--moves", "b5-a6,b7b5"});
  expect_one_line_error(p);
  EXPECT_NE(p.err.find("'b7b5'"), std::string::npos) << p.err;
}

TEST(CliProcess, UnknownCommandIsOneLineAndStatusTwo) {
  expect_one_line_error(run_binary({"frobnicate"}));
}

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
    expect_one_line_error(perft);
    EXPECT_NE(perft.err.find("--fen"), std::string::npos) << perft.err;
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

}  // namespace
