// Input files that are not what they seem: a FIFO or a device where a file was expected,
// a file that cannot be read, symbolic link loops, a UTF-8 byte-order mark, a depth given
// twice on a suite line, and YAML shaped to make the parser slow. Each is refused on one
// line with its reason (status 2) or read as the text it holds, quickly.
#include <gtest/gtest.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "cli/cli_error.hpp"
#include "rulebook/rulebook_yaml.hpp"
#include "support/refusal.hpp"
#include "support/run_cli.hpp"
#include "support/temp_file.hpp"

namespace {

using dt::test::Ran;
using dt::test::run_cli;
using dt::test::TempFile;
using dt::test::TempPath;

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

void expect_refusal(const Ran& r, const std::string& says) { dt::test::expect_one_line_refusal(r, {says}); }

// A malformed suite entry: reported in its turn as BAD, the run ending with status 2 and
// one line naming it.
void expect_bad_entry(const Ran& r, const std::string& says) {
  EXPECT_EQ(r.status, 2) << r.out << r.err;
  EXPECT_TRUE(has(r.out, "BAD      ")) << r.out;
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
  EXPECT_TRUE(has(r.err, says)) << r.err;
}

using dt::test::slurp;

// The real binary under `timeout`: a command that blocks is killed after 20 s instead of
// hanging the test run, and shows as status 137.
struct Process {
  int status;
  std::string err;
};

Process run_bounded(const std::string& args) {
  const std::string err = testing::TempDir() + "dt_input_" + testing::UnitTest::GetInstance()->current_test_info()->name();
  const std::string command =
      "timeout -s KILL 20 '" + std::string(DEEPTHOUGHT_CLI) + "' " + args + " >/dev/null 2>'" + err + "' </dev/null";
  const int raw = std::system(command.c_str());
  return {WIFEXITED(raw) ? WEXITSTATUS(raw) : -1, slurp(err)};
}

TEST(InputFiles, FifoWithNoWriterIsRefusedNotWaitedOn) {
  const TempPath fifo("-fifo.epd");
  ASSERT_EQ(mkfifo(fifo.path().c_str(), 0600), 0);
  const Process suite = run_bounded("suite orthodox '" + fifo.path() + "'");
  EXPECT_EQ(suite.status, 2) << suite.err;
  EXPECT_EQ(suite.err, "deepthought suite: " + fifo.path() + ": expected a suite file, found a FIFO (named pipe)\n");
  const Process check = run_bounded("check '" + fifo.path() + "'");
  EXPECT_EQ(check.status, 2) << check.err;
  EXPECT_EQ(check.err, "deepthought check: " + fifo.path() + ": expected a YAML file, found a FIFO (named pipe)\n");
}

TEST(InputFiles, FifoInAPositionDirectoryIsRefusedNotSkippedNorWaitedOn) {
  const TempPath dir("-fifo-dir");
  std::filesystem::create_directory(dir.path());
  const std::string fifo = dir.path() + "/cases.yaml";
  ASSERT_EQ(mkfifo(fifo.c_str(), 0600), 0);
  const Process check = run_bounded("check '" + dir.path() + "'");
  EXPECT_EQ(check.status, 2) << check.err;
  EXPECT_EQ(check.err, "deepthought check: " + fifo + ": expected a YAML file, found a FIFO (named pipe)\n");
}

TEST(InputFiles, DeviceIsRefusedNotReadAsAnEmptyFile) {
  expect_refusal(run_cli({"suite", "orthodox", "/dev/null"}), "/dev/null: expected a suite file, found a character device");
}

// /proc/self/mem opens as a regular file, but reading its first page fails with EIO.
TEST(InputFiles, ReadErrorGivesTheSystemsReasonNotFoundNone) {
  const Ran r = run_cli({"suite", "orthodox", "/proc/self/mem"});
  expect_refusal(r, "/proc/self/mem: cannot read the file: Input/output error");
  EXPECT_FALSE(has(r.err, "found none")) << r.err;
}

TEST(InputFiles, SymbolicLinkLoopGivesItsReason) {
  const TempPath a("-loop-a.yaml"), b("-loop-b.yaml");
  std::filesystem::create_symlink(b.path(), a.path());
  std::filesystem::create_symlink(a.path(), b.path());
  expect_refusal(run_cli({"suite", "orthodox", a.path()}), a.path() + ": cannot open the file: Too many levels of symbolic links");
  expect_refusal(run_cli({"check", a.path()}), a.path() + ": cannot open the file: Too many levels of symbolic links");
}

// A looping link among the position files: refused with its reason, never a bare
// "filesystem error" from the directory walk, nor left out.
TEST(InputFiles, SymbolicLinkLoopInAPositionDirectoryGivesItsReason) {
  const TempPath dir("-loop-dir");
  std::filesystem::create_directory(dir.path());
  const std::string link = dir.path() + "/cases.yaml";
  std::filesystem::create_symlink(link, link);
  const Ran r = run_cli({"check", dir.path()});
  expect_refusal(r, link + ": cannot open the file: Too many levels of symbolic links");
  EXPECT_FALSE(has(r.err, "filesystem error")) << r.err;
}

const std::string kBom = "\xEF\xBB\xBF";
const std::string kStart = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

TEST(InputFiles, ByteOrderMarkIsSkippedInSuiteFiles) {
  const TempFile perft(kBom + "id start\nepd " + kStart + "\nperft 1 20\n", ".perft");
  const Ran blocks = run_cli({"suite", "orthodox", perft.path()});
  EXPECT_EQ(blocks.status, 0) << blocks.err;
  EXPECT_TRUE(has(blocks.out, "ok       start")) << blocks.out;
  const TempFile epd(kBom + kStart + " ;D1 20\n", ".epd");
  const Ran line = run_cli({"suite", "orthodox", epd.path()});
  EXPECT_EQ(line.status, 0) << line.err;
  EXPECT_TRUE(has(line.out, "1 passed, 0 failed")) << line.out;
  // Columns count from after the mark, as an editor shows them.
  const TempFile bad(kBom + "epd\n", ".perft");
  expect_bad_entry(run_cli({"suite", "orthodox", bad.path()}), bad.path() + ":1:4: expected a position after 'epd'");
}

TEST(InputFiles, ByteOrderMarkIsSkippedInYamlFiles) {
  const TempFile yaml(kBom +
                      "variant: orthodox\ncases:\n  - name: start\n    why: twenty moves\n    expect:\n      perft: {1: 20}\n");
  const Ran r = run_cli({"check", yaml.path()});
  EXPECT_EQ(r.status, 0) << r.out << r.err;
}

TEST(InputFiles, DepthGivenTwiceOnASuiteLineIsRefusedWhereRepeated) {
  const TempFile epd(kStart + " ;D1 20 ;D1 21\n", ".epd");
  // kStart is 56 characters: ";D1 20" starts at column 58, ";D1 21" at 65, its depth at 67.
  expect_bad_entry(run_cli({"suite", "orthodox", epd.path()}),
                   epd.path() + ":1:67: depth 1 given twice for this position, expected each depth once");
  const TempFile perft("id start\nepd " + kStart + "\nperft 1 20\nperft 2 400\nperft 1 20\n", ".perft");
  expect_bad_entry(run_cli({"suite", "orthodox", perft.path()}),
                   perft.path() + ":5:7: depth 1 given twice for this position, expected each depth once");
}

// The most memory this process has held so far.
long peak_kilobytes() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return usage.ru_maxrss;
}

