// The run of suite's entries (suite_run.hpp).
#include "suite_run.hpp"

#include <algorithm>
#include <chrono>
#include <span>
#include <sstream>

#include "cli/interrupt.hpp"
#include "engines/compare_descent.hpp"

namespace dt::cli {

namespace {

using Outcome = SuiteResult::Outcome;

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
        descend(game, {}, r.depth, engine, session, watch, limits.timeout_seconds != 0, double(kEngineTimeout));
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

}  // namespace

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
    add(run, entry_result(entry, Outcome::Bad, suite_.refusals[i]));
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
    add(run, entry_result(entry, Outcome::Error, e.message));
    return;
  }
  const auto timeout = s_.limits.timeout_seconds;
  for (const auto& [depth, expected] : entry.counts) {
    if (beyond_limits(depth, expected)) {
      ++run.skipped;
      continue;
    }
    SuiteResult r = count_result(entry, depth, expected);
    const double used = std::chrono::duration<double>(std::chrono::steady_clock::now() - entry_start).count() -
                        (session.uci.handshake_seconds() - handshakes_before);
    const double left = timeout ? double(timeout) - used : double(kEngineTimeout);
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
        add(run, entry_result(entry, Outcome::Error, e.message));
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
    SuiteResult r = count_result(entry, depth, expected);
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

}  // namespace dt::cli
