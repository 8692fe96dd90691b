// Hyperspace Chess: perft from the start position with a nodes/s counter, to be read next
// to OrthodoxPerft/start in the same run (issue target: at least half the orthodox rate).
// The counts are checked before timing: perft 1-4 are worked out by hand in
// positions/hyperspace/perft.yaml (53, 53^2, 53 x 2653, 2653^2). Deeper counts have no
// independent source yet, so they are not timed.
#include <benchmark/benchmark.h>

#include <cstdint>
#include <string>

#include "core/adapter.hpp"
#include "core/perft.hpp"
#include "timed_perft.hpp"
#include "hyperspace/hyperspace.hpp"

namespace {

constexpr std::uint64_t kStartCounts[] = {53, 2809, 140609, 7038409};

void hyperspace_start(benchmark::State& state, int depth, dt::OptionValues options) {
  auto resolved = dt::resolve_options(dt::hyperspace::Rules::options(), options);
  if (!resolved) {
    state.SkipWithError(resolved.error().message().c_str());
    return;
  }
  const auto rules = dt::hyperspace::Rules::configure(*resolved);
  const auto pos = rules.start();
  const std::uint64_t expected = kStartCounts[depth - 1];
  dt::bench::timed_perft(state, rules, pos, depth, expected, "perft count differs from the checked count");
}

const bool kRegistered = [] {
  for (int depth = 1; depth <= 4; ++depth) {
    auto* b = benchmark::RegisterBenchmark(("HyperspacePerft/start/" + std::to_string(depth)).c_str(), hyperspace_start,
                                           depth, dt::OptionValues{});
    b->Unit(benchmark::kMillisecond);
  }
  return true;
}();

}  // namespace
