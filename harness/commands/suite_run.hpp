// The run of suite's entries (cmd_suite.cpp): each entry's counts, by Deep Thought or by
// the engine under test, and the results taken in the file's order, whatever --jobs.
#pragma once

#include <cstddef>
#include <mutex>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "cli/cli_error.hpp"
#include "engines/engine.hpp"
#include "perft/count_watch.hpp"
#include "suite_settings.hpp"
#include "suites/suite_report.hpp"

namespace dt::cli {

// A result of entry `e` that is no count: a Bad entry or an engine's refusal (depth 0).
inline SuiteResult entry_result(const SuiteEntry& e, SuiteResult::Outcome outcome, std::string message) {
  SuiteResult r;
  r.entry = &e;
  r.outcome = outcome;
  r.message = std::move(message);
  return r;
}

// A count of entry `e` at `depth`, passed until it is found otherwise.
inline SuiteResult count_result(const SuiteEntry& e, int depth, std::uint64_t expected) {
  SuiteResult r;
  r.entry = &e;
  r.depth = depth;
  r.expected = expected;
  return r;
}

// What one entry gave: its results in order, and whether the run must stop after it.
struct EntryRun {
  bool left_out = false, stop = false;
  int skipped = 0;
  std::string engine_name;  // a UCI engine's `id name`, once its session greeted it
  std::vector<SuiteResult> results;
  std::optional<CliStop> engine_stop;  // Ctrl-C or SIGTERM while an engine counted
};

// The run over the entries.
class SuiteRun {
 public:
  SuiteRun(const SuiteSettings& s, const LoadedSuite& suite, PerftSettings perft, std::ostream& out);

  // With an engine this runs on --jobs threads at once: it reads only what is shared and
  // writes only its EntryRun (a UCI engine's Unusable error is thrown, in its turn).
  // `session` is its thread's: a UCI engine runs in one process per job.
  EntryRun entry(std::size_t i, EngineSession& session);
  // In the file's order, whatever --jobs: the same lines, tallies and stop; entry i's
  // results are whole here, so an entry expected not to pass whose counts all passed is
  // told here.
  bool take(std::size_t i, EntryRun& run);

  std::vector<SuiteResult> results;
  SuiteTally tally;
  std::optional<CliStop> engine_stop;
  std::string first_refusal;
  std::string engine_name;  // the first entry's in the file's order that has one, whatever --jobs
  // Deep Thought's counts: --max-nodes skips the counts the file claims to be larger and
  // bounds each count that runs: one that passes it has counted more than the file claims,
  // so it is cut off as a mismatch instead of running away. The watch keeps --timeout (for
  // the whole run), Ctrl-C and the progress line too. An engine's counts: --timeout bounds
  // each entry, and Ctrl-C ends the engine's run.
  CountWatch watch;

 private:
  void report(SuiteResult r);
  void add(EntryRun& run, SuiteResult r);
  bool beyond_limits(int depth, std::uint64_t expected) const {
    return depth > s_.max_depth || expected > s_.max_nodes;
  }
  void engine_counts(std::size_t i, EngineSession& session, EntryRun& run);
  void own_counts(std::size_t i, EntryRun& run);

  const SuiteSettings& s_;
  const LoadedSuite& suite_;
  PerftSettings perft_;
  std::ostream& out_;
  // One at a time, each result is reported as it comes (a line per count as it finishes);
  // with --jobs, an entry's results wait in its EntryRun for its turn.
  const bool streaming_;
  bool fail_stop_ = false;
  std::size_t taken_ = 0;  // the results of the entries taken before
  std::mutex drilling_;  // Deep Thought's own counts of a drill-down, one at a time across --jobs
};

}  // namespace dt::cli
