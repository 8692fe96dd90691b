// Where the output goes, seen from outside: the real `deepthought` binary run by a shell
// with its standard output on /dev/full, closed, or a pipe whose reader has gone, and its
// output files (-o, --junit) on paths that cannot be written. Nothing may be lost
// silently: a failed write is one line on stderr and status 2, and an old file is either
// replaced whole or left as it was.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "support/temp_file.hpp"

namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

using dt::test::slurp;

void put(const fs::path& path, const std::string& text) { std::ofstream(path, std::ios::binary) << text; }

// POSIX shell single quotes keep every byte.
std::string quoted(const std::string& arg) {
  std::string out = "'";
  for (char c : arg) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

// An empty directory of the test's own, removed at the end.
class Scratch {
 public:
  Scratch()
      : dir_(fs::path(testing::TempDir()) / ("dt_output_" + std::to_string(::getpid()) + "_" +
                                             testing::UnitTest::GetInstance()->current_test_info()->name())) {
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  ~Scratch() { fs::remove_all(dir_); }
  const fs::path& dir() const { return dir_; }
  fs::path operator/(const std::string& name) const { return dir_ / name; }
  // The names in the directory: a temporary file left behind shows here.
  std::vector<std::string> names() const {
    std::vector<std::string> out;
    for (const auto& entry : fs::directory_iterator(dir_)) out.push_back(entry.path().filename().string());
    std::sort(out.begin(), out.end());
    return out;
  }

 private:
  fs::path dir_;
};

struct Shell {
  int status;  // deepthought's exit status, or 128 + the signal that ended it
  std::string err;
  double seconds;
};

// Runs `script` with bash -c in `dir`, `CLI` naming the binary. The script leaves
// deepthought's status in the file `status` and its stderr in `err`.
Shell run_script(const Scratch& scratch, const std::string& script) {
  const std::string command = "cd " + quoted(scratch.dir().string()) + " && CLI=" + quoted(DEEPTHOUGHT_CLI) +
                              " bash -c " + quoted(script) + " </dev/null";
  const auto t0 = Clock::now();
  const int raw = std::system(command.c_str());
  const double seconds = std::chrono::duration<double>(Clock::now() - t0).count();
  EXPECT_TRUE(WIFEXITED(raw) && WEXITSTATUS(raw) == 0) << "the script failed: " << script;
  const std::string status = slurp(scratch / "status");
  return {status.empty() ? -1 : std::stoi(status), slurp(scratch / "err"), seconds};
}

// `deepthought ARGS` with stdout redirected as `stdout_redirect` says ("> /dev/full").
Shell run_with_stdout(const Scratch& scratch, const std::vector<std::string>& args, const std::string& stdout_redirect) {
  std::string command = "\"$CLI\"";
  for (const auto& a : args) command += ' ' + quoted(a);
  return run_script(scratch, command + " " + stdout_redirect + " 2>err; echo $? >status");
}

// `deepthought ARGS` (shell words) with a file size limit of 0, so that its first write to
// a regular file fails with EFBIG (SIGXFSZ ignored), as on a full disk. Only deepthought
// runs under the limit; its stdout goes to /dev/null, its stderr through a pipe to a file.
Shell run_without_room(const Scratch& scratch, const std::string& args) {
  return run_script(scratch, "(trap '' XFSZ; ulimit -f 0; exec \"$CLI\" " + args +
                                 ") 2>&1 >/dev/null | cat >err; echo ${PIPESTATUS[0]} >status");
}

void expect_one_line(const Shell& run, const std::string& part) {
  EXPECT_EQ(run.status, 2) << run.err;
  EXPECT_EQ(std::count(run.err.begin(), run.err.end(), '\n'), 1) << run.err;
  EXPECT_NE(run.err.find(part), std::string::npos) << run.err;
}

const std::string kOrthodoxSpec = std::string(DEEPTHOUGHT_SOURCE_DIR) + "/positions/orthodox/promotion.yaml";
// check, coverage and rulebook read the rulebook of the folder they run in; these run in a
// scratch folder, so they are given the project's own.
const std::string kRoot = DEEPTHOUGHT_SOURCE_DIR;

// Every command used to exit 0 with nothing on stderr when its output went nowhere (and
// `record > file` on a full disk left a third of the record): now each says so in one line.
TEST(StandardOutput, AFullDiskIsOneLineAndStatusTwoForEveryCommand) {
  const Scratch scratch;
  const std::vector<std::vector<std::string>> commands = {
      {"variants"},
      {"--help"},
      {"perft", "--help"},
      {"--version"},
      {"perft", "orthodox", "2"},
      {"divide", "orthodox", "2", "--json"},
      {"moves", "orthodox"},
      {"play", "orthodox", "--moves", "e2e4"},
      {"record", "orthodox", "--seed", "1", "--plies", "60"},
      {"interpretations", "hitchhiker", "1"},
      {"check", kOrthodoxSpec, "--root", kRoot},
      {"check", kOrthodoxSpec, "--json", "--root", kRoot},
      {"coverage", "orthodox", "--root", kRoot},
      {"suite", "orthodox", std::string(DEEPTHOUGHT_TEST_DATA) + "/suites/cpw_positions.perft", "--max-depth", "1"},
  };
  for (const auto& args : commands) {
    SCOPED_TRACE(args.front() + (args.size() > 1 ? " " + args[1] : ""));
    expect_one_line(run_with_stdout(scratch, args, ">/dev/full"),
                    "deepthought: cannot write standard output: No space left on device");
  }
}

// Orthodox perft 8 is 85 billion nodes: a perft that went on counting after its first
// line was lost would meet the --timeout (status 3) instead of stopping at once.
TEST(StandardOutput, ALongCountStopsAtItsFirstLostLine) {
  const Scratch scratch;
  const Shell run = run_with_stdout(scratch, {"perft", "orthodox", "8", "--timeout", "30"}, ">/dev/full");
  expect_one_line(run, "No space left on device");
  EXPECT_LT(run.seconds, 10);
}

TEST(StandardOutput, AClosedStandardOutputIsRefusedBeforeAnyWork) {
  const Scratch scratch;
  const Shell run = run_with_stdout(scratch, {"perft", "orthodox", "8", "--timeout", "30"}, ">&-");
  expect_one_line(run, "deepthought: cannot write standard output");
  EXPECT_LT(run.seconds, 10);
}

// A reader that has gone (`| head -c 1`) ends deepthought quietly at its next write, by
// SIGPIPE, as it ends cat, even when the shell had SIGPIPE ignored (where writes would
// fail with EPIPE and the count would go on unseen until --timeout).
TEST(StandardOutput, AClosedPipeEndsTheCountQuietly) {
  const Scratch scratch;
  const Shell run = run_script(
      scratch, "trap '' PIPE; \"$CLI\" perft orthodox 8 --timeout 30 2>err | head -c 1 >/dev/null; echo ${PIPESTATUS[0]} >status");
  EXPECT_EQ(run.status, 128 + SIGPIPE) << run.err;
  EXPECT_EQ(run.err, "");
  EXPECT_LT(run.seconds, 10);
}

// `check mine.yaml --junit mine.yaml` used to replace the input with the report and exit
// 0. Refused, under any spelling of the same file, before anything runs.
TEST(OutputFiles, AReportOntoItsInputIsRefusedAndTheInputKept) {
  const Scratch scratch;
  const std::string input = slurp(kOrthodoxSpec);
  put(scratch / "mine.yaml", input);
  fs::create_symlink("mine.yaml", scratch / "link.yaml");
  for (const std::string& junit : std::vector<std::string>{"mine.yaml", "./mine.yaml", "link.yaml", (scratch / "mine.yaml").string()}) {
    SCOPED_TRACE(junit);
    const Shell run = run_with_stdout(scratch, {"check", "mine.yaml", "--junit", junit, "--root", kRoot}, ">out");
    expect_one_line(run, "--junit '" + junit + "': expected a file other than the input mine.yaml");
    EXPECT_EQ(slurp(scratch / "out"), "") << "refused before any case ran";
    EXPECT_EQ(slurp(scratch / "mine.yaml"), input);
  }
  EXPECT_EQ(scratch.names(), (std::vector<std::string>{"err", "link.yaml", "mine.yaml", "out", "status"}));
}

// A write that fails half-way (here a file size limit of 0, so the first byte fails with
// EFBIG) used to leave the report truncated: the old file must stay, and no temporary file.
TEST(OutputFiles, AFailedWriteLeavesTheOldFileAndNoTemporary) {
  const Scratch scratch;
  put(scratch / "report.xml", "OLD REPORT\n");
  put(scratch / "board.svg", "OLD DRAWING\n");
  const auto limited = [&](const std::string& args) { return run_without_room(scratch, args); };
  expect_one_line(limited("check " + quoted(kOrthodoxSpec) + " --junit report.xml --root " + quoted(kRoot)),
                  "deepthought check: --junit 'report.xml': cannot write the file: File too large");
  expect_one_line(limited("diagram orthodox -o board.svg"),
                  "deepthought diagram: -o 'board.svg': cannot write the file: File too large");
  EXPECT_EQ(slurp(scratch / "report.xml"), "OLD REPORT\n");
  EXPECT_EQ(slurp(scratch / "board.svg"), "OLD DRAWING\n");
  EXPECT_EQ(scratch.names(), (std::vector<std::string>{"board.svg", "err", "report.xml", "status"}));
}

// The rulebook is a site of several pages: replaced whole or not at all. A failure on the
// first page used to leave it empty beside the old index.
TEST(OutputFiles, AFailedRulebookLeavesTheOldSiteWhole) {
  const Scratch scratch;
  fs::create_directories(scratch / "site");
  put(scratch / "site/index.html", "OLD INDEX\n");
  put(scratch / "site/lue.html", "OLD PAGE\n");
  const Shell run = run_without_room(scratch, "rulebook lue -o site --root " + quoted(kRoot));
  expect_one_line(run, "deepthought rulebook: -o 'site/lue.html': cannot write the file: File too large");
  EXPECT_EQ(slurp(scratch / "site/index.html"), "OLD INDEX\n");
  EXPECT_EQ(slurp(scratch / "site/lue.html"), "OLD PAGE\n");
  std::vector<std::string> names;
  for (const auto& entry : fs::directory_iterator(scratch / "site")) names.push_back(entry.path().filename().string());
  std::sort(names.begin(), names.end());
  EXPECT_EQ(names, (std::vector<std::string>{"index.html", "lue.html"}));
}

// `diagram -o` used to say only "cannot write the file": now the system's reason too.
TEST(OutputFiles, AnUnwritableTargetNamesThePathAndTheReason) {
  const Scratch scratch;
  expect_one_line(run_with_stdout(scratch, {"diagram", "orthodox", "-o", "no-such-dir/board.svg"}, ">out"),
                  "deepthought diagram: -o 'no-such-dir/board.svg': cannot write the file: No such file or directory");
  expect_one_line(run_with_stdout(scratch, {"diagram", "orthodox", "-o", "/dev/full"}, ">out"),
                  "deepthought diagram: -o '/dev/full': cannot write the file: No space left on device");
  expect_one_line(run_with_stdout(scratch, {"check", kOrthodoxSpec, "--junit", "/dev/full", "--root", kRoot}, ">out"),
                  "deepthought check: --junit '/dev/full': cannot write the file: No space left on device");
}

// A file replaced keeps its permissions; a symbolic link stays a link to the new text.
TEST(OutputFiles, AReplacedFileKeepsItsModeAndALinkStaysALink) {
  const Scratch scratch;
  put(scratch / "board.svg", "OLD\n");
  fs::permissions(scratch / "board.svg", fs::perms(0640));
  fs::create_symlink("board.svg", scratch / "link.svg");
  const Shell run = run_with_stdout(scratch, {"diagram", "orthodox", "-o", "link.svg"}, ">out");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_TRUE(fs::is_symlink(scratch / "link.svg"));
  EXPECT_TRUE(slurp(scratch / "board.svg").starts_with("<?xml"));
  EXPECT_EQ(fs::status(scratch / "board.svg").permissions(), fs::perms(0640));
}

}  // namespace
