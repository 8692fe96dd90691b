// perft and divide (CO-1): node counts by depth, and per root move.
#include <chrono>
#include <ostream>

#include "cli_error.hpp"
#include "commands.hpp"
#include "common.hpp"
#include "mpi_perft.hpp"
#include "perft_report.hpp"

namespace dt::cli {

int cmd_perft(std::span<const std::string> argv, std::ostream& out) {
  static constexpr FlagSpec kFlags[] = {kFenFlag,  kOptionFlag,      kMovesFlag,     kThreadsFlag,
                                        kHashFlag, {"json", false}, {"mpi", false}};
  const Args args(argv, kFlags);
  args.expect_positionals(2, 2, "perft VARIANT DEPTH");
  const Variant& variant = variant_arg(args.positional()[0]);
  const int depth = parse_depth(args.positional()[1], "DEPTH", 1);
  const auto game = load_game(variant, args);
  const PerftSettings settings = perft_settings(args);
  const bool json = args.has("json");
  if (args.has("mpi")) {
    mpi_perft(*game, std::string(variant.name()), depth, settings, json, out);
    return 0;
  }
  if (!json) print_perft_header(out);
  for (int d = 1; d <= depth; ++d) {
    const auto t0 = std::chrono::steady_clock::now();
    const std::uint64_t nodes = game->perft_with(d, settings);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    print_perft_line(out, variant.name(), d, nodes, seconds, json);
  }
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
  if (pos.size() == 4) play_moves(**game, split_moves(pos[3]), "MOVES");
  return std::move(*game);
}

}  // namespace

int cmd_divide(std::span<const std::string> argv, std::ostream& out) {
  static constexpr FlagSpec kFlags[] = {kFenFlag, kOptionFlag, kMovesFlag, kThreadsFlag, kHashFlag, {"perftree", false}};
  const Args args(argv, kFlags);
  const bool perftree = args.has("perftree");
  if (perftree) args.expect_positionals(3, 4, "divide --perftree VARIANT DEPTH POSITION [MOVES]");
  else args.expect_positionals(2, 2, "divide VARIANT DEPTH");
  const Variant& variant = variant_arg(args.positional()[0]);
  const int depth = parse_depth(args.positional()[1], "DEPTH", 1);
  const auto game = perftree ? perftree_game(variant, args) : load_game(variant, args);
  std::uint64_t total = 0;
  for (const auto& [move, nodes] : game->divide_with(depth, perft_settings(args))) {
    out << move << ' ' << nodes << '\n';
    total += nodes;
  }
  out << '\n' << total << '\n';
  return 0;
}

}  // namespace dt::cli
