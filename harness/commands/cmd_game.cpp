// variants, moves and play: what a variant offers, and positions move by move.
#include <filesystem>
#include <ostream>

#include "cli/cli_error.hpp"
#include "cli/common.hpp"
#include "commands.hpp"
#include "rendering/json.hpp"
#include "rulebook/rulebook_paths.hpp"
#include "rulebook/ruling_report.hpp"

namespace dt::cli {

namespace {

void print_variant(const Variant& v, std::ostream& out) {
  out << v.name() << "  " << v.title() << '\n';
  if (v.options().empty()) out << "  (no options)\n";
  for (const auto& o : v.options()) {
    out << "  --option " << o.name << '=';
    for (std::size_t i = 0; i < o.values.size(); ++i) out << (i ? "|" : "") << o.values[i];
    out << "  default " << o.default_value << ", ruling " << o.ruling << ": " << o.summary << '\n';
  }
}

// --json: {"name":N,"title":T,"uci_variant":U or null,"uci_chess960":B,"options":[{"name":..,
// "values":[..],"default":..,"ruling":..,"summary":..}]`, then `more` (the one-variant
// report's spec and rulings) and the closing brace.
void print_variant_json(const Variant& v, std::string_view more, std::ostream& out) {
  out << "{\"name\":" << json_string(v.name()) << ",\"title\":" << json_string(v.title()) << ",\"uci_variant\":"
      << (v.uci_variant().empty() ? "null" : json_string(v.uci_variant()))
      << ",\"uci_chess960\":" << (v.uci_chess960() ? "true" : "false") << ",\"options\":[";
  for (std::size_t i = 0; i < v.options().size(); ++i) {
    const OptionSpec& o = v.options()[i];
    out << (i ? "," : "") << "{\"name\":" << json_string(o.name) << ",\"values\":[";
    for (std::size_t j = 0; j < o.values.size(); ++j) out << (j ? "," : "") << json_string(o.values[j]);
    out << "],\"default\":" << json_string(o.default_value) << ",\"ruling\":" << json_string(o.ruling)
        << ",\"summary\":" << json_string(o.summary) << '}';
  }
  out << ']' << more << '}';
}

}  // namespace

int cmd_variants(std::span<const std::string> argv, std::ostream& out) {
  static constexpr FlagSpec kFlags[] = {{"root", true}, {"json", false}};
  const Args args(argv, kFlags);
  args.expect_positionals(0, 1, "variants [VARIANT]");
  const bool json = args.has("json");
  if (args.positional().empty()) {
    if (json) out << "{\"variants\":[";
    for (const Variant* v : variants()) {
      if (!json) print_variant(*v, out);
      else print_variant_json(*v, "", out << (v == variants().front() ? "" : ","));
    }
    if (json) out << "]}\n";
    return 0;
  }
  // One variant: its options, then the rulings its spec cites.
  const Variant& variant = variant_arg(args.positional()[0]);
  const auto root = find_rulebook(args.value("root")).root;
  const std::string spec_file = shown(spec_path(root, variant.name()));
  if (!std::filesystem::exists(spec_file)) throw CliError(std::string(variant.name()) + ": expected its spec file " + spec_file);
  const SpecFile spec = load_spec_file(spec_file, variant.name());
  const RulingBook book = load_rulings(rulings_dir(root));
  const auto rulings = cited_rulings(spec, book);
  if (json) {
    std::string more = ",\"spec\":" + json_string(spec.path) + ",\"rulings\":[";
    // Appended piece by piece: GCC 12 warns falsely (-Wrestrict) on "literal" + std::string&&.
    for (std::size_t i = 0; i < rulings.size(); ++i) {
      more += i ? ",{\"id\":" : "{\"id\":";
      more += json_string(rulings[i]->id.id);
      more += ",\"title\":";
      more += json_string(rulings[i]->title);
      more += '}';
    }
    print_variant_json(variant, more + ']', out);
    out << '\n';
    return 0;
  }
  print_variant(variant, out);
  out << "  rulings cited by " << spec.path << " (deepthought ruling ID shows one):\n";
  for (const Ruling* r : rulings) print_ruling_line(*r, out << "    ");
  return 0;
}

int cmd_moves(std::span<const std::string> argv, std::ostream& out) {
  static constexpr FlagSpec kFlags[] = {kFenFlag, kOptionFlag, kMovesFlag, {"json", false}};
  const Args args(argv, kFlags);
  args.expect_positionals(1, 1, "moves VARIANT");
  const Variant& variant = variant_arg(args.positional()[0]);
  const auto game = load_game(variant, args);
  // --json: {"variant":NAME,"position":the position after --moves,"moves":[legal moves]}.
  if (args.has("json")) {
    out << "{\"variant\":" << json_string(variant.name()) << ",\"position\":" << json_string(game->position())
        << ",\"moves\":" << json_strings(game->moves()) << "}\n";
    return 0;
  }
  for (const auto& m : game->moves()) out << m << '\n';
  return 0;
}

int cmd_play(std::span<const std::string> argv, std::ostream& out) {
  static constexpr FlagSpec kFlags[] = {kFenFlag, kOptionFlag, kMovesFlag, {"json", false}};
  const Args args(argv, kFlags);
  args.expect_positionals(1, 1, "play VARIANT --moves M1,M2,...");
  if (!args.has("moves")) throw CliError("missing --moves: usage: play VARIANT --moves M1,M2,...");
  const Variant& variant = variant_arg(args.positional()[0]);
  const auto game = load_game(variant, args);
  if (args.has("json")) {  // {"variant":NAME,"position":the position reached,"result":the result's text}
    out << "{\"variant\":" << json_string(variant.name()) << ",\"position\":" << json_string(game->position())
        << ",\"result\":" << json_string(game->result_text()) << "}\n";
    return 0;
  }
  out << "position: " << game->position() << '\n' << "result: " << game->result_text() << '\n';
  return 0;
}

}  // namespace dt::cli
