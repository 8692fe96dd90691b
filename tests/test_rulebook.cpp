// The YAML rulebook runner (`deepthought check` and `coverage`) driven in-process on the
// fixtures of tests/data/rulebook/: passing and failing cases, every kind of malformed
// position or spec file, coverage and the HTML site (`rulebook`) on the fixture rulebooks
// named by --root.
#include <gtest/gtest.h>

#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <memory>
#include <regex>
#include <sstream>
#include <stdexcept>
#include <string>
#include <system_error>
#include <utility>
#include <vector>

#include "commands/commands.hpp"
#include "engines/child_process.hpp"
#include "rulebook/rulebook_paths.hpp"
#include "rulebook/rulebook_coverage.hpp"
#include "support/temp_file.hpp"

namespace {

const std::string kData = std::string(DEEPTHOUGHT_TEST_DATA) + "/rulebook/";

struct Outcome {
  int status;
  std::string out;
  std::string err;
};

// `deepthought ARGS... --root tests/data/rulebook/ROOT`.
Outcome run(const std::string& root, std::vector<std::string> args) {
  args.insert(args.end(), {"--root", kData + root});
  std::ostringstream out, err;
  const int status = dt::cli::run(args, out, err);
  return {status, out.str(), err.str()};
}

// The first line of a text report run on tests/data/rulebook/ROOT.
std::string root_line(const std::string& root) { return "rulebook: " + kData + root + " (--root)\n"; }

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// The first line of `text` that starts with `start`, with its newline; empty when none does.
// (Paths in it are as shown() gives them: relative to the working directory when shorter.)
std::string line_starting(const std::string& text, const std::string& start) {
  for (std::size_t at = 0; at < text.size(); at = text.find('\n', at) + 1) {
    if (text.compare(at, start.size(), start) == 0) return text.substr(at, text.find('\n', at) + 1 - at);
    if (text.find('\n', at) == std::string::npos) break;
  }
  return {};
}

// --- check: passing ------------------------------------------------------------------

TEST(RulebookCheck, PassingFilePrintsOnlyTheRulebookAndTheSummary) {
  const Outcome r = run("root-ok", {"check", kData + "root-ok/positions/orthodox/ok.yaml"});
  EXPECT_EQ(r.status, 0) << r.out << r.err;
  EXPECT_EQ(r.out, root_line("root-ok") + "7 passed, 0 failed\n");
  EXPECT_EQ(r.err, "");
}

TEST(RulebookCheck, VerbosePrintsEveryPassingCase) {
  const Outcome r = run("root-ok", {"check", "--verbose", kData + "root-ok/positions"});
  EXPECT_EQ(r.status, 0) << r.out << r.err;
  EXPECT_TRUE(contains(r.out, "ok ")) << r.out;
  EXPECT_TRUE(contains(r.out, "ok.yaml: start-has-twenty-moves\n")) << r.out;
  EXPECT_TRUE(contains(r.out, "ok.yaml: pawn-three-squares-refused\n")) << r.out;
  EXPECT_EQ(std::count(r.out.begin(), r.out.end(), '\n'), 9) << r.out;
}

TEST(RulebookCheck, WithoutPathRunsThePositionsOfTheRulebook) {
  const Outcome r = run("root-ok", {"check"});
  EXPECT_EQ(r.status, 0) << r.out << r.err;
  EXPECT_EQ(r.out, root_line("root-ok") + "7 passed, 0 failed\n");
}

TEST(RulebookCheck, MissingPathAndUnknownFlagAreUsageErrors) {
  EXPECT_EQ(run("root-ok", {"check", kData + "no-such-dir"}).status, 2);
  EXPECT_EQ(run("root-ok", {"check", "--fast"}).status, 2);
}

// --root must name a folder holding specs/ and positions/: bad-specs/ holds neither (only
// rulebooks below it), no-such-dir does not exist. The same check for every command reading one.
TEST(RulebookRoot, RootThatIsNoRulebookIsOneLineAndStatusTwo) {
  for (const std::string command : {"check", "coverage", "rulebook"}) {
    for (const auto& [root, text] : {std::pair<std::string, std::string>{"bad-specs", "expected a rulebook folder holding specs/ and positions/"},
                                     {"no-such-dir", "no such folder"}}) {
      std::vector<std::string> args{command};
      if (command == "rulebook") args.insert(args.end(), {"-o", testing::TempDir() + "dt-no-site"});
      const Outcome r = run(root, args);
      EXPECT_EQ(r.status, 2) << command << " " << root << ": " << r.out << r.err;
      EXPECT_EQ(r.out, "");
      EXPECT_EQ(r.err, "deepthought " + command + ": --root '" + kData + root + "': " + text + "\n");
    }
  }
  EXPECT_FALSE(std::filesystem::exists(testing::TempDir() + "dt-no-site"));
}

// Each way --root can fail has its own reason, naming the path given: a symbolic link
// that points at itself, a device, a missing folder.
TEST(RulebookRoot, EachBadRootHasItsOwnReason) {
  const std::filesystem::path scratch = testing::TempDir() + "dt-bad-roots";
  std::filesystem::create_directories(scratch);
  const std::string loop = (scratch / "loop").string();
  std::filesystem::create_symlink("loop", loop);
  const std::vector<std::pair<std::string, std::string>> cases = {
      {loop, "a loop of symbolic links (too many levels of symbolic links)"},
      {"/dev/null", "not a folder (a character device)"},
      {kData + "root-ok/specs/orthodox.yaml", "not a folder (a file)"},
      {(scratch / "missing").string(), "no such folder"},
      {"/dev/null/specs", "no such folder (a part of the path, not the last, is not a folder)"}};
  for (const auto& [root, reason] : cases) {
    std::ostringstream out, err;
    const std::vector<std::string> args{"check", "--root", root};
    const int status = dt::cli::run(args, out, err);
    EXPECT_EQ(status, 2) << root;
    EXPECT_EQ(out.str(), "");
    EXPECT_EQ(err.str(), "deepthought check: --root '" + root + "': " + reason + "\n");
  }
  std::filesystem::remove_all(scratch);
}

// The reason for each error a folder can give, as the message builder words it: root reads
// any folder whatever its permission bits, so the unreadable cases are checked here by
// their errno (and below, for real, as a user the bits stop).
TEST(RulebookFolders, EachErrorIsWordedByItsReason) {
  const auto reason = [](int code) { return dt::cli::folder_problem(std::error_code(code, std::generic_category())); };
  EXPECT_EQ(reason(ENOENT), "no such folder");
  EXPECT_EQ(reason(ELOOP), "a loop of symbolic links (too many levels of symbolic links)");
  EXPECT_EQ(reason(EACCES), "cannot read the folder: permission denied");
  EXPECT_EQ(reason(EPERM), "cannot read the folder: operation not permitted");
  EXPECT_EQ(reason(ENOTDIR), "no such folder (a part of the path, not the last, is not a folder)");
  EXPECT_EQ(reason(ENAMETOOLONG), "cannot read the folder: file name too long");
  EXPECT_EQ(reason(EIO), "cannot read the folder: input/output error");
  // The same from the system category, as std::filesystem gives them.
  EXPECT_EQ(dt::cli::folder_problem(std::error_code(EACCES, std::system_category())),
            "cannot read the folder: permission denied");
}

// A scratch rulebook under the system's temporary folder, readable by any user (the tests'
// own folder, and the checkout itself, may be the owner's only), with one subfolder of
// positions; removed afterwards.
class OpenRulebook {
 public:
  OpenRulebook() {
    std::string pattern = "/tmp/dt-root-XXXXXX";
    if (::mkdtemp(pattern.data()) == nullptr) throw std::runtime_error("cannot make " + pattern);
    top_ = pattern;
    root = top_ / "book";
    std::filesystem::create_directories(root / "positions" / "orthodox");
    // Copied, not linked: the checkout may lie under a folder only its owner can enter
    // (a clone made in mktemp -d's), which the other user could not follow a link into.
    std::filesystem::copy(kData + "root-ok/specs", root / "specs", std::filesystem::copy_options::recursive);
    std::filesystem::copy_file(kData + "root-ok/positions/orthodox/ok.yaml", root / "positions/orthodox/ok.yaml");
    for (const auto& p : {top_, root, root / "positions", root / "positions" / "orthodox"})
      std::filesystem::permissions(p, std::filesystem::perms(0755));
  }
  ~OpenRulebook() {
    std::error_code ec;
    for (const auto& p : {root, root / "positions" / "orthodox"}) std::filesystem::permissions(p, std::filesystem::perms(0755), ec);
    std::filesystem::remove_all(top_, ec);
  }
  std::filesystem::path root;

