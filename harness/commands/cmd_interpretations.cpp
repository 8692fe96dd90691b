// interpretations: the perft of every ruling's alternative beside the default, so that a
// designer sees which rulings matter in a position, and from which depth; with
// --list-moves, which moves differ, and where (interpretation_moves.hpp).
#include <cstdio>
#include <ostream>
#include <string>
#include <vector>

#include "cli/cli_error.hpp"
#include "cli/common.hpp"
#include "commands.hpp"
#include "core/text.hpp"
#include "interpretation_moves.hpp"
#include "rendering/json.hpp"

namespace dt::cli {

namespace {

struct Row {
  std::string option, value;  // both empty for the defaults
  std::vector<std::uint64_t> perft;
  int first_difference = 0;  // the first depth whose count differs from the defaults'; 0: none
};

std::unique_ptr<Game> game_under(const Variant& variant, const Args& args, const OptionValues& options) {
  const auto fen = args.value("fen");
  auto game = fen ? variant.load(*fen, options) : variant.start(options);
  if (!game) throw CliError("--fen: " + game.error().message());
  if (const auto moves = args.value("moves")) play_moves(**game, split_moves(*moves, "--moves"), "--moves");
  return std::move(*game);
}

std::vector<std::uint64_t> perft_by_depth(const Variant& variant, const Args& args, const OptionValues& options,
                                          int depth) {
  const auto game = game_under(variant, args, options);
  std::vector<std::uint64_t> out;
  for (int d = 1; d <= depth; ++d) out.push_back(game->perft(d));
  return out;
}

// One alternative (B) against the defaults (A), compared move by move.
struct MovesRow {
  std::string option, value;
  MoveSetComparison comparison;
};

std::string listed(const std::vector<std::string>& moves) { return moves.empty() ? "none" : join(moves, " "); }

std::string only_text(const MoveSetDifference& d) {
  return "only under A: " + listed(d.only_a) + "; only under B: " + listed(d.only_b);
}

void print_moves_text(const std::vector<MovesRow>& rows, int depth, std::ostream& out) {
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const MoveSetComparison& c = rows[i].comparison;
    out << (i ? "\n" : "") << "A: the defaults; B: " << rows[i].option << '=' << rows[i].value << '\n';
    out << "  root: " << (c.root.any() ? only_text(c.root) : "the same moves") << '\n';
    if (depth < 2) continue;
    for (const auto& d : c.after_one_move) out << "  after " << d.path.front() << ": " << only_text(d) << '\n';
    out << "  after one move: " << (c.after_one_move.empty() ? "the " : "the other ") << c.agreeing_after_one_move
        << (c.agreeing_after_one_move == 1 ? " position agrees" : " positions agree") << '\n';
    if (!c.searched_below) continue;
    if (c.below) out << "  below: first after " << join(c.below->path, " ") << ": " << only_text(*c.below) << '\n';
    else out << "  below: no difference within " << depth - 1 << " moves\n";
  }
}

void print_difference_json(const MoveSetDifference& d, std::ostream& out) {
  out << "{\"moves\":" << json_strings(d.path) << ",\"only_a\":" << json_strings(d.only_a)
      << ",\"only_b\":" << json_strings(d.only_b) << '}';
}

void print_moves_json(const Variant& variant, const std::vector<MovesRow>& rows, int depth, std::ostream& out) {
  out << "{\"variant\":" << json_string(variant.name()) << ",\"depth\":" << depth << ",\"rows\":[";
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const MoveSetComparison& c = rows[i].comparison;
    out << (i ? "," : "") << "{\"option\":" << json_string(rows[i].option) << ",\"value\":" << json_string(rows[i].value)
        << ",\"root\":";
    print_difference_json(c.root, out);
    out << ",\"after_one_move\":[";
    for (std::size_t j = 0; j < c.after_one_move.size(); ++j) print_difference_json(c.after_one_move[j], out << (j ? "," : ""));
    out << "],\"agreeing_after_one_move\":" << c.agreeing_after_one_move << ",\"below\":";
    if (c.below) print_difference_json(*c.below, out);
    else out << "null";
    out << ",\"searched_below\":" << (c.searched_below ? "true" : "false") << '}';
  }
  out << "]}\n";
}

// --list-moves: every alternative against the defaults, in the positions up to DEPTH - 1
// moves deep (those whose moves perft DEPTH counts).
int list_moves(const Variant& variant, const Args& args, int depth, std::ostream& out) {
  const auto defaults = game_under(variant, args, {});
  std::vector<MovesRow> rows;
  for (const auto& option : variant.options()) {
    for (const auto value : option.values) {
      if (value == option.default_value) continue;
      MovesRow row{std::string(option.name), std::string(value), {}};
      row.comparison = compare_move_sets(*defaults, *game_under(variant, args, {{row.option, row.value}}), depth - 1);
      rows.push_back(std::move(row));
    }
  }
  if (args.has("json")) print_moves_json(variant, rows, depth, out);
  else if (rows.empty()) out << variant.name() << " has no options: each of its rulings is fixed.\n";
  else print_moves_text(rows, depth, out);
  return 0;
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
  static constexpr FlagSpec kFlags[] = {kFenFlag, kMovesFlag, {"json", false}, {"list-moves", false}};
  const Args args(argv, kFlags);
  args.expect_positionals(2, 2, "interpretations VARIANT DEPTH");
  const Variant& variant = variant_arg(args.positional()[0]);
  const int depth = parse_depth(args.positional()[1], "DEPTH", 1);
  if (args.has("list-moves")) return list_moves(variant, args, depth, out);
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
