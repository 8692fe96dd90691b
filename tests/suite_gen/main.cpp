// dt_suite_gen: writes a variant's conformance suite (positions/suites/VARIANT.perft), run
// by positions/suites/generate.sh. Entries come from the rulebook's cases (positions built
// to reach each rule family) and from seeded random games under every option set; each gets
// the counts at depths 1..k (k the deepest whose count is within --max-nodes), confirmed
// node by node by the independent reference generator before anything is written, and the
// spec clauses its tree exercises as tags (features.hpp, specs/suite-tags/VARIANT.yaml).
// A test program, not part of the tool: the references live in tests/support.
#include <chrono>
#include <cstdint>
#include <ctime>
#include <filesystem>
#include <iostream>
#include <optional>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "cli/cli_error.hpp"
#include "cli/output_file.hpp"
#include "face/erased.hpp"
#include "rulebook/rulebook_files.hpp"
#include "rulebook/rulebook_paths.hpp"
#include "suite_gen/features.hpp"
#include "suite_gen/reconfirm.hpp"
#include "suite_gen/tag_table.hpp"
#include "suite_gen/verify.hpp"
#include "suites/suite_file.hpp"
#include "support/reference.hpp"

namespace dt::suite_gen {

namespace {

constexpr const char* kUsage =
    "usage: dt_suite_gen VARIANT OUTPUT [--entries N] [--seed S] [--max-nodes N] [--max-depth D]\n"
    "                    [--feature-nodes N] [--root DIR]\n"
    "       dt_suite_gen VARIANT --confirm FILE\n";

struct Settings {
  std::string variant, output, root = ".";
  std::string confirm;  // --confirm FILE: re-confirm that suite instead of writing one
  std::uint64_t entries = 500, seed = 1, max_nodes = 1'000'000, feature_nodes = 1500;
  int max_depth = 8;
};

std::uint64_t number(const std::string& flag, const std::string& text) {
  std::size_t used = 0;
  std::uint64_t value = 0;
  try {
    value = std::stoull(text, &used);
  } catch (const std::exception&) {
    used = 0;
  }
  if (used == 0 || used != text.size() || text[0] == '-' || value == 0)
    throw cli::CliError(flag + ": expected a positive whole number, found '" + text + "'");
  return value;
}

Settings parse(int argc, char** argv) {
  Settings s;
  std::vector<std::string> plain;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (!a.starts_with("--")) {
      plain.push_back(a);
      continue;
    }
    if (i + 1 == argc) throw cli::CliError(a + ": expected a value after it");
    const std::string v = argv[++i];
    if (a == "--entries") s.entries = number(a, v);
    else if (a == "--seed") s.seed = number(a, v);
    else if (a == "--max-nodes") s.max_nodes = number(a, v);
    else if (a == "--feature-nodes") s.feature_nodes = number(a, v);
    else if (a == "--max-depth") s.max_depth = static_cast<int>(std::min<std::uint64_t>(number(a, v), 64));
    else if (a == "--root") s.root = v;
    else if (a == "--confirm") s.confirm = v;
    else throw cli::CliError("unknown flag '" + a + "'");
  }
  if (plain.size() != (s.confirm.empty() ? 2u : 1u))
    throw cli::CliError(s.confirm.empty() ? "expected VARIANT and OUTPUT" : "expected VARIANT alone with --confirm");
  s.variant = plain[0];
  if (s.confirm.empty()) s.output = plain[1];
  return s;
}

// One option set per combination of every option's values, the defaults first.
std::vector<OptionValues> option_sets(const Variant& variant) {
  std::vector<OptionValues> sets{{}};
  for (const OptionSpec& spec : variant.options()) {
    std::vector<OptionValues> grown;
    for (const auto& set : sets) {
      grown.push_back(set);
      grown.back().emplace_back(std::string(spec.name), std::string(spec.default_value));
      for (const auto& value : spec.values)
        if (value != spec.default_value) {
          grown.push_back(set);
          grown.back().emplace_back(std::string(spec.name), std::string(value));
        }
    }
    sets = std::move(grown);
  }
  return sets;
}

std::string options_text(const OptionValues& options) {
  std::string out;
  for (const auto& [name, value] : options) out += (out.empty() ? "" : ",") + name + "=" + value;
  return out.empty() ? "no options" : out;
}

struct Candidate {
  std::string name;
  std::string position;
  OptionValues options;  // as the case or game gave them; the entry keeps those off their defaults
};

// The rulebook's cases that expect something of a position (not an error), after their
// `play`: positions built to reach each rule family.
std::vector<Candidate> rulebook_candidates(const Variant& variant, const std::filesystem::path& root) {
  std::vector<Candidate> out;
  const auto dir = cli::positions_dir(root) / std::string(variant.name());
  for (const auto& path : cli::yaml_files(dir.string()))
    for (const auto& c : cli::load_position_file(path).cases) {
      if (c.expect.error || c.record) continue;
      auto game = c.position ? variant.load(*c.position, c.options) : variant.start(c.options);
      if (!game) continue;
      bool played = true;
      for (const auto& move : c.play) played = played && (*game)->play(move).ok();
      if (played)
        out.push_back({"rulebook " + std::filesystem::path(path).stem().string() + ": " + c.name, (*game)->position(),
                       c.options});
    }
  return out;
}

// A random game under `options` of 1 to 80 plies, from the start or from a rulebook
// position; its last position.
std::optional<Candidate> random_candidate(const Variant& variant, const OptionValues& options,
                                          const std::vector<Candidate>& designed, std::mt19937_64& rng, int number) {
  auto game = variant.start(options);
  std::string from = "start";
  if (!designed.empty() && rng() % 2) {
    // A rulebook position under this game's options (its own, if the case had any, are left).
    const auto& d = designed[rng() % designed.size()];
    if (auto loaded = variant.load(d.position, options)) {
      game = std::move(loaded);
      from = d.name;
    }
  }
  if (!game) return std::nullopt;
  const int plies = 1 + static_cast<int>(rng() % 80);
  int played = 0;
  for (; played < plies; ++played) {
    const auto moves = (*game)->moves();
    if (moves.empty()) break;
    if (!(*game)->play(moves[rng() % moves.size()]).ok()) return std::nullopt;
  }
  std::ostringstream name;
  name << "game " << number << " (" << options_text(options) << ", " << played << " plies from " << from << ")";
  return Candidate{name.str(), (*game)->position(), options};
}

struct Entry {
  Candidate from;  // its options those off the variant's defaults
  std::vector<std::uint64_t> counts;
  std::vector<std::string> tags;
};

// The options that matter to an entry counted under `options`: each other value of each
// option under which its counts differ, or its position is refused. Named
// "option.NAME=VALUE", VALUE the non-default one of the two compared (the rule that
// value turns on is what the entry exercises, from either side).
void option_features(const Variant& variant, const std::string& position, const OptionValues& options,
                     const std::vector<std::uint64_t>& counts, std::set<std::string>& out) {
  for (const OptionSpec& spec : variant.options()) {
    std::string current(spec.default_value);
    for (const auto& [name, value] : options)
      if (name == spec.name) current = value;
    for (const auto& value : spec.values) {
      if (value == current) continue;
      const std::string named = value == spec.default_value ? current : std::string(value);
      const std::string feature = "option." + std::string(spec.name) + "=" + named;
      OptionValues changed = options;
      std::erase_if(changed, [&](const auto& kv) { return kv.first == spec.name; });
      changed.emplace_back(std::string(spec.name), std::string(value));
      auto game = variant.load(position, changed);
      if (!game) {
        out.insert(feature);
        continue;
      }
      for (std::size_t d = 0; d < counts.size(); ++d)
        if ((*game)->perft(static_cast<int>(d) + 1) != counts[d]) {
          out.insert(feature);
          break;
        }
    }
  }
}

std::string today() {
  const std::time_t now = std::time(nullptr);
  char text[16];
  std::strftime(text, sizeof text, "%Y-%m-%d", std::gmtime(&now));
  return text;
}

// The rulebook's positions, then random games taken in turn over the option sets: enough
// under each to fill the suite after duplicates and positions that are over or refused
// under the defaults are left out.
std::vector<Candidate> all_candidates(const Variant& variant, const std::vector<Candidate>& designed,
                                      const std::vector<OptionValues>& sets, const Settings& s) {
  std::vector<Candidate> candidates = designed;
  std::mt19937_64 rng(s.seed);
  const std::uint64_t per_set = (s.entries > designed.size() ? s.entries - designed.size() : 0) / sets.size() + 1;
  int game_number = 0;
  for (std::uint64_t round = 0; round < 4 * per_set; ++round)
    for (const auto& options : sets)
      if (auto c = random_candidate(variant, options, designed, rng, ++game_number)) candidates.push_back(*c);
  return candidates;
}

// The entries written, with what the file's header and the summary say of them.
struct Written {
  std::vector<Entry> entries;
  std::set<std::string> unmapped, all_tags;
  std::uint64_t total_nodes = 0, nodes_checked = 0, from_rulebook = 0, with_options = 0;
};

// Makes the entries, one candidate at a time.
class EntryMaker {
 public:
  EntryMaker(const Variant& variant, const Settings& s, const cli::SpecFile& spec, const TagTable& table)
      : variant_(variant), s_(s), spec_(spec), table_(table) {}

