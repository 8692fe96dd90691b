// The table counts what the plain count counts (counting/perft_table.hpp, counting/position_key.hpp):
// on random positions of every registered variant, at depths where the table holds many
// counts, with a table of 1 MB (full, its counts replaced all the time) and with one that
// starts at 1 MB and doubles as it fills, on one thread and on two, every count kept (the
// gate judging nothing) and with the gate as a count uses it. And the two positions whose
// counts a weaker key once mixed up, with every table size and thread count.
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <cstdint>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "counting/perft_table.hpp"
#include "face/erased.hpp"
#include "support/erased_playout.hpp"

namespace dt::test {
namespace {

// A depth is raised while its count stays under kMostNodes, so that the table holds tens of
// thousands of counts (more than a 1 MB table's 65,536 slots keep at the deeper ones).
constexpr std::uint64_t kLeastNodes = 200'000;
constexpr std::uint64_t kMostNodes = 4'000'000;
constexpr int kCases = 24;  // each case counts under eight settings

void check_table_counts() {
  const Reached reached = random_reached(30);
  const auto& game = reached.game;
  int depth = 2;
  std::uint64_t plain = game->perft(depth);
  while (plain > 0 && plain < kLeastNodes) {
    const std::uint64_t deeper = game->perft(depth + 1);
    if (deeper > kMostNodes) break;
    plain = deeper, ++depth;
  }
  RC_LOG() << "perft " << depth << " = " << plain << '\n';

  for (const std::size_t megabytes : {std::size_t(1), std::size_t(64)})
    for (const int threads : {1, 2})
      for (const bool every_count : {true, false}) {
        PerftTable table(megabytes);
        if (every_count) table.gate().keep_every_count();
        RC_LOG() << megabytes << " MB, " << threads << " threads" << (every_count ? ", every count kept" : "") << '\n';
        RC_ASSERT(game->perft_with(depth, PerftSettings{threads, &table}).nodes == plain);
      }
}

TEST(TableCounts, TheTableCountsWhatThePlainCountCounts) {
  expect_property_holds("TableCounts/TheTableCountsWhatThePlainCountCounts", "the table's counts are the plain counts",
                        kCases, &check_table_counts);
}

struct FixedCase {
  const char* variant;
  const char* position;
  int depth;
  std::uint64_t nodes;
};

// Published in python-chess's examples/perft (random.perft and chess960.perft), where a
// key that mixed each word into its lanes step by step gave 1,552,397 and 358,531,623.
const FixedCase kFixedCases[] = {
    {"orthodox", "4b3/2b4P/8/8/3k1r2/8/7K/4n3 b - - 0 1", 5, 1'552'093},
    {"chess960", "qrnkbnrb/pp1p1p2/2p1p1pp/4N3/P4P2/8/1PPPP1PP/QR1KBNRB w GBgb - 0 1", 6, 358'531'599},
};

TEST(TableCounts, ThePositionsAWeakerKeyMixedUpCountRightWithEveryTable) {
  for (const FixedCase& c : kFixedCases) {
    auto game = find_variant(c.variant)->load(c.position, {});
    ASSERT_TRUE(game.ok()) << c.position;
    for (const std::size_t megabytes : {1, 16, 64})
      for (const int threads : {1, 2}) {
        PerftTable table(megabytes);
        EXPECT_EQ((*game)->perft_with(c.depth, PerftSettings{threads, &table}).nodes, c.nodes)
            << c.variant << " " << c.position << ", --hash " << megabytes << " --threads " << threads;
      }
  }
}

}  // namespace
}  // namespace dt::test