 private:
  std::filesystem::path top_;
};

// `deepthought ARGS` as a user whose reads the permission bits stop: this one, or under
// root (which reads any folder), the user nobody by setpriv.
Outcome run_as_a_user(const std::vector<std::string>& args) {
  std::vector<std::string> argv;
  if (::geteuid() == 0) argv = {"setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"};
  argv.push_back(DEEPTHOUGHT_CLI);
  argv.insert(argv.end(), args.begin(), args.end());
  const dt::cli::ChildRun r = dt::cli::run_child(argv, "", 60);
  EXPECT_TRUE(r.started) << r.error;
  return {r.exit_code, r.out, r.err};
}

// An unreadable root is said to be unreadable (not "no rulebook"), and an unreadable
// subfolder of positions/ is named itself, not by its parent.
TEST(RulebookRoot, AnUnreadableFolderIsNamedWithItsReason) {
  const OpenRulebook book;
  const std::string root = book.root.string();
  const Outcome ok = run_as_a_user({"check", "--root", root});
  EXPECT_EQ(ok.status, 0) << ok.out << ok.err;
  std::filesystem::permissions(book.root / "positions" / "orthodox", std::filesystem::perms::none);
  const Outcome sub = run_as_a_user({"check", "--root", root});
  EXPECT_EQ(sub.status, 2) << sub.out;
  EXPECT_EQ(sub.err, "deepthought check: " + root + "/positions/orthodox: cannot read the folder: permission denied\n");
  std::filesystem::permissions(book.root, std::filesystem::perms::none);
  const Outcome top = run_as_a_user({"check", "--root", root});
  EXPECT_EQ(top.status, 2) << top.out;
  EXPECT_EQ(top.err, "deepthought check: --root '" + root + "': cannot read the folder: permission denied\n");
}

// --- check: one failing case per expectation kind -----------------------------------

struct FailingCase {
  std::string name;
  std::vector<std::string> lines;  // the headline's end, then the indented diff
};

TEST(RulebookCheck, EveryFailingExpectationIsReportedWithItsDiff) {
  const std::vector<FailingCase> cases = {
      {"wrong-moves", {"moves differ", "  missing: b1d2", "  unexpected: b1a3"}},
      {"wrong-moves-from", {"moves from g1 differ", "  missing: g1e2", "  unexpected: g1h3"}},
      {"bad-moves-from-square", {"moves_from z9: the square is refused", "  got: expected a square of the board, found 'z9'"}},
      {"wrong-legal", {"moves expected legal are not legal", "  missing: e1g1"}},
      {"wrong-illegal", {"moves expected illegal are legal", "  unexpected: e2e4"}},
      {"wrong-perft", {"perft 2 differs", "  expected: 401", "  got: 400"}},
      // Only the halfmove clock, the text's fifth field, differs: no cell.
      {"wrong-position", {"position differs\n  position field 5: expected '0', got '1'\n"}},
      {"wrong-result", {"result differs", "  expected: white wins by checkmate", "  got: black wins by checkmate"}},
      {"error-expected-none-came", {"expected an error", "  expected: an error containing \"illegal move\"", "  got: no error"}},
      {"error-with-other-text", {"the error differs (the position is refused)", "  expected: an error containing \"castling\"", "  got: column 43: "}},
      {"position-refused", {"the position is refused", "  got: column 43: ", "found 'X'"}},
      {"play-move-refused", {"play move 3 'e2e5' is refused", "  got: illegal move e2e5"}},
  };
  const Outcome r = run("root-ok", {"check", kData + "check/failing.yaml"});
  EXPECT_EQ(r.status, 1) << r.out << r.err;
  EXPECT_EQ(r.err, "");
  EXPECT_TRUE(contains(r.out, "\n0 passed, 12 failed\n")) << r.out;
  for (const auto& c : cases) {
    // "FILE:LINE:COLUMN: CASE: what", the place of the case's name.
    const std::string headline = ": " + c.name + ": ";
    const auto at = r.out.find(headline);
    ASSERT_NE(at, std::string::npos) << c.name << "\n" << r.out;
    const auto line_start = r.out.rfind('\n', at) + 1;
    EXPECT_TRUE(std::regex_match(r.out.substr(line_start, at - line_start), std::regex(".*check/failing\\.yaml:[0-9]+:11")))
        << r.out.substr(line_start, at - line_start);
    // The case's report runs to the next case's headline (or the summary).
    const std::string report = r.out.substr(at, r.out.find("failing.yaml:", at + headline.size()) - at);
    for (const auto& line : c.lines) EXPECT_TRUE(contains(report, line)) << c.name << ": no '" << line << "' in\n" << report;
  }
}

// --- check: malformed files ----------------------------------------------------------

struct Malformed {
  std::string file;   // under malformed/, or a root under bad-specs/ or bad-rulings/
  std::string place;  // LINE:COLUMN
  std::string text;   // what the error says was expected
};

// Status 2, nothing on stdout, one line on stderr: "deepthought COMMAND: FILE:LINE:COLUMN: ..."
void expect_input_error(const Outcome& r, const std::string& command, const std::string& file, const Malformed& m) {
  EXPECT_EQ(r.status, 2) << r.out << r.err;
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err.rfind("deepthought " + command + ": ", 0), 0u) << r.err;
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
  EXPECT_TRUE(contains(r.err, file + ":" + m.place + ": ")) << r.err;
  EXPECT_TRUE(contains(r.err, m.text)) << r.err;
}

