// Hitchhiker Chess: perft from the start position with a nodes/s counter, under the
// default options and under each non-default option value, and move generation per
// position. Every measured perft is checked against its count before it counts as a
// figure: a wrong count is an error, not a speed.
//
// Where the counts come from: depths 1 and 2 are worked out by hand
// (positions/hitchhiker/board.yaml, start-position-nineteen-moves); depths 3 to 6 are the
// counts of this generator, confirmed to depth 4 by the independent reference generator
// of tests/support/reference_hitchhiker.cpp (test HitchhikerReference.StartPerft) and kept
// here as regression values.
#include <benchmark/benchmark.h>

#include <cstdint>
#include <string>
#include <vector>

#include "core/movelist.hpp"
#include "core/options.hpp"
#include "core/perft.hpp"
#include "hitchhiker/hitchhiker.hpp"

namespace {

using dt::hitchhiker::Rules;

struct Case {
  const char* name;
  dt::OptionValues options;
  std::vector<std::uint64_t> counts;  // perft(1), perft(2), ...
};

const Case kCases[] = {
    {"default", {}, {19, 357, 8245, 186998, 4731829, 117909180}},
    {"orbit_change=any", {{"orbit_change", "any"}}, {19, 357, 8321, 190722, 4887865, 123512228}},
    {"kidnap=optional", {{"kidnap", "optional"}}, {19, 357, 8245, 186998, 4731829, 117909180}},
};

Rules configured(const Case& c) { return Rules::configure(*dt::resolve_options(Rules::options(), c.options)); }

void perft_case(benchmark::State& state, const Case& c, int depth) {
  const Rules rules = configured(c);
  const auto pos = rules.start();
  const std::uint64_t expected = c.counts[static_cast<std::size_t>(depth - 1)];
  if (dt::perft(rules, pos, depth) != expected) {
    state.SkipWithError("perft count differs from the checked count");
    return;
  }
  for (auto _ : state) benchmark::DoNotOptimize(dt::perft(rules, pos, depth));
  state.counters["nodes/s"] = benchmark::Counter(static_cast<double>(expected), benchmark::Counter::kIsIterationInvariantRate);
}

void generate_case(benchmark::State& state, const Case& c) {
  const Rules rules = configured(c);
  const auto pos = rules.start();
  for (auto _ : state) {
    dt::MoveList<Rules> list(rules, pos);
    benchmark::DoNotOptimize(list);
    if (list.size() != c.counts[0]) {
      state.SkipWithError("move count differs from perft(1)");
      return;
    }
  }
  state.counters["positions/s"] = benchmark::Counter(1.0, benchmark::Counter::kIsIterationInvariantRate);
}

const bool kRegistered = [] {
  for (const Case& c : kCases) {
    benchmark::RegisterBenchmark(("HitchhikerGenerate/start/" + std::string(c.name)).c_str(), generate_case, c);
    for (int depth = 1; depth <= static_cast<int>(c.counts.size()); ++depth) {
      auto* b = benchmark::RegisterBenchmark(
          ("HitchhikerPerft/start/" + std::string(c.name) + "/" + std::to_string(depth)).c_str(), perft_case, c, depth);
      b->Unit(benchmark::kMillisecond);
      if (c.counts[static_cast<std::size_t>(depth - 1)] > 50'000'000) b->Iterations(3);
    }
  }
  return true;
}();

}  // namespace
