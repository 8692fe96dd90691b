// The reports of `deepthought suite` that CI systems and people read: entries named by the
// EPD `id` operation everywhere, the position and options of each JSON result, JUnit's
// `time` and `classname`, compare's structured descent under --drill-down, the summary
// line first in JSON; and expectation files (--expect, --write-expect): what an engine is
// known to fail, so that a run goes red only on a change. The engine with a planted
// difference is Deep Thought under castling=off (tests/data/suites/tagged_hyperspace.epd
// says which entries it fails: lines 6 and 7).
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "cli/cli_error.hpp"
#include "engines/child_process.hpp"
#include "rulebook/expectation_file.hpp"
#include "suites/suite_file.hpp"
#include "support/run_cli.hpp"
#include "support/suite_cli.hpp"
#include "support/temp_file.hpp"
#include "support/xml_check.hpp"

namespace dt::test {
namespace {

const std::string kSuites = std::string(DEEPTHOUGHT_TEST_DATA) + "/suites/";
const std::string kTagged = kSuites + "tagged_hyperspace.epd";
// 52 characters: after " ;D1 20 ;" the next operation starts at column 62.
const std::string kStart = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -";

const std::string kCastlingOff = perftree("hyperspace", "--option castling=off");

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

std::string refusal(std::string_view text, const std::string& file) {
  try {
    cli::parse_suite(text, file);
  } catch (const cli::CliError& e) {
    return e.message;
  }
  return "(no error)";
}

// --- the EPD id and comment operations, read -------------------------------------------

TEST(SuiteIds, TheIdOperationNamesTheEntryAndCommentsAreKept) {
  const auto entries = cli::parse_suite(
      kStart + " ;D1 20 ;id \"start\" ;c0 \"twenty moves; then 400\" ;D2 400\n" + kStart + " ;D1 20\n", "f.epd");
  ASSERT_EQ(entries.size(), 2u);
  EXPECT_EQ(entries[0].error, "");
  EXPECT_EQ(entries[0].name, "start");
  ASSERT_EQ(entries[0].counts.size(), 2u);  // the ';' inside the comment's string ends no operation
  ASSERT_EQ(entries[0].comments.size(), 1u);
  EXPECT_EQ(entries[0].comments[0].first, "c0");
  EXPECT_EQ(entries[0].comments[0].second, "twenty moves; then 400");
  EXPECT_EQ(entries[1].name, "line 2");  // no id: its line
}

// PGN's string escapes, as EPD strings are PGN strings: \" and \\.
TEST(SuiteIds, EscapedQuoteAndBackslash) {
  const auto entries = cli::parse_suite(kStart + " ;id \"a \\\"b\\\" \\\\ c\" ;D1 20\n", "f.epd");
  ASSERT_EQ(entries.size(), 1u);
  EXPECT_EQ(entries[0].error, "");
  EXPECT_EQ(entries[0].name, "a \"b\" \\ c");
}

// Malformed operations make the entry bad, pointing at what is wrong (columns counted from
// kStart's 52 characters: the operation after " ;D1 20 ;" starts at 62, its string at 65).
TEST(SuiteIds, MalformedOperationsNameLineColumnAndWhatWasExpected) {
  struct Case {
    std::string tail, error;
  };
  for (const Case& c : std::vector<Case>{
           {";id start", "f.epd:1:65: expected a quoted string after 'id' (';id \"TEXT\"'), found 'start'"},
           {";id \"start", "f.epd:1:71: expected '\"' to end the string after 'id'"},
           {";id \"\"", "f.epd:1:65: expected a name in the string of 'id', found \"\""},
           {";id \"a\" b", "f.epd:1:68: expected ';' after the string of 'id', found ' b'"},
           {";id \"a\" ;id \"b\"", "f.epd:1:70: expected one 'id' for this position, found a second"},
           {";id \"a\x01\"", "f.epd:1:67: expected printable text in the string of 'id', found a control character"},
           {";c0 hello", "f.epd:1:65: expected a quoted string after 'c0' (';c0 \"TEXT\"'), found 'hello'"},
           {";c1 \"a\" ;c1 \"b\"", "f.epd:1:70: 'c1' given twice for this position, expected each once"},
           {";c10 \"x\"", "f.epd:1:62: expected ';D<depth> <nodes>', ';id \"NAME\"', ';tags TAG ...', ';options "
                          "NAME=VALUE ...' or a comment ';c0 \"TEXT\"' to ';c9 \"TEXT\"', found 'c10 \"x\"'"}}) {
    const auto entries = cli::parse_suite(kStart + " ;D1 20 " + c.tail + "\n", "f.epd");
    ASSERT_EQ(entries.size(), 1u) << c.tail;
    EXPECT_EQ(entries[0].error, c.error) << c.tail;
  }
}

// Two entries of one file with one id: refused as a whole, naming both lines.
TEST(SuiteIds, ARepeatedIdIsRefusedNamingBothLines) {
  const std::string epd = kStart + " ;D1 20 ;id \"x\"\n" + kStart + " ;D1 20\n" + kStart + " ;D1 20 ;id \"x\"\n";
  EXPECT_EQ(refusal(epd, "f.epd"), "f.epd:3:62: id 'x' names the entries of lines 1 and 3, expected each id once in a file");
  // An id "line 2" given to line 1 takes the name line 2 has by default.
  EXPECT_EQ(refusal(kStart + " ;D1 20 ;id \"line 2\"\n" + kStart + " ;D1 20\n", "f.epd"),
            "f.epd:1:62: id 'line 2' names the entries of lines 1 and 2, expected each id once in a file");
  const std::string blocks = "id a\nepd " + kStart + "\nperft 1 20\nid a\nepd " + kStart + "\nperft 1 20\n";
  EXPECT_EQ(refusal(blocks, "f.perft"), "f.perft:4:1: id 'a' names the entries of lines 1 and 4, expected each id once in a file");
}

TEST(SuiteReports, ARepeatedIdStopsTheRunWithOneLine) {
  const TempFile file(kStart + " ;D1 20 ;id \"x\"\n" + kStart + " ;D1 20 ;id \"x\"\n", ".epd");
  const Ran r = suite("orthodox", file.path(), {});
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err, "deepthought suite: " + file.path() +
                       ":2:62: id 'x' names the entries of lines 1 and 2, expected each id once in a file\n");
}

// --- the reports ------------------------------------------------------------------------

// The id is the entry's name in the text lines, JSON and JUnit; "line N" without one.
TEST(SuiteReports, TheIdNamesTheEntryInEveryReport) {
  const TempFile file(kStart + " ;D1 20 ;id \"start\"\n" + kStart + " ;D1 20\n", ".epd");
  const Ran text = suite("orthodox", file.path(), {});
  EXPECT_EQ(text.status, 0) << text.err;
  EXPECT_TRUE(has(text.out, "ok       start (" + file.path() + ":1) depth 1: 20\n")) << text.out;
  EXPECT_TRUE(has(text.out, "ok       line 2 (" + file.path() + ":2) depth 1: 20\n")) << text.out;
  const Ran json = suite("orthodox", file.path(), {"--json"});
  EXPECT_TRUE(has(json.out, "{\"name\":\"start\",\"line\":1,\"position\":\"" + kStart + "\",\"tags\":[],\"options\":{}")) << json.out;
  EXPECT_TRUE(has(json.out, "{\"name\":\"line 2\",\"line\":2,")) << json.out;
  const TempFile report("", ".xml");
  EXPECT_EQ(suite("orthodox", file.path(), {"--junit", report.path()}).status, 0);
  const std::string xml = slurp(report.path());
  EXPECT_TRUE(has(xml, "<testcase name=\"start depth 1\" classname=\"orthodox\" time=\"")) << xml;
  EXPECT_TRUE(has(xml, "<testcase name=\"line 2 depth 1\" classname=\"orthodox\" time=\"")) << xml;
}

// JSON: the summary line first, then each result's position and options as written.
TEST(SuiteReports, JsonStartsWithTheSummaryAndGivesEachPosition) {
  const Ran r = suite("hyperspace", kSuites + "options_hyperspace.epd", {"--json"});
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(r.out.starts_with("{\"summary\":\"suite " + kSuites + "options_hyperspace.epd: 4 passed, 0 failed, 0 skipped\",")) << r.out;
  EXPECT_TRUE(has(r.out, "\"position\":\"4k3/8/8/8/8/8/8/R3K3 w Q - 0 1\",\"tags\":[\"castling.off\"],"
                         "\"options\":{\"castling\":\"off\"},\"depth\":1,\"expected\":18,")) << r.out;
  EXPECT_TRUE(has(r.out, "\"expectations\":null}\n")) << r.out;
}

// What names the engine: its protocol, and a UCI engine's own `id name` (tests/engines/uci.sh
// says `id name uci.sh`); a perftree command and Deep Thought have none.
TEST(SuiteReports, JsonNamesTheEngineByProtocolAndIdName) {
  const std::string uci = "sh '" + std::string(DEEPTHOUGHT_TEST_ENGINES) + "/uci.sh' '" + kCli + "' orthodox";
  const Ran by_uci = suite("orthodox", kSuites + "wrong_count.epd", {"--uci", uci, "--max-depth", "1", "--json"});
  EXPECT_EQ(by_uci.status, 1) << by_uci.err;
  EXPECT_TRUE(has(by_uci.out, ",\"engine\":\"" + uci + "\",\"engine_protocol\":\"uci\",\"engine_name\":\"uci.sh\",\"results\":"))
      << by_uci.out;
  const Ran by_perftree = suite("hyperspace", kTagged, {"--engine", kCastlingOff, "--max-depth", "1", "--json"});
  EXPECT_TRUE(has(by_perftree.out, "\",\"engine_protocol\":\"perftree\",\"engine_name\":null,\"results\":")) << by_perftree.out;
  const Ran own = suite("hyperspace", kTagged, {"--max-depth", "1", "--json"});
  EXPECT_TRUE(has(own.out, ",\"engine\":null,\"engine_protocol\":null,\"engine_name\":null,\"results\":")) << own.out;
}

// --engine-name names a perftree command, which cannot name itself, in every report.
TEST(SuiteReports, EngineNameNamesAPerftreeEngine) {
  const Ran named = suite("hyperspace", kTagged, {"--engine", kCastlingOff, "--engine-name", "No Castling 1.0", "--max-depth", "1", "--json"});
  EXPECT_TRUE(has(named.out, "\"engine_protocol\":\"perftree\",\"engine_name\":\"No Castling 1.0\",")) << named.out;
  const Ran alone = suite("hyperspace", kTagged, {"--engine-name", "X"});
  EXPECT_EQ(alone.status, 2);
  EXPECT_EQ(alone.err, "deepthought suite: --engine-name: expected --engine CMD or --uci CMD, the engine to name\n");
  const Ran empty = suite("hyperspace", kTagged, {"--engine", kCastlingOff, "--engine-name", ""});
  EXPECT_EQ(empty.status, 2);
  EXPECT_EQ(empty.err, "deepthought suite: --engine-name: expected a name on one line, found ''\n");
}

// JUnit: `time` on every testcase and on the suites; classname VARIANT.TAG by the entry's
// tag that the fewest entries carry: line 6 has castling.board only; line 7 castling.board
// (two entries carry it) and castling.rights (one); line 5's two tags are carried once each,
// so the first written; line 8 castling.attack.
TEST(SuiteReports, JunitHasTimesAndClassnamesByTag) {
  const TempFile report("", ".xml");
  const Ran r = suite("hyperspace", kTagged, {"--engine", kCastlingOff, "--junit", report.path()});
  EXPECT_EQ(r.status, 1) << r.err;
  const std::string xml = slurp(report.path());
  EXPECT_EQ(xml_problem(xml), "") << xml;
  for (const auto& [name, cls] : std::vector<std::pair<std::string, std::string>>{
           {"line 5 depth 1", "hyperspace.base.start-position"}, {"line 6 depth 2", "hyperspace.castling.board"},
           {"line 7 depth 1", "hyperspace.castling.rights"}, {"line 8 depth 2", "hyperspace.castling.attack"}})
    EXPECT_TRUE(has(xml, "<testcase name=\"" + name + "\" classname=\"" + cls + "\" time=\"")) << name << "\n" << xml;
  EXPECT_TRUE(has(xml, "<testsuites name=\"deepthought suite\" tests=\"8\" failures=\"4\" errors=\"0\" skipped=\"0\" time=\""))
      << xml;
  EXPECT_TRUE(has(xml, "<testsuite name=\"" + kTagged + "\" tests=\"8\" failures=\"4\" errors=\"0\" skipped=\"0\" time=\"")) << xml;
  EXPECT_TRUE(has(xml, "<property name=\"summary\" value=\"suite " + kTagged + ": 4 passed, 4 failed, 0 skipped\"/>")) << xml;
  const auto lint = cli::run_child({"xmllint", "--noout", report.path()}, "", 30);
  ASSERT_TRUE(lint.started) << "xmllint (Debian's libxml2-utils, in the Makefile's PACKAGES): " << lint.error;
  EXPECT_EQ(lint.exit_code, 0) << lint.err;
  EXPECT_EQ(cli::run_child({"xmllint", "--xpath", "count(//testcase[@time])", report.path()}, "", 30).out, "8\n");
}

// --drill-down in JSON: compare --json's object, the path, the moves only one side has and
// the counts at each level. Line 6's rook castles queen-side under the defaults only.
TEST(SuiteReports, JsonDrillDownIsStructured) {
  const Ran r = suite("hyperspace", kTagged, {"--engine", kCastlingOff, "--drill-down", "--filter", "castling.board", "--json"});
  EXPECT_EQ(r.status, 1) << r.err;
  EXPECT_TRUE(has(r.out, "\"descent\":{\"variant\":\"hyperspace\",\"depth\":1,\"agree\":false,\"path\":[],"
                         "\"position\":\"4k3/8/8/8/8/8/8/R3K3 w Q - 0 1\",\"only_deepthought\":[\"O-O-O\"],"
                         "\"only_engine\":[],\"differing\":null,\"trail\":[{\"move\":null,\"depth\":1,"
                         "\"deepthought\":19,\"engine\":18}]}"))
      << r.out;
  EXPECT_TRUE(has(r.out, "\"depth\":2,\"expected\":95,\"status\":\"fail\",\"got\":90,\"message\":\"expected 95, got 90\","
                         "\"drill_down\":[],\"path\":[],\"descent\":null")) << r.out;  // one descent per entry
}


// --- expectation files ------------------------------------------------------------------

std::string read_error(const std::string& text) {
  const TempFile file(text, ".yaml");
  try {
    cli::read_expectations(file.path());
  } catch (const cli::CliError& e) {
    const std::string message = e.message;
    return message.starts_with(file.path()) ? "F" + message.substr(file.path().size()) : message;
  }
  return "(no error)";
}

TEST(ExpectationFile, ReadsEntriesTagsAndOptionsWithTheirReasons) {
  const TempFile file(
      "# known differences\n"
      "expectations:\n"
      "  - entry: \"line 6\"\n    status: fail\n    reason: no queen-side castling\n"
      "  - tag: castling\n    status: timeout\n    reason: slow\n"
      "  - option: castling=off\n    status: unsupported\n    reason: \"no such option\"\n",
      ".yaml");
  const auto list = cli::read_expectations(file.path());
  ASSERT_EQ(list.size(), 3u);
  EXPECT_EQ(list[0].kind, cli::Expectation::Kind::Entry);
  EXPECT_EQ(list[0].what, "line 6");
  EXPECT_EQ(list[0].status, cli::Expectation::Status::Fail);
  EXPECT_EQ(list[0].reason, "no queen-side castling");
  EXPECT_EQ(list[0].where, file.path() + ":3:5");
  EXPECT_EQ(list[1].kind, cli::Expectation::Kind::Tag);
  EXPECT_EQ(list[1].status, cli::Expectation::Status::Timeout);
  EXPECT_EQ(list[2].kind, cli::Expectation::Kind::Option);
  EXPECT_EQ(list[2].what, "castling=off");
  EXPECT_EQ(list[2].status, cli::Expectation::Status::Unsupported);
  EXPECT_EQ(list[2].where, file.path() + ":9:5");
}

// Each refusal names FILE:LINE:COLUMN (1-based) and what was expected.
TEST(ExpectationFile, RefusesWhatItCannotRead) {
  const std::string head = "expectations:\n  - entry: a\n";
  EXPECT_EQ(read_error(head + "    status: fail\n"), "F:2:5: expected key 'reason' in an expectation");
  EXPECT_EQ(read_error(head + "    status: fail\n    reason: \"\"\n"),
            "F:4:13: reason: expected why the engine is expected to fail, found an empty text");
  EXPECT_EQ(read_error(head + "    status: failed\n    reason: r\n"),
            "F:3:13: status: expected 'fail', 'unsupported' or 'timeout', found 'failed'");
  EXPECT_EQ(read_error(head + "    tag: b\n    status: fail\n    reason: r\n"),
            "F:3:10: expected one of 'entry', 'tag' or 'option' in an expectation, found a second");
  EXPECT_EQ(read_error("expectations:\n  - status: fail\n    reason: r\n"),
            "F:2:5: expected one of the keys 'entry', 'tag' or 'option' in an expectation");
  EXPECT_EQ(read_error("expectations:\n  - option: castling\n    status: fail\n    reason: r\n"),
            "F:2:13: option: expected NAME=VALUE, found 'castling'");
  EXPECT_EQ(read_error(head + "    status: fail\n    reason: r\n    because: x\n"),
            "F:5:5: unknown key 'because' in an expectation: expected one of entry, tag, option, status, reason");
  EXPECT_EQ(read_error("expected:\n  - entry: a\n"),
            "F:1:1: unknown key 'expected' in an expectation file: expected one of expectations");
}

const std::string kNoCastling = "castling=off: the engine has no castling";

Ran expect_run(const std::string& expectations, std::vector<std::string> flags = {}) {
  const TempFile file(expectations, ".yaml");
  std::vector<std::string> argv = {"--engine", kCastlingOff, "--expect", file.path(), "--quiet"};
  argv.insert(argv.end(), flags.begin(), flags.end());
  Ran r = suite("hyperspace", kTagged, argv);
  // The expectation file's name, as the reports give it, shown as EXPECT.
  for (std::string* text : {&r.out, &r.err})
    for (std::size_t at; (at = text->find(file.path())) != std::string::npos;) text->replace(at, file.path().size(), "EXPECT");
  return r;
}

// The engine lacks castling: the four counts of lines 6 and 7 (both castling.board) fail
// as expected, each marked so, and the run passes.
TEST(SuiteExpect, AKnownDifferenceIsExpectedAndTheRunPasses) {
  const Ran r = expect_run("expectations:\n  - tag: castling.board\n    status: fail\n    reason: \"" + kNoCastling + "\"\n");
  EXPECT_EQ(r.status, 0) << r.out << r.err;
  EXPECT_EQ(r.out,
            "MISMATCH line 6 (" + kTagged + ":6) depth 1: expected 19, got 18 [expected fail: " + kNoCastling + "]\n" +
                "MISMATCH line 6 (" + kTagged + ":6) depth 2: expected 95, got 90 [expected fail: " + kNoCastling + "]\n" +
                "MISMATCH line 7 (" + kTagged + ":7) depth 1: expected 31, got 29 [expected fail: " + kNoCastling + "]\n" +
                "MISMATCH line 7 (" + kTagged + ":7) depth 2: expected 961, got 841 [expected fail: " + kNoCastling + "]\n" +
                "suite " + kTagged + ": 4 passed, 4 failed, 0 skipped; expectations EXPECT: 4 as expected, 0 unexpected "
                "failures, 0 unexpected passes, 0 unused\n"
                "failures by tag: 2 failing entries, 2 tagged castling.board, 1 tagged castling.rights\n");
}

// The docs' example file says the same by the tag.
TEST(SuiteExpect, TheDocumentedExpectationFilePasses) {
  const Ran r = suite("hyperspace", kTagged, {"--engine", kCastlingOff, "--expect", kSuites + "castling-off.expect.yaml"});
  EXPECT_EQ(r.status, 0) << r.out << r.err;
  EXPECT_TRUE(has(r.out, ": 4 as expected, 0 unexpected failures, 0 unexpected passes, 0 unused\n")) << r.out;
}

// Only line 6 expected: line 7's failures are a change, and the run fails.
TEST(SuiteExpect, ANewFailureStillFailsTheRun) {
  const Ran r = expect_run("expectations:\n  - entry: line 6\n    status: fail\n    reason: r\n");
  EXPECT_EQ(r.status, 1) << r.err;
  EXPECT_TRUE(has(r.out, "MISMATCH line 7 (" + kTagged + ":7) depth 1: expected 31, got 29\n")) << r.out;
  EXPECT_TRUE(has(r.out, "; expectations EXPECT: 2 as expected, 2 unexpected failures, 0 unexpected passes, 0 unused\n"))
      << r.out;
  // An engine error where a difference was expected is a change too.
  const Ran error = expect_run("expectations:\n  - entry: line 6\n    status: unsupported\n    reason: r\n");
  EXPECT_EQ(error.status, 1);
  EXPECT_TRUE(has(error.out, "0 as expected, 4 unexpected failures")) << error.out;
}

// Line 8's castling crosses d1, attacked: the engine without castling passes it, which the
// file says it should not; and an expectation that matches no entry is told, never passed over.
TEST(SuiteExpect, UnexpectedPassesAndUnusedExpectationsAreReported) {
  const Ran r = expect_run(
      "expectations:\n  - tag: castling.board\n    status: fail\n    reason: r\n"
      "  - entry: line 8\n    status: fail\n    reason: castling through check\n"
      "  - tag: no.such-clause\n    status: fail\n    reason: r\n");
  EXPECT_EQ(r.status, 1) << r.err;
  EXPECT_TRUE(has(r.out, "UNEXPECTED PASS line 8 (" + kTagged +
                             ":8): every count passed, expected fail: castling through check (EXPECT:5:5)\n"))
      << r.out;
  EXPECT_TRUE(has(r.out, "UNUSED   EXPECT:8:5: tag 'no.such-clause' matches no entry of " + kTagged + "\n")) << r.out;
  EXPECT_TRUE(has(r.out, "; expectations EXPECT: 4 as expected, 0 unexpected failures, 1 unexpected pass, 1 unused\n"))
      << r.out;
  const TempFile report("", ".xml");
  const Ran junit = expect_run(
      "expectations:\n  - tag: castling.board\n    status: fail\n    reason: r\n"
      "  - entry: line 8\n    status: fail\n    reason: castling through check\n",
      {"--junit", report.path()});
  EXPECT_EQ(junit.status, 1);
  const std::string xml = slurp(report.path());
  EXPECT_EQ(xml_problem(xml), "") << xml;
  // Expected failures are skipped, not failures; line 8's two passing counts are.
  EXPECT_TRUE(has(xml, "tests=\"8\" failures=\"2\" errors=\"0\" skipped=\"4\"")) << xml;
  EXPECT_TRUE(has(xml, "<skipped message=\"expected fail: r (expected 19, got 18)\"/>")) << xml;
  EXPECT_TRUE(has(xml, "<failure type=\"unexpected-pass\" message=\"passed, expected fail: castling through check (")) << xml;
}

// --fail-fast stops at the first change, not at a failure foreseen: line 6's are, line 7's
// first count is not (lines 5 and 6: 2 passed, 2 failed; then line 7 depth 1 fails).
TEST(SuiteExpect, FailFastStopsAtTheFirstUnexpectedFailure) {
  const Ran r = expect_run("expectations:\n  - entry: line 6\n    status: fail\n    reason: r\n", {"--fail-fast"});
  EXPECT_EQ(r.status, 1) << r.err;
  EXPECT_TRUE(has(r.out, ": stopped early: 2 passed, 3 failed, 0 skipped; expectations EXPECT: 2 as expected, 1 unexpected "
                         "failure, 0 unexpected passes, 0 unused\n"))
      << r.out;
  const Ran all = expect_run("expectations:\n  - tag: castling.board\n    status: fail\n    reason: r\n", {"--fail-fast"});
  EXPECT_EQ(all.status, 0) << all.out;
  EXPECT_TRUE(has(all.out, ": 4 passed, 4 failed, 0 skipped; expectations")) << all.out;
}

TEST(SuiteExpect, JsonSaysWhatWasExpected) {
  const Ran r = expect_run("expectations:\n  - entry: line 6\n    status: fail\n    reason: r\n", {"--json"});
  EXPECT_EQ(r.status, 1);
  EXPECT_TRUE(has(r.out, "\"expected\":19,\"status\":\"fail\",\"got\":18,\"message\":\"expected 19, got 18\",\"drill_down\":[],"
                         "\"path\":[],\"descent\":null,\"expectation\":{\"status\":\"fail\",\"reason\":\"r\",\"where\":\"EXPECT:2:5\"},"
                         "\"unexpected\":false}"))
      << r.out;
  EXPECT_TRUE(has(r.out, "\"expected\":31,\"status\":\"fail\",\"got\":29,\"message\":\"expected 31, got 29\",\"drill_down\":[],"
                         "\"path\":[],\"descent\":null,\"expectation\":null,\"unexpected\":true}"))
      << r.out;
  EXPECT_TRUE(has(r.out, "\"expectations\":{\"file\":\"EXPECT\",\"as_expected\":2,\"unexpected_failures\":2,"
                         "\"unexpected_passes\":0,\"unused\":[]}}\n"))
      << r.out;
}

// An engine that lacks one interpretation: a perftree command without {options} cannot be
// told castling=off, so it refuses the entry that assumes it (an ERROR); expected as
// `unsupported` by that option, the run passes.
TEST(SuiteExpect, AnOptionTheEngineDoesNotSupport) {
  const TempFile file("expectations:\n  - option: castling=off\n    status: unsupported\n    reason: no options\n", ".yaml");
  const Ran r = suite("hyperspace", kSuites + "options_hyperspace.epd",
                      {"--engine", perftree("hyperspace"), "--expect", file.path(), "--quiet"});
  EXPECT_EQ(r.status, 0) << r.out << r.err;
  EXPECT_TRUE(has(r.out, "which perftree's protocol cannot pass: put the word {options} in the command where the engine "
                         "takes --option NAME=VALUE [expected unsupported: no options]\n"))
      << r.out;
  EXPECT_TRUE(has(r.out, ": 2 passed, 0 failed, 0 skipped, 1 error; expectations " + file.path() +
                             ": 1 as expected, 0 unexpected failures, 0 unexpected passes, 0 unused\n"))
      << r.out;
  // An option the variant does not have is bad input.
  const TempFile unknown("expectations:\n  - option: castling=sideways\n    status: fail\n    reason: r\n", ".yaml");
  const Ran bad = suite("hyperspace", kSuites + "options_hyperspace.epd", {"--expect", unknown.path()});
  EXPECT_EQ(bad.status, 2);
  EXPECT_EQ(bad.out, "");
  EXPECT_TRUE(bad.err.starts_with("deepthought suite: " + unknown.path() + ":2:5: option: ")) << bad.err;
  EXPECT_EQ(std::count(bad.err.begin(), bad.err.end(), '\n'), 1) << bad.err;
}

// --write-expect starts a file from a run: each entry that did not pass, by its first
// count that did not; read back with --expect, the same run passes.
TEST(SuiteExpect, WriteExpectStartsAFileTheSameRunThenPasses) {
  const TempPath written(".yaml");
  const Ran first = suite("hyperspace", kTagged, {"--engine", kCastlingOff, "--quiet", "--write-expect", written.path()});
  EXPECT_EQ(first.status, 1) << first.err;
  EXPECT_EQ(slurp(written.path()),
            "# What an engine is expected to fail in " + kTagged +
                " (deepthought suite --expect FILE); each reason is required.\n"
                "expectations:\n"
                "  - entry: \"line 6\"\n    status: fail\n    reason: \"depth 1: expected 19, got 18\"\n"
                "  - entry: \"line 7\"\n    status: fail\n    reason: \"depth 1: expected 31, got 29\"\n");
  const Ran again = suite("hyperspace", kTagged, {"--engine", kCastlingOff, "--quiet", "--expect", written.path()});
  EXPECT_EQ(again.status, 0) << again.out << again.err;
  // A tag's expectation that foresaw a failure is written as it was, once.
  const TempFile tag("expectations:\n  - tag: castling.board\n    status: fail\n    reason: \"no castling\"\n", ".yaml");
  const TempPath rewritten(".yaml");
  suite("hyperspace", kTagged, {"--engine", kCastlingOff, "--quiet", "--expect", tag.path(), "--write-expect", rewritten.path()});
  EXPECT_TRUE(slurp(rewritten.path()).ends_with("expectations:\n  - tag: \"castling.board\"\n    status: fail\n    reason: \"no castling\"\n"))
      << slurp(rewritten.path());
}

// A malformed expectation file stops the run before any count: one line, status 2.
TEST(SuiteExpect, AMalformedFileIsOneLineOfError) {
  const TempFile file("expectations:\n  - entry: line 6\n    status: fail\n", ".yaml");
  const Ran r = suite("hyperspace", kTagged, {"--engine", kCastlingOff, "--expect", file.path()});
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err, "deepthought suite: " + file.path() + ":2:5: expected key 'reason' in an expectation\n");
  const Ran missing = suite("hyperspace", kTagged, {"--expect", file.path() + ".absent"});
  EXPECT_EQ(missing.status, 2);
  EXPECT_EQ(std::count(missing.err.begin(), missing.err.end(), '\n'), 1) << missing.err;
}