std::string test_name(const testing::TestParamInfo<Malformed>& p) {
  std::string name = p.param.file.substr(0, p.param.file.find('.'));
  std::replace(name.begin(), name.end(), '-', '_');
  std::replace(name.begin(), name.end(), '/', '_');
  return name;
}

// A malformed position file (under malformed/, checked against root-ok), or a rulebook
// root whose spec (bad-specs/ROOT, read by `coverage`) or rulings (bad-rulings/ROOT, read
// by `ruling`) are malformed.
class RulebookMalformed : public testing::TestWithParam<Malformed> {};

TEST_P(RulebookMalformed, IsOneLineNamingFileLineColumnAndStatusTwo) {
  const Malformed& m = GetParam();
  if (m.file.starts_with("bad-specs/")) {
    expect_input_error(run(m.file, {"coverage"}), "coverage", m.file + "/specs/orthodox.yaml", m);
  } else if (m.file.starts_with("bad-rulings/")) {
    expect_input_error(run(m.file, {"ruling"}), "ruling", m.file + "/specs/rulings/r.yaml", m);
  } else {
    expect_input_error(run("root-ok", {"check", kData + "malformed/" + m.file}), "check", m.file, m);
  }
}

INSTANTIATE_TEST_SUITE_P(
    Files, RulebookMalformed,
    testing::Values(Malformed{"syntax.yaml", "7:1", "invalid YAML"},
                    Malformed{"unknown-key.yaml", "5:5", "unknown key 'comment' in a case"},
                    Malformed{"perft-depth-word.yaml", "6:15", "perft depth: expected"},
                    Malformed{"perft-depth-zero.yaml", "6:15", "perft depth: expected a depth from 1"},
                    Malformed{"perft-count-suffix.yaml", "6:18", "perft count: expected a non-negative integer, found '20x'"},
                    Malformed{"perft-count-negative.yaml", "6:18", "perft count: expected a non-negative integer, found '-20'"},
                    Malformed{"moves-string.yaml", "6:24", "moves_from b1: expected a list"},
                    Malformed{"play-string.yaml", "5:11", "play: expected a list, found a text 'e2e4'"},
                    Malformed{"missing-variant.yaml", "1:1", "expected key 'variant'"},
                    Malformed{"missing-cases.yaml", "1:1", "expected key 'cases'"},
                    Malformed{"empty-cases.yaml", "2:8", "cases: expected at least one case"},
                    Malformed{"missing-name.yaml", "3:5", "expected key 'name' in a case"},
                    Malformed{"missing-why.yaml", "3:5", "expected key 'why' in a case"},
                    Malformed{"missing-expect.yaml", "3:5", "expected key 'expect' (or 'record') in a case"},
                    Malformed{"empty-expect.yaml", "5:13", "expect: expected at least one of"},
                    Malformed{"error-and-moves.yaml", "8:7", "error: expected alone in expect"},
                    Malformed{"duplicate-name.yaml", "7:11", "case name 'start' used twice"},
                    Malformed{"duplicate-key.yaml", "7:7", "key 'perft' given twice"},
                    Malformed{"unknown-variant.yaml", "1:10", "unknown variant 'shogi'"},
                    Malformed{"unknown-clause.yaml", "4:26", "expected a clause id of"},
                    Malformed{"unknown-option.yaml", "5:15", "unknown option 'castling'"},
                    Malformed{"empty-file.yaml", "1:1", "found an empty file"},
                    Malformed{"two-documents.yaml", "8:1", "expected one YAML document"},
                    // make fuzz: yaml-cpp 0.7's LoadAll looped forever on it (the ',' of line 2
                    // starts no node), see tests/fuzz/corpus/yaml/timeout-12278e6a...
                    Malformed{"no-node.yaml", "2:1", "invalid YAML: expected a node"},
                    Malformed{"newline-in-text.yaml", "5:11", "found a quoted text 'e2e4\\ne7e5'"},
                    Malformed{"bad-specs/unknown-key", "8:5", "unknown key 'note' in a clause"},
                    Malformed{"bad-specs/missing-section", "6:13", "expected key 'section' in source"},
                    Malformed{"bad-specs/rulings-string", "7:14", "rulings: expected a list"},
                    Malformed{"bad-specs/duplicate-id", "8:9", "clause id 'board.start-position' defined twice"},
                    Malformed{"bad-specs/wrong-variant", "1:10", "variant: expected 'orthodox'"},
                    Malformed{"bad-rulings/unknown-key", "6:5", "unknown key 'note' in a ruling: expected one of id, title, rule, settles, option"},
                    Malformed{"bad-rulings/duplicate-id", "7:9", "ruling 'CO-1' defined twice (first at "},
                    Malformed{"bad-rulings/rule-list", "5:11", "rule: expected a text, found a list"},
                    Malformed{"bad-rulings/id-shape", "3:9", "id: expected two capital letters, '-' and a number (such as HC-9), found 'co-1'"},
                    Malformed{"bad-rulings/unknown-seed", "7:16", "seed: expected the id of a seed listed in "},
                    Malformed{"bad-rulings/option-default", "7:13",
                              "option: expected kidnap=automatic|optional, default automatic, ruling HC-9 (as hitchhiker defines it), "
                              "found kidnap=automatic|optional, default optional, ruling HC-9"},
                    Malformed{"bad-rulings/option-unknown", "7:13", "option: expected an option of hitchhiker (orbit_change, kidnap), found 'scorch'"},
                    Malformed{"bad-rulings/option-without-variant", "6:13", "option: expected a file with a variant"},
                    Malformed{"bad-rulings/seed-address", "6:14", "address: expected the seed's public web address"},
                    Malformed{"bad-rulings/notation-variant", "5:17", "variant: expected one of "},
                    Malformed{"bad-rulings/no-rulings", "1:1", "expected key 'rulings', 'seeds' or 'notation' in a rulings file"}),
    test_name);

