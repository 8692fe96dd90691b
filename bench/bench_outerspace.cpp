// Outer Space Chess: perft from the start position with a nodes/s counter, to be read
// next to OrthodoxPerft/start in the same run (issue 6's target: at least half the
// orthodox rate), and move generation in the start position. Every count is checked
// before it counts as a figure: perft 1-2 (24, 575) are worked out by hand in
// positions/outerspace/start.yaml; perft 3-4 (12975, 291962) agreed with a separate
// slow reference written for the first version (see OUTERSPACE-PROGRESS.md; not yet in
// the tests). Perft 5 is not yet confirmed independently, so it is not benchmarked.
#include <benchmark/benchmark.h>

#include <cstdint>
#include <string>

#include "core/movelist.hpp"
#include "core/perft.hpp"
#include "outerspace/outerspace.hpp"
#include "timed_perft.hpp"

namespace {

constexpr std::uint64_t kStartCounts[] = {24, 575, 12975, 291962};

void outerspace_start(benchmark::State& state, int depth) {
  const dt::outerspace::Rules rules;
  const auto pos = rules.start();
  dt::bench::timed_perft(state, rules, pos, depth, kStartCounts[depth - 1], "perft count differs from the checked count");
}

void outerspace_generate(benchmark::State& state) {
  const dt::outerspace::Rules rules;
  const auto pos = rules.start();
  for (auto _ : state) {
    dt::MoveList<dt::outerspace::Rules> list(rules, pos);
    benchmark::DoNotOptimize(list);
    if (list.size() != kStartCounts[0]) {
      state.SkipWithError("move count differs from the hand-counted perft(1)");
      return;
    }
  }
  state.counters["positions/s"] = benchmark::Counter(1.0, benchmark::Counter::kIsIterationInvariantRate);
}

const bool kRegistered = [] {
  benchmark::RegisterBenchmark("OuterspaceGenerate/start", outerspace_generate);
  for (int depth = 1; depth <= 4; ++depth) {
    auto* b = benchmark::RegisterBenchmark(("OuterspacePerft/start/" + std::to_string(depth)).c_str(), outerspace_start, depth);
    b->Unit(benchmark::kMillisecond);
  }
  return true;
}();

}  // namespace
