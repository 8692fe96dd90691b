// compare: Deep Thought's divide against another generator's, descending into the first
// root move whose counts differ until the exact position and the moves one side has and
// the other lacks. Exit 0 when they agree, 1 when they differ, 2 on a usage or engine error.
#include <algorithm>
#include <map>
#include <ostream>
#include <string>
#include <vector>

#include "cli_error.hpp"
#include "commands.hpp"
#include "common.hpp"
#include "count_watch.hpp"
#include "engine.hpp"

namespace dt::cli {

namespace {

constexpr FlagSpec kEngineFlag{"engine", true};
constexpr FlagSpec kUciFlag{"uci", true};
constexpr std::uint64_t kDefaultTimeout = 600;  // an engine's run, when no --timeout bounds the whole

using Counts = std::map<std::string, std::uint64_t>;

struct Step {
  std::string move;  // the move that led here; empty at the root
  int depth;
  std::uint64_t ours, theirs;
};

// Deep Thought's divide: two root moves written alike would be a notation that cannot be
// read back, so it is refused rather than added up into one count.
Counts counts_of(const std::vector<std::pair<std::string, std::uint64_t>>& lines) {
  Counts out;
  for (const auto& [move, nodes] : lines)
    if (!out.emplace(move, nodes).second) throw CliError("deepthought wrote two root moves as '" + move + "'");
  return out;
}

// The engine's divide: Engine::divide has refused one that lists a move twice.
Counts counts_of(const EngineDivide& d) {
  Counts out;
  for (const auto& line : d.moves) out.emplace(line.move, line.nodes);
  return out;
}

std::uint64_t total(const Counts& c) {
  std::uint64_t sum = 0;
  for (const auto& [move, nodes] : c) sum += nodes;
  return sum;
}

std::string only_in(const Counts& a, const Counts& b) {
  std::string out;
  for (const auto& [move, nodes] : a)
    if (!b.contains(move)) {
      if (!out.empty()) out += ' ';
      out += one_line(move);
    }
  return out.empty() ? "(none)" : out;
}

void print_trail(const std::vector<Step>& trail, std::ostream& out) {
  out << "counts on the way (deepthought, engine):\n";
  for (const auto& s : trail)
    out << "  " << (s.move.empty() ? "(root)" : s.move) << " depth " << s.depth << ": " << s.ours << ", " << s.theirs
        << '\n';
}

std::string path_text(const std::vector<std::string>& path) {
  std::string out;
  for (const auto& m : path) out += (out.empty() ? "" : " ") + m;
  return out.empty() ? "(the root position)" : out;
}

Engine engine_arg(const Args& args, std::uint64_t timeout) {
  if (args.has("engine") == args.has("uci")) throw CliError("expected exactly one of --engine CMD and --uci CMD");
  if (args.has("engine")) return Engine(Protocol::Perftree, *args.value("engine"), double(timeout), "--engine");
  return Engine(Protocol::Uci, *args.value("uci"), double(timeout), "--uci");
}

}  // namespace

int cmd_compare(std::span<const std::string> argv, std::ostream& out) {
  static constexpr FlagSpec kFlags[] = {kFenFlag,     kOptionFlag,   kMovesFlag,  kEngineFlag,
                                        kUciFlag,     kTimeoutFlag,  kMaxNodesFlag, kQuietFlag};
  const Args args(argv, kFlags);
  args.expect_positionals(2, 2, "compare VARIANT DEPTH");
  const Variant& variant = variant_arg(args.positional()[0]);
  int depth = parse_depth(args.positional()[1], "DEPTH", 1);
  // --timeout bounds the whole comparison: Deep Thought's counts stop there, and each
  // engine run gets what is left; --max-nodes bounds Deep Thought's counts.
  const CountLimits limits = count_limits(args);
  const Engine engine = engine_arg(args, limits.timeout_seconds ? limits.timeout_seconds : kDefaultTimeout);
  CountWatch watch(limits);
  PerftSettings settings;
  settings.watch = &watch;
  const auto root = load_position(variant, args);
  const std::string root_text = root->position();
  // The engine is given the root position and every move from it, --moves included, as
  // perftree does; the report's path starts after the --moves.
  std::vector<std::string> moves = args.has("moves") ? split_moves(*args.value("moves"), "--moves") : std::vector<std::string>{};
  auto game = root->clone();
  play_moves(*game, moves, "--moves");
  std::vector<std::string> path;
  std::vector<Step> trail;
  std::uint64_t claimed = 0;  // the engine's count, one level up, for the move path.back()

  // Cut short: the levels both sides finished, then the reason on stderr.
  const auto stopped = [&](const CliStop* engine_stop) {
    watch.clear_progress();
    out << "comparison stopped before it ended\npath: " << path_text(path) << '\n';
    print_trail(trail, out);
    if (engine_stop) throw *engine_stop;
    watch.finish("at depth " + std::to_string(depth) + (path.empty() ? "" : " after " + path_text(path)));
  };
  for (;;) {
    watch.start("compare: deepthought divide " + std::to_string(depth));
    const auto divided = game->divide_with(depth, settings);
    if (!watch.complete) stopped(nullptr);
    const Counts ours = counts_of(divided);
    watch.counted(total(ours));
    if (watch.stop()) stopped(nullptr);  // the time or the nodes ran out with this count
    Counts theirs;
    try {
      const double engine_time = limits.timeout_seconds ? watch.seconds_left() : double(kDefaultTimeout);
      theirs = counts_of(engine.divide(depth, root_text, moves, engine_time));
    } catch (const CliStop& stop) {
      stopped(&stop);
    }
    trail.push_back({path.empty() ? "" : path.back(), depth, total(ours), total(theirs)});
    const std::string only_ours = only_in(ours, theirs), only_theirs = only_in(theirs, ours);
    const bool same_moves = std::ranges::equal(ours, theirs, {}, [](const auto& e) { return e.first; },
                                               [](const auto& e) { return e.first; });
    std::string differing;  // the first common move, in notation order, whose counts differ
    for (const auto& [move, nodes] : ours)
      if (theirs.contains(move) && theirs.at(move) != nodes) {
        differing = move;
        break;
      }
    if (same_moves && differing.empty()) {
      // Below a move whose counts differed both divides agree, so the engine's own sum
      // here is not the count it gave that move.
      if (!path.empty())
        throw CliError(engine.who() + ": inconsistent counts: after " + path_text(path) + " its divide sums to " +
                       std::to_string(trail.back().theirs) + ", not the " + std::to_string(claimed) + " it gave for " +
                       path.back() + " one level up");
      out << "deepthought and the engine agree: perft " << depth << " = " << trail.back().ours << " over "
          << ours.size() << " moves\n";
      return 0;
    }
    if (!same_moves || depth == 1) {
      out << "deepthought and the engine differ\n"
          << "path: " << path_text(path) << '\n'
          << "position: " << game->position() << '\n'
          << "only deepthought: " << only_ours << '\n'
          << "only engine: " << only_theirs << '\n';
      if (same_moves)
        out << "count differs for " << differing << " at depth 1: deepthought " << ours.at(differing) << ", engine "
            << theirs.at(differing) << '\n';
      print_trail(trail, out);
      return 1;
    }
    path.push_back(differing);
    claimed = theirs.at(differing);
    moves.push_back(differing);
    play_moves(*game, {differing}, "the differing move");
    --depth;
  }
}

}  // namespace dt::cli
