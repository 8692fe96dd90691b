// Which rulebook `check`, `coverage` and `rulebook` read, as a user meets it: the real
// binary run in a folder. A copy of the project's specs/ and positions/ with one expected
// count made wrong stands for a second checkout; run in it, below it, named by --root, or
// installed beside a copy of the program, check must report that copy's failure, never the
// results of the tree the program was built from (a source tree baked in at build time and
// read wherever the tool runs would be a false green in any other checkout).
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "engines/child_process.hpp"
#include "support/temp_file.hpp"

namespace dt::test {
namespace {

namespace fs = std::filesystem;

const fs::path kSource = DEEPTHOUGHT_SOURCE_DIR;
// The case broken in the copy, and the lines check prints for it (its name is on line 4,
// column 11, of the file).
const std::string kBrokenFile = "positions/orthodox/castling.yaml";
const std::string kCount = "perft: {1: 26, 2: 568}";
const std::string kFailure = "castling.yaml:4:11: both-castlings-available: perft 2 differs\n  expected: 569\n  got: 568\n";

// specs/ and positions/ of the source tree in a fresh folder, perft 2 of one case claimed 569.
struct BrokenCopy {
  TempDir dir;
  BrokenCopy() {
    for (const char* part : {"specs", "positions"}) fs::copy(kSource / part, dir.path / part, fs::copy_options::recursive);
    std::ifstream in(dir.path / kBrokenFile);
    std::stringstream text;
    text << in.rdbuf();
    std::string yaml = text.str();
    const auto at = yaml.find(kCount);
    EXPECT_NE(at, std::string::npos) << kBrokenFile << " no longer holds '" << kCount << "'";
    if (at != std::string::npos) yaml.replace(at, kCount.size(), "perft: {1: 26, 2: 569}");
    in.close();
    std::ofstream(dir.path / kBrokenFile, std::ios::binary | std::ios::trunc) << yaml;
  }
};

// `PROGRAM ARGS...` with `cwd` as its working directory (coreutils' env -C).
cli::ChildRun run_in(const fs::path& cwd, const std::string& program, const std::vector<std::string>& args) {
  std::vector<std::string> argv{"env", "-C", cwd.string(), program};
  argv.insert(argv.end(), args.begin(), args.end());
  return cli::run_child(argv, "", 120);
}

// A folder as the program finds it from its working directory or /proc/self/exe: symbolic
// links resolved.
std::string real(const fs::path& dir) { return fs::canonical(dir).string(); }

std::string first_line(const std::string& text) { return text.substr(0, text.find('\n') + 1); }

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

TEST(RulebookRoot, CheckInACopyReportsTheCopysFailure) {
  const BrokenCopy copy;
  const auto r = run_in(copy.dir.path, DEEPTHOUGHT_CLI, {"check"});
  ASSERT_TRUE(r.started) << r.error;
  EXPECT_EQ(r.exit_code, 1) << r.out << r.err;
  EXPECT_EQ(first_line(r.out), "rulebook: " + real(copy.dir.path) + " (current folder)\n");
  EXPECT_TRUE(contains(r.out, "positions/orthodox/" + kFailure)) << r.out;
  EXPECT_TRUE(contains(r.out, " passed, 1 failed\n")) << r.out;
}

// From positions/orthodox of the copy the nearest parent holding specs/ and positions/ is
// the copy itself; the files are shown from where the user stands.
TEST(RulebookRoot, CheckBelowTheCopyFindsItsRulebook) {
  const BrokenCopy copy;
  const auto r = run_in(copy.dir.path / "positions" / "orthodox", DEEPTHOUGHT_CLI, {"check"});
  ASSERT_TRUE(r.started) << r.error;
  EXPECT_EQ(r.exit_code, 1) << r.out << r.err;
  EXPECT_EQ(first_line(r.out), "rulebook: " + real(copy.dir.path) + " (above the current folder)\n");
  EXPECT_TRUE(contains(r.out, "../orthodox/" + kFailure)) << r.out;
}

TEST(RulebookRoot, RootNamesTheCopyFromAnyFolder) {
  const BrokenCopy copy;
  const TempDir empty;
  const auto r = run_in(empty.path, DEEPTHOUGHT_CLI, {"check", "--root", copy.dir.path.string()});
  ASSERT_TRUE(r.started) << r.error;
  EXPECT_EQ(r.exit_code, 1) << r.out << r.err;
  EXPECT_EQ(first_line(r.out), "rulebook: " + copy.dir.path.string() + " (--root)\n");
  EXPECT_TRUE(contains(r.out, kFailure)) << r.out;
}

// coverage and rulebook read the same rulebook and say so first. The copy's coverage is the
// project's (a count changed, no clause or citation), so its status is whatever the
// project's is; only the rulebook it names matters here.
TEST(RulebookRoot, CoverageAndTheSiteNameTheRulebookOfTheFolder) {
  const BrokenCopy copy;
  const auto coverage = run_in(copy.dir.path, DEEPTHOUGHT_CLI, {"coverage", "orthodox"});
  ASSERT_TRUE(coverage.started) << coverage.error;
  EXPECT_EQ(first_line(coverage.out), "rulebook: " + real(copy.dir.path) + " (current folder)\n") << coverage.err;
  const TempDir site;
  const auto book = run_in(copy.dir.path, DEEPTHOUGHT_CLI, {"rulebook", "orthodox", "-o", site.path.string()});
  ASSERT_TRUE(book.started) << book.error;
  EXPECT_EQ(book.exit_code, 0) << book.err;
  EXPECT_EQ(first_line(book.out), "rulebook: " + real(copy.dir.path) + " (current folder)\n");
  EXPECT_TRUE(contains(book.out, ", 1 failing\n")) << book.out;
}

// Outside any checkout a program with no rulebook installed beside it has nothing to read.
TEST(RulebookRoot, NoRulebookAnywhereIsOneLineAndStatusTwo) {
  ASSERT_FALSE(fs::exists(fs::path(DEEPTHOUGHT_CLI).parent_path() / DEEPTHOUGHT_RULEBOOK_FROM_BIN))
      << "this test needs a build tree with no installed rulebook beside bin/";
  const TempDir empty;
  for (const std::string command : {"check", "coverage"}) {
    const auto r = run_in(empty.path, DEEPTHOUGHT_CLI, {command});
    ASSERT_TRUE(r.started) << r.error;
    EXPECT_EQ(r.exit_code, 2) << r.out << r.err;
    EXPECT_EQ(r.out, "");
    EXPECT_EQ(r.err, "deepthought " + command +
                         ": no rulebook found: expected specs/ and positions/ in the current folder or a parent, or a "
                         "rulebook installed with this program; name one with --root DIR\n");
  }
}

// An installed tree: PREFIX/bin/deepthought (a copy of the program) and the broken copy as
// PREFIX/share/deepthought (the install layout, DEEPTHOUGHT_RULEBOOK_FROM_BIN). Run from an
// empty folder it reads the rulebook installed with it.
TEST(RulebookRoot, AnInstalledProgramReadsTheRulebookInstalledWithIt) {
  const BrokenCopy copy;
  const TempDir prefix, empty;
  const fs::path program = prefix.path / "bin" / "deepthought";
  const fs::path rulebook = (program.parent_path() / DEEPTHOUGHT_RULEBOOK_FROM_BIN).lexically_normal();
  fs::create_directories(program.parent_path());
  fs::copy_file(DEEPTHOUGHT_CLI, program);
  fs::create_directories(rulebook.parent_path());
  fs::copy(copy.dir.path, rulebook, fs::copy_options::recursive);
  const auto r = run_in(empty.path, program.string(), {"check"});
  ASSERT_TRUE(r.started) << r.error;
  EXPECT_EQ(r.exit_code, 1) << r.out << r.err;
  EXPECT_EQ(first_line(r.out), "rulebook: " + real(rulebook) + " (installed)\n");
  EXPECT_TRUE(contains(r.out, kFailure)) << r.out;
}

}  // namespace
}  // namespace dt::test