// --- coverage ------------------------------------------------------------------------

// `coverage` of the rulebook `root`: its status must be `status`, and its report end with
// the summary of `clauses` clauses, `uncovered` of them without a position.
std::string coverage_report(const std::string& root, int status, int clauses, int uncovered) {
  const Outcome r = run(root, {"coverage"});
  EXPECT_EQ(r.status, status) << r.out << r.err;
  const std::string summary = "\ncoverage orthodox: " + std::to_string(clauses) + " clauses, " + std::to_string(uncovered) +
                              " without a position\n";
  EXPECT_TRUE(r.out.ends_with(summary)) << r.out;
  return r.out;
}

// Coverage's line for a ruling id that `root`'s spec cites (at `line_column: 'ID'` of
// specs/orthodox.yaml) but its specs/rulings/ does not define.
void expect_unknown_ruling(const std::string& out, const std::string& root, const std::string& cited) {
  const std::string line = line_starting(out, "unknown ruling: ");
  EXPECT_TRUE(contains(line, root + "/specs/orthodox.yaml:" + cited + " is not a ruling of ")) << out;
  EXPECT_TRUE(line.ends_with(root + "/specs/rulings\n")) << out;
}

TEST(RulebookCoverage, EveryClauseWithItsCasesInSpecOrder) {
  const std::string out = coverage_report("root-ok", 0, 4, 0);
  EXPECT_FALSE(contains(out, "note:")) << out;
  const auto knight = out.find("knight.move  (rulings: CO-4)\n");
  const auto mate = out.find("end.checkmate  (rulings: OR-1)\n");
  ASSERT_NE(knight, std::string::npos) << out;
  ASSERT_NE(mate, std::string::npos) << out;
  EXPECT_LT(knight, mate);
  EXPECT_TRUE(contains(out.substr(knight, mate - knight), "ok.yaml: knight-b1-leaps\n")) << out;
  EXPECT_TRUE(contains(out.substr(knight, mate - knight), "ok.yaml: knight-out-and-back\n")) << out;
  EXPECT_TRUE(contains(out, "board.start-position  (rulings: none)\n")) << out;
  EXPECT_EQ(run("root-ok", {"coverage", "orthodox"}).out, out);
}

