// The deep perft counts the benchmarks check before they time, read from the rulebook:
// positions/suites/deep-VARIANT.perft under the default options and
// deep-VARIANT.NAME=VALUE.perft under one option off its default (each file names where
// its counts come from). The benchmarks keep no count of their own.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/options.hpp"
#include "suites/suite_file.hpp"

namespace dt::bench {

struct DeepCounts {
  OptionValues options;  // as given: empty for the defaults, else the one NAME=VALUE
  std::string label;     // "" for the defaults, else "NAME=VALUE"
  std::vector<cli::SuiteEntry> entries;
};

// Every deep suite of `variant`, the defaults' first. A suite that is missing or
// malformed throws: a benchmark with no checked count is not run.
std::vector<DeepCounts> deep_counts(std::string_view variant);

// The count of `entry` (a suite `id`) at `depth` under the default options.
std::uint64_t deep_count(std::string_view variant, std::string_view entry, int depth);

}  // namespace dt::bench
