// interpretations: the perft of every ruling's alternative beside the default, so that a
// designer sees which rulings matter in a position, and from which depth.
#include <cstdio>
#include <ostream>
#include <string>
#include <vector>

#include "cli/cli_error.hpp"
#include "cli/common.hpp"
#include "commands.hpp"
#include "rendering/json.hpp"

namespace dt::cli {

namespace {

struct Row {
  std::string option, value;  // both empty for the defaults
  std::vector<std::uint64_t> perft;
  int first_difference = 0;  // the first depth whose count differs from the defaults'; 0: none
};

std::vector<std::uint64_t> perft_by_depth(const Variant& variant, const Args& args, const OptionValues& options,
                                          int depth) {
  const auto fen = args.value("fen");
  auto game = fen ? variant.load(*fen, options) : variant.start(options);
  if (!game) throw CliError("--fen: " + game.error().message());
  if (const auto moves = args.value("moves")) play_moves(**game, split_moves(*moves, "--moves"), "--moves");
  std::vector<std::uint64_t> out;
  for (int d = 1; d <= depth; ++d) out.push_back((*game)->perft(d));
  return out;
}

std::string differs_text(const Row& row) {
  if (row.option.empty()) return "";
  return row.first_difference ? "from depth " + std::to_string(row.first_difference) : "no";
}

void print_markdown(const std::vector<Row>& rows, int depth, std::ostream& out) {
  out << "| option | value |";
  for (int d = 1; d <= depth; ++d) out << " perft " << d << " |";
  out << " differs from the defaults |\n|---|---|";
  for (int d = 1; d <= depth; ++d) out << "---:|";
  out << "---|\n";
  for (const auto& row : rows) {
    out << "| " << (row.option.empty() ? "(defaults)" : row.option) << " | " << row.value << " |";
    for (const auto n : row.perft) out << ' ' << n << " |";
    out << ' ' << differs_text(row) << " |\n";
  }
}

void print_json(const Variant& variant, const std::vector<Row>& rows, std::ostream& out) {
  out << "{\"variant\":" << json_string(variant.name()) << ",\"rows\":[";
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const Row& row = rows[i];
    out << (i ? "," : "") << "{\"option\":" << (row.option.empty() ? "null" : json_string(row.option))
        << ",\"value\":" << (row.value.empty() ? "null" : json_string(row.value)) << ",\"perft\":[";
    for (std::size_t d = 0; d < row.perft.size(); ++d) out << (d ? "," : "") << row.perft[d];
    out << "],\"first_difference\":";
    if (row.first_difference) out << row.first_difference;
    else out << "null";
    out << '}';
  }
  out << "]}\n";
}

}  // namespace

int cmd_interpretations(std::span<const std::string> argv, std::ostream& out) {
  static constexpr FlagSpec kFlags[] = {kFenFlag, kMovesFlag, {"json", false}};
  const Args args(argv, kFlags);
  args.expect_positionals(2, 2, "interpretations VARIANT DEPTH");
  const Variant& variant = variant_arg(args.positional()[0]);
  const int depth = parse_depth(args.positional()[1], "DEPTH", 1);
  std::vector<Row> rows = {{"", "", perft_by_depth(variant, args, {}, depth), 0}};
  for (const auto& option : variant.options()) {
    for (const auto value : option.values) {
      if (value == option.default_value) continue;
      Row row{std::string(option.name), std::string(value), {}, 0};
      row.perft = perft_by_depth(variant, args, {{row.option, row.value}}, depth);
      for (int d = 0; d < depth && !row.first_difference; ++d)
        if (row.perft[d] != rows.front().perft[d]) row.first_difference = d + 1;
      rows.push_back(std::move(row));
    }
  }
  if (args.has("json")) {
    print_json(variant, rows, out);
  } else {
    print_markdown(rows, depth, out);
    if (variant.options().empty()) out << "\n" << variant.name() << " has no options: each of its rulings is fixed.\n";
  }
  return 0;
}

}  // namespace dt::cli