TEST(RulebookCoverage, ClauseWithoutPositionFails) {
  const std::string out = coverage_report("root-uncovered", 1, 5, 1);
  EXPECT_TRUE(contains(out, "castling.kingside  (rulings: none)\n  NO POSITION\n")) << out;
}

TEST(RulebookCoverage, UnknownClauseAndRulingIdsAreReported) {
  const std::string out = coverage_report("root-unknown-ids", 1, 1, 0);
  EXPECT_TRUE(contains(out, "unknown clause: ")) << out;
  EXPECT_TRUE(contains(out, "start.yaml:5:35: 'board.geometry' is not a clause of ")) << out;
  expect_unknown_ruling(out, "root-unknown-ids", "8:21: 'XX-9'");
  EXPECT_FALSE(contains(out, "'CO-1' is not")) << out;
}

// A root without specs/rulings/ defines no ruling: the CO-1 its spec cites is unknown and
// coverage fails (it used to print "ruling ids not checked" and pass).
TEST(RulebookCoverage, RulingCitedButNotDefinedFailsCoverage) {
  const Outcome r = run("root-norulings", {"coverage"});
  EXPECT_EQ(r.status, 1) << r.out << r.err;
  EXPECT_FALSE(contains(r.out, "note:")) << r.out;
  EXPECT_FALSE(contains(r.out, "not checked")) << r.out;
  expect_unknown_ruling(r.out, "root-norulings", "8:15: 'CO-1'");
  const Outcome json = run("root-norulings", {"coverage", "--json"});
  EXPECT_EQ(json.status, 1) << json.out << json.err;
  EXPECT_TRUE(contains(json.out, "\"rulings\":[],\"unknown_rulings\":[{\"id\":\"CO-1\",\"where\":")) << json.out;
  EXPECT_TRUE(json.out.ends_with("\"complete\":false}],\"complete\":false}\n")) << json.out;
}

