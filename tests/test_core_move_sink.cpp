// The one move sink (core/move_sink.hpp): what a generator writes through MoveWriter and
// what it counts through MoveCounter agree, for one-word cell sets and CellSets, for one
// move or a fixed array of moves per cell, so perft's counted leaves equal the list.
#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <vector>

#include "core/cellset.hpp"
#include "core/move_sink.hpp"

namespace dt {
namespace {

struct TestMove {
  int to = -1;
  int choice = 0;
  bool operator==(const TestMove&) const = default;
};

// A generator written once over its sink: a single move, one move per target, and three
// per promoting target.
template <class Out, class Cells>
Out generate(Out out, Cells targets, Cells promoting) {
  out.add(TestMove{99, 0});
  out.add_each(targets, [](int to) { return TestMove{to, 0}; });
  out.add_each(promoting, [](int to) { return std::array{TestMove{to, 1}, TestMove{to, 2}, TestMove{to, 3}}; });
  return out;
}

template <class Cells>
std::vector<TestMove> listed(Cells targets, Cells promoting) {
  std::array<TestMove, 256> buffer{};
  TestMove* const begin = buffer.data();
  return std::vector<TestMove>(begin, generate(MoveWriter<TestMove>(begin), targets, promoting).end());
}

TEST(CoreMoveSink, WordSetsAreListedInCellOrderAndCountedAlike) {
  const std::uint64_t targets = (1ULL << 3) | (1ULL << 40) | (1ULL << 63), promoting = 1ULL << 7;
  const std::vector<TestMove> expected = {{99, 0}, {3, 0}, {40, 0}, {63, 0}, {7, 1}, {7, 2}, {7, 3}};
  EXPECT_EQ(listed(targets, promoting), expected);
  EXPECT_EQ(generate(MoveCounter{}, targets, promoting).count(), expected.size());
}

TEST(CoreMoveSink, CellSetsAreListedInCellOrderAndCountedAlike) {
  using Cells = CellSet<198>;
  Cells targets, promoting;
  for (const int c : {0, 64, 130, 197}) targets.set(c);
  promoting.set(150);
  promoting.set(5);
  const std::vector<TestMove> expected = {{99, 0}, {0, 0}, {64, 0}, {130, 0}, {197, 0},
                                          {5, 1}, {5, 2}, {5, 3}, {150, 1}, {150, 2}, {150, 3}};
  EXPECT_EQ(listed(targets, promoting), expected);
  EXPECT_EQ(generate(MoveCounter{}, targets, promoting).count(), expected.size());
}

TEST(CoreMoveSink, EmptySetsAddNothing) {
  EXPECT_EQ(listed(std::uint64_t{0}, std::uint64_t{0}).size(), 1U);
  EXPECT_EQ(generate(MoveCounter{}, std::uint64_t{0}, std::uint64_t{0}).count(), 1U);
}

}  // namespace
}  // namespace dt
