// What `suite` found, count by count, and its reports: the text lines (as they come), the
// summary with failures grouped by tag, one JSON document (--json) and JUnit XML (--junit).
#pragma once

#include <cstdint>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

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
};

struct SuiteTally {
  int passed = 0, failed = 0, errors = 0, timeouts = 0, skipped = 0, bad = 0, left_out = 0;
  bool stopped = false;  // by Ctrl-C, --timeout or --fail-fast
  void add(const SuiteResult& r);
  bool all_passed() const { return failed + errors + timeouts + bad == 0; }
};

// `ok       start (FILE:4) depth 3: 8902`, `MISMATCH ...: expected 8903, got 8902`, `ERROR`,
// `TIMEOUT`, `BAD`, then the drill-down lines indented; `quiet` leaves out `ok` lines.
void print_result(const SuiteResult& r, const std::string& file, bool quiet, std::ostream& out);
// `suite FILE: 3 passed, 2 failed, 0 skipped` (errors, time-outs, bad entries and entries
// left out by --filter when there are any), then, when a failing entry has tags, the
// failing entries counted per tag: `failures by tag: 9 failing entries, 8 tagged a.b, ...`.
void print_summary(const std::vector<SuiteResult>& results, const SuiteTally& tally, const std::string& file,
                   std::ostream& out);
// One JSON document: the file, variant, engine (null for Deep Thought), every result, the
// tally and the failures by tag.
void print_suite_json(const std::vector<SuiteResult>& results, const SuiteTally& tally, const std::string& file,
                      std::string_view variant, const std::string* engine, std::ostream& out);
// JUnit XML: one <testcase> per count (`NAME depth D`, classname the file), a Bad entry as
// an <error>, failures and time-outs as <failure>, engine errors as <error>.
std::string suite_junit(const std::vector<SuiteResult>& results, const SuiteTally& tally, const std::string& file);

}  // namespace dt::cli
