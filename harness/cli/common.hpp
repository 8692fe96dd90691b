// Helpers shared by the commands: variant, position, options, depth and move arguments.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "args.hpp"
#include "face/erased.hpp"

namespace dt::cli {

// The flags every position-taking command accepts.
inline constexpr FlagSpec kFenFlag{"fen", true};
inline constexpr FlagSpec kOptionFlag{"option", true, true};
inline constexpr FlagSpec kMovesFlag{"moves", true};
inline constexpr FlagSpec kThreadsFlag{"threads", true};
inline constexpr FlagSpec kHashFlag{"hash", true};

// --threads N (1 when absent) and the --hash table (hash_table.hpp; none when absent):
// how a perft or divide runs.
PerftSettings perft_settings(const Args& args, PerftTable* table);
// A whole number from `min` to `max` given as `flag` (CliError otherwise).
std::uint64_t bounded(const std::string& text, std::string_view flag, std::uint64_t min, std::uint64_t max);

const Variant& variant_arg(std::string_view name);
OptionValues option_args(const Args& args);
// The --option values, checked against the variant's options (CliError if one is wrong).
OptionValues checked_options(const Variant& variant, const Args& args);
// The start position or --fen, under --option values.
std::unique_ptr<Game> load_position(const Variant& variant, const Args& args);
// The same, then the --moves, if any, played.
std::unique_ptr<Game> load_game(const Variant& variant, const Args& args);
std::uint64_t parse_count(std::string_view text, std::string_view what);
int parse_depth(std::string_view text, std::string_view what, int min);
// A move list as one argument: moves separated by commas and/or blanks. A comma with no
// move before it or a trailing comma is a CliError naming `where` ("--moves").
std::vector<std::string> split_moves(std::string_view list, std::string_view where);
void play_moves(Game& game, const std::vector<std::string>& moves, std::string_view where);

// Fixed-point seconds and nodes/s for reports.
std::string format_seconds(double seconds);

}  // namespace dt::cli
