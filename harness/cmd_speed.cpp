// speed: Deep Thought's perft beside other generators' on the same position, runs taken
// in turn (Deep Thought, engine 1, engine 2, ..., again) so that a drift of the machine's
// speed touches all alike; medians of the runs, and each rate as a ratio to ours.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ostream>
#include <string>
#include <vector>

#include "cli_error.hpp"
#include "commands.hpp"
#include "common.hpp"
#include "engine.hpp"
#include "interrupt.hpp"

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

}  // namespace

int cmd_speed(std::span<const std::string> argv, std::ostream& out) {
  static constexpr FlagSpec kFlags[] = {kFenFlag,           kOptionFlag,          kMovesFlag, {"depth", true},
                                        {"runs", true},     {"engine", true, true}, {"uci", true, true}};
  const Args args(argv, kFlags);
  args.expect_positionals(1, 1, "speed VARIANT");
  const Variant& variant = variant_arg(args.positional()[0]);
  const int depth = args.has("depth") ? parse_depth(*args.value("depth"), "--depth", 1) : int(kDefaultDepth);
  const std::uint64_t runs = args.has("runs") ? parse_count(*args.value("runs"), "--runs") : kDefaultRuns;
  if (runs < 1 || runs > kMaxRuns)
    throw CliError("--runs: expected 1 to " + std::to_string(kMaxRuns) + ", found " + std::to_string(runs));
  const auto root = load_position(variant, args);
  const std::string root_text = root->position();
  const std::vector<std::string> moves = args.has("moves") ? split_moves(*args.value("moves"), "--moves") : std::vector<std::string>{};
  auto game = root->clone();
  play_moves(*game, moves, "--moves");

  std::vector<Engine> engines;
  for (const auto& cmd : args.values("engine")) engines.emplace_back(Protocol::Perftree, cmd, double(kTimeout), "--engine");
  for (const auto& cmd : args.values("uci")) engines.emplace_back(Protocol::Uci, cmd, double(kTimeout), "--uci");
  std::vector<Contender> contenders = {{"deepthought", nullptr, 0, {}}};
  for (const auto& e : engines) contenders.push_back({e.command(), &e, 0, {}});

  // Ctrl-C must also end an engine's run: engines run in process groups of their own,
  // which the terminal's Ctrl-C does not reach (Engine::divide then throws CliStop).
  // Deep Thought's own runs stay unwatched, as timed; a Ctrl-C during one ends the command
  // when the run does.
  const CatchInterrupt catching;
  for (std::uint64_t run = 0; run < runs; ++run) {
    for (auto& c : contenders) {
      if (interrupted()) throw CliStop(kInterruptedStatus, "interrupted after " + std::to_string(run) + " of " +
                                                               std::to_string(runs) + " runs");
      std::uint64_t nodes = 0;
      if (c.engine) {
        const EngineDivide d = c.engine->divide(depth, root_text, moves);
        nodes = d.total;
        c.seconds.push_back(d.seconds);
      } else {
        const auto t0 = std::chrono::steady_clock::now();
        nodes = game->perft(depth);
        c.seconds.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
      }
      c.nodes = nodes;
    }
  }

  out << "perft " << depth << " of " << variant.name() << " from " << game->position() << ", median of " << runs
      << " runs taken in turn (an engine's time is its whole process, start-up included)\n\n"
      << "| generator | nodes | seconds | nodes/s | x deepthought |\n|---|---:|---:|---:|---:|\n";
  const double ours = double(contenders.front().nodes) / std::max(median(contenders.front().seconds), 1e-9);
  bool all_agree = true;
  for (const auto& c : contenders) {
    const double secs = median(c.seconds);
    const double rate = double(c.nodes) / std::max(secs, 1e-9);
    const bool agrees = c.nodes == contenders.front().nodes;
    all_agree = all_agree && agrees;
    out << "| " << c.name << " | " << c.nodes << (agrees ? "" : " (differs)") << " | " << fixed(secs, 4) << " | "
        << fixed(rate, 0) << " | " << fixed(rate / ours, 2) << " |\n";
  }
  if (!all_agree) out << "\nthe counts differ: `deepthought compare` finds where\n";
  return all_agree ? 0 : 1;
}

}  // namespace dt::cli