double seconds_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

// One '[' a line: yaml-cpp holds every token of an unclosed flow list, so 4 MB of them
// cost about 500 MB and 8 s (8 MB, 1.9 GB) before the nesting check saw a thing. The
// 65th list opens on line 65.
TEST(InputFiles, DeepFlowNestingIsRefusedCheaply) {
  std::string text;
  for (int i = 0; i < (1 << 21); ++i) text += "[\n";
  const TempFile yaml(text);
  const long peak_before = peak_kilobytes();
  const auto t0 = std::chrono::steady_clock::now();
  const Ran r = run_cli({"check", yaml.path()});
  EXPECT_LT(seconds_since(t0), 2.0);
  EXPECT_LT(peak_kilobytes() - peak_before, 100 * 1024) << "kilobytes more at the peak";
  expect_refusal(r, yaml.path() + ":65:1: lists and mappings nested more than 64 deep");
}

// Brackets in a block scalar or in quotes are text: the rough scan finds them, yaml-cpp
// does not confirm, and the file is read as before.
TEST(InputFiles, BracketsInTextAreNotNesting) {
  const std::string brackets(100, '[');
  const TempFile yaml("variant: orthodox\ncases:\n  - name: start\n    why: |\n      " + brackets + "\n      " + brackets +
                      "\n    expect:\n      perft: {1: 20}\n  - name: quoted\n    why: [\"" + brackets + "\", '" + brackets +
                      "']\n    expect:\n      perft: {1: 20}\n");
  const Ran r = run_cli({"check", yaml.path()});
  EXPECT_TRUE(has(r.err, "why: expected a text, found a list")) << r.err;
  EXPECT_FALSE(has(r.err, "nested")) << r.err;
}

// 60,000 distinct texts and then one repeated: the search of the list for each entry was
// quadratic (1.8 billion comparisons, a minute); a hash set makes it linear. The list is
// built in memory, so that only the check is timed, not yaml-cpp's parse.
TEST(InputFiles, RepeatedEntryOfALongListIsFoundInLinearTime) {
  const TempFile yaml("variant: orthodox\n");
  const dt::cli::YamlFile file(yaml.path());
  YAML::Node list(YAML::NodeType::Sequence);
  for (int i = 0; i < 60000; ++i) {
    char entry[16];
    std::snprintf(entry, sizeof entry, "m%d", i);
    list.push_back(std::string(entry));
  }
  list.push_back("m7");
  const auto t0 = std::chrono::steady_clock::now();
  std::string error = "(accepted)";
  try {
    (void)file.texts({list, list.Mark()}, "moves", dt::cli::YamlFile::Repeats::refused);
  } catch (const dt::cli::CliError& e) {
    error = e.what();
  }
  EXPECT_LT(seconds_since(t0), 2.0);
  EXPECT_TRUE(has(error, "moves: 'm7' listed twice")) << error;
}

}  // namespace
