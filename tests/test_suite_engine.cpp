// `deepthought suite --engine / --uci`: the engine's counts against the file's, entry by
// entry, with failures grouped by tag, --drill-down, --filter, --fail-fast, --quiet,
// --json and --junit, per-entry errors and time-outs, and bad entries that do not stop
// the others. The engine with a planted difference is Deep Thought under castling=off
// (tests/data/suites/tagged_hyperspace.epd says which entries it fails).
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "support/run_cli.hpp"
#include "support/suite_cli.hpp"
#include "support/temp_file.hpp"
#include "support/xml_check.hpp"

namespace dt::test {
namespace {

const std::string kSuites = std::string(DEEPTHOUGHT_TEST_DATA) + "/suites/";
const std::string kTagged = kSuites + "tagged_hyperspace.epd";
const std::string kEngines = DEEPTHOUGHT_TEST_ENGINES;

const std::string kCastlingOff = perftree("hyperspace", "--option castling=off");

std::vector<std::string> lines_starting(const std::string& text, const std::string& head) {
  std::vector<std::string> found;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);)
    if (line.starts_with(head)) found.push_back(line);
  return found;
}

std::string read(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

TEST(SuiteEngine, DeepThoughtAsAPerftreeEnginePassesEveryCount) {
  const Ran r = suite("hyperspace", kTagged, {"--engine", perftree("hyperspace")});
  EXPECT_EQ(r.status, 0) << r.out << r.err;
  EXPECT_EQ(lines_starting(r.out, "ok ").size(), 8u) << r.out;
  EXPECT_NE(r.out.find("suite " + kTagged + ": 8 passed, 0 failed, 0 skipped\n"), std::string::npos) << r.out;
}

// The engine's counts are the ones checked: lines 6 and 7 have castlings it lacks.
TEST(SuiteEngine, GroupsAPlantedDifferenceUnderItsClauses) {
  const Ran r = suite("hyperspace", kTagged, {"--engine", kCastlingOff});
  EXPECT_EQ(r.status, 1) << r.err;
  EXPECT_EQ(r.err, "");
  const auto mismatches = lines_starting(r.out, "MISMATCH");
  ASSERT_EQ(mismatches.size(), 4u) << r.out;
  EXPECT_EQ(mismatches[0], "MISMATCH line 6 (" + kTagged + ":6) depth 1: expected 19, got 18");
  EXPECT_EQ(mismatches[3], "MISMATCH line 7 (" + kTagged + ":7) depth 2: expected 961, got 841");
  EXPECT_NE(r.out.find(": 4 passed, 4 failed, 0 skipped\nfailures by tag: 2 failing entries, 2 tagged castling.board, "
                       "1 tagged castling.rights\n"),
            std::string::npos)
      << r.out;
}

// The first failing count of each entry is descended into: at the root already the engine
// lacks the queen-side castling.
TEST(SuiteEngine, DrillsDownToTheFirstDivergingMove) {
  const Ran r = suite("hyperspace", kTagged, {"--engine", kCastlingOff, "--drill-down", "--filter", "castling.board"});
  EXPECT_EQ(r.status, 1) << r.err;
  EXPECT_NE(r.out.find("MISMATCH line 6 (" + kTagged + ":6) depth 1: expected 19, got 18\n"
                       "  deepthought and the engine differ\n  path: (the root position)\n"
                       "  position: 4k3/8/8/8/8/8/8/R3K3 w Q - 0 1\n  only deepthought: O-O-O\n  only engine: (none)\n"),
            std::string::npos)
      << r.out;
  // One drill-down per failing entry, not per failing depth.
  EXPECT_EQ(lines_starting(r.out, "  deepthought and the engine differ").size(), 2u) << r.out;
}

TEST(SuiteEngine, FilterRunsOnlyTheEntriesWithATag) {
  const Ran exact = suite("hyperspace", kTagged, {"--engine", kCastlingOff, "--filter", "castling.attack"});
  EXPECT_EQ(exact.status, 0) << exact.out << exact.err;
  EXPECT_NE(exact.out.find(": 2 passed, 0 failed, 0 skipped, 3 entries left out by --filter\n"), std::string::npos)
      << exact.out;
  // A tag names the clauses below it too: `castling` takes castling.board and castling.attack.
  const Ran family = suite("hyperspace", kTagged, {"--engine", kCastlingOff, "--filter", "castling"});
  EXPECT_NE(family.out.find(": 2 passed, 4 failed, 0 skipped, 1 entry left out by --filter\n"), std::string::npos)
      << family.out;
}

TEST(SuiteEngine, FailFastStopsAtTheFirstFailure) {
  const Ran r = suite("hyperspace", kTagged, {"--engine", kCastlingOff, "--fail-fast"});
  EXPECT_EQ(r.status, 1) << r.err;
  EXPECT_EQ(lines_starting(r.out, "MISMATCH").size(), 1u) << r.out;
  EXPECT_NE(r.out.find(": stopped early: 2 passed, 1 failed, 0 skipped\n"), std::string::npos) << r.out;
}

TEST(SuiteEngine, QuietLeavesOutTheOkLines) {
  const Ran r = suite("hyperspace", kTagged, {"--engine", kCastlingOff, "--quiet"});
  EXPECT_EQ(r.status, 1) << r.err;
  EXPECT_TRUE(lines_starting(r.out, "ok ").empty()) << r.out;
  EXPECT_EQ(lines_starting(r.out, "MISMATCH").size(), 4u) << r.out;
  // Deep Thought's own counts too.
  const Ran own = suite("orthodox", kSuites + "cpw_positions.epd", {"--quiet", "--max-depth", "1"});
  EXPECT_EQ(own.status, 0) << own.err;
  EXPECT_EQ(own.out, "suite " + kSuites + "cpw_positions.epd: 6 passed, 0 failed, 13 skipped\n");
}

TEST(SuiteEngine, JsonIsOneDocument) {
  const Ran r = suite("hyperspace", kTagged, {"--engine", kCastlingOff, "--json"});
  EXPECT_EQ(r.status, 1) << r.err;
  EXPECT_EQ(std::count(r.out.begin(), r.out.end(), '\n'), 1) << r.out;
  EXPECT_TRUE(r.out.starts_with("{\"summary\":\"suite " + kTagged + ": 4 passed, 4 failed, 0 skipped\",\"file\":")) << r.out;
  EXPECT_NE(r.out.find("{\"name\":\"line 6\",\"line\":6,\"position\":\"4k3/8/8/8/8/8/8/R3K3 w Q - 0 1\","
                       "\"tags\":[\"castling.board\"],\"options\":{},\"depth\":1,\"expected\":19,"
                       "\"status\":\"fail\",\"got\":18,\"message\":\"expected 19, got 18\""),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("\"passed\":4,\"failed\":4,\"errors\":0,\"timeouts\":0,\"skipped\":0,\"bad\":0,\"left_out\":0,"
                       "\"stopped\":false,\"failures_by_tag\":{\"castling.board\":2,\"castling.rights\":1},"
                       "\"expectations\":null}\n"),
            std::string::npos)
      << r.out;
}

TEST(SuiteEngine, JunitHasATestcasePerCount) {
  const TempFile report("", ".xml");
  const Ran r = suite("hyperspace", kTagged, {"--engine", kCastlingOff, "--junit", report.path()});
  EXPECT_EQ(r.status, 1) << r.err;
  const std::string xml = read(report.path());
  EXPECT_EQ(xml_problem(xml), "") << xml;
  EXPECT_NE(xml.find("<testsuites name=\"deepthought suite\" tests=\"8\" failures=\"4\" errors=\"0\" skipped=\"0\" time=\""),
            std::string::npos)
      << xml;
  EXPECT_NE(xml.find("<testcase name=\"line 6 depth 1\""), std::string::npos) << xml;
  EXPECT_NE(xml.find("<failure type=\"fail\" message=\"expected 19, got 18\">"), std::string::npos) << xml;
}

// The position of `broken` is refused: reported in its turn, the others run, status 2.
TEST(SuiteEngine, ABadEntryDoesNotStopTheOthers) {
  const std::string file = kSuites + "bad_entry.perft";
  for (const auto& flags : {std::vector<std::string>{}, std::vector<std::string>{"--engine", perftree("orthodox")}}) {
    const Ran r = suite("orthodox", file, flags);
    EXPECT_EQ(r.status, 2) << r.out;
    EXPECT_EQ(lines_starting(r.out, "ok ").size(), 3u) << r.out;
    const auto bad = lines_starting(r.out, "BAD ");
    ASSERT_EQ(bad.size(), 1u) << r.out;
    EXPECT_EQ(bad[0].find("BAD      broken (" + file + ":10): " + file + ":10:"), 0u) << bad[0];
    EXPECT_NE(r.out.find(": 3 passed, 0 failed, 0 skipped, 1 bad entry\n"), std::string::npos) << r.out;
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
    EXPECT_NE(r.err.find("1 entry could not be read, the first at " + file + ":10:"), std::string::npos) << r.err;
  }
}

// An engine that fails on an entry is reported there and the suite goes on.
TEST(SuiteEngine, EngineErrorsAndTimeoutsAreResultsPerEntry) {
  const std::string file = kSuites + "wrong_count.epd";
  const Ran crash = suite("orthodox", file, {"--engine", "sh '" + kEngines + "/crash.sh'"});
  EXPECT_EQ(crash.status, 1) << crash.err;
  EXPECT_EQ(lines_starting(crash.out, "ERROR").size(), 5u) << crash.out;
  EXPECT_NE(crash.out.find(": 0 passed, 0 failed, 0 skipped, 5 errors\n"), std::string::npos) << crash.out;
  // --timeout bounds each entry: its first count takes it all, its others have none left.
  const Ran hang = suite("orthodox", kSuites + "wrong_count.perft", {"--engine", "sh '" + kEngines + "/hang.sh'",
                                                                     "--timeout", "1", "--max-depth", "2"});
  EXPECT_EQ(hang.status, 1) << hang.err;
  const auto timeouts = lines_starting(hang.out, "TIMEOUT");
  ASSERT_FALSE(timeouts.empty()) << hang.out;
  EXPECT_NE(timeouts[0].find("timed out after 1 s at depth 1"), std::string::npos) << timeouts[0];
}

TEST(SuiteEngine, RefusesAnEngineItCannotUse) {
  const Ran missing = suite("orthodox", kSuites + "wrong_count.epd", {"--engine", "/nonexistent/engine"});
  EXPECT_EQ(missing.status, 2);
  EXPECT_EQ(missing.out, "");
  EXPECT_NE(missing.err.find("cannot execute '/nonexistent/engine'"), std::string::npos) << missing.err;
  const Ran drill = suite("orthodox", kSuites + "wrong_count.epd", {"--drill-down"});
  EXPECT_EQ(drill.status, 2);
  EXPECT_NE(drill.err.find("--drill-down: expected --engine CMD or --uci CMD"), std::string::npos) << drill.err;
}

// A UCI engine runs the suite through the whole handshake (tests/engines/uci.sh insists).
TEST(SuiteEngine, RunsAUciEngine) {
  const std::string uci = "sh '" + kEngines + "/uci.sh' '" + kCli + "' orthodox";
  const Ran r = suite("orthodox", kSuites + "wrong_count.perft", {"--uci", uci, "--max-depth", "2"});
  EXPECT_EQ(r.status, 0) << r.out << r.err;
  EXPECT_NE(r.out.find(": 2 passed, 0 failed, 1 skipped\n"), std::string::npos) << r.out;
}

// --jobs N runs N engine processes at once and reports exactly what one at a time does:
// the same lines in the file's order, tallies, tag groups, drill-downs and exit status,
// and --fail-fast stops at the same count (the planted castling=off difference).
TEST(SuiteEngine, JobsReportExactlyWhatOneAtATimeReports) {
  for (const auto& flags : {std::vector<std::string>{"--drill-down"}, std::vector<std::string>{"--fail-fast", "--json"}}) {
    std::vector<std::string> one = {"--engine", kCastlingOff, "--jobs", "1", "--max-depth", "1"};
    one.insert(one.end(), flags.begin(), flags.end());
    std::vector<std::string> three = one;
    three[3] = "3";
    const Ran a = suite("hyperspace", kTagged, one), b = suite("hyperspace", kTagged, three);
    EXPECT_EQ(a.status, 1) << a.out << a.err;
    EXPECT_EQ(b.status, a.status) << b.err;
    EXPECT_EQ(b.out, a.out);
    EXPECT_EQ(b.err, a.err);
  }
  // A UCI engine's handshake per process, several at once.
  const std::string uci = "sh '" + kEngines + "/uci.sh' '" + kCli + "' orthodox";
  const Ran r = suite("orthodox", kSuites + "cpw_positions.epd", {"--uci", uci, "--max-depth", "1", "--jobs", "3"});
  EXPECT_EQ(r.status, 0) << r.out << r.err;
  EXPECT_EQ(r.out, suite("orthodox", kSuites + "cpw_positions.epd", {"--max-depth", "1"}).out);
}

// The "last output" of an ERROR line is what the engine printed in that count, whatever
// else its process ran before: with --jobs 1 the second entry's count runs in the process
// the first one started, with --jobs 2 in a process of its own, just greeted. uci.sh
// prints `info string counting: depth 2` and then crashes (its `crash 2` fault).
TEST(SuiteEngine, JobsGiveTheSameLastOutputOfAnError) {
  const TempFile file(
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - ;D1 20\n"
      "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - ;D2 2039\n"
      "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - ;D2 191\n",
      ".epd");
  const std::string uci = "sh '" + kEngines + "/uci.sh' '" + kCli + "' orthodox crash 2";
  const Ran one = suite("orthodox", file.path(), {"--uci", uci, "--jobs", "1"});
  EXPECT_EQ(one.status, 1) << one.out << one.err;
  const auto errors = lines_starting(one.out, "ERROR");
  ASSERT_EQ(errors.size(), 2u) << one.out;
  for (const auto& line : errors) EXPECT_TRUE(line.ends_with("; last output: info string counting: depth 2")) << line;
  const Ran three = suite("orthodox", file.path(), {"--uci", uci, "--jobs", "3"});
  EXPECT_EQ(three.status, one.status);
  EXPECT_EQ(three.out, one.out);
  EXPECT_EQ(three.err, one.err);
}

TEST(SuiteEngine, JobsNeedAnEngine) {
  const Ran r = suite("orthodox", kSuites + "wrong_count.epd", {"--jobs", "2"});
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.err, "deepthought suite: --jobs: expected --engine CMD or --uci CMD, the engine to run N of at once\n");
  const Ran zero = suite("orthodox", kSuites + "wrong_count.epd", {"--engine", perftree("orthodox"), "--jobs", "0"});
  EXPECT_EQ(zero.status, 2) << zero.err;
}

