// Geometry as a graph (style.md, after Ludii): a 3x3 board a1-c3 whose centre b2 is a
// hole, with rank 1 closed into a ring by a wraparound link c1-a1 (like Hitchhiker's
// a6-i6). Expected cells are read off that drawing:
//
//   a3 b3 c3
//   a2 ## c2
//   a1 b1 c1  (c1 east -> a1, a1 west -> c1)
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/geometry.hpp"

namespace dt {
namespace {

enum Dir { N, NE, E, SE, S, SW, W, NW, kDirs };
constexpr int kFile[kDirs] = {0, 1, 1, 1, 0, -1, -1, -1};
constexpr int kRank[kDirs] = {1, 1, 0, -1, -1, -1, 0, 1};

// Cell index = rank * 3 + file: a1 = 0, b1 = 1, c1 = 2, a2 = 3, b2 = 4, ... c3 = 8.
Geometry holed_ring_board() {
  Geometry g(kDirs);
  for (int rank = 0; rank < 3; ++rank)
    for (int file = 0; file < 3; ++file) g.add_cell(std::string{static_cast<char>('a' + file), static_cast<char>('1' + rank)});
  for (int rank = 0; rank < 3; ++rank)
    for (int file = 0; file < 3; ++file)
      for (int d = 0; d < kDirs; ++d) {
        const int f = file + kFile[d], r = rank + kRank[d];
        const bool hole = (file == 1 && rank == 1) || (f == 1 && r == 1);  // b2: no step onto it or off it
        if (f >= 0 && f < 3 && r >= 0 && r < 3 && !hole)
          g.set_step(static_cast<Cell>(rank * 3 + file), d, static_cast<Cell>(r * 3 + f));
      }
  g.link(*g.find("c1"), E, *g.find("a1"), W);
  return g;
}

class CoreGeometry : public ::testing::Test {
 protected:
  Cell at(std::string_view name) const { return *board.find(name); }
  std::vector<Cell> cells(std::initializer_list<std::string_view> names) const {
    std::vector<Cell> out;
    for (const auto n : names) out.push_back(at(n));
    return out;
  }
  const Geometry board = holed_ring_board();
};

TEST_F(CoreGeometry, CellsAreNamedAndFoundInIndexOrder) {
  EXPECT_EQ(board.cells(), 9);
  EXPECT_EQ(board.directions(), 8);
  EXPECT_EQ(board.find("a1"), Cell{0});
  EXPECT_EQ(board.find("b2"), Cell{4});
  EXPECT_EQ(board.find("c3"), Cell{8});
  EXPECT_EQ(board.name(5), "c2");
  EXPECT_EQ(board.find("d1"), std::nullopt);
  EXPECT_EQ(board.find(""), std::nullopt);
}

TEST_F(CoreGeometry, StepsFollowTheGrid) {
  EXPECT_EQ(board.step(at("a1"), N), at("a2"));
  EXPECT_EQ(board.step(at("b3"), SW), at("a2"));
  EXPECT_EQ(board.step(at("c3"), S), at("c2"));
  EXPECT_EQ(board.step(at("a3"), N), kNoCell);  // the edge
  EXPECT_EQ(board.step(at("a2"), W), kNoCell);  // the link joins rank 1 only
}

TEST_F(CoreGeometry, NothingStepsOntoOrOffTheHole) {
  EXPECT_EQ(board.step(at("a2"), E), kNoCell);
  EXPECT_EQ(board.step(at("a1"), NE), kNoCell);
  EXPECT_EQ(board.step(at("b3"), S), kNoCell);
  for (int d = 0; d < kDirs; ++d) EXPECT_EQ(board.step(at("b2"), d), kNoCell) << d;
}

TEST_F(CoreGeometry, LinkWorksBothWays) {
  EXPECT_EQ(board.step(at("c1"), E), at("a1"));
  EXPECT_EQ(board.step(at("a1"), W), at("c1"));
  EXPECT_EQ(board.step(at("c1"), NE), kNoCell);  // a link is one direction, not a wrap of the board
}

TEST_F(CoreGeometry, RayRunsToTheEdge) {
  EXPECT_EQ(board.ray(at("a1"), N), cells({"a2", "a3"}));
  EXPECT_EQ(board.ray(at("c3"), S), cells({"c2", "c1"}));
  EXPECT_EQ(board.ray(at("a3"), N), std::vector<Cell>{});
}

TEST_F(CoreGeometry, RayStopsAtTheHole) {
  EXPECT_EQ(board.ray(at("a2"), E), std::vector<Cell>{});
  EXPECT_EQ(board.ray(at("a1"), NE), std::vector<Cell>{});
  EXPECT_EQ(board.ray(at("b1"), N), std::vector<Cell>{});
}

// Rank 1 is a ring a1 -> b1 -> c1 -> a1: the ray goes once round and stops before its start.
TEST_F(CoreGeometry, RayAroundARingStopsBeforeItsStart) {
  EXPECT_EQ(board.ray(at("a1"), E), cells({"b1", "c1"}));
  EXPECT_EQ(board.ray(at("b1"), E), cells({"c1", "a1"}));
  EXPECT_EQ(board.ray(at("c1"), W), cells({"b1", "a1"}));
}

// A lasso: the ray enters a loop that does not pass through its start.
TEST(CoreGeometryLoops, RayEnteringALoopStopsAtTheFirstRepeat) {
  Geometry g(1);
  const Cell tail = g.add_cell("tail"), p = g.add_cell("p"), q = g.add_cell("q");
  g.set_step(tail, 0, p);
  g.link(p, 0, q, 0);  // p -> q and q -> p in the same direction
  EXPECT_EQ(g.ray(tail, 0), (std::vector<Cell>{p, q}));
}

}  // namespace
}  // namespace dt
