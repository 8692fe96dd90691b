// suite's arguments and entries (suite_settings.hpp).
#include "suite_settings.hpp"

#include <algorithm>

#include "cli/cli_error.hpp"
#include "cli/input_file.hpp"
#include "engines/engine_args.hpp"

namespace dt::cli {

namespace {

constexpr std::uint64_t kMaxJobs = 256;

// The options an entry is counted under: its own (checked against the variant's), with
// each --option in their place or added to them.
Result<OptionValues> entry_options(const Variant& variant, const SuiteEntry& entry, const OptionValues& given) {
  if (auto own = resolve_options(variant.options(), entry.options); !own) return fail(own.error().message());
  OptionValues out = entry.options;
  for (const auto& [name, value] : given) {
    const auto at = std::ranges::find(out, name, &OptionValues::value_type::first);
    if (at == out.end()) out.emplace_back(name, value);
    else at->second = value;
  }
  return out;
}

// --expect's option expectations name the variant's options and values.
void check_option_expectations(const SuiteSettings& s) {
  for (const Expectation& e : s.expectations) {
    if (e.kind != Expectation::Kind::Option) continue;
    const auto kv = parse_option_assignment(e.what);
    if (!kv) throw CliError(e.where + ": option: expected NAME=VALUE, found '" + one_line(e.what) + "'");
    if (auto known = resolve_options(s.variant->options(), {*kv}); !known)
      throw CliError(e.where + ": option: " + known.error().message());
  }
}

}  // namespace

SuiteSettings suite_settings(const Args& args) {
  args.expect_positionals(2, 2, "suite VARIANT FILE");
  SuiteSettings s;
  s.variant = &variant_arg(args.positional()[0]);
  s.file = args.positional()[1];
  if (args.value("max-nodes")) s.max_nodes = parse_count(*args.value("max-nodes"), "--max-nodes");
  if (args.value("max-depth")) s.max_depth = parse_depth(*args.value("max-depth"), "--max-depth", 1);
  s.options = option_args(args);
  if (auto resolved = resolve_options(s.variant->options(), s.options); !resolved)
    throw CliError("--option: " + resolved.error().message());
  s.filters = args.values("filter");
  s.fail_fast = args.has("fail-fast");
  s.json = args.has("json");
  s.limits = count_limits(args);
  const bool uses_engine = args.has("engine") || args.has("uci");
  if (uses_engine || args.has("uci-option") || args.has("handshake-timeout"))
    s.engine.emplace(
        engine_arg(args, *s.variant, double(s.limits.timeout_seconds ? s.limits.timeout_seconds : kEngineTimeout)));
  s.drill_down = args.has("drill-down");
  // A perftree command cannot say what it is, and its command names the variant too; the
  // reports (and `report`'s matrix, by this name) need one name across a run's suites.
  if (const auto name = args.value("engine-name")) {
    if (!s.engine) throw CliError("--engine-name: expected --engine CMD or --uci CMD, the engine to name");
    if (name->empty() || one_line(*name) != *name)
      throw CliError("--engine-name: expected a name on one line, found '" + one_line(*name) + "'");
    s.engine_name = *name;
  }
  if (s.drill_down && !s.engine) throw CliError("--drill-down: expected --engine CMD or --uci CMD, the engine to descend with");
  // Engine processes at once; Deep Thought's own counts run one at a time (perft --threads
  // is where it counts in parallel).
  if (args.value("jobs")) s.jobs = static_cast<int>(bounded(*args.value("jobs"), "--jobs", 1, kMaxJobs));
  if (s.jobs > 1 && !s.engine) throw CliError("--jobs: expected --engine CMD or --uci CMD, the engine to run N of at once");
  // Deep Thought's own counts over threads and/or with one table for the whole file (a
  // count stored is true of its position under its entry's options, which key it). An
  // engine counts for itself: these would change nothing of its run.
  for (const char* flag : {"threads", "hash"})
    if (s.engine && args.has(flag))
      throw CliError(std::string("--") + flag + ": Deep Thought's own counts only; with --engine or --uci the engine counts");
  s.table = hash_table(args);
  s.junit = args.value("junit");
  if (args.value("expect")) {
    s.expect_file = *args.value("expect");
    s.expectations = read_expectations(s.expect_file);
    check_option_expectations(s);
  }
  if (args.value("write-expect")) s.write_expect = *args.value("write-expect");
  return s;
}

LoadedSuite load_suite(const SuiteSettings& s) {
  LoadedSuite suite{parse_suite(read_input_file(s.file, "a suite file"), s.file), {}, {}, {}, {}, {}};
  const Variant& variant = *s.variant;
  std::vector<bool> matched(s.expectations.size());
  for (const auto& e : suite.entries) {
    suite.games.push_back(nullptr);
    suite.refusals.emplace_back();
    suite.engine_options.emplace_back();
    suite.expectations.push_back(nullptr);
    Result<OptionValues> counted = fail("malformed");
    if (e.error.empty()) counted = entry_options(variant, e, s.options);
    OptionValues all;  // every option the entry is counted under, defaults included
    if (counted)
      if (auto resolved = resolve_options(variant.options(), *counted)) all = *resolved;
    // Every expectation that matches the entry is used; the first one decides.
    for (std::size_t x = 0; x < s.expectations.size(); ++x) matched[x] = matched[x] || matches(s.expectations[x], e, all);
    suite.expectations.back() = expectation_for(s.expectations, e, all);
    if (!e.error.empty()) {
      suite.refusals.back() = e.error;
      continue;
    }
    if (!counted) {
      suite.refusals.back() = s.file + ":" + std::to_string(e.options_line) + ":" + std::to_string(e.options_column) +
                              ": " + counted.error().message();
      continue;
    }
    auto game = variant.load(e.position, *counted);
    if (!game) {
      suite.refusals.back() = s.file + ":" + std::to_string(e.line) + ":" +
                              std::to_string(e.column + std::max(game.error().column, 1) - 1) + ": " + game.error().what;
      continue;
    }
    suite.games.back() = std::move(*game);
    suite.engine_options.back() = off_defaults(variant.options(), *counted);
  }
  for (std::size_t x = 0; x < s.expectations.size(); ++x)
    if (!matched[x]) suite.unused.push_back(&s.expectations[x]);
  return suite;
}

}  // namespace dt::cli