// `suite --uci` and `compare --uci` keep one engine process per job (uci_session.hpp):
// started and greeted once, then every count in it. An engine that crashes or hangs in a
// count fails that count alone and is started afresh for the next; noise is passed over;
// one that cannot start is one line of error. The fake engine (tests/engines/uci.sh)
// writes a line to $UCI_STARTS each time it starts, so the tests count its processes.

// Two entries: the first counted at depths 1 and 2, the second at depth 1 only, so a fault
// planted at depth 2 strikes the first entry and the second shows what came after.
const std::string kTwoEntries =
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - ;D1 20 ;D2 400\n"
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - ;D1 48\n";

// The fake UCI engine with a fault, counting its starts in `starts`.
std::string uci_engine(const TempPath& starts, const std::string& fault = "") {
  return "env UCI_STARTS='" + starts.path() + "' sh '" + kEngines + "/uci.sh' '" + kCli + "' orthodox" +
         (fault.empty() ? "" : " " + fault);
}

long starts_in(const TempPath& starts) {
  const std::string text = slurp(starts.path());
  return std::count(text.begin(), text.end(), '\n');
}

// Six entries, one process (each count used to start one: six).
TEST(UciSession, StartsTheEngineOncePerJob) {
  const TempPath starts(".starts");
  const Ran r = suite("orthodox", kSuites + "cpw_positions.epd", {"--uci", uci_engine(starts), "--max-depth", "1", "--jobs", "1"});
  EXPECT_EQ(r.status, 0) << r.out << r.err;
  EXPECT_NE(r.out.find(": 6 passed, 0 failed, 13 skipped\n"), std::string::npos) << r.out;
  EXPECT_EQ(starts_in(starts), 1);
  // With --jobs 2, one per job at most.
  const TempPath two(".starts");
  const Ran j = suite("orthodox", kSuites + "cpw_positions.epd", {"--uci", uci_engine(two), "--max-depth", "1", "--jobs", "2"});
  EXPECT_EQ(j.status, 0) << j.out << j.err;
  EXPECT_LE(starts_in(two), 2);
}

