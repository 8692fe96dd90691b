// record: a reproducible random game written as a position file for regression
// (game_record.hpp); `check` replays it.
#include <ostream>

#include "cli/cli_error.hpp"
#include "cli/common.hpp"
#include "commands.hpp"
#include "rulebook/game_record.hpp"

namespace dt::cli {

namespace {
constexpr std::uint64_t kMaxPlies = 10000;
}

int cmd_record(std::span<const std::string> argv, std::ostream& out) {
  static constexpr FlagSpec kFlags[] = {kFenFlag, kOptionFlag, {"seed", true}, {"plies", true}};
  const Args args(argv, kFlags);
  args.expect_positionals(1, 1, "record VARIANT --seed S --plies N");
  const Variant& variant = variant_arg(args.positional()[0]);
  if (!args.has("seed")) throw CliError("missing --seed S: usage: record VARIANT --seed S --plies N");
  if (!args.has("plies")) throw CliError("missing --plies N: usage: record VARIANT --seed S --plies N");
  const std::uint64_t seed = parse_count(*args.value("seed"), "--seed");
  const std::uint64_t plies = parse_count(*args.value("plies"), "--plies");
  if (plies > kMaxPlies)
    throw CliError("--plies: expected at most " + std::to_string(kMaxPlies) + ", found " + std::to_string(plies));
  const auto game = load_position(variant, args);
  const GameRecord record = record_game(*game, seed, static_cast<int>(plies));

  std::string command = "deepthought record " + std::string(variant.name()) + " --seed " + std::to_string(seed) +
                        " --plies " + std::to_string(plies);
  const auto fen = args.value("fen");
  if (fen) command += " --fen '" + *fen + "'";
  const OptionValues options = checked_options(variant, args);
  for (const auto& [name, value] : options) command += " --option " + name + "=" + value;
  out << record_file(variant.name(), command, "game-seed-" + std::to_string(seed), fen ? std::optional(game->position()) : std::nullopt,
                     options, record);
  return 0;
}

}  // namespace dt::cli