TEST(RulebookCoverage, JsonNamesEveryRulingItChecked) {
  const Outcome r = run("root-ok", {"coverage", "--json"});
  EXPECT_EQ(r.status, 0) << r.out << r.err;
  EXPECT_TRUE(contains(r.out, "\"rulings\":[{\"id\":\"CO-1\",\"title\":\"Perft\"},{\"id\":\"CO-4\",\"title\":\"Own pieces\"},"
                              "{\"id\":\"OR-1\",\"title\":\"The orthodox base\"}],\"unknown_rulings\":[],"))
      << r.out;
  EXPECT_FALSE(contains(r.out, "rulings_checked")) << r.out;
}

TEST(RulebookCoverage, UnknownVariantAndExtraArgumentsAreUsageErrors) {
  EXPECT_EQ(run("root-ok", {"coverage", "shogi"}).status, 2);
  EXPECT_EQ(run("root-ok", {"coverage", "orthodox", "orthodox"}).status, 2);
  EXPECT_EQ(run("root-ok", {"coverage", "--verbose"}).status, 2);
}

TEST(RulebookRulings, IdShapeIsTwoCapitalsDashNumber) {
  for (const char* id : {"CO-1", "HC-19", "XX-9", "OS-14"}) EXPECT_TRUE(dt::cli::ruling_id_shape(id)) << id;
  for (const char* id : {"co-1", "HC9", "HC-", "HC-0", "HC-1a", "HCX-1", "perft", "C-1", ""})
    EXPECT_FALSE(dt::cli::ruling_id_shape(id)) << id;
}

// --- rulebook: the HTML site -----------------------------------------------------------

// The site of tests/data/rulebook/ROOT written to a temporary directory; its page `name`.
class Site {
 public:
  explicit Site(const std::string& root)
      : dir_(dt::test::temp_name("-site").string()),
        outcome_(run(root, {"rulebook", "-o", dir_})) {}
  ~Site() { std::filesystem::remove_all(dir_); }
  const Outcome& outcome() const { return outcome_; }
  std::string page(const std::string& name) const {
    std::ifstream in(dir_ + "/" + name);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
  }