// compare's descent asks the engine once a level: the same process each time.
TEST(UciSession, CompareDescendsWithOneProcess) {
  const TempPath starts(".starts");
  const Ran r = run_cli({"compare", "orthodox", "3", "--uci", uci_engine(starts, "inflate a2a3"), "--timeout", "20"});
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_NE(r.err.find("after a2a3 its divide sums to 380, not the 381 it gave for a2a3"), std::string::npos) << r.err;
  EXPECT_EQ(starts_in(starts), 1);
}

// A count the engine crashes in is its ERROR, and one it hangs in its TIMEOUT at --timeout
// (which bounds each entry); either way the engine is ended and the next entry's count
// runs in a new process.
TEST(UciSession, ACrashOrAHangFailsThatCountAndTheNextStartsItAfresh) {
  struct Case {
    std::string fault, timeout, head, message, tally;
  };
  for (const Case& c : {Case{"crash 2", "20", "ERROR", "crashed (signal 11) at depth 2", "1 error"},
                        Case{"hang 2", "1", "TIMEOUT", "timed out after 1 s at depth 2", "1 timed out"}}) {
    const TempFile file(kTwoEntries, ".epd");
    const TempPath starts(".starts");
    const Ran r = suite("orthodox", file.path(), {"--uci", uci_engine(starts, c.fault), "--timeout", c.timeout});
    EXPECT_EQ(r.status, 1) << r.out << r.err;
    const auto failed = lines_starting(r.out, c.head);
    ASSERT_EQ(failed.size(), 1u) << r.out;
    EXPECT_NE(failed[0].find("depth 2: --uci '" + uci_engine(starts, c.fault) + "': " + c.message +
                             "; last output: info string counting: depth 2"),
              std::string::npos)
        << failed[0];
    EXPECT_NE(r.out.find(": 2 passed, 0 failed, 0 skipped, " + c.tally + "\n"), std::string::npos) << r.out;
    EXPECT_EQ(starts_in(starts), 2) << c.fault;
  }
}

