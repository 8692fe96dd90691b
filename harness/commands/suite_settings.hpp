// What `suite` was asked to do (cmd_suite.cpp): its arguments, each checked as it is read,
// and the file's entries, each position read under its entry's options before any count.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "cli/args.hpp"
#include "cli/common.hpp"
#include "engines/engine.hpp"
#include "perft/count_watch.hpp"
#include "perft/hash_table.hpp"
#include "rulebook/expectation_file.hpp"
#include "suites/suite_file.hpp"

namespace dt::cli {

inline constexpr std::uint64_t kEngineTimeout = 600;  // an engine's run, when no --timeout bounds its entry

// What `suite` was asked to do.
struct SuiteSettings {
  const Variant* variant = nullptr;
  std::string file;
  std::uint64_t max_nodes = UINT64_MAX;
  int max_depth = 64;
  OptionValues options;  // --option, on every entry
  std::vector<std::string> filters;
  bool fail_fast = false, json = false, drill_down = false;
  CountLimits limits;
  std::optional<Engine> engine;  // --engine or --uci; none when Deep Thought counts
  int jobs = 1;
  std::unique_ptr<PerftTable> table;
  std::optional<std::string> junit;
  std::string expect_file, write_expect;  // --expect, --write-expect; empty when not given
  std::string engine_name;                // --engine-name; empty when not given
  std::vector<Expectation> expectations;
};

SuiteSettings suite_settings(const Args& args);

// The file's entries, every position read under its entry's options before any count is
// run; a malformed entry, or one whose position or options Deep Thought refuses, has its
// refusal here instead of a game, reported as a bad entry in its turn while the others run.
struct LoadedSuite {
  std::vector<SuiteEntry> entries;
  std::vector<std::unique_ptr<Game>> games;  // null where refused
  std::vector<std::string> refusals;
  std::vector<OptionValues> engine_options;  // each entry's options off their defaults
  std::vector<const Expectation*> expectations;  // --expect's first match of each entry, or null
  std::vector<const Expectation*> unused;        // --expect's expectations that match no entry
};

LoadedSuite load_suite(const SuiteSettings& s);

}  // namespace dt::cli