 private:
  std::string dir_;
  Outcome outcome_;
};

// The section of a page from `opening` up to its closing tag; empty when the page has no
// `opening`.
std::string section_at(const std::string& page, const std::string& opening) {
  const auto at = page.find(opening);
  return at == std::string::npos ? std::string() : page.substr(at, page.find("</section>", at) - at);
}

int count(const std::string& text, const std::string& part) {
  int n = 0;
  for (auto at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++n;
  return n;
}

// The site of root-uncovered: 5 clauses (the last tested by nothing), 7 passing cases of
// which 2 cite knight.move and all 7 board.start-position through the file's own `rules`.
// Built once for the tests that read it; each test starts from its orthodox page.
class UncoveredSite : public ::testing::Test {
 protected:
  static void SetUpTestSuite() { site_ = std::make_unique<Site>("root-uncovered"); }
  static void TearDownTestSuite() { site_.reset(); }
  void SetUp() override {
    ASSERT_EQ(site_->outcome().status, 0) << site_->outcome().err;
    page = site_->page("orthodox.html");
  }

  static inline std::unique_ptr<Site> site_;
  const Site& site = *site_;
  std::string page;
};

TEST_F(UncoveredSite, EveryClauseInOrderWithItsCasesDrawnAndRun) {
  EXPECT_TRUE(contains(site.outcome().out, "7 positions, 0 failing")) << site.outcome().out;
  EXPECT_EQ(count(page, "<section class=\"clause\""), 5);
  EXPECT_LT(page.find("id=\"clause-board-start-position\""), page.find("id=\"clause-knight-move\""));
  EXPECT_LT(page.find("id=\"clause-perft-counts\""), page.find("id=\"clause-castling-kingside\""));
  EXPECT_EQ(count(page, "no position tests this clause"), 1);
  // Each ruling cited (CO-1, CO-4, OR-1) has its section at its anchor, once, after the
  // clauses, and every citation links to it.
  EXPECT_EQ(count(page, "id=\"ruling-"), 3);
  EXPECT_EQ(count(page, "id=\"ruling-CO-4\""), 1);
  EXPECT_EQ(count(page, "<a href=\"#ruling-CO-4\" title=\"Own pieces\">CO-4</a>"), 1);
  EXPECT_LT(page.find("id=\"clause-castling-kingside\""), page.find("id=\"ruling-CO-1\""));
  // 7 cases under board.start-position, 2 under knight.move, 1 each under end.checkmate
  // and perft.counts: each case in full once, under board.start-position, and linked from
  // the 4 other clauses; each drawn but the refused position and the refused move's.
  EXPECT_EQ(count(page, "<div class=\"case pass\""), 7);
  EXPECT_EQ(count(page, "<p class=\"case-ref pass\"><a href=\"#case-"), 4);
  EXPECT_EQ(count(page, "shown under board.start-position"), 4);
  EXPECT_EQ(count(page, "<svg class=\"board\""), 5);
  EXPECT_EQ(count(page, "position not drawn"), 2);
  // Each drawn case compact, in a label whose checkbox opens it full-size (no script).
  EXPECT_EQ(count(page, "<label class=\"diagram\" title=\"click to open the board full-size or close it\"><input type=\"checkbox\"/><svg class=\"board\""), 5);
  EXPECT_EQ(count(page, "FAIL"), 0);
  const std::string index = site.page("index.html");
  EXPECT_TRUE(contains(index, "<a href=\"orthodox.html\">Orthodox chess (test fixture)</a>: 5 clauses, 7 positions, 0 failing")) << index;
}

// The section of a ruling at its anchor: its title and rule text, the seed section it
// settles with the seed's public address, the clauses citing it and the cases testing them.
TEST_F(UncoveredSite, EveryRulingAtItsAnchorWithItsTextAndItsCitations) {
  const std::string section = section_at(page, "<section class=\"ruling\" id=\"ruling-CO-4\"><h2>CO-4 Own pieces</h2>\n");
  ASSERT_FALSE(section.empty()) << page;
  EXPECT_TRUE(contains(section, "<p>No piece captures a piece of its own side or ends its move on one.</p>")) << section;
  EXPECT_TRUE(contains(section, "<p>cited by <a href=\"#clause-knight-move\">knight.move</a></p>")) << section;
  // The two cases citing knight.move, each linked to its anchor on the page.
  EXPECT_TRUE(contains(section, "<a href=\"#case-ok-knight-b1-leaps\">knight-b1-leaps</a>")) << section;
  EXPECT_TRUE(contains(section, "<a href=\"#case-ok-knight-out-and-back\">knight-out-and-back</a>")) << section;
  EXPECT_EQ(count(page, "id=\"case-ok-knight-b1-leaps\""), 1);
  EXPECT_TRUE(contains(section, "settles no seed section")) << section;
  const std::string or1 = section_at(page, "id=\"ruling-OR-1\"");
  ASSERT_FALSE(or1.empty()) << page;
  EXPECT_TRUE(contains(or1,
                       "settles <a href=\"http://www.chessvariants.org/diffmove.dir/hyperspace.html\">Hyperspace Chess</a> by João "
                       "Pedro Neto (February 2000), rule 1"))
      << page;
  const std::string index = site.page("index.html");
  EXPECT_TRUE(contains(index, "<h2 id=\"seeds\">Seeds</h2>")) << index;
}

// Each case opens on the board page beside the site (play.html, harness/rulebook/rulebook_board_link.cpp).
TEST_F(UncoveredSite, EveryCaseLinksToTheBoard) {
  EXPECT_EQ(count(page, "<a class=\"board\" href=\"play.html?variant=orthodox&amp;"), 7) << page;
  EXPECT_EQ(count(page, ">open on the board</a>"), 7);
}

// A game record cites no clause: it is listed after the clauses, a link that steps
// through it on the board from its first ply.
TEST(RulebookSite, GameRecordsAreListedToStepThroughOnTheBoard) {
  const Site site("root-records");
  ASSERT_EQ(site.outcome().status, 0) << site.outcome().err;
  const std::string page = site.page("orthodox.html");
  const auto at = page.find("<section class=\"clause\" id=\"game-records\"><h2>Game records</h2>");
  ASSERT_NE(at, std::string::npos) << page;
  EXPECT_TRUE(contains(page.substr(at), "<a class=\"board\" href=\"play.html?variant=orthodox&amp;play=d2d3,b7b5,c1f4&amp;"
                                        "case=game-seed-1&amp;after=rnbqkbnr/p1pppppp/8/1p6/5B2/3P4/PPP1PPPP/RN1QKBNR%20b%20KQkq%20-%201%202&amp;"))
      << page.substr(at);
  EXPECT_TRUE(contains(page.substr(at), "&amp;ply=0&amp;why=A%20random%20game%20(seed%201,%203%20plies)%20replayed")) << page.substr(at);
  EXPECT_TRUE(contains(page.substr(at), "&amp;back=game-records\">game-seed-1</a> <span class=\"status\">pass</span>: 3 plies")) << page.substr(at);
}

TEST(RulebookSite, RulingCitedButNotDefinedIsRefused) {
  const Site site("root-unknown-ids");
  EXPECT_EQ(site.outcome().status, 2) << site.outcome().out;
  EXPECT_TRUE(contains(site.outcome().err, "root-unknown-ids/specs/orthodox.yaml:8:21: expected a ruling id of ")) << site.outcome().err;
  EXPECT_TRUE(contains(site.outcome().err, "found 'XX-9'")) << site.outcome().err;
}

TEST(RulebookSite, FailingCaseShowsItsStatusAndWhy) {
  const Site site("root-failing");
  ASSERT_EQ(site.outcome().status, 0) << site.outcome().err;
  const std::string page = site.page("orthodox.html");
  EXPECT_EQ(count(page, "<div class=\"case pass\""), 1);
  EXPECT_EQ(count(page, "<div class=\"case fail\""), 1);
  EXPECT_TRUE(contains(page, "<li>moves from g1 differ: missing: g1e2; unexpected: g1h3</li>")) << page;
  // The moves of g1 are marked on both diagrams: f3 and h3.
  EXPECT_EQ(count(page, "<g class=\"mark\""), 4);
}

TEST(RulebookSite, UsageErrors) {
  EXPECT_EQ(run("root-ok", {"rulebook"}).status, 2);
  EXPECT_EQ(run("root-ok", {"rulebook", "shogi", "-o", "/tmp/x"}).status, 2);
  EXPECT_EQ(run("root-ok", {"rulebook", "lue", "-o", "/tmp/x"}).status, 2);  // no spec for lue there
}

}  // namespace
