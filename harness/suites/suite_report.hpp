// What `suite` found, count by count, and its reports: the text lines (as they come), the
// summary with failures grouped by tag, one JSON document (--json) and JUnit XML (--junit).
#pragma once

#include <cstdint>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "expectations.hpp"
#include "suite_file.hpp"

namespace dt::cli {

struct SuiteResult {
  enum class Outcome { Pass, Fail, Error, Timeout, Bad };
  const SuiteEntry* entry;
  int depth = 0;  // 0 for a Bad entry (its position could not be read)
  std::uint64_t expected = 0;
  Outcome outcome = Outcome::Pass;
  std::optional<std::uint64_t> got;
  std::string message;            // Fail: how the count ended if not whole; otherwise why
  std::vector<std::string> drill;  // --drill-down: the report of the first diverging move
  std::vector<std::string> path;   // --drill-down: the moves down to it
  std::string descent;             // --drill-down: compare --json's object of the descent; empty when none
  double seconds = 0;              // wall time of the count (of the engine's answer, or of the refusal)
  // --expect: the first expectation that matches the entry (null when none), and whether
  // this result is unexpected: a count not passed that the expectation does not foresee
  // (every one without an expectation), or a count of an entry expected not to pass
  // whose counts all passed.
  const Expectation* expectation = nullptr;
  bool unexpected = false;
  bool expected_failure() const { return outcome != Outcome::Pass && outcome != Outcome::Bad && !unexpected; }
};

struct SuiteTally {
  int passed = 0, failed = 0, errors = 0, timeouts = 0, skipped = 0, bad = 0, left_out = 0;
  bool stopped = false;  // by Ctrl-C, --timeout or --fail-fast
  // --expect: counts not passed as expected, counts not passed unexpectedly, entries
  // that passed although expected not to.
  int as_expected = 0, unexpected_failures = 0, unexpected_passes = 0;
  void add(const SuiteResult& r);
};

// What the reports show besides the results: where they come from, and --expect's file
// with the expectations that matched no entry of the suite.
struct SuiteContext {
  std::string file;
  std::string_view variant;
  const std::string* engine = nullptr;  // null when Deep Thought counts
  const std::vector<SuiteEntry>* entries = nullptr;  // the whole file, for JUnit's classnames
  double seconds = 0;                                // wall time of the run
  std::string expect_file;                           // empty without --expect
  std::vector<const Expectation*> unused;
  std::string_view engine_protocol;  // "uci" or "perftree"; empty when Deep Thought counts
  std::string engine_name;           // --engine-name, else a UCI engine's `id name`; empty when neither
  // With --expect: the results as expected, and every expectation used; otherwise every count passed.
  bool as_expected(const SuiteTally& t) const;
};

// The one line a person reads first: `suite FILE: 3 passed, 2 failed, 0 skipped` (errors,
// time-outs, bad entries and entries left out by --filter when there are any; with
// --expect, then `; expectations FILE: N as expected, N unexpected failures, N unexpected
// passes, N unused`). The text report's last line, JSON's `summary`, JUnit's property.
std::string summary_line(const SuiteTally& t, const SuiteContext& c);

// `ok       start (FILE:4) depth 3: 8902`, `MISMATCH ...: expected 8903, got 8902`, `ERROR`,
// `TIMEOUT`, `BAD`, each followed by ` [expected fail: REASON]` when --expect foresaw it,
// then the drill-down lines indented; `quiet` leaves out `ok` lines.
void print_result(const SuiteResult& r, const std::string& file, bool quiet, std::ostream& out);
// `NAME (FILE:LINE) depth D: expected 8903, got 8902` (or the error's message), on one line.
std::string result_text(const SuiteResult& r, const std::string& file);
// What went wrong, on one line: "expected 8903, got 8902" or the message.
std::string result_detail(const SuiteResult& r);
// `UNEXPECTED PASS NAME (FILE:LINE): every count passed, expected fail: REASON (WHERE)`.
void print_unexpected_pass(const SuiteResult& r, const std::string& file, std::ostream& out);
// The expectations that matched no entry (`UNUSED   WHERE: tag 'a.b' matches no entry of
// FILE`), the summary line, then, when a failing entry has tags, the failing entries
// counted per tag: `failures by tag: 9 failing entries, 8 tagged a.b, ...`.
void print_summary(const std::vector<SuiteResult>& results, const SuiteTally& tally, const SuiteContext& c,
                   std::ostream& out);
// One JSON document: the summary line, the file, variant, engine (null for Deep Thought),
// every result, the tally, the failures by tag and, with --expect, its outcome.
void print_suite_json(const std::vector<SuiteResult>& results, const SuiteTally& tally, const SuiteContext& c,
                      std::ostream& out);
// JUnit XML: one <testcase> per count (`NAME depth D`, classname VARIANT.TAG by the tag of
// the entry that the fewest entries of the file carry, VARIANT when it has none), a Bad
// entry as an <error>, failures and time-outs as <failure>, engine errors as <error>, an
// expected failure as <skipped>, an unexpected pass as a <failure>; `time` on each.
std::string suite_junit(const std::vector<SuiteResult>& results, const SuiteTally& tally, const SuiteContext& c);

}  // namespace dt::cli
