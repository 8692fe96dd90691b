// compare: Deep Thought's divide against another generator's, descending into the first
// root move whose counts differ until the exact position and the moves one side has and
// the other lacks (compare_descent.hpp). Exit 0 when they agree, 1 when they differ, 2 on
// a usage or engine error.
#include <ostream>
#include <string>
#include <vector>

#include "cli/cli_error.hpp"
#include "cli/common.hpp"
#include "commands.hpp"
#include "engines/compare_descent.hpp"
#include "engines/engine_args.hpp"
#include "perft/count_watch.hpp"

namespace dt::cli {

namespace {

constexpr std::uint64_t kDefaultTimeout = 600;  // an engine's run, when no --timeout bounds the whole

}  // namespace

int cmd_compare(std::span<const std::string> argv, std::ostream& out) {
  static constexpr FlagSpec kFlags[] = {kFenFlag,     kOptionFlag,    kMovesFlag,   kEngineFlag, kUciFlag,
                                        kUciOptionFlag, kHandshakeTimeoutFlag, kTimeoutFlag, kMaxNodesFlag, kQuietFlag, {"json", false}};
  const Args args(argv, kFlags);
  args.expect_positionals(2, 2, "compare VARIANT DEPTH");
  const Variant& variant = variant_arg(args.positional()[0]);
  const int depth = parse_depth(args.positional()[1], "DEPTH", 1);
  // --timeout bounds the whole comparison: Deep Thought's counts stop there, and each
  // engine run gets what is left; --max-nodes bounds Deep Thought's counts.
  const CountLimits limits = count_limits(args);
  const Engine engine =
      engine_arg(args, variant, double(limits.timeout_seconds ? limits.timeout_seconds : kDefaultTimeout));
  CountWatch watch(limits);
  const auto root = load_position(variant, args);
  // The engine is given the root position and every move from it, --moves included, as
  // perftree does; the report's path starts after the --moves.
  const bool has_moves = args.has("moves");
  std::vector<std::string> moves = has_moves ? split_moves(*args.value("moves"), "--moves") : std::vector<std::string>{};
  play_moves(*root->clone(), moves, "--moves");  // an illegal one is refused before any count
  EngineSession session;  // a UCI engine's one process for every level of the descent
  const Descent d =
      descend(*root, moves, depth, engine, session, watch, limits.timeout_seconds != 0, double(kDefaultTimeout));
  session.uci.close();  // before the report: an engine that lingers after `quit` is ended first
  const std::string after_moves = has_moves ? " (after the --moves)" : "";
  if (args.has("json")) {
    if (d.end == Descent::End::Stopped) watch.clear_progress();
    print_descent_json(d, variant.name(), depth, out);
  }
  switch (d.end) {
    case Descent::End::Agree:
      if (args.has("json")) return 0;
      out << "deepthought and the engine agree: perft " << depth << " = " << d.trail.back().ours << " over " << d.moves
          << " moves\n";
      return 0;
    case Descent::End::Differ:
      if (!args.has("json")) print_difference(d, after_moves, out);
      return 1;
    case Descent::End::Stopped: break;
  }
  // Cut short: the levels both sides finished, then the reason on stderr.
  watch.clear_progress();
  if (!args.has("json")) {
    out << "comparison stopped before it ended\npath: " << path_text(d.path) << after_moves << '\n';
    print_trail(d.trail, out);
  }
  if (d.engine_stop) throw *d.engine_stop;
  watch.finish("at depth " + std::to_string(d.depth) + (d.path.empty() ? "" : " after " + path_text(d.path)));
  return kLimitStatus;
}

}  // namespace dt::cli