// --jobs changes nothing of what --expect reports: the marks, the unexpected pass of
// line 8 in its turn, the unused expectation, the tallies, JSON and the exit status.
TEST(SuiteExpect, JobsReportWhatOneAtATimeReports) {
  const TempFile file(
      "expectations:\n  - tag: castling.board\n    status: fail\n    reason: r\n"
      "  - entry: line 8\n    status: fail\n    reason: r\n  - entry: line 99\n    status: fail\n    reason: r\n",
      ".yaml");
  for (const std::string format : {"--quiet", "--json"}) {
    const Ran one = suite("hyperspace", kTagged, {"--engine", kCastlingOff, "--expect", file.path(), format, "--jobs", "1"});
    const Ran three = suite("hyperspace", kTagged, {"--engine", kCastlingOff, "--expect", file.path(), format, "--jobs", "3"});
    EXPECT_EQ(one.status, 1) << one.out;
    EXPECT_EQ(three.status, one.status);
    EXPECT_EQ(three.out, one.out);
    EXPECT_EQ(three.err, one.err);
  }
}

// Never written over the suite or the expectations it reads; nothing written on refusal.
TEST(SuiteExpect, WriteExpectRefusesToOverwriteAnInput) {
  const TempFile expectations("expectations: []\n", ".yaml");
  const std::string before = slurp(expectations.path());
  const Ran r = suite("hyperspace", kTagged, {"--expect", expectations.path(), "--write-expect", expectations.path()});
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.out, "");
  EXPECT_TRUE(r.err.starts_with("deepthought suite: --write-expect")) << r.err;
  EXPECT_EQ(slurp(expectations.path()), before);
  const Ran suite_file = suite("hyperspace", kTagged, {"--write-expect", kTagged});
  EXPECT_EQ(suite_file.status, 2);
  EXPECT_TRUE(suite_file.err.starts_with("deepthought suite: --write-expect")) << suite_file.err;
}

}  // namespace
}  // namespace dt::test
