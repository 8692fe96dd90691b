// The timed loops every benchmark shares: perft at `depth` and move generation, each
// checked against a count known before timing (a wrong count is an error, not a speed),
// reported as nodes/s or positions/s.
#pragma once

#include <benchmark/benchmark.h>

#include <cstdint>
#include <span>
#include <string>

#include "core/movelist.hpp"
#include "core/perft.hpp"

namespace dt::bench {

// Runs `count` (returning the node count) per iteration, checked against `expected`.
template <class Count>
void timed_count(benchmark::State& state, std::uint64_t expected, const char* differs, Count count) {
  for (auto _ : state) {
    if (count() != expected) {
      state.SkipWithError(differs);
      return;
    }
  }
  state.counters["nodes/s"] = benchmark::Counter(static_cast<double>(expected), benchmark::Counter::kIsIterationInvariantRate);
}

template <class Rules>
void timed_perft(benchmark::State& state, const Rules& rules, const typename Rules::Position& pos, int depth,
                 std::uint64_t expected, const char* differs) {
  timed_count(state, expected, differs, [&] { return dt::perft(rules, pos, depth); });
}

// Move generation in one position, checked against its move count before it counts.
template <class Rules>
void timed_generate(benchmark::State& state, const Rules& rules, const typename Rules::Position& pos,
                    std::uint64_t expected, const char* differs) {
  for (auto _ : state) {
    dt::MoveList<Rules> list(rules, pos);
    benchmark::DoNotOptimize(list);
    if (list.size() != expected) {
      state.SkipWithError(differs);
      return;
    }
  }
  state.counters["positions/s"] = benchmark::Counter(1.0, benchmark::Counter::kIsIterationInvariantRate);
}

// `VARIANTGenerate/start[/LABEL]` and `VARIANTPerft/start[/LABEL]/1` ... `/N` for a
// variant's start position under `rules` (configured with the options LABEL names), N =
// the number of checked counts (counts[d - 1] = perft d).
template <class Rules>
void register_start(const std::string& variant, const std::string& label, const Rules& rules,
                    std::span<const std::uint64_t> counts) {
  const std::string suffix = label.empty() ? "" : "/" + label;
  benchmark::RegisterBenchmark((variant + "Generate/start" + suffix).c_str(), [rules, counts](benchmark::State& state) {
    timed_generate(state, rules, rules.start(), counts[0], "move count differs from the checked perft(1)");
  });
  for (int depth = 1; depth <= static_cast<int>(counts.size()); ++depth) {
    auto* b = benchmark::RegisterBenchmark(
        (variant + "Perft/start" + suffix + "/" + std::to_string(depth)).c_str(),
        [rules, counts, depth](benchmark::State& state) {
          timed_perft(state, rules, rules.start(), depth, counts[depth - 1], "perft count differs from the checked count");
        });
    b->Unit(benchmark::kMillisecond);
    if (counts[depth - 1] > 50'000'000) b->Iterations(3);
  }
}

}  // namespace dt::bench
