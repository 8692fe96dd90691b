// The timed loops every benchmark shares: perft at `depth` and move generation, each
// checked against a count known before timing (a wrong count is an error, not a speed),
// reported as nodes/s or positions/s; the counts are the rulebook's (deep_counts.hpp).
#pragma once

#include <benchmark/benchmark.h>

#include <cctype>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <optional>
#include <stdexcept>
#include <string>

#include "core/movelist.hpp"
#include "core/options.hpp"
#include "counting/perft.hpp"
#include "deep_counts.hpp"

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

// The position `text` under `rules`, read when the benchmark runs (a variant's tables may
// not exist yet while benchmarks are registered at start-up); a text the rules refuse
// ends the benchmark with the reader's error.
template <class Rules>
std::optional<typename Rules::Position> parsed(benchmark::State& state, const Rules& rules, const std::string& text) {
  const auto pos = rules.parse_position(text);
  if (pos) return *pos;
  state.SkipWithError((text + ": " + pos.error().message()).c_str());
  return std::nullopt;
}

// Counts past this many nodes are not timed (a few seconds a run at most): the rulebook
// keeps deeper ones for `deepthought suite` and bench/compare-threads.sh.
inline constexpr std::uint64_t kMaxTimedNodes = 200'000'000;

// For each deep suite of the variant (deep_counts.hpp) and each of its entries:
// `VARIANTGenerate/ENTRY[/LABEL]` (move generation, checked against perft 1) and
// `VARIANTPerft/ENTRY[/LABEL]/D` for each depth D whose count is at most kMaxTimedNodes,
// where VARIANT is the registry's name with a capital (Orthodox, Lue) and LABEL the
// option off its default (kidnap=optional).
template <class Rules>
void register_deep() {
  std::string variant(Rules::card.name);
  variant[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(variant[0])));
  for (const DeepCounts& suite : deep_counts(Rules::card.name)) {
    const auto resolved = resolve_options(Rules::options(), suite.options);
    if (!resolved) throw std::runtime_error(suite.label + ": " + resolved.error().message());
    const Rules rules = Rules::configure(*resolved);
    const std::string label = suite.label.empty() ? "" : "/" + suite.label;
    for (const cli::SuiteEntry& entry : suite.entries) {
      const std::string name = entry.name + label, text = entry.position;
      for (const cli::SuiteCount& count : entry.counts) {
        if (count.depth == 1)
          benchmark::RegisterBenchmark((variant + "Generate/" + name).c_str(), [rules, text, count](benchmark::State& state) {
            if (const auto pos = parsed(state, rules, text))
              timed_generate(state, rules, *pos, count.nodes, "move count differs from the rulebook's perft(1)");
          });
        if (count.nodes > kMaxTimedNodes) continue;
        auto* b = benchmark::RegisterBenchmark(
            (variant + "Perft/" + name + "/" + std::to_string(count.depth)).c_str(), [rules, text, count](benchmark::State& state) {
              if (const auto pos = parsed(state, rules, text))
                timed_perft(state, rules, *pos, count.depth, count.nodes, "perft count differs from the rulebook's");
            });
        b->Unit(benchmark::kMillisecond);
        if (count.nodes > 50'000'000) b->Iterations(3);
      }
    }
  }
}

// Registers a file's benchmarks at start-up; a count that cannot be read ends dt_bench
// with its reason and status 2 before anything is timed.
template <class Register>
bool registered(Register register_benchmarks) {
  try {
    register_benchmarks();
  } catch (const std::exception& e) {
    std::fprintf(stderr, "dt_bench: %s\n", e.what());
    std::exit(2);
  }
  return true;
}

}  // namespace dt::bench
