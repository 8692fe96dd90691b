// suite: runs a perft suite file and compares every count exactly, counted by Deep Thought
// or, with --engine / --uci, by the engine under test (Deep Thought then only reads the
// positions and, with --drill-down, finds the first move where it and the engine diverge).
// What was asked and the entries read: suite_settings.*; the run: suite_run.*.
#include <algorithm>
#include <chrono>
#include <optional>
#include <ostream>
#include <span>

#include "cli/cli_error.hpp"
#include "cli/common.hpp"
#include "cli/interrupt.hpp"
#include "cli/output_file.hpp"
#include "commands.hpp"
#include "engines/engine_args.hpp"
#include "suite_run.hpp"
#include "suite_settings.hpp"
#include "suites/in_order.hpp"
#include "suites/suite_report.hpp"

namespace dt::cli {

namespace {

using Outcome = SuiteResult::Outcome;

constexpr FlagSpec kSuiteFlags[] = {
    kOptionFlag,         kMaxNodesFlag,        {"max-depth", true},   kTimeoutFlag,       kQuietFlag,
    kEngineFlag,         kUciFlag,             kUciOptionFlag,        {"filter", true, true}, {"fail-fast", false},
    {"drill-down", false}, {"json", false},    {"junit", true},       {"jobs", true},     kThreadsFlag,
    kHashFlag,           {"expect", true},     {"write-expect", true}, kHandshakeTimeoutFlag,
    {"engine-name", true}};

// The files the run writes, each created before the counts and written whole after them.
struct SuiteOutputs {
  std::optional<OutputFile> junit, expect;
};

// --write-expect: what this run found, as an expectation file. An entry that did not pass
// (bad entries aside) is expected to end as its first such count did: by the
// expectation that foresaw it, written as it was (once, where it first applies), or by
// one of its own naming it, its reason that count's line.
std::string written_expectations(const SuiteSettings& s, const std::vector<SuiteResult>& results) {
  std::vector<Expectation> out;
  std::vector<const Expectation*> kept;
  const SuiteEntry* last = nullptr;
  for (const SuiteResult& r : results) {
    if (r.entry == last || r.outcome == Outcome::Pass || r.outcome == Outcome::Bad) continue;
    last = r.entry;
    if (r.expected_failure()) {
      if (std::ranges::find(kept, r.expectation) == kept.end()) {
        kept.push_back(r.expectation);
        out.push_back(*r.expectation);
      }
      continue;
    }
    const auto status = r.outcome == Outcome::Fail    ? Expectation::Status::Fail
                        : r.outcome == Outcome::Error ? Expectation::Status::Unsupported
                                                      : Expectation::Status::Timeout;
    const std::string reason = (r.depth ? "depth " + std::to_string(r.depth) + ": " : "") + result_detail(r);
    out.push_back({Expectation::Kind::Entry, r.entry->name, status, reason, ""});
  }
  return expectations_yaml(out, s.file);
}

// The summary (text or JSON), the JUnit file and the expectations written; the exit
// status, or the stop or the bad entries as an error.
int report_suite(const SuiteSettings& s, const LoadedSuite& suite, SuiteRun& run, SuiteOutputs& outputs,
                 double seconds, std::ostream& out) {
  run.watch.clear_progress();
  SuiteContext c;
  c.file = s.file;
  c.variant = s.variant->name();
  c.engine = s.engine ? &s.engine->command() : nullptr;
  c.entries = &suite.entries;
  c.seconds = seconds;
  c.expect_file = s.expect_file;
  c.unused = suite.unused;
  if (s.engine) c.engine_protocol = s.engine->protocol() == Protocol::Uci ? "uci" : "perftree";
  c.engine_name = s.engine_name.empty() ? run.engine_name : s.engine_name;
  if (s.json) print_suite_json(run.results, run.tally, c, out);
  else print_summary(run.results, run.tally, c, out);
  if (outputs.junit) {
    outputs.junit->write(suite_junit(run.results, run.tally, c));
    outputs.junit->commit();
  }
  if (outputs.expect) {
    outputs.expect->write(written_expectations(s, run.results));
    outputs.expect->commit();
  }
  if (run.engine_stop) throw *run.engine_stop;
  run.watch.finish("after " + std::to_string(run.results.size()) + " counts");
  if (run.tally.bad)
    throw CliError(s.file + ": " + std::to_string(run.tally.bad) + (run.tally.bad == 1 ? " entry" : " entries") +
                   " could not be read, the first at " + run.first_refusal);
  return c.as_expected(run.tally) ? 0 : 1;
}

}  // namespace

int cmd_suite(std::span<const std::string> argv, std::ostream& out) {
  const Args args(argv, kSuiteFlags);
  const auto start = std::chrono::steady_clock::now();
  const SuiteSettings s = suite_settings(args);
  SuiteOutputs outputs;
  std::vector<std::string> inputs{s.file};
  if (!s.expect_file.empty()) inputs.push_back(s.expect_file);
  // A target that cannot be written fails before the counts.
  if (s.junit) {
    refuse_overwriting_input("--junit", *s.junit, inputs);
    outputs.junit.emplace("--junit", *s.junit);
  }
  if (!s.write_expect.empty()) {
    refuse_overwriting_input("--write-expect", s.write_expect, inputs);
    outputs.expect.emplace("--write-expect", s.write_expect);
  }
  const LoadedSuite suite = load_suite(s);
  // --threads is read after the file, so that a file that cannot be read is the error shown first.
  SuiteRun run(s, suite, perft_settings(args, s.table.get()), out);
  std::optional<CatchInterrupt> catching;  // held across the jobs, so their engines' catchers nest in it
  if (s.jobs > 1) catching.emplace();
  in_order<EngineSession>(
      suite.entries.size(), s.jobs, [&](std::size_t i, EngineSession& session) { return run.entry(i, session); },
      [&](std::size_t i, EntryRun& entry_run) { return run.take(i, entry_run); });
  return report_suite(s, suite, run, outputs,
                      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(), out);
}

}  // namespace dt::cli
