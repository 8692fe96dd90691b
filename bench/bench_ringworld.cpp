// Ringworld Chess: perft from the start position with a nodes/s counter, to be read next
// to OrthodoxPerft/start in the same run (issue 8's target: at least a quarter of the
// orthodox rate), and move generation in the start position. Every count is checked
// before it counts as a figure: perft 1-3 (27, 729, 19683) are worked out by hand in
// positions/ringworld/perft-start.yaml; perft 4 (638550) is confirmed node by node by
// the independent reference generator (tests/test_ringworld_reference_perft.cpp), perft
// 5 (20704416) by the same walk one level deeper, run once by hand (about 400 s; the
// walk is tests/test_ringworld_reference_perft.cpp at depth 5).
#include <benchmark/benchmark.h>

#include <cstdint>
#include <string>

#include "core/movelist.hpp"
#include "core/perft.hpp"
#include "timed_perft.hpp"
#include "ringworld/ringworld.hpp"

namespace {

constexpr std::uint64_t kStartCounts[] = {27, 729, 19683, 638550, 20704416};

void ringworld_start(benchmark::State& state, int depth) {
  const dt::ringworld::Rules rules;
  const auto pos = rules.start();
  const std::uint64_t expected = kStartCounts[depth - 1];
  dt::bench::timed_perft(state, rules, pos, depth, expected, "perft count differs from the checked count");
}

void ringworld_generate(benchmark::State& state) {
  const dt::ringworld::Rules rules;
  const auto pos = rules.start();
  for (auto _ : state) {
    dt::MoveList<dt::ringworld::Rules> list(rules, pos);
    benchmark::DoNotOptimize(list);
    if (list.size() != kStartCounts[0]) {
      state.SkipWithError("move count differs from the hand-counted perft(1)");
      return;
    }
  }
  state.counters["positions/s"] = benchmark::Counter(1.0, benchmark::Counter::kIsIterationInvariantRate);
}

const bool kRegistered = [] {
  benchmark::RegisterBenchmark("RingworldGenerate/start", ringworld_generate);
  for (int depth = 1; depth <= 5; ++depth) {
    auto* b = benchmark::RegisterBenchmark(("RingworldPerft/start/" + std::to_string(depth)).c_str(), ringworld_start, depth);
    b->Unit(benchmark::kMillisecond);
  }
  return true;
}();

}  // namespace
