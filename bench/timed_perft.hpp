// The timed loop every perft benchmark shares: perft at `depth`, checked against a count
// known before timing (a wrong count is an error, not a speed), reported as nodes/s.
#pragma once

#include <benchmark/benchmark.h>

#include <cstdint>

#include "core/perft.hpp"

namespace dt::bench {

template <class Rules>
void timed_perft(benchmark::State& state, const Rules& rules, const typename Rules::Position& pos, int depth,
                 std::uint64_t expected, const char* differs) {
  for (auto _ : state) {
    if (dt::perft(rules, pos, depth) != expected) {
      state.SkipWithError(differs);
      return;
    }
  }
  state.counters["nodes/s"] = benchmark::Counter(static_cast<double>(expected), benchmark::Counter::kIsIterationInvariantRate);
}

}  // namespace dt::bench
