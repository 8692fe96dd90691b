// perft and divide (CO-1): node counts by depth, and per root move. Both are watched
// (count_watch.hpp): a progress line on a terminal, Ctrl-C, --max-nodes and --timeout
// print what finished and stop with status 130 or 3.
#include <chrono>
#include <cstddef>
#include <ostream>
#include <string>
#include <vector>

#include "cli/cli_error.hpp"
#include "cli/common.hpp"
#include "commands.hpp"
#include "counting/ply_stats.hpp"
#include "perft/count_watch.hpp"
#include "perft/hash_table.hpp"
#include "perft/mpi_perft.hpp"
#include "perft/perft_report.hpp"
#include "rendering/json.hpp"

namespace dt::cli {

namespace {

// perft --stats: per ply, the nodes, the distinct positions and the most a table of
// counts could save on a perft of that depth (counting/ply_stats.hpp). One thread and no
// table, so the flags that set those are refused rather than ignored.
int perft_stats(const Args& args, std::ostream& out) {
  for (const char* flag : {"threads", "hash", "mpi"})
    if (args.has(flag)) throw CliError(std::string("--stats: --") + flag + " does not apply (the walk runs on one thread, without a table)");
  const Variant& variant = variant_arg(args.positional()[0]);
  const int depth = parse_depth(args.positional()[1], "DEPTH", 1);
  const auto game = load_game(variant, args);
  CountWatch watch(count_limits(args));
  watch.start(std::string(variant.name()) + " perft --stats " + std::to_string(depth));
  const std::vector<PlyStats> stats = game->ply_stats(depth, &watch);
  const bool json = args.has("json");
  if (!json) print_ply_stats_header(out);
  for (std::size_t ply = 1; ply < stats.size(); ++ply) {
    const std::vector<PlyStats> upto(stats.begin(), stats.begin() + static_cast<std::ptrdiff_t>(ply) + 1);
    print_ply_stats_line(out, variant.name(), static_cast<int>(ply), stats[ply], table_bound(upto), json);
  }
  const int done = static_cast<int>(stats.size()) - 1;
  if (done == depth) watch.counted(stats.back().nodes);
  watch.finish(done ? "after ply " + std::to_string(done) : "before ply 1 was walked");
  return 0;
}

}  // namespace

int cmd_perft(std::span<const std::string> argv, std::ostream& out) {
  static constexpr FlagSpec kFlags[] = {kFenFlag,      kOptionFlag,   kMovesFlag, kThreadsFlag,    kHashFlag,
                                        kMaxNodesFlag, kTimeoutFlag,  kQuietFlag, {"json", false}, {"mpi", false},
                                        {"stats", false}};
  const Args args(argv, kFlags);
  args.expect_positionals(2, 2, "perft VARIANT DEPTH");
  if (args.has("stats")) return perft_stats(args, out);
  const Variant& variant = variant_arg(args.positional()[0]);
  const int depth = parse_depth(args.positional()[1], "DEPTH", 1);
  const auto game = load_game(variant, args);
  const CountLimits limits = count_limits(args);
  const bool json = args.has("json");
  if (args.has("mpi") && (args.has("max-nodes") || args.has("timeout")))
    throw CliError("--mpi: --max-nodes and --timeout are not supported under MPI; mpirun's own --timeout is");
  const auto table = hash_table(args);  // one for all the depths
  PerftSettings settings = perft_settings(args, table.get());
  if (args.has("mpi")) {
    return mpi_perft(*game, std::string(variant.name()), depth, settings, json, argv, out);
  }
  CountWatch watch(limits);
  settings.watch = &watch;
  if (!json) print_perft_header(out);
  int done = 0;
  for (int d = 1; d <= depth; ++d) {
    watch.start(std::string(variant.name()) + " perft " + std::to_string(d));
    const auto t0 = std::chrono::steady_clock::now();
    const auto [nodes, complete] = game->perft_with(d, settings);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    if (!complete) break;
    watch.counted(nodes);
    print_perft_line(out, variant.name(), d, nodes, seconds, json);
    done = d;
  }
  watch.finish(done ? "after depth " + std::to_string(done) : "before depth 1 was counted");
  return 0;
}

namespace {

// perftree's engine protocol: `divide --perftree VARIANT DEPTH POSITION [MOVES]`, the
// moves space-separated in one argument, so that perftree (or `compare`) can drive it.
std::unique_ptr<Game> perftree_game(const Variant& variant, const Args& args) {
  if (args.has("fen") || args.has("moves"))
    throw CliError("--perftree takes the position and moves as arguments, not --fen or --moves");
  const auto& pos = args.positional();
  auto game = variant.load(pos[2], checked_options(variant, args));
  if (!game) throw CliError("POSITION: " + game.error().message());
  if (pos.size() == 4) play_moves(**game, split_moves(pos[3], "MOVES"), "MOVES");
  return std::move(*game);
}

// One object: the position, each root move's count in generation order, their total, and
// whether every root move was counted (false when stopped early).
void print_divide_json(std::ostream& out, std::string_view variant, int depth, const Game& game,
                       const DivideCount<std::string>& divided) {
  const auto& moves = divided.moves;
  std::uint64_t total = 0;
  out << "{\"variant\":" << json_string(variant) << ",\"depth\":" << depth << ",\"position\":" << json_string(game.position())
      << ",\"moves\":[";
  for (std::size_t i = 0; i < moves.size(); ++i) {
    out << (i ? "," : "") << "{\"move\":" << json_string(moves[i].first) << ",\"nodes\":" << moves[i].second << '}';
    total += moves[i].second;
  }
  out << "],\"total\":" << total << ",\"complete\":" << (divided.complete ? "true" : "false") << "}\n";
}

}  // namespace

int cmd_divide(std::span<const std::string> argv, std::ostream& out) {
  static constexpr FlagSpec kFlags[] = {kFenFlag,      kOptionFlag,  kMovesFlag, kThreadsFlag,    kHashFlag,
                                        kMaxNodesFlag, kTimeoutFlag, kQuietFlag, {"json", false}, {"perftree", false}};
  const Args args(argv, kFlags);
  const bool perftree = args.has("perftree");
  if (perftree) args.expect_positionals(3, 4, "divide --perftree VARIANT DEPTH POSITION [MOVES]");
  else args.expect_positionals(2, 2, "divide VARIANT DEPTH");
  const Variant& variant = variant_arg(args.positional()[0]);
  // perftree's protocol asks for depth 0 too: no root moves, and the position itself as
  // the total.
  const int depth = parse_depth(args.positional()[1], "DEPTH", perftree && !args.has("json") ? 0 : 1);
  const auto game = perftree ? perftree_game(variant, args) : load_game(variant, args);
  if (depth == 0) {
    out << "\n1\n";
    return 0;
  }
  const CountLimits limits = count_limits(args);
  const auto table = hash_table(args);
  PerftSettings settings = perft_settings(args, table.get());
  CountWatch watch(limits);
  settings.watch = &watch;
  watch.start(std::string(variant.name()) + " divide " + std::to_string(depth));
  const DivideCount<std::string> divided = game->divide_with(depth, settings);
  watch.clear_progress();
  if (args.has("json")) {
    print_divide_json(out, variant.name(), depth, *game, divided);
  } else {
    std::uint64_t total = 0;
    for (const auto& [move, nodes] : divided.moves) {
      out << move << ' ' << nodes << '\n';
      total += nodes;
    }
    // A total of some root moves would read as the whole count: none when stopped.
    if (divided.complete) out << '\n' << total << '\n';
  }
  watch.finish("after " + std::to_string(divided.moves.size()) + " of " + std::to_string(game->moves().size()) + " root moves");
  return 0;
}

}  // namespace dt::cli
