// Orthodox chess: move generation per position and perft with a nodes/s counter, for the
// six standard positions at every depth up to about 2 x 10^8 nodes. Every measured perft
// is checked against its published count (Chess Programming Wiki, "Perft Results") before
// it counts as a figure: a wrong count is an error, not a speed.
#include <benchmark/benchmark.h>

#include <cstdint>
#include <string>
#include <vector>

#include "core/movelist.hpp"
#include "core/perft.hpp"
#include "timed_perft.hpp"
#include "orthodox/orthodox.hpp"

namespace {

struct Case {
  const char* name;
  const char* fen;
  std::vector<std::uint64_t> counts;  // published perft(1), perft(2), ...
};

const Case kCases[] = {
    {"start", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
     {20, 400, 8902, 197281, 4865609, 119060324}},
    {"kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
     {48, 2039, 97862, 4085603, 193690690}},
    {"position3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", {14, 191, 2812, 43238, 674624, 11030083, 178633661}},
    {"position4", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", {6, 264, 9467, 422333, 15833292}},
    {"position5", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", {44, 1486, 62379, 2103487, 89941194}},
    {"position6", "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
     {46, 2079, 89890, 3894594, 164075551}},
};

void perft_case(benchmark::State& state, const Case& c, int depth) {
  const dt::orthodox::Rules rules;
  const auto pos = rules.parse_position(c.fen);
  if (!pos) {
    state.SkipWithError(pos.error().message().c_str());
    return;
  }
  const std::uint64_t expected = c.counts[static_cast<std::size_t>(depth - 1)];
  dt::bench::timed_perft(state, rules, *pos, depth, expected, "perft count differs from the published count");
}

void generate_case(benchmark::State& state, const Case& c) {
  const dt::orthodox::Rules rules;
  dt::bench::timed_generate(state, rules, *rules.parse_position(c.fen), c.counts[0],
                            "move count differs from the published perft(1)");
}

// Registered at start-up: one perft benchmark per position and depth, one generation
// benchmark per position. Small depths run many iterations; the deep ones a few.
const bool kRegistered = [] {
  for (const Case& c : kCases) {
    benchmark::RegisterBenchmark(("OrthodoxGenerate/" + std::string(c.name)).c_str(), generate_case, c);
    for (int depth = 1; depth <= static_cast<int>(c.counts.size()); ++depth) {
      auto* b = benchmark::RegisterBenchmark(("OrthodoxPerft/" + std::string(c.name) + "/" + std::to_string(depth)).c_str(),
                                             perft_case, c, depth);
      b->Unit(benchmark::kMillisecond);
      if (c.counts[static_cast<std::size_t>(depth - 1)] > 50'000'000) b->Iterations(3);
    }
  }
  return true;
}();

}  // namespace
