// suite: runs a perft suite file and compares every count exactly, counted by Deep Thought
// or, with --engine / --uci, by the engine under test (Deep Thought then only reads the
// positions and, with --drill-down, finds the first move where it and the engine diverge).
#include <algorithm>
#include <chrono>
#include <memory>
#include <mutex>
#include <ostream>
#include <span>
#include <sstream>

#include "cli/cli_error.hpp"
#include "cli/common.hpp"
#include "cli/input_file.hpp"
#include "cli/interrupt.hpp"
#include "cli/output_file.hpp"
#include "commands.hpp"
#include "engines/compare_descent.hpp"
#include "engines/engine_args.hpp"
#include "perft/count_watch.hpp"
#include "perft/hash_table.hpp"
#include "rulebook/expectation_file.hpp"
#include "suites/in_order.hpp"
#include "suites/suite_file.hpp"
#include "suites/suite_report.hpp"

namespace dt::cli {

namespace {

using Outcome = SuiteResult::Outcome;
constexpr std::uint64_t kDefaultTimeout = 600;  // an engine's run, when no --timeout bounds its entry
constexpr std::uint64_t kMaxJobs = 256;

constexpr FlagSpec kSuiteFlags[] = {
    kOptionFlag,         kMaxNodesFlag,        {"max-depth", true},   kTimeoutFlag,       kQuietFlag,
    kEngineFlag,         kUciFlag,             kUciOptionFlag,        {"filter", true, true}, {"fail-fast", false},
    {"drill-down", false}, {"json", false},    {"junit", true},       {"jobs", true},     kThreadsFlag,
    kHashFlag,           {"expect", true},     {"write-expect", true}, kHandshakeTimeoutFlag,
    {"engine-name", true}};

// --filter TAG: the entry carries TAG or a tag below it (`hitchhiker` takes `hitchhiker.carry`).
bool wanted(const SuiteEntry& e, const std::vector<std::string>& filters) {
  if (filters.empty()) return true;
  return std::ranges::any_of(filters, [&](const std::string& f) { return carries_tag(e, f); });
}

// Whether a count that did not pass is what its entry's expectation foresaw.
bool foreseen(const Expectation* e, Outcome o) {
  if (!e) return false;
  switch (e->status) {
    case Expectation::Status::Fail: return o == Outcome::Fail;
    case Expectation::Status::Unsupported: return o == Outcome::Error;
    case Expectation::Status::Timeout: return o == Outcome::Timeout;
  }
  return false;
}

// The drill-down of a failing count: the lines `compare` would print, from the entry's
// position at the failing depth.
void drill_down(SuiteResult& r, const Game& game, const Engine& engine, EngineSession& session,
                const CountLimits& limits, std::string_view variant) {
  CountWatch watch(CountLimits{UINT64_MAX, false, limits.timeout_seconds, true});
  try {
    const Descent d =
        descend(game, {}, r.depth, engine, session, watch, limits.timeout_seconds != 0, double(kDefaultTimeout));
    if (d.engine_stop) throw *d.engine_stop;
    std::stringstream text;
    if (d.end != Descent::End::Stopped) r.descent = descent_json(d, variant, r.depth);
    if (d.end == Descent::End::Differ) {
      print_difference(d, "", text);
      r.path = d.path;
    } else if (d.end == Descent::End::Agree) {
      text << "deepthought counts " << d.trail.back().ours << " too: the file's count differs from both\n";
    } else {
      text << "drill-down stopped before it ended (--timeout or Ctrl-C)\n";
    }
    for (std::string line; std::getline(text, line);) r.drill.push_back(line);
  } catch (const CliError& e) {  // the engine failed on the way down, or contradicted itself
    r.drill.push_back("drill-down: " + e.message);
  }
}

// The options an entry is counted under: its own (checked against the variant's), with
// each --option in their place or added to them.
Result<OptionValues> entry_options(const Variant& variant, const SuiteEntry& entry, const OptionValues& given) {
  if (auto own = resolve_options(variant.options(), entry.options); !own) return fail(own.error().message());
  OptionValues out = entry.options;
  for (const auto& [name, value] : given) {
    const auto at = std::ranges::find(out, name, &OptionValues::value_type::first);
    if (at == out.end()) out.emplace_back(name, value);
    else at->second = value;
  }
  return out;
}

// What `suite` was asked to do: its arguments, each checked as it is read.
struct SuiteSettings {
  const Variant* variant = nullptr;
  std::string file;
  std::uint64_t max_nodes = UINT64_MAX;
  int max_depth = 64;
  OptionValues options;  // --option, on every entry
  std::vector<std::string> filters;
  bool fail_fast = false, json = false, drill_down = false;
  CountLimits limits;
  std::optional<Engine> engine;  // --engine or --uci; none when Deep Thought counts
  int jobs = 1;
  std::unique_ptr<PerftTable> table;
  std::optional<std::string> junit;
  std::string expect_file, write_expect;  // --expect, --write-expect; empty when not given
  std::string engine_name;                // --engine-name; empty when not given
  std::vector<Expectation> expectations;
};

// --expect's option expectations name the variant's options and values.
void check_option_expectations(const SuiteSettings& s) {
  for (const Expectation& e : s.expectations) {
    if (e.kind != Expectation::Kind::Option) continue;
    const auto kv = parse_option_assignment(e.what);
    if (!kv) throw CliError(e.where + ": option: expected NAME=VALUE, found '" + one_line(e.what) + "'");
    if (auto known = resolve_options(s.variant->options(), {*kv}); !known)
      throw CliError(e.where + ": option: " + known.error().message());
  }
}

SuiteSettings suite_settings(const Args& args) {
  args.expect_positionals(2, 2, "suite VARIANT FILE");
  SuiteSettings s;
  s.variant = &variant_arg(args.positional()[0]);
  s.file = args.positional()[1];
  if (args.value("max-nodes")) s.max_nodes = parse_count(*args.value("max-nodes"), "--max-nodes");
  if (args.value("max-depth")) s.max_depth = parse_depth(*args.value("max-depth"), "--max-depth", 1);
  s.options = option_args(args);
  if (auto resolved = resolve_options(s.variant->options(), s.options); !resolved)
    throw CliError("--option: " + resolved.error().message());
  s.filters = args.values("filter");
  s.fail_fast = args.has("fail-fast");
  s.json = args.has("json");
  s.limits = count_limits(args);
  const bool uses_engine = args.has("engine") || args.has("uci");
  if (uses_engine || args.has("uci-option") || args.has("handshake-timeout"))
    s.engine.emplace(
        engine_arg(args, *s.variant, double(s.limits.timeout_seconds ? s.limits.timeout_seconds : kDefaultTimeout)));
  s.drill_down = args.has("drill-down");
  // A perftree command cannot say what it is, and its command names the variant too; the
  // reports (and `report`'s matrix, by this name) need one name across a run's suites.
  if (const auto name = args.value("engine-name")) {
    if (!s.engine) throw CliError("--engine-name: expected --engine CMD or --uci CMD, the engine to name");
    if (name->empty() || one_line(*name) != *name)
      throw CliError("--engine-name: expected a name on one line, found '" + one_line(*name) + "'");
    s.engine_name = *name;
  }
  if (s.drill_down && !s.engine) throw CliError("--drill-down: expected --engine CMD or --uci CMD, the engine to descend with");
  // Engine processes at once; Deep Thought's own counts run one at a time (perft --threads
  // is where it counts in parallel).
  if (args.value("jobs")) s.jobs = static_cast<int>(bounded(*args.value("jobs"), "--jobs", 1, kMaxJobs));
  if (s.jobs > 1 && !s.engine) throw CliError("--jobs: expected --engine CMD or --uci CMD, the engine to run N of at once");
  // Deep Thought's own counts over threads and/or with one table for the whole file (a
  // count stored is true of its position under its entry's options, which key it). An
  // engine counts for itself: these would change nothing of its run.
  for (const char* flag : {"threads", "hash"})
    if (s.engine && args.has(flag))
      throw CliError(std::string("--") + flag + ": Deep Thought's own counts only; with --engine or --uci the engine counts");
  s.table = hash_table(args);
  s.junit = args.value("junit");
  if (args.value("expect")) {
    s.expect_file = *args.value("expect");
    s.expectations = read_expectations(s.expect_file);
    check_option_expectations(s);
  }
  if (args.value("write-expect")) s.write_expect = *args.value("write-expect");
  return s;
}

// The file's entries, every position read under its entry's options before any count is
// run; a malformed entry, or one whose position or options Deep Thought refuses, has its
// refusal here instead of a game, reported as a bad entry in its turn while the others run.
struct LoadedSuite {
  std::vector<SuiteEntry> entries;
  std::vector<std::unique_ptr<Game>> games;  // null where refused
  std::vector<std::string> refusals;
  std::vector<OptionValues> engine_options;  // each entry's options off their defaults
  std::vector<const Expectation*> expectations;  // --expect's first match of each entry, or null
  std::vector<const Expectation*> unused;        // --expect's expectations that match no entry
};

LoadedSuite load_suite(const SuiteSettings& s) {
  LoadedSuite suite{parse_suite(read_input_file(s.file, "a suite file"), s.file), {}, {}, {}, {}, {}};
  const Variant& variant = *s.variant;
  std::vector<bool> matched(s.expectations.size());
  for (const auto& e : suite.entries) {
    suite.games.push_back(nullptr);
    suite.refusals.emplace_back();
    suite.engine_options.emplace_back();
    suite.expectations.push_back(nullptr);
    Result<OptionValues> counted = fail("malformed");
    if (e.error.empty()) counted = entry_options(variant, e, s.options);
    OptionValues all;  // every option the entry is counted under, defaults included
    if (counted)
      if (auto resolved = resolve_options(variant.options(), *counted)) all = *resolved;
    // Every expectation that matches the entry is used; the first one decides.
    for (std::size_t x = 0; x < s.expectations.size(); ++x) matched[x] = matched[x] || matches(s.expectations[x], e, all);
    suite.expectations.back() = expectation_for(s.expectations, e, all);
    if (!e.error.empty()) {
      suite.refusals.back() = e.error;
      continue;
    }
    if (!counted) {
      suite.refusals.back() = s.file + ":" + std::to_string(e.options_line) + ":" + std::to_string(e.options_column) +
                              ": " + counted.error().message();
      continue;
    }
    auto game = variant.load(e.position, *counted);
    if (!game) {
      suite.refusals.back() = s.file + ":" + std::to_string(e.line) + ":" +
                              std::to_string(e.column + std::max(game.error().column, 1) - 1) + ": " + game.error().what;
      continue;
    }
    suite.games.back() = std::move(*game);
    suite.engine_options.back() = off_defaults(variant.options(), *counted);
  }
  for (std::size_t x = 0; x < s.expectations.size(); ++x)
    if (!matched[x]) suite.unused.push_back(&s.expectations[x]);
  return suite;
}

// The files the run writes, each created before the counts and written whole after them.
struct SuiteOutputs {
  std::optional<OutputFile> junit, expect;
};

// What one entry gave: its results in order, and whether the run must stop after it.
struct EntryRun {
  bool left_out = false, stop = false;
  int skipped = 0;
  std::string engine_name;  // a UCI engine's `id name`, once its session greeted it
  std::vector<SuiteResult> results;
  std::optional<CliStop> engine_stop;  // Ctrl-C or SIGTERM while an engine counted
};

// The run over the entries: each entry's counts, by Deep Thought or by the engine, and
// the results taken in the file's order, whatever --jobs.
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

CountLimits own_count_limits(CountLimits limits) {
  limits.per_count = true;
  return limits;
}

SuiteRun::SuiteRun(const SuiteSettings& s, const LoadedSuite& suite, PerftSettings perft, std::ostream& out)
    : watch(s.engine ? CountLimits{UINT64_MAX, true, 0, true} : own_count_limits(s.limits)),
      s_(s),
      suite_(suite),
      perft_(perft),
      out_(out),
      streaming_(s.jobs == 1) {
  perft_.watch = &watch;
}

// One result in the file's order: tallied, printed, kept; with --fail-fast one that does
// not pass stops the run, unless --expect foresaw it.
void SuiteRun::report(SuiteResult r) {
  if (r.outcome == Outcome::Bad && first_refusal.empty()) first_refusal = r.message;
  r.expectation = suite_.expectations[static_cast<std::size_t>(r.entry - suite_.entries.data())];
  r.unexpected = r.outcome != Outcome::Pass && !foreseen(r.expectation, r.outcome);
  fail_stop_ = fail_stop_ || (r.unexpected && s_.fail_fast);
  tally.add(r);
  if (!s_.json) print_result(r, s_.file, s_.limits.quiet, out_);
  results.push_back(std::move(r));
}

void SuiteRun::add(EntryRun& run, SuiteResult r) {
  if (streaming_) report(std::move(r));
  else run.results.push_back(std::move(r));
}

EntryRun SuiteRun::entry(std::size_t i, EngineSession& session) {
  EntryRun run;
  const SuiteEntry& entry = suite_.entries[i];
  if (!wanted(entry, s_.filters)) {
    run.left_out = true;
    return run;
  }
  if (!suite_.games[i]) {
    add(run, {&entry, 0, 0, Outcome::Bad, std::nullopt, suite_.refusals[i], {}, {}});
    return run;
  }
  if (s_.engine && interrupted()) {  // no new engine once Ctrl-C is caught
    run.engine_stop = CliStop(interrupted_status(), "interrupted before " + one_line(entry.name));
    return run;
  }
  if (s_.engine) engine_counts(i, session, run);
  else own_counts(i, run);
  return run;
}

// The engine's counts of entry i, each compared with the file's; --timeout bounds the entry.
void SuiteRun::engine_counts(std::size_t i, EngineSession& session, EntryRun& run) {
  const SuiteEntry& entry = suite_.entries[i];
  const Game& game = *suite_.games[i];
  const auto entry_start = std::chrono::steady_clock::now();
  // A UCI engine's handshakes are timed by their own limit, not by the entry's --timeout.
  const double handshakes_before = session.uci.handshake_seconds();
  bool drilled = false;
  // The engine told this entry's options, or the one-line reason it cannot be.
  std::optional<Engine> entry_engine;
  try {
    entry_engine.emplace(s_.engine->with_options(suite_.engine_options[i]));
  } catch (const EngineError& e) {
    add(run, {&entry, 0, 0, Outcome::Error, std::nullopt, e.message, {}, {}});
    return;
  }
  const auto timeout = s_.limits.timeout_seconds;
  for (const auto& [depth, expected] : entry.counts) {
    if (beyond_limits(depth, expected)) {
      ++run.skipped;
      continue;
    }
    SuiteResult r{&entry, depth, expected, Outcome::Pass, std::nullopt, {}, {}, {}};
    const double used = std::chrono::duration<double>(std::chrono::steady_clock::now() - entry_start).count() -
                        (session.uci.handshake_seconds() - handshakes_before);
    const double left = timeout ? double(timeout) - used : double(kDefaultTimeout);
    const auto count_start = std::chrono::steady_clock::now();
    try {
      r.got = entry_engine->divide(session, depth, game.position(), {}, std::max(left, 0.0)).total;
      if (run.engine_name.empty()) run.engine_name = session.uci.engine_name();
      r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - count_start).count();
      if (*r.got != expected) r.outcome = Outcome::Fail;
      if (r.outcome == Outcome::Fail && s_.drill_down && !drilled) {
        drilled = true;
        const std::lock_guard lock(drilling_);
        drill_down(r, game, *entry_engine, session, s_.limits, s_.variant->name());
      }
    } catch (const EngineError& e) {
      if (e.kind == EngineError::Kind::Unusable) throw;
      if (e.kind == EngineError::Kind::Refused) {  // this entry's options: one line for the entry
        add(run, {&entry, 0, 0, Outcome::Error, std::nullopt, e.message, {}, {}});
        return;
      }
      r.outcome = e.kind == EngineError::Kind::TimedOut ? Outcome::Timeout : Outcome::Error;
      r.message = e.message;
      r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - count_start).count();
    } catch (const CliStop& stop) {
      run.engine_stop = stop;
      return;
    }
    const bool goes_on = r.outcome == Outcome::Pass || foreseen(suite_.expectations[i], r.outcome);
    add(run, std::move(r));
    if (!goes_on && s_.fail_fast) return;
  }
}

