// The cost of limits that take effect inside a task: the same perft unwatched
// (NoPoll, the library's count) and polling a watch as every command-line count does
// (counting/perft.hpp: a stop flag read at each node two or more plies above the leaves, the
// leaves added to the watch every 2^16). bench/compare-stop-poll.sh prints each polled
// rate over its unwatched one from one run; the target is a cost below 1%. Orthodox and
// Hitchhiker Chess have the fewest moves a node, so the most polls a leaf; Ringworld the
// most. The counts are the rulebook's (positions/suites/deep-VARIANT.perft).
#include <benchmark/benchmark.h>

#include <cstdint>
#include <string>

#include "counting/parallel_perft.hpp"
#include "hitchhiker/hitchhiker.hpp"
#include "orthodox/orthodox.hpp"
#include "ringworld/ringworld.hpp"
#include "timed_perft.hpp"

namespace {

template <class Rules>
void register_pair(const std::string& variant, const Rules& rules, int depth, std::uint64_t expected) {
  const std::string name = "StopPoll/" + variant + "/" + std::to_string(depth);
  constexpr const char* kDiffers = "perft count differs from the checked count";
  benchmark::RegisterBenchmark((name + "/unwatched").c_str(), [=](benchmark::State& state) {
    dt::bench::timed_perft(state, rules, rules.start(), depth, expected, kDiffers);
  })->Unit(benchmark::kMillisecond);
  benchmark::RegisterBenchmark((name + "/polled").c_str(), [=](benchmark::State& state) {
    dt::PerftWatch watch;
    const auto pos = rules.start();
    dt::bench::timed_count(state, expected, kDiffers, [&] {
      dt::WatchPoll poll(watch);
      return dt::perft(rules, pos, depth, poll);
    });
  })->Unit(benchmark::kMillisecond);
}

const bool kRegistered = dt::bench::registered([] {
  register_pair("Orthodox", dt::orthodox::Rules{}, 5, dt::bench::deep_count("orthodox", "start", 5));
  register_pair("Hitchhiker", dt::hitchhiker::Rules{}, 5, dt::bench::deep_count("hitchhiker", "start", 5));
  register_pair("Ringworld", dt::ringworld::Rules{}, 4, dt::bench::deep_count("ringworld", "start", 4));
});

}  // namespace