// A banner, `info` lines before and after every answer and complaints about commands it
// does not know: none is read as part of a divide or of the next count's.
TEST(UciSession, PassesOverNoise) {
  const TempPath starts(".starts");
  const Ran r = suite("orthodox", kSuites + "cpw_positions.epd", {"--uci", uci_engine(starts, "noisy"), "--max-depth", "1"});
  EXPECT_EQ(r.status, 0) << r.out << r.err;
  EXPECT_NE(r.out.find(": 6 passed, 0 failed, 13 skipped\n"), std::string::npos) << r.out;
  EXPECT_EQ(starts_in(starts), 1);
}

// An engine that exits before its handshake cannot count anything: one line, status 2,
// and it is not started again for every entry.
TEST(UciSession, AnEngineThatCannotStartIsOneLineOfError) {
  const TempPath starts(".starts");
  const Ran r = suite("orthodox", kSuites + "cpw_positions.epd", {"--uci", uci_engine(starts, "dies"), "--max-depth", "2"});
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err, "deepthought suite: --uci '" + uci_engine(starts, "dies") +
                       "': exited with status 1 waiting for 'uciok' after 'uci'; last output: uci.sh: cannot start\n");
  EXPECT_EQ(starts_in(starts), 1);
}

// An engine that floods its output before its `uciok` is stopped at the cap, and the error
// names the stage it was in (not a depth it never reached); as it cannot finish its
// handshake, it cannot be used at all: status 2.
TEST(UciSession, AFloodIsReportedAtTheStageItCameIn) {
  const std::string floods = "sh '" + kEngines + "/floods.sh'";
  const Ran r = suite("orthodox", kSuites + "wrong_count.epd", {"--uci", floods});
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err, "deepthought suite: --uci '" + floods +
                       "': printed more than 16 MB waiting for 'uciok' after 'uci' (the most an engine's run may "
                       "print), so it was stopped\n");
}