  // The candidate's entry, counted to the deepest depth within --max-nodes, confirmed by
  // the reference (which throws when it disagrees) and tagged; none when its position is
  // refused, over, or taken before.
  void take(const Candidate& c);
  Written written;

 private:
  const Variant& variant_;
  const Settings& s_;
  const cli::SpecFile& spec_;
  const TagTable& table_;
  std::set<std::string> seen_;
};

void EntryMaker::take(const Candidate& c) {
  const OptionValues options = cli::off_defaults(variant_.options(), c.options);
  auto game = variant_.load(c.position, options);
  if (!game || (*game)->moves().empty()) return;
  const std::string position = (*game)->position();
  if (!seen_.insert(position + " " + options_text(options)).second) return;
  Entry e{{c.name, position, options}, {}, {}};
  for (int d = 1; d <= s_.max_depth; ++d) {
    const std::uint64_t n = (*game)->perft(d);
    if (n > s_.max_nodes && d > 1) break;
    e.counts.push_back(n);
  }
  const int depth = static_cast<int>(e.counts.size());
  const Confirmation confirmed = confirm(variant_, position, options, depth);
  if (!confirmed.difference.empty() || confirmed.counts != e.counts) {
    std::ostringstream why;
    why << "the reference disagrees on '" << c.name << "' (" << position << ", " << options_text(options) << ")";
    if (!confirmed.difference.empty()) why << ": " << confirmed.difference;
    for (int d = 0; d < depth && confirmed.difference.empty(); ++d)
      why << " depth " << d + 1 << ": " << e.counts[d] << " against " << confirmed.counts[d];
    throw std::runtime_error(why.str());
  }
  written.nodes_checked += confirmed.nodes_checked;
  std::set<std::string> features = tree_features(**game, depth, s_.feature_nodes);
  option_features(variant_, position, options, e.counts, features);
  e.tags = table_.tags(features, spec_, written.unmapped);
  for (const auto n : e.counts) written.total_nodes += n;
  written.all_tags.insert(e.tags.begin(), e.tags.end());
  written.with_options += !options.empty();
  written.entries.push_back(std::move(e));
  if (written.entries.size() % 50 == 0)
    std::cerr << variant_.name() << ": " << written.entries.size() << " entries written\n";
}

// The suite file: its header (how it was written and verified) and its entries.
std::string suite_text(const Variant& variant, const Settings& s, const cli::SpecFile& spec, std::size_t option_sets,
                       const Written& w) {
  std::ostringstream out;
  out << "# Conformance suite of " << variant.name() << " (" << variant.title() << "), written by\n"
      << "# positions/suites/generate.sh (tests/suite_gen, dt_suite_gen " << variant.name() << " --seed " << s.seed
      << " --entries " << s.entries << " --max-nodes " << s.max_nodes << " --max-depth " << s.max_depth << ") on "
      << today() << ".\n"
      << "# " << w.entries.size() << " entries: " << w.from_rulebook << " from the rulebook's cases (positions/"
      << variant.name() << "/*.yaml, after their moves), the others the last positions of random games\n"
      << "# (seed " << s.seed << ") under each of the " << option_sets
      << " option sets in turn. Each entry's counts are under its `options` line (" << w.with_options
      << " entries have one; none: the defaults),\n# which `suite` applies (run the file without --option);\n"
      << "# each entry goes to the deepest depth whose count is at most " << s.max_nodes << ".\n"
      << "# Verified: every count was confirmed by the independent reference generator reference_"
      << variant.name() << " (tests/support/reference_" << variant.name() << ".cpp), which walked its own tree (under the entry's options) to\n"
      << "# each entry's deepest depth; at each of its " << w.nodes_checked
      << " positions above the leaves Deep Thought listed exactly the reference's moves.\n"
      << "# Tags: the clauses of specs/" << variant.name() << ".yaml that the entry's tree exercises, by the table\n"
      << "# specs/suite-tags/" << variant.name()
      << ".yaml from the move kinds, pieces, effects and results found in the first levels of its tree\n"
      << "# (every level whose nodes, with those above it, number at most " << s.feature_nodes
      << ", --feature-nodes; the root's moves always), and\n"
      << "# the options whose other values change its counts. " << w.total_nodes << " nodes in all; "
      << w.all_tags.size() << " of the spec's " << spec.clauses.size() << " clauses tagged.\n";
  for (const Entry& e : w.entries) {
    out << "\nid " << e.from.name << "\nepd " << e.from.position << "\n";
    if (!e.from.options.empty()) {
      out << "options";
      for (const auto& [name, value] : e.from.options) out << ' ' << name << '=' << value;
      out << '\n';
    }
    if (!e.tags.empty()) {
      out << "tags";
      for (const auto& t : e.tags) out << ' ' << t;
      out << '\n';
    }
    for (std::size_t d = 0; d < e.counts.size(); ++d) out << "perft " << d + 1 << ' ' << e.counts[d] << '\n';
  }
  return out.str();
}

// The run's summary on stderr: what was written, the features no clause names, a shortfall.
void report_written(const Variant& variant, const Settings& s, const cli::SpecFile& spec, const TagTable& table,
                   const Written& w) {
  std::cerr << variant.name() << ": " << w.entries.size() << " entries (" << w.from_rulebook << " from the rulebook), "
            << w.total_nodes << " nodes, " << w.all_tags.size() << " of " << spec.clauses.size() << " clauses tagged, "
            << w.nodes_checked << " positions checked against the reference\n";
  if (!w.unmapped.empty()) {
    std::cerr << "features with no clause in " << table.path << ":";
    for (const auto& f : w.unmapped) std::cerr << ' ' << f;
    std::cerr << '\n';
  }
  if (w.entries.size() < s.entries)
    std::cerr << "only " << w.entries.size() << " entries found, " << s.entries << " asked\n";
}

int run(const Settings& s) {
  const Variant* variant = find_variant(s.variant);
  if (!variant) throw cli::CliError("unknown variant '" + s.variant + "', expected one of " + variant_names());
  if (!test::find_reference(variant->name()))
    throw cli::CliError("variant '" + s.variant + "' has no reference generator (tests/support/references.cpp)");
  if (!s.confirm.empty()) return reconfirm(*variant, s.confirm);
  const std::filesystem::path root = s.root;
  const cli::SpecFile spec = cli::load_spec_file(cli::spec_path(root, variant->name()).string(), variant->name());
  const auto table_path = root / "specs" / "suite-tags" / (std::string(variant->name()) + ".yaml");
  const TagTable table = load_tag_table(table_path.string(), spec);

  const std::vector<Candidate> designed = rulebook_candidates(*variant, root);
  const std::vector<OptionValues> sets = option_sets(*variant);
  const std::vector<Candidate> candidates = all_candidates(*variant, designed, sets, s);
  EntryMaker maker(*variant, s, spec, table);
  Written& w = maker.written;
  // At most half the suite from the rulebook, so that the games under every option set
  // have their share.
  for (std::size_t i = 0; i < designed.size() && w.entries.size() < (s.entries + 1) / 2; ++i) maker.take(candidates[i]);
  w.from_rulebook = w.entries.size();
  for (std::size_t i = designed.size(); i < candidates.size() && w.entries.size() < s.entries; ++i)
    maker.take(candidates[i]);
  cli::write_output_file("OUTPUT", s.output, suite_text(*variant, s, spec, sets.size(), w));
  report_written(*variant, s, spec, table, w);
  return 0;
}

}  // namespace

}  // namespace dt::suite_gen

int main(int argc, char** argv) {
  try {
    return dt::suite_gen::run(dt::suite_gen::parse(argc, argv));
  } catch (const dt::cli::CliError& e) {
    std::cerr << "dt_suite_gen: " << e.what() << '\n' << dt::suite_gen::kUsage;
    return 2;
  } catch (const std::exception& e) {
    std::cerr << "dt_suite_gen: " << e.what() << '\n';
    return 1;
  }
}
