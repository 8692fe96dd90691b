// The Ringworld board tables against RW-1 and RW-2, read off the seed's diagram by hand:
// file lengths, the hole, corner neighbours, and the bound behind Rules::card.max_moves.
#include <gtest/gtest.h>

#include <string>

#include "ringworld/ringworld.hpp"

namespace dt::ringworld {
namespace {

TEST(RingworldBoard, FilesHaveTheLengthsOfTheDiagramMinusTheHole) {
  const Tables& b = kTables;
  // Files a-q: 9 ... 17 ... 9 cells, of which g, h, i, j, k lose 3, 4, 5, 4, 3 to the hole.
  const int full[17] = {9, 10, 11, 12, 13, 14, 15, 16, 17, 16, 15, 14, 13, 12, 11, 10, 9};
  const int hole[17] = {0, 0, 0, 0, 0, 0, 3, 4, 5, 4, 3, 0, 0, 0, 0, 0, 0};
  int total = 0;
  for (int f = 0; f < 17; ++f) {
    int n = 0;
    for (int c = 0; c < kCells; ++c) n += b.name[c][0] == 'a' + f;
    EXPECT_EQ(n, full[f] - hole[f]) << static_cast<char>('a' + f);
    total += n;
  }
  EXPECT_EQ(total, 198);
  for (const char* name : {"a1", "a9", "i1", "i6", "i12", "i17", "q1", "q9", "g6", "g10", "h11", "j6", "k10"})
    EXPECT_TRUE(b.find(name)) << name;
  for (const char* name : {"i7", "i9", "i11", "g7", "g9", "h7", "h10", "j7", "j10", "k7", "k9", "a10", "q10", "i18", "r1", "a0"})
    EXPECT_FALSE(b.find(name)) << name;
}

// Cells are numbered file by file from a to q, and within a file from rank 1 northward
// (RW-1, board.cpp). So a step N stays in its file one rank up, a step NE or SE goes
// one file east, and S, SW, NW are their reverses: along every ray the cell numbers
// rise strictly going N, NE, SE and fall strictly going S, SW, NW. (The generator walks
// rays cell by cell and does not rely on this; the test pins the numbering the tables
// are built from.)
TEST(RingworldBoard, CellNumbersRiseOrFallAlongEveryRay) {
  const Tables& b = kTables;
  for (int c = 0; c < kCells; ++c)
    for (int d = 0; d < kDirs; ++d) {
      const Ray& ray = b.ray[c][d];
      const bool rising = d == N || d == NE || d == SE;
      int previous = c;
      for (int i = 0; i < ray.length; ++i) {
        EXPECT_EQ(ray.cell[i] > previous, rising) << b.name[c] << " direction " << d << " step " << i + 1;
        previous = ray.cell[i];
      }
    }
}

TEST(RingworldBoard, GeneralsCornersAndDirections) {
  const Tables& b = kTables;
  const auto at = [&](const char* n) { return *b.find(n); };
  EXPECT_EQ(b.general_home[0], at("i1"));
  EXPECT_EQ(b.general_home[1], at("q9"));
  EXPECT_EQ(b.general_home[2], at("a9"));
  // i1: north i2, north-west h1, north-east j1; nothing southward.
  EXPECT_EQ(b.step(at("i1"), N), at("i2"));
  EXPECT_EQ(b.step(at("i1"), NW), at("h1"));
  EXPECT_EQ(b.step(at("i1"), NE), at("j1"));
  EXPECT_EQ(b.step(at("i1"), S), -1);
  EXPECT_EQ(b.step(at("i1"), SW), -1);
  EXPECT_EQ(b.step(at("i1"), SE), -1);
  // RW-2: f = N, SE, SW; h = S, NW, NE.
  EXPECT_TRUE(is_f(N) && is_f(SE) && is_f(SW));
  EXPECT_FALSE(is_f(S) || is_f(NW) || is_f(NE));
  // The rotation takes each General's cell to the next one round: i1 -> a9 -> q9.
  EXPECT_EQ(b.rotated[at("i1")], at("a9"));
  EXPECT_EQ(b.rotated[at("a9")], at("q9"));
  EXPECT_EQ(b.rotated[at("q9")], at("i1"));
}

TEST(RingworldBoard, NoCellSeesMoreThanTheMoveBoundAllows) {
  const Tables& b = kTables;
  int most = 0;
  for (int c = 0; c < kCells; ++c) {
    int n = 0;
    for (int d = 0; d < kDirs; ++d) n += b.ray[c][d].length;
    most = std::max(most, n);
  }
  EXPECT_LE(most, 48);  // the figure Rules::card.max_moves is worked out from
  EXPECT_GE(Rules::card.max_moves, 73U * static_cast<unsigned>(most) + 2);
}

// The bit rows the sliders and cannons scan (board.hpp) against the rays: from each cell,
// the bits along a direction's line, up to the first wall bit, are the cells of its
// ray in order; the wall is the edge or the hole. Every cell has its own bit on each
// of its three lines, and the line's walls clear it.
TEST(RingworldBoard, LineBitsRunAlongTheRays) {
  const Tables& b = kTables;
  for (int c = 0; c < kCells; ++c)
    for (int d = 0; d < kDirs; ++d) {
      const LinePlace place = b.place[c][axis_of(d)];
      const LineBits walls = b.walls[place.line];
      EXPECT_EQ(b.line_cell[place.line][place.bit], c);
      EXPECT_FALSE((walls >> place.bit) & 1U) << b.name[c];
      const Ray& ray = b.ray[c][d];
      int bit = place.bit, steps = 0;
      for (;;) {
        bit += rises(d) ? 1 : -1;
        ASSERT_TRUE(bit >= 0 && bit < 32) << b.name[c] << " direction " << d << ": no wall";
        if ((walls >> bit) & 1U) break;
        ASSERT_LT(steps, ray.length) << b.name[c] << " direction " << d;
        EXPECT_EQ(b.line_cell[place.line][bit], ray.cell[steps]) << b.name[c] << " direction " << d;
        ++steps;
      }
      EXPECT_EQ(steps, ray.length) << b.name[c] << " direction " << d;
      EXPECT_TRUE(rises(d) ? bit <= 31 : bit >= 1) << "a scan past the wall must stay inside the word";
    }
}

// A stretch (army_lines.hpp) is the cells a slide can cross: two cells share their stretch
// along an axis exactly when one lies on the other's ray along that axis.
TEST(RingworldBoard, StretchesAreTheCellsOfTheRays) {
  const Tables& b = kTables;
  for (int c = 0; c < kCells; ++c)
    for (int t = 0; t < kCells; ++t)
      for (int axis = 0; axis < kAxes; ++axis) {
        bool on_ray = false;
        for (const int d : {axis, axis + kAxes})
          for (int i = 0; i < b.ray[c][d].length; ++i) on_ray |= b.ray[c][d].cell[i] == t;
        EXPECT_EQ(b.stretch[c][axis] == b.stretch[t][axis], t == c || on_ray) << b.name[c] << " " << b.name[t];
        EXPECT_LT(b.stretch[c][axis], kStretches);
      }
}

}  // namespace
}  // namespace dt::ringworld
