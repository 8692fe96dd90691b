// speed: Deep Thought's perft beside other generators' on the same position, runs taken
// in turn (Deep Thought, engine 1, engine 2, ..., again) so that a drift of the machine's
// speed touches all alike; medians of the runs, and each rate as a ratio to ours.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <memory>
#include <ostream>
#include <string>
#include <vector>

#include "cli/cli_error.hpp"
#include "cli/common.hpp"
#include "cli/interrupt.hpp"
#include "commands.hpp"
#include "engines/engine_args.hpp"
#include "perft/count_watch.hpp"

namespace dt::cli {

namespace {

constexpr std::uint64_t kDefaultDepth = 4, kDefaultRuns = 5, kMaxRuns = 100, kTimeout = 600;

struct Contender {
  std::string name;
  const Engine* engine;  // null: Deep Thought itself
  std::uint64_t nodes = 0;
  std::vector<double> seconds;
};

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  const std::size_t n = v.size();
  return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

std::string fixed(double value, int decimals) {
  char buf[48];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, value);
  return buf;
}

// The table over the runs each generator finished (all of them unless stopped early).
// Whether every count agrees with Deep Thought's.
bool print_table(const std::vector<Contender>& contenders, std::ostream& out) {
  out << "| generator | nodes | seconds | nodes/s | x deepthought |\n|---|---:|---:|---:|---:|\n";
  const Contender& us = contenders.front();
  const double ours = us.seconds.empty() ? 0 : double(us.nodes) / std::max(median(us.seconds), 1e-9);
  bool all_agree = true;
  for (const auto& c : contenders) {
    if (c.seconds.empty()) {
      out << "| " << c.name << " | - | - | - | - |\n";
      continue;
    }
    const double secs = median(c.seconds);
    const double rate = double(c.nodes) / std::max(secs, 1e-9);
    const bool agrees = us.seconds.empty() || c.nodes == us.nodes;
    all_agree = all_agree && agrees;
    out << "| " << c.name << " | " << c.nodes << (agrees ? "" : " (differs)") << " | " << fixed(secs, 4) << " | "
        << fixed(rate, 0) << " | " << (ours > 0 ? fixed(rate / ours, 2) : "-") << " |\n";
  }
  return all_agree;
}

constexpr FlagSpec kSpeedFlags[] = {kFenFlag,           kOptionFlag,          kMovesFlag, {"depth", true},
                                     {"runs", true},     {"engine", true, true}, {"uci", true, true}};

// What `speed` was asked to time: the position (the root and the moves played from it),
// the depth, how many rounds, and the engines beside Deep Thought.
struct SpeedSettings {
  const Variant* variant = nullptr;
  int depth = int(kDefaultDepth);
  std::uint64_t runs = kDefaultRuns;
  std::string root_text;
  std::vector<std::string> moves;
  std::unique_ptr<Game> game;  // the root with the moves played
  std::vector<Engine> engines;
};

SpeedSettings speed_settings(const Args& args) {
  args.expect_positionals(1, 1, "speed VARIANT");
  SpeedSettings s;
  s.variant = &variant_arg(args.positional()[0]);
  if (args.has("depth")) s.depth = parse_depth(*args.value("depth"), "--depth", 1);
  if (args.has("runs")) s.runs = parse_count(*args.value("runs"), "--runs");
  if (s.runs < 1 || s.runs > kMaxRuns)
    throw CliError("--runs: expected 1 to " + std::to_string(kMaxRuns) + ", found " + std::to_string(s.runs));
  const auto root = load_position(*s.variant, args);
  s.root_text = root->position();
  if (args.has("moves")) s.moves = split_moves(*args.value("moves"), "--moves");
  s.game = root->clone();
  play_moves(*s.game, s.moves, "--moves");
  for (const auto& cmd : args.values("engine"))
    s.engines.emplace_back(Protocol::Perftree, cmd, double(kTimeout), "--engine");
  for (const auto& cmd : args.values("uci"))
    s.engines.emplace_back(Protocol::Uci, cmd, double(kTimeout), "--uci", uci_setup(*s.variant));
  return s;
}

void print_heading(const SpeedSettings& s, const std::string& runs_text, std::ostream& out) {
  out << "perft " << s.depth << " of " << s.variant->name() << " from " << s.game->position() << ", median of "
      << runs_text << " taken in turn (an engine's time is its whole process, start-up included)\n\n";
}

// The rounds, each contender once a round in turn. A run stopped by Ctrl-C or SIGTERM
// prints the table of the runs that finished and ends the command (CliStop).
void run_rounds(const SpeedSettings& s, std::vector<Contender>& contenders, CountWatch& watch, std::ostream& out) {
  PerftSettings settings;
  settings.watch = &watch;
  std::uint64_t rounds = 0;
  const auto stopped = [&](const std::string& reason) {
    print_heading(s, "the runs that finished (" + std::to_string(rounds) + " of " + std::to_string(s.runs) + " rounds whole)",
                  out);
    print_table(contenders, out);
    throw CliStop(interrupted_status(), reason);
  };
  for (; rounds < s.runs; ++rounds) {
    for (auto& c : contenders) {
      if (interrupted())
        stopped("interrupted after " + std::to_string(rounds) + " of " + std::to_string(s.runs) + " runs");
      if (c.engine) {
        EngineDivide d;
        try {
          d = c.engine->divide(s.depth, s.root_text, s.moves);
        } catch (const CliStop& stop) {
          stopped(stop.what());
        }
        c.nodes = d.total;
        c.seconds.push_back(d.seconds);
      } else {
        const auto t0 = std::chrono::steady_clock::now();
        const auto [nodes, complete] = s.game->perft_with(s.depth, settings);
        if (!complete) stopped("interrupted while deepthought counted depth " + std::to_string(s.depth));
        c.seconds.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
        c.nodes = nodes;
      }
    }
  }
}

}  // namespace

int cmd_speed(std::span<const std::string> argv, std::ostream& out) {
  const Args args(argv, kSpeedFlags);
  const SpeedSettings s = speed_settings(args);
  std::vector<Contender> contenders = {{"deepthought", nullptr, 0, {}}};
  for (const auto& e : s.engines) contenders.push_back({e.command(), &e, 0, {}});
  // Ctrl-C or SIGTERM ends the run under way (an engine's, in a process group of its own
  // that the terminal's Ctrl-C does not reach, or ours), then the table of the runs that
  // finished is printed and the command exits 130 (143 for SIGTERM).
  const CatchInterrupt catching;
  // Deep Thought's own runs stop at a caught Ctrl-C too, inside a task (the watch's thread
  // raises it), rather than finishing a run that may take minutes.
  CountWatch watch(CountLimits{.quiet = true});
  run_rounds(s, contenders, watch, out);
  print_heading(s, std::to_string(s.runs) + " runs", out);
  const bool all_agree = print_table(contenders, out);
  if (!all_agree) out << "\nthe counts differ: `deepthought compare` finds where\n";
  return all_agree ? 0 : 1;
}

}  // namespace dt::cli
