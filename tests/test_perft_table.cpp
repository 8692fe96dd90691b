// The perft table grows into the memory asked for as it fills (counting/perft_table.hpp): a
// count that needs a little of it touches a little, and growing never makes a count wrong.
#include <gtest/gtest.h>

#include <cstdint>
#include <fstream>
#include <utility>
#include <vector>

#include "counting/perft.hpp"
#include "counting/perft_table.hpp"
#include "counting/table_gate.hpp"
#include "orthodox/orthodox.hpp"
#include "outerspace/outerspace.hpp"

namespace dt::test {
namespace {

// Resident memory of this process in bytes (Linux), 0 where unknown.
std::uint64_t resident_bytes() {
  std::ifstream statm("/proc/self/statm");
  std::uint64_t size = 0, resident = 0;
  if (!(statm >> size >> resident)) return 0;
  return resident * 4096;
}

// Orthodox perft 5 keeps some 10^5 counts, a few MB: with a 256 MB table it must touch a
// few MB, not all 256 (first-touch page faults of a whole table took longer than the count).
TEST(PerftTable, ASmallCountTouchesLittleOfABigTable) {
  const std::uint64_t before = resident_bytes();
  if (before == 0) GTEST_SKIP() << "no /proc/self/statm";
  PerftTable table(256);
  const orthodox::Rules rules;
  NoPoll none;
  EXPECT_EQ(perft(rules, rules.start(), 5, &table, none), 4865609u);
  EXPECT_LT(resident_bytes() - before, std::uint64_t(64) << 20);
  EXPECT_LT(table.buckets_in_use() * 64, table.bytes());
}

// Many more counts than the first buckets hold: the table doubles (up to its size), and
// every count asked for again is either the one stored or missing, never another.
TEST(PerftTable, GrowingKeepsCountsRightOrMissing) {
  PerftTable table(8);
  const std::size_t first = table.buckets_in_use();
  const auto key = [](std::uint64_t i) {
    KeyHasher h;
    h.add(i);
    return h.key();
  };
  constexpr std::uint64_t kKeys = 400000;  // 8 MB is 524288 slots
  for (std::uint64_t i = 0; i < kKeys; ++i) table.store(key(i), 2 + int(i % 5), i * 3 + 1);
  EXPECT_GT(table.buckets_in_use(), first);
  EXPECT_LE(table.buckets_in_use() * 64, table.bytes());
  std::uint64_t found = 0;
  for (std::uint64_t i = 0; i < kKeys; ++i)
    if (const auto nodes = table.find(key(i), 2 + int(i % 5))) {
      ++found;
      ASSERT_EQ(*nodes, i * 3 + 1) << i;
    }
  EXPECT_GT(found, kKeys / 4);
  EXPECT_EQ(table.find(key(kKeys), 2), std::nullopt);
}

// Counts kept while the table doubles move with it: stored into a table that doubles
// three times (1 MB of buckets, then 2, 4 and 8) and never holds more than about half
// the slots it uses, nearly all are found again. Those missing were pushed out of a full
// bucket of four: just before each doubling a bucket holds about two counts, and
// Poisson's law puts some 4% of them fifth or later in their bucket (94% are found
// here). When a doubling stranded the counts whose new index bit was 1, 54% were found.
TEST(PerftTable, GrowingMovesTheCountsKept) {
  PerftTable table(8);
  const std::size_t first = table.buckets_in_use();
  const auto key = [](std::uint64_t i) {
    KeyHasher h;
    h.add(i ^ 0x5bd1e995);
    return h.key();
  };
  constexpr std::uint64_t kKeys = 240000;  // 8 MB is 524288 slots: under half of them
  for (std::uint64_t i = 0; i < kKeys; ++i) table.store(key(i), 2 + int(i % 5), i * 7 + 3);
  EXPECT_EQ(table.buckets_in_use(), first * 8);
  std::uint64_t found = 0;
  for (std::uint64_t i = 0; i < kKeys; ++i)
    if (const auto nodes = table.find(key(i), 2 + int(i % 5))) {
      ++found;
      ASSERT_EQ(*nodes, i * 7 + 3) << i;
    }
  EXPECT_GT(found, kKeys * 90 / 100) << found;
}

// The table keeps of a key's index only the 16 bits above the first buckets' (its home,
// to move the count when the table doubles; the low bits pick the bucket) and all 64
// bits of its check: keys that share a bucket, even keys equal in every index bit, are
// told apart by their checks, and a count is found only at its own depth. Five counts of
// one depth in one four-slot bucket: each read back is its own or missing (the first was
// replaced), never a neighbour's, whatever the index bits the table drops (bit 40 and up).
TEST(PerftTable, KeysInOneBucketKeepTheirOwnCounts) {
  PerftTable table(1);
  const auto key = [](std::uint64_t check, std::uint64_t dropped_bits) {
    return PositionKey{0x1234 | dropped_bits << 40, check};
  };
  for (std::uint64_t i = 1; i <= 5; ++i) table.store(key(i, i), 3, 100 + i);
  for (std::uint64_t i = 2; i <= 5; ++i) {
    for (std::uint64_t dropped = 0; dropped <= 5; ++dropped) EXPECT_EQ(table.find(key(i, dropped), 3), 100 + i) << i;
    EXPECT_EQ(table.find(key(i, i), 4), std::nullopt) << "another depth";
  }
  EXPECT_EQ(table.find(key(1, 1), 3), std::nullopt) << "four slots a bucket: the first of five went";
  EXPECT_EQ(table.find(key(6, 0), 3), std::nullopt) << "a check never stored";
  // A count of another depth filed in the same bucket is not read at this one.
  table.store(PositionKey{0x1234 ^ (3 * 0xD6E8FEB86659FD93ULL) ^ (7 * 0xD6E8FEB86659FD93ULL), 42}, 7, 7);
  EXPECT_EQ(table.find(PositionKey{0x1234, 42}, 3), std::nullopt);
}

// Drops (ply, depth) of `gate` as probes that find nothing would: a depth-2 count of 900
// (branching 30) stored, then so many sampled misses that the hits of a perft 5's own
// sample cannot make it kept again.
void drop(TableGate& gate, int ply, int depth) {
  gate.stored(2, 0, 900);
  for (std::uint64_t i = 0; i < 10000 * TableGate::kJudgeAfter; ++i) gate.probed(ply, depth, 0, 0);
}

// The gate (counting/table_gate.hpp) drops a (ply, depth) whose probes save less than a
// generation's worth of leaves (here 30) and keeps one whose probes save more, or that
// saves more later; it judges only sampled probes, and none before it knows the branching.
TEST(TableGate, DropsWhatDoesNotPayAndKeepsWhatDoes) {
  TableGate gate;
  for (std::uint64_t i = 0; i < 2 * TableGate::kJudgeAfter; ++i) gate.probed(3, 2, 0, 0);
  EXPECT_TRUE(gate.keeps(3, 2)) << "no branching known yet";
  gate.stored(2, 0, 900);
  for (std::uint64_t i = 0; i < 100 * TableGate::kJudgeAfter; ++i) gate.probed(4, 2, 1, 0);
  EXPECT_TRUE(gate.keeps(4, 2)) << "probes outside the sample are not judged";
  for (std::uint64_t i = 0; i < TableGate::kJudgeAfter; ++i) gate.probed(4, 2, 0, i % 4 == 0 ? 200 : 0);
  EXPECT_TRUE(gate.keeps(4, 2)) << "50 leaves saved a probe";
  for (std::uint64_t i = 0; i < TableGate::kJudgeAfter; ++i) gate.probed(5, 2, 0, i % 8 == 0 ? 200 : 0);
  EXPECT_FALSE(gate.keeps(5, 2)) << "25 leaves saved a probe";
  for (std::uint64_t i = 0; i < TableGate::kJudgeAfter; ++i) gate.probed(5, 2, 0, 200);
  EXPECT_TRUE(gate.keeps(5, 2)) << "its sample found more later: 112 leaves saved a probe in all";
  EXPECT_TRUE(gate.keeps(5, 3)) << "another depth";
  EXPECT_TRUE(gate.keeps(TableGate::kPlies, 2)) << "beyond the gate's plies";
}

// A table whose gate has dropped some (ply, depth) counts those positions without it (the
// children not looked for, or the whole subtree plain), and the counts stay the ones
// without a table: a game that visits its children (orthodox) and one that lists them
// (Outer Space), counted from the root (ply 0) and as a task two plies down.
TEST(TableGate, DroppedDepthsCountTheSame) {
  const orthodox::Rules orthodox;
  const outerspace::Rules outerspace;
  NoPoll none;
  for (const auto& dropped : {std::vector<std::pair<int, int>>{{1, 4}},
                              {{2, 3}},
                              {{3, 2}},
                              {{1, 4}, {2, 3}},
                              {{0, 5}, {1, 4}, {2, 3}, {3, 2}},
                              {{2, 3}, {3, 2}, {4, 2}, {4, 3}, {5, 2}}}) {
    PerftTable table(1), other(1);
    for (const auto& [ply, depth] : dropped) drop(table.gate(), ply, depth), drop(other.gate(), ply, depth);
    EXPECT_EQ(perft(orthodox, orthodox.start(), 5, &table, none), 4865609u);
    EXPECT_EQ(perft(outerspace, outerspace.start(), 5, &other, none), 6395614u);
    // A task at ply 2: the start position's perft 5 is the sum of its grandchildren's
    // perft 3.
    std::uint64_t nodes = 0;
    for (const auto& m : MoveList<orthodox::Rules>(orthodox, orthodox.start())) {
      auto child = orthodox.start();
      orthodox.make(child, m);
      for (const auto& r : MoveList<orthodox::Rules>(orthodox, child)) {
        auto grandchild = child;
        orthodox.make(grandchild, r);
        nodes += perft(orthodox, grandchild, 3, &table, none, 2);
      }
    }
    EXPECT_EQ(nodes, 4865609u);
  }
}

}  // namespace
}  // namespace dt::test
