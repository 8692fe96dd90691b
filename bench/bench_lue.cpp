// Life, the Universe and Everything: perft (sub-moves, LU-2) from the start position
// with a nodes/s counter, under the default options and each non-default option value.
// Every measured perft is checked against its count before it counts as a figure.
//
// Where the counts come from: depth 1 is worked out by hand (positions/lue/start.yaml,
// start-perft-1); depths 2 to 5 are this generator's counts, NOT yet confirmed by an
// independent reference generator (LUE-PROGRESS.md), kept as regression values.
#include <benchmark/benchmark.h>

#include <cstdint>
#include <string>
#include <vector>

#include "core/options.hpp"
#include "lue/lue.hpp"
#include "timed_perft.hpp"

namespace {

using dt::lue::Rules;

struct Case {
  const char* name;
  dt::OptionValues options;
  std::vector<std::uint64_t> counts;  // perft(1), perft(2), ...
};

const Case kCases[] = {
    {"default", {}, {56, 3507, 109127, 4953466, 152683438}},
    {"life_pawn_dir=mover", {{"life_pawn_dir", "mover"}}, {56, 3507, 109127, 4953298, 152660591}},
    {"chain=whole", {{"chain", "whole"}}, {56, 3507, 109127, 4953466, 152680035}},
};

void perft_case(benchmark::State& state, const Case& c, int depth) {
  const Rules rules = Rules::configure(*dt::resolve_options(Rules::options(), c.options));
  dt::bench::timed_perft(state, rules, rules.start(), depth, c.counts[static_cast<std::size_t>(depth - 1)],
                         "perft count differs from the regression count");
}

const bool kRegistered = [] {
  for (const Case& c : kCases)
    for (int depth = 1; depth <= static_cast<int>(c.counts.size()); ++depth) {
      auto* b = benchmark::RegisterBenchmark(("LuePerft/start/" + std::string(c.name) + "/" + std::to_string(depth)).c_str(),
                                             perft_case, c, depth);
      b->Unit(benchmark::kMillisecond);
      if (c.counts[static_cast<std::size_t>(depth - 1)] > 50'000'000) b->Iterations(3);
    }
  return true;
}();

}  // namespace
