// suite: runs a perft suite file and compares every count exactly, counted by Deep Thought
// or, with --engine / --uci, by the engine under test (Deep Thought then only reads the
// positions and, with --drill-down, finds the first move where it and the engine diverge).
#include <algorithm>
#include <chrono>
#include <memory>
#include <ostream>
#include <sstream>

#include "cli_error.hpp"
#include "commands.hpp"
#include "common.hpp"
#include "compare_descent.hpp"
#include "count_watch.hpp"
#include "engine_args.hpp"
#include "input_file.hpp"
#include "output_file.hpp"
#include "suite_file.hpp"
#include "suite_report.hpp"

namespace dt::cli {

namespace {

using Outcome = SuiteResult::Outcome;
constexpr std::uint64_t kDefaultTimeout = 600;  // an engine's run, when no --timeout bounds its entry

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
void drill_down(SuiteResult& r, const Game& game, const Engine& engine, const CountLimits& limits) {
  CountWatch watch(CountLimits{UINT64_MAX, false, limits.timeout_seconds, true});
  try {
    const Descent d = descend(game, {}, r.depth, engine, watch, limits.timeout_seconds != 0, double(kDefaultTimeout));
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

}  // namespace

int cmd_suite(std::span<const std::string> argv, std::ostream& out) {
  static constexpr FlagSpec kFlags[] = {
      kOptionFlag,         kMaxNodesFlag,        {"max-depth", true},   kTimeoutFlag,       kQuietFlag,
      kEngineFlag,         kUciFlag,             kUciOptionFlag,        {"filter", true, true}, {"fail-fast", false},
      {"drill-down", false}, {"json", false},    {"junit", true}};
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
  const auto junit = args.value("junit");
  std::optional<OutputFile> junit_file;
  if (junit) {
    refuse_overwriting_input("--junit", *junit, std::vector<std::string>{file});
    junit_file.emplace("--junit", *junit);  // a target that cannot be written fails before the counts
  }

  const auto entries = parse_suite(read_input_file(file, "a suite file"), file);
  // Every position is read before any count is run; a malformed entry, or one whose
  // position Deep Thought refuses, is reported as a bad entry in its turn, and the
  // others still run.
  std::vector<std::unique_ptr<Game>> games;
  std::vector<std::string> refusals;
  for (const auto& e : entries) {
    if (!e.error.empty()) {
      games.push_back(nullptr);
      refusals.push_back(e.error);
      continue;
    }
    auto game = variant.load(e.position, options);
    games.push_back(game ? std::move(*game) : nullptr);
    refusals.push_back(game ? "" : file + ":" + std::to_string(e.line) + ":" +
                                       std::to_string(e.column + std::max(game.error().column, 1) - 1) + ": " +
                                       game.error().what);
  }

  // Deep Thought's counts: --max-nodes skips the counts the file claims to be larger and
  // bounds each count that runs: one that passes it has counted more than the file claims,
  // so it is cut off as a mismatch instead of running away. The watch keeps --timeout (for
  // the whole run), Ctrl-C and the progress line too. An engine's counts: --timeout bounds
  // each entry, and Ctrl-C ends the engine's run.
  limits.per_count = true;
  CountWatch watch(engine ? CountLimits{UINT64_MAX, true, 0, true} : limits);
  PerftSettings settings;
  settings.watch = &watch;
  std::vector<SuiteResult> results;
  SuiteTally tally;
  std::optional<CliStop> engine_stop;
  std::string first_refusal;
  const auto report = [&](SuiteResult r) {
    tally.add(r);
    if (!json) print_result(r, file, quiet, out);
    results.push_back(std::move(r));
  };
  for (std::size_t i = 0; i < entries.size() && !tally.stopped; ++i) {
    const SuiteEntry& entry = entries[i];
    if (!wanted(entry, filters)) {
      ++tally.left_out;
      continue;
    }
    if (!games[i]) {
      if (first_refusal.empty()) first_refusal = refusals[i];
      report({&entry, 0, 0, Outcome::Bad, std::nullopt, refusals[i], {}, {}});
      tally.stopped = fail_fast;
      continue;
    }
    const auto entry_start = std::chrono::steady_clock::now();
    bool drilled = false;
    for (const auto& [depth, expected] : entry.counts) {
      if (depth > max_depth || expected > max_nodes) {
        ++tally.skipped;
        continue;
      }
      SuiteResult r{&entry, depth, expected, Outcome::Pass, std::nullopt, {}, {}, {}};
      if (engine) {
        const double used = std::chrono::duration<double>(std::chrono::steady_clock::now() - entry_start).count();
        const double left = limits.timeout_seconds ? double(limits.timeout_seconds) - used : double(kDefaultTimeout);
        try {
          r.got = engine->divide(depth, games[i]->position(), {}, std::max(left, 0.0)).total;
          if (*r.got != expected) r.outcome = Outcome::Fail;
          if (r.outcome == Outcome::Fail && args.has("drill-down") && !drilled) {
            drilled = true;
            drill_down(r, *games[i], *engine, limits);
          }
        } catch (const EngineError& e) {
          if (e.kind == EngineError::Kind::Unusable) throw;
          r.outcome = e.kind == EngineError::Kind::TimedOut ? Outcome::Timeout : Outcome::Error;
          r.message = e.message;
        } catch (const CliStop& stop) {
          engine_stop = stop;
          tally.stopped = true;
          break;
        }
      } else {
        watch.start(one_line("suite " + entry.name + " depth " + std::to_string(depth)));
        const std::uint64_t got = games[i]->perft_with(depth, settings);
        if (watch.take_cut_off()) {
          r.outcome = Outcome::Fail;
          r.message = "counted more than " + std::to_string(max_nodes) + " (cut off by --max-nodes)";
        } else if (watch.stopped()) {
          tally.stopped = true;
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
      report(std::move(r));
      if ((!passed && fail_fast) || watch.stopped()) {
        tally.stopped = true;
        break;
      }
    }
  }
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
