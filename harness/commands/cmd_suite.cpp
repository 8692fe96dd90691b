// suite: runs a perft suite file and compares every count exactly, counted by Deep Thought
// or, with --engine / --uci, by the engine under test (Deep Thought then only reads the
// positions and, with --drill-down, finds the first move where it and the engine diverge).
#include <algorithm>
#include <chrono>
#include <memory>
#include <mutex>
#include <ostream>
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
#include "suites/in_order.hpp"
#include "suites/suite_file.hpp"
#include "suites/suite_report.hpp"

namespace dt::cli {

namespace {

using Outcome = SuiteResult::Outcome;
constexpr std::uint64_t kDefaultTimeout = 600;  // an engine's run, when no --timeout bounds its entry
constexpr std::uint64_t kMaxJobs = 256;

// --filter TAG: the entry carries TAG or a tag below it (`hitchhiker` takes `hitchhiker.carry`).
bool wanted(const SuiteEntry& e, const std::vector<std::string>& filters) {
  if (filters.empty()) return true;
  return std::ranges::any_of(e.tags, [&](const std::string& tag) {
    return std::ranges::any_of(filters, [&](const std::string& f) {
      return tag == f || (tag.size() > f.size() && tag.starts_with(f) && tag[f.size()] == '.');
    });
  });
}

// The drill-down of a failing count: the lines `compare` would print, from the entry's
// position at the failing depth.
void drill_down(SuiteResult& r, const Game& game, const Engine& engine, EngineSession& session,
                const CountLimits& limits) {
  CountWatch watch(CountLimits{UINT64_MAX, false, limits.timeout_seconds, true});
  try {
    const Descent d =
        descend(game, {}, r.depth, engine, session, watch, limits.timeout_seconds != 0, double(kDefaultTimeout));
    if (d.engine_stop) throw *d.engine_stop;
    std::stringstream text;
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

}  // namespace

int cmd_suite(std::span<const std::string> argv, std::ostream& out) {
  static constexpr FlagSpec kFlags[] = {
      kOptionFlag,         kMaxNodesFlag,        {"max-depth", true},   kTimeoutFlag,       kQuietFlag,
      kEngineFlag,         kUciFlag,             kUciOptionFlag,        {"filter", true, true}, {"fail-fast", false},
      {"drill-down", false}, {"json", false},    {"junit", true},       {"jobs", true},     kThreadsFlag,
      kHashFlag};
  const Args args(argv, kFlags);
  args.expect_positionals(2, 2, "suite VARIANT FILE");
  const Variant& variant = variant_arg(args.positional()[0]);
  const std::string& file = args.positional()[1];
  const auto max_nodes = args.value("max-nodes") ? parse_count(*args.value("max-nodes"), "--max-nodes") : UINT64_MAX;
  const int max_depth = args.value("max-depth") ? parse_depth(*args.value("max-depth"), "--max-depth", 1) : 64;
  const OptionValues options = option_args(args);
  if (auto resolved = resolve_options(variant.options(), options); !resolved)
    throw CliError("--option: " + resolved.error().message());
  const std::vector<std::string> filters = args.values("filter");
  const bool fail_fast = args.has("fail-fast"), json = args.has("json");
  CountLimits limits = count_limits(args);
  const bool quiet = limits.quiet;
  const bool uses_engine = args.has("engine") || args.has("uci");
  std::optional<Engine> engine;
  if (uses_engine || args.has("uci-option"))
    engine.emplace(engine_arg(args, variant, double(limits.timeout_seconds ? limits.timeout_seconds : kDefaultTimeout)));
  if (args.has("drill-down") && !engine) throw CliError("--drill-down: expected --engine CMD or --uci CMD, the engine to descend with");
  // Engine processes at once; Deep Thought's own counts run one at a time (perft --threads
  // is where it counts in parallel).
  const int jobs = args.value("jobs") ? static_cast<int>(bounded(*args.value("jobs"), "--jobs", 1, kMaxJobs)) : 1;
  if (jobs > 1 && !engine) throw CliError("--jobs: expected --engine CMD or --uci CMD, the engine to run N of at once");
  // Deep Thought's own counts over threads and/or with one table for the whole file (a
  // count stored is true of its position under its entry's options, which key it). An
  // engine counts for itself: these would change nothing of its run.
  for (const char* flag : {"threads", "hash"})
    if (engine && args.has(flag))
      throw CliError(std::string("--") + flag + ": Deep Thought's own counts only; with --engine or --uci the engine counts");
  const auto table = hash_table(args);
  const auto junit = args.value("junit");
  std::optional<OutputFile> junit_file;
  if (junit) {
    refuse_overwriting_input("--junit", *junit, std::vector<std::string>{file});
    junit_file.emplace("--junit", *junit);  // a target that cannot be written fails before the counts
  }

  const auto entries = parse_suite(read_input_file(file, "a suite file"), file);
  // Every position is read, under its entry's options, before any count is run; a
  // malformed entry, or one whose position or options Deep Thought refuses, is reported
  // as a bad entry in its turn, and the others still run.
  std::vector<std::unique_ptr<Game>> games;
  std::vector<std::string> refusals;
  std::vector<OptionValues> engine_options;  // each entry's options off their defaults
  for (const auto& e : entries) {
    games.push_back(nullptr);
    refusals.emplace_back();
    engine_options.emplace_back();
    if (!e.error.empty()) {
      refusals.back() = e.error;
      continue;
    }
    auto counted = entry_options(variant, e, options);
    if (!counted) {
      refusals.back() = file + ":" + std::to_string(e.options_line) + ":" + std::to_string(e.options_column) +
                        ": " + counted.error().message();
      continue;
    }
    auto game = variant.load(e.position, *counted);
    if (!game) {
      refusals.back() = file + ":" + std::to_string(e.line) + ":" +
                        std::to_string(e.column + std::max(game.error().column, 1) - 1) + ": " + game.error().what;
      continue;
    }
    games.back() = std::move(*game);
    engine_options.back() = off_defaults(variant.options(), *counted);
  }

  // Deep Thought's counts: --max-nodes skips the counts the file claims to be larger and
  // bounds each count that runs: one that passes it has counted more than the file claims,
  // so it is cut off as a mismatch instead of running away. The watch keeps --timeout (for
  // the whole run), Ctrl-C and the progress line too. An engine's counts: --timeout bounds
  // each entry, and Ctrl-C ends the engine's run.
  limits.per_count = true;
  CountWatch watch(engine ? CountLimits{UINT64_MAX, true, 0, true} : limits);
  PerftSettings settings = perft_settings(args, table.get());
  settings.watch = &watch;
  std::vector<SuiteResult> results;
  SuiteTally tally;
  std::optional<CliStop> engine_stop;
  std::string first_refusal;
  std::mutex drilling;  // Deep Thought's own counts of a drill-down, one at a time across --jobs

  // One result in the file's order: tallied, printed, kept; with --fail-fast one that
  // does not pass stops the run.
  bool fail_stop = false;
  const auto report = [&](SuiteResult r) {
    if (r.outcome == Outcome::Bad && first_refusal.empty()) first_refusal = r.message;
    fail_stop = fail_stop || (r.outcome != Outcome::Pass && fail_fast);
    tally.add(r);
    if (!json) print_result(r, file, quiet, out);
    results.push_back(std::move(r));
  };
  // One at a time, each result is reported as it comes (a line per count as it finishes);
  // with --jobs, an entry's results wait in its EntryRun for its turn.
  const bool streaming = jobs == 1;

  // What one entry gave: its results in order, and whether the run must stop after it.
  struct EntryRun {
    bool left_out = false, stop = false;
    int skipped = 0;
    std::vector<SuiteResult> results;
    std::optional<CliStop> engine_stop;  // Ctrl-C or SIGTERM while an engine counted
  };
  // With an engine this runs on --jobs threads at once: it reads only what is shared
  // and writes only its EntryRun (a UCI engine's Unusable error is thrown, in its turn).
  // `session` is its thread's: a UCI engine runs in one process per job.
  const auto run_entry = [&](std::size_t i, EngineSession& session) {
    EntryRun run;
    const auto add = [&](SuiteResult r) {
      if (streaming) report(std::move(r));
      else run.results.push_back(std::move(r));
    };
    const SuiteEntry& entry = entries[i];
    if (!wanted(entry, filters)) {
      run.left_out = true;
      return run;
    }
    if (!games[i]) {
      add({&entry, 0, 0, Outcome::Bad, std::nullopt, refusals[i], {}, {}});
      return run;
    }
    if (engine && interrupted()) {  // no new engine once Ctrl-C is caught
      run.engine_stop = CliStop(interrupted_status(), "interrupted before " + one_line(entry.name));
      return run;
    }
    const auto entry_start = std::chrono::steady_clock::now();
    bool drilled = false;
    // The engine told this entry's options, or the one-line reason it cannot be.
    std::optional<Engine> entry_engine;
    if (engine) {
      try {
        entry_engine.emplace(engine->with_options(engine_options[i]));
      } catch (const EngineError& e) {
        add({&entry, 0, 0, Outcome::Error, std::nullopt, e.message, {}, {}});
        return run;
      }
    }
    for (const auto& [depth, expected] : entry.counts) {
      if (depth > max_depth || expected > max_nodes) {
        ++run.skipped;
        continue;
      }
      SuiteResult r{&entry, depth, expected, Outcome::Pass, std::nullopt, {}, {}, {}};
      if (engine) {
        const double used = std::chrono::duration<double>(std::chrono::steady_clock::now() - entry_start).count();
        const double left = limits.timeout_seconds ? double(limits.timeout_seconds) - used : double(kDefaultTimeout);
        try {
          r.got = entry_engine->divide(session, depth, games[i]->position(), {}, std::max(left, 0.0)).total;
          if (*r.got != expected) r.outcome = Outcome::Fail;
          if (r.outcome == Outcome::Fail && args.has("drill-down") && !drilled) {
            drilled = true;
            const std::lock_guard lock(drilling);
            drill_down(r, *games[i], *entry_engine, session, limits);
          }
        } catch (const EngineError& e) {
          if (e.kind == EngineError::Kind::Unusable) throw;
          if (e.kind == EngineError::Kind::Refused) {  // this entry's options: one line for the entry
            add({&entry, 0, 0, Outcome::Error, std::nullopt, e.message, {}, {}});
            break;
          }
          r.outcome = e.kind == EngineError::Kind::TimedOut ? Outcome::Timeout : Outcome::Error;
          r.message = e.message;
        } catch (const CliStop& stop) {
          run.engine_stop = stop;
          break;
        }
      } else {
        watch.start(one_line("suite " + entry.name + " depth " + std::to_string(depth)));
        const std::uint64_t got = games[i]->perft_with(depth, settings);
        if (watch.take_cut_off()) {
          r.outcome = Outcome::Fail;
          r.message = "counted more than " + std::to_string(max_nodes) + " (cut off by --max-nodes)";
        } else if (watch.stopped()) {
          run.stop = true;
          break;
        } else if (watch.complete) {
          watch.counted(got);
          r.got = got;
          if (got != expected) r.outcome = Outcome::Fail;
        } else {
          continue;  // cut off
        }
      }
      const bool passed = r.outcome == Outcome::Pass;
      add(std::move(r));
      if ((!passed && fail_fast) || (!engine && watch.stopped())) break;
    }
    return run;
  };
  // In the file's order, whatever --jobs: the same lines, tallies and stop.
  const auto take = [&](std::size_t, EntryRun& run) {
    tally.left_out += run.left_out;
    tally.skipped += run.skipped;
    for (SuiteResult& r : run.results) report(std::move(r));
    if (run.engine_stop) engine_stop = run.engine_stop;
    tally.stopped = run.stop || fail_stop || engine_stop.has_value() || (!engine && watch.stopped());
    return !tally.stopped;
  };
  std::optional<CatchInterrupt> catching;  // held across the jobs, so their engines' catchers nest in it
  if (jobs > 1) catching.emplace();
  in_order<EngineSession>(entries.size(), jobs, run_entry, take);
  watch.clear_progress();
  if (json) print_suite_json(results, tally, file, variant.name(), engine ? &engine->command() : nullptr, out);
  else print_summary(results, tally, file, out);
  if (junit_file) {
    junit_file->write(suite_junit(results, tally, file));
    junit_file->commit();
  }
  if (engine_stop) throw *engine_stop;
  watch.finish("after " + std::to_string(results.size()) + " counts");
  if (tally.bad)
    throw CliError(file + ": " + std::to_string(tally.bad) + (tally.bad == 1 ? " entry" : " entries") +
                   " could not be read, the first at " + first_refusal);
  return tally.all_passed() ? 0 : 1;
}

}  // namespace dt::cli