// Deep Thought's own counts of entry i, under the watch.
void SuiteRun::own_counts(std::size_t i, EntryRun& run) {
  const SuiteEntry& entry = suite_.entries[i];
  for (const auto& [depth, expected] : entry.counts) {
    if (beyond_limits(depth, expected)) {
      ++run.skipped;
      continue;
    }
    SuiteResult r{&entry, depth, expected, Outcome::Pass, std::nullopt, {}, {}, {}};
    watch.start(one_line("suite " + entry.name + " depth " + std::to_string(depth)));
    const auto count_start = std::chrono::steady_clock::now();
    const auto [got, complete] = suite_.games[i]->perft_with(depth, perft_);
    r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - count_start).count();
    if (watch.take_cut_off()) {
      r.outcome = Outcome::Fail;
      r.message = "counted more than " + std::to_string(s_.max_nodes) + " (cut off by --max-nodes)";
    } else if (watch.stopped()) {
      run.stop = true;
      return;
    } else if (complete) {
      watch.counted(got);
      r.got = got;
      if (got != expected) r.outcome = Outcome::Fail;
    } else {
      continue;  // cut off
    }
    const bool goes_on = r.outcome == Outcome::Pass || foreseen(suite_.expectations[i], r.outcome);
    add(run, std::move(r));
    if ((!goes_on && s_.fail_fast) || watch.stopped()) return;
  }
}

bool SuiteRun::take(std::size_t i, EntryRun& run) {
  tally.left_out += run.left_out;
  if (engine_name.empty()) engine_name = run.engine_name;
  tally.skipped += run.skipped;
  for (SuiteResult& r : run.results) report(std::move(r));
  const auto mine = std::span(results).subspan(taken_);
  taken_ = results.size();
  if (suite_.expectations[i] && !mine.empty() &&
      std::ranges::all_of(mine, [](const SuiteResult& r) { return r.outcome == Outcome::Pass; })) {
    for (SuiteResult& r : mine) r.unexpected = true;
    ++tally.unexpected_passes;
    if (!s_.json) print_unexpected_pass(mine.back(), s_.file, out_);
  }
  if (run.engine_stop) engine_stop = run.engine_stop;
  tally.stopped = run.stop || fail_stop_ || engine_stop.has_value() || (!s_.engine && watch.stopped());
  return !tally.stopped;
}

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
  SuiteContext c{s.file, s.variant->name(), s.engine ? &s.engine->command() : nullptr, &suite.entries, seconds,
                 s.expect_file, suite.unused};
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
