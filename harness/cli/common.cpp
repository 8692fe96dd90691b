#include "common.hpp"

#include <charconv>
#include <cstdio>

#include "cli_error.hpp"
#include "core/nearest_name.hpp"

namespace dt::cli {

namespace {
constexpr int kMaxDepth = 64;  // beyond any count a 64-bit perft can hold for these games
constexpr std::uint64_t kMaxThreads = 256;
}

const Variant& variant_arg(std::string_view name) {
  if (const Variant* v = find_variant(name)) return *v;
  throw CliError("unknown variant '" + std::string(name) + "': expected one of " + variant_names() +
                 did_you_mean(name, variants(), [](const Variant* v) { return v->name(); }));
}

OptionValues option_args(const Args& args) {
  OptionValues out;
  for (const auto& text : args.values("option")) {
    auto kv = parse_option_assignment(text);
    if (!kv) throw CliError("--option: " + kv.error().message());
    out.push_back(*kv);
  }
  return out;
}

OptionValues checked_options(const Variant& variant, const Args& args) {
  OptionValues options = option_args(args);
  if (auto resolved = resolve_options(variant.options(), options); !resolved)
    throw CliError("--option: " + resolved.error().message());
  return options;
}

std::unique_ptr<Game> load_position(const Variant& variant, const Args& args) {
  const OptionValues options = checked_options(variant, args);
  const auto fen = args.value("fen");
  auto game = fen ? variant.load(*fen, options) : variant.start(options);
  if (!game) throw CliError("--fen: " + game.error().message());
  return std::move(*game);
}

std::unique_ptr<Game> load_game(const Variant& variant, const Args& args) {
  auto out = load_position(variant, args);
  if (const auto moves = args.value("moves")) play_moves(*out, split_moves(*moves, "--moves"), "--moves");
  return out;
}

std::uint64_t parse_count(std::string_view text, std::string_view what) {
  std::uint64_t value = 0;
  const auto* end = text.data() + text.size();
  auto [ptr, ec] = std::from_chars(text.data(), end, value);
  // All digits, but past 64 bits: a number too large, not a malformed one.
  if (ec == std::errc::result_out_of_range && ptr == end)
    throw CliError(std::string(what) + ": expected at most " + std::to_string(UINT64_MAX) + ", found '" +
                   std::string(text) + "'");
  if (text.empty() || ec != std::errc{} || ptr != end)
    throw CliError(std::string(what) + ": expected a non-negative integer, found '" + std::string(text) + "'");
  return value;
}

int parse_depth(std::string_view text, std::string_view what, int min) {
  const std::uint64_t depth = parse_count(text, what);
  if (depth < static_cast<std::uint64_t>(min) || depth > kMaxDepth)
    throw CliError(std::string(what) + ": expected a depth from " + std::to_string(min) + " to " +
                   std::to_string(kMaxDepth) + ", found '" + std::string(text) + "'");
  return static_cast<int>(depth);
}

std::uint64_t bounded(const std::string& text, std::string_view flag, std::uint64_t min, std::uint64_t max) {
  const std::uint64_t n = parse_count(text, flag);
  if (n < min || n > max)
    throw CliError(std::string(flag) + ": expected " + std::to_string(min) + " to " + std::to_string(max) + ", found '" +
                   text + "'");
  return n;
}

PerftSettings perft_settings(const Args& args, PerftTable* table) {
  PerftSettings out;
  if (const auto text = args.value("threads")) out.threads = static_cast<int>(bounded(*text, "--threads", 1, kMaxThreads));
  out.table = table;
  return out;
}

std::vector<std::string> split_moves(std::string_view list, std::string_view where) {
  std::vector<std::string> out;
  std::string current;
  bool moves_since_comma = false;
  // Blanks only separate; a comma with no move since the last one (or the start) stands
  // for a move left out, refused rather than skipped. An all-blank list is no move.
  const auto comma = [&](std::size_t at) {
    if (!moves_since_comma)
      throw CliError(std::string(where) + ": character " + std::to_string(at + 1) +
                     ": expected a move before this ',', found none");
    moves_since_comma = false;
  };
  for (std::size_t i = 0; i < list.size(); ++i) {
    const char c = list[i];
    if (c == ',' || c == ' ' || c == '\t' || c == '\n') {
      if (!current.empty()) out.push_back(std::move(current)), current.clear(), moves_since_comma = true;
      if (c == ',') comma(i);
    } else {
      current += c;
    }
  }
  if (!current.empty()) out.push_back(std::move(current));
  else if (!out.empty() && !moves_since_comma)
    throw CliError(std::string(where) + ": expected a move after the last ',', found none");
  return out;
}

void play_moves(Game& game, const std::vector<std::string>& moves, std::string_view where) {
  for (std::size_t i = 0; i < moves.size(); ++i) {
    if (auto r = game.play(moves[i]); !r)
      throw CliError(std::string(where) + ": move " + std::to_string(i + 1) + " '" + moves[i] + "': " + r.error().message());
  }
}

std::string format_seconds(double seconds) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.3f", seconds);
  return buf;
}

}  // namespace dt::cli
