// CellSet over the board sizes the project has: 43 cells (Hitchhiker, one word, 21 spare
// bits), 64 (a full word, nothing to mask) and 198 (Ringworld, four words, the last one
// holding 6 cells).
#include <gtest/gtest.h>

#include <vector>

#include "core/cellset.hpp"

namespace dt {
namespace {

template <class Set>
class CoreCellSet : public ::testing::Test {};

using Sizes = ::testing::Types<CellSet<43>, CellSet<64>, CellSet<198>>;
TYPED_TEST_SUITE(CoreCellSet, Sizes);

template <class Set>
struct BoardCells;
template <std::size_t N>
struct BoardCells<CellSet<N>> {
  static constexpr int value = static_cast<int>(N);
};

template <class Set>
constexpr int size() {
  return BoardCells<Set>::value;
}

// Cells at both ends of the board and of every 64-bit word the board uses.
template <class Set>
std::vector<int> edge_cells() {
  std::vector<int> out = {0, 1};
  for (int c = 63; c < size<Set>() - 1; c += 64) out.insert(out.end(), {c, c + 1});
  out.push_back(size<Set>() - 1);
  return out;
}

template <class Set>
std::vector<int> listed(const Set& s) {
  std::vector<int> out;
  for (const int c : s) out.push_back(c);
  return out;
}

TYPED_TEST(CoreCellSet, StartsEmpty) {
  const TypeParam s;
  EXPECT_TRUE(s.empty());
  EXPECT_EQ(s.count(), 0);
  EXPECT_EQ(listed(s), std::vector<int>{});
}

TYPED_TEST(CoreCellSet, SetTestResetAtEveryWordEdge) {
  for (const int c : edge_cells<TypeParam>()) {
    TypeParam s;
    s.set(c);
    EXPECT_TRUE(s.test(c)) << c;
    EXPECT_EQ(s.count(), 1) << c;
    EXPECT_EQ(s.first(), c);
    EXPECT_EQ(s, TypeParam::of(c));
    for (const int other : edge_cells<TypeParam>()) {
      if (other == c) continue;
      EXPECT_FALSE(s.test(other)) << c << " set, " << other << " tested";
    }
    s.reset(c);
    EXPECT_TRUE(s.empty()) << c;
  }
}

TYPED_TEST(CoreCellSet, CountFirstAndPopGoUpward) {
  TypeParam s;
  const std::vector<int> cells = edge_cells<TypeParam>();
  for (auto it = cells.rbegin(); it != cells.rend(); ++it) s.set(*it);  // set high to low
  EXPECT_EQ(s.count(), static_cast<int>(cells.size()));
  for (const int c : cells) {
    EXPECT_EQ(s.first(), c);
    EXPECT_EQ(s.pop_first(), c);
  }
  EXPECT_TRUE(s.empty());
}

TYPED_TEST(CoreCellSet, IterationIsInIncreasingOrder) {
  TypeParam s;
  const int last = size<TypeParam>() - 1;
  for (const int c : {last, 5, 0, 30}) s.set(c);
  EXPECT_EQ(listed(s), (std::vector<int>{0, 5, 30, last}));
}

TYPED_TEST(CoreCellSet, ComplementStaysOnTheBoard) {
  const TypeParam all = ~TypeParam{};
  EXPECT_EQ(all.count(), size<TypeParam>());
  EXPECT_TRUE(all.test(size<TypeParam>() - 1));
  std::vector<int> every(static_cast<std::size_t>(size<TypeParam>()));
  for (int c = 0; c < size<TypeParam>(); ++c) every[static_cast<std::size_t>(c)] = c;
  EXPECT_EQ(listed(all), every);
  EXPECT_TRUE((~all).empty());

  const TypeParam one = TypeParam::of(size<TypeParam>() - 1);
  EXPECT_EQ((~one).count(), size<TypeParam>() - 1);
  EXPECT_FALSE((~one).test(size<TypeParam>() - 1));
}

TYPED_TEST(CoreCellSet, UnionIntersectionDifference) {
  const int last = size<TypeParam>() - 1;
  const TypeParam a = TypeParam::of(0) | TypeParam::of(last);
  const TypeParam b = TypeParam::of(last) | TypeParam::of(1);
  EXPECT_EQ(listed(a | b), (std::vector<int>{0, 1, last}));
  EXPECT_EQ(listed(a & b), std::vector<int>{last});
  EXPECT_EQ(listed(a ^ b), (std::vector<int>{0, 1}));
  EXPECT_EQ(a & ~a, TypeParam{});
}

// The loop visits the set as it was when the loop began, even if the body changes it.
TYPED_TEST(CoreCellSet, IterationVisitsTheSetAsItWasWhenTheLoopBegan) {
  TypeParam s;
  for (const int c : edge_cells<TypeParam>()) s.set(c);
  std::vector<int> seen;
  for (const int c : s) {
    seen.push_back(c);
    s.reset(c);
    s.set(size<TypeParam>() - 1 - c);
  }
  EXPECT_EQ(seen, edge_cells<TypeParam>());
}

}  // namespace
}  // namespace dt
