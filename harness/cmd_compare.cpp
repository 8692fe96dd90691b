// compare: Deep Thought's divide against another generator's, descending into the first
// root move whose counts differ until the exact position and the moves one side has and
// the other lacks. Exit 0 when they agree, 1 when they differ, 2 on a usage or engine error.
#include <map>
#include <ostream>
#include <string>
#include <vector>

#include "cli_error.hpp"
#include "commands.hpp"
#include "common.hpp"
#include "engine.hpp"

namespace dt::cli {

namespace {

constexpr FlagSpec kEngineFlag{"engine", true};
constexpr FlagSpec kUciFlag{"uci", true};
constexpr FlagSpec kTimeoutFlag{"timeout", true};
constexpr std::uint64_t kDefaultTimeout = 600;

using Counts = std::map<std::string, std::uint64_t>;

struct Step {
  std::string move;  // the move that led here; empty at the root
  int depth;
  std::uint64_t ours, theirs;
};

Counts counts_of(const std::vector<std::pair<std::string, std::uint64_t>>& lines) {
  Counts out;
  for (const auto& [move, nodes] : lines) out[move] += nodes;
  return out;
}

Counts counts_of(const EngineDivide& d) {
  Counts out;
  for (const auto& line : d.moves) out[line.move] += line.nodes;
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
    if (!b.contains(move)) out += (out.empty() ? "" : " ") + move;
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

Engine engine_arg(const Args& args) {
  const std::uint64_t timeout = args.has("timeout") ? parse_count(*args.value("timeout"), "--timeout") : kDefaultTimeout;
  if (timeout == 0) throw CliError("--timeout: expected a number of seconds of at least 1, found '0'");
  if (args.has("engine") == args.has("uci")) throw CliError("expected exactly one of --engine CMD and --uci CMD");
  if (args.has("engine")) return Engine(Protocol::Perftree, *args.value("engine"), double(timeout), "--engine");
  return Engine(Protocol::Uci, *args.value("uci"), double(timeout), "--uci");
}

}  // namespace

int cmd_compare(std::span<const std::string> argv, std::ostream& out) {
  static constexpr FlagSpec kFlags[] = {kFenFlag, kOptionFlag, kMovesFlag, kEngineFlag, kUciFlag, kTimeoutFlag};
  const Args args(argv, kFlags);
  args.expect_positionals(2, 2, "compare VARIANT DEPTH");
  const Variant& variant = variant_arg(args.positional()[0]);
  int depth = parse_depth(args.positional()[1], "DEPTH", 1);
  const Engine engine = engine_arg(args);
  const auto root = load_position(variant, args);
  const std::string root_text = root->position();
  // The engine is given the root position and every move from it, --moves included, as
  // perftree does; the report's path starts after the --moves.
  std::vector<std::string> moves = args.has("moves") ? split_moves(*args.value("moves")) : std::vector<std::string>{};
  auto game = root->clone();
  play_moves(*game, moves, "--moves");
  std::vector<std::string> path;
  std::vector<Step> trail;

  for (;;) {
    const Counts ours = counts_of(game->divide(depth));
    const Counts theirs = counts_of(engine.divide(depth, root_text, moves));
    trail.push_back({path.empty() ? "" : path.back(), depth, total(ours), total(theirs)});
    const std::string only_ours = only_in(ours, theirs), only_theirs = only_in(theirs, ours);
    const bool same_moves = only_ours == "(none)" && only_theirs == "(none)";
    std::string differing;  // the first common move, in notation order, whose counts differ
    for (const auto& [move, nodes] : ours)
      if (theirs.contains(move) && theirs.at(move) != nodes) {
        differing = move;
        break;
      }
    if (same_moves && differing.empty()) {
      if (trail.size() > 1)
        throw CliError("--engine '" + engine.command() + "': inconsistent counts: after " + path_text(path) +
                       " its divide sums to " + std::to_string(trail.back().theirs) + ", not the " +
                       std::to_string(trail[trail.size() - 2].theirs) + " it gave one level up");
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
    moves.push_back(differing);
    play_moves(*game, {differing}, "the differing move");
    --depth;
  }
}

}  // namespace dt::cli