// The handshake (up to the first `readyok`) is timed apart from the counts: an engine two
// seconds slow to start still has its whole --timeout 1 for the entry's count, with
// --jobs as without.
TEST(UciSession, TheHandshakeIsNotCountedAgainstTheTimeout) {
  const TempFile file("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - ;D1 20\n", ".epd");
  for (const std::string jobs : {"1", "2"}) {
    const TempPath starts(".starts");
    const Ran r = suite("orthodox", file.path(), {"--uci", uci_engine(starts, "slow-start 2"), "--timeout", "1", "--jobs", jobs});
    EXPECT_EQ(r.status, 0) << r.out << r.err;
    EXPECT_NE(r.out.find(": 1 passed, 0 failed, 0 skipped\n"), std::string::npos) << r.out;
  }
}

// A handshake that never ends is ended at its own limit, --handshake-timeout, naming the
// step it waited for: one line, status 2, never a hang.
TEST(UciSession, AHandshakeThatNeverEndsIsOneLineOfError) {
  const TempPath starts(".starts");
  const std::string engine = uci_engine(starts, "slow-start 600");
  const Ran r = suite("orthodox", kSuites + "cpw_positions.epd", {"--uci", engine, "--handshake-timeout", "1", "--timeout", "600"});
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err, "deepthought suite: --uci '" + engine +
                       "': timed out after 1 s waiting for 'uciok' after 'uci' (--handshake-timeout, the limit of the "
                       "handshake); last output: (no output)\n");
  EXPECT_EQ(starts_in(starts), 1);
  const Ran zero = suite("orthodox", kSuites + "cpw_positions.epd", {"--uci", engine, "--handshake-timeout", "0"});
  EXPECT_EQ(zero.status, 2);
  EXPECT_NE(zero.err.find("--handshake-timeout"), std::string::npos) << zero.err;
  const Ran other = suite("orthodox", kSuites + "cpw_positions.epd", {"--engine", perftree("orthodox"), "--handshake-timeout", "5"});
  EXPECT_EQ(other.status, 2);
  EXPECT_EQ(other.err, "deepthought suite: --handshake-timeout: expected --uci CMD, the engine whose handshake it bounds\n");
}

}  // namespace
}  // namespace dt::test
