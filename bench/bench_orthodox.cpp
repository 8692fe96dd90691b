// Orthodox chess: move generation per position and perft with a nodes/s counter. Every
// measured perft is checked against its published count first (Chess Programming Wiki,
// "Perft Results"); a wrong count is an error, not a figure.
#include <benchmark/benchmark.h>

#include <cstdint>

#include "core/movelist.hpp"
#include "core/perft.hpp"
#include "orthodox/orthodox.hpp"

namespace {

struct Case {
  const char* name;
  const char* fen;
  int depth;
  std::uint64_t nodes;
};

// Depths sized so that each run stays near or above 10^8 nodes where the position allows.
constexpr Case kCases[] = {
    {"start", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 6, 119060324},
    {"kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 5, 193690690},
    {"position3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 7, 178633661},
    {"position4", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 5, 15833292},
    {"position5", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 5, 89941194},
    {"position6", "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", 5, 164075551},
};

void BM_OrthodoxPerft(benchmark::State& state) {
  const Case& c = kCases[state.range(0)];
  const dt::orthodox::Rules rules;
  const auto pos = rules.parse_position(c.fen);
  if (!pos) {
    state.SkipWithError(pos.error().message().c_str());
    return;
  }
  std::uint64_t nodes = 0;
  for (auto _ : state) {
    nodes = dt::perft(rules, *pos, c.depth);
    if (nodes != c.nodes) {
      state.SkipWithError("perft count differs from the published count");
      return;
    }
  }
  state.SetLabel(std::string(c.name) + " depth " + std::to_string(c.depth));
  state.counters["nodes/s"] = benchmark::Counter(static_cast<double>(nodes), benchmark::Counter::kIsIterationInvariantRate);
}
BENCHMARK(BM_OrthodoxPerft)->DenseRange(0, std::size(kCases) - 1)->Unit(benchmark::kMillisecond)->MinTime(1.0);

void BM_OrthodoxGenerate(benchmark::State& state) {
  const Case& c = kCases[state.range(0)];
  const dt::orthodox::Rules rules;
  const auto pos = *rules.parse_position(c.fen);
  std::size_t moves = 0;
  for (auto _ : state) {
    dt::MoveList<dt::orthodox::Rules> list(rules, pos);
    benchmark::DoNotOptimize(list);
    moves = list.size();
  }
  state.SetLabel(std::string(c.name) + ", " + std::to_string(moves) + " moves");
  state.counters["positions/s"] = benchmark::Counter(1.0, benchmark::Counter::kIsIterationInvariantRate);
}
BENCHMARK(BM_OrthodoxGenerate)->DenseRange(0, std::size(kCases) - 1);

}  // namespace
