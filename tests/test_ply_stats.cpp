// perft --stats (counting/ply_stats.hpp): the nodes and distinct positions of each ply,
// and the bound on what a table of counts could save.
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "counting/ply_stats.hpp"
#include "face/erased.hpp"
#include "support/erased_playout.hpp"
#include "support/refusal.hpp"
#include "support/run_cli.hpp"

namespace dt::test {
namespace {

std::unique_ptr<Game> orthodox_start() { return std::move(*find_variant("orthodox")->start({})); }

// Perft of the start position: OEIS A048987 (and the Chess Programming Wiki's "Perft
// Results"). Distinct positions after n plies, castling and en passant rights included:
// OEIS A083276, 1, 20, 400, 5362, 72078, 822518 up to ply 5. (From ply 6 on it counts an en
// passant right whose capture would be illegal as no right, which the table's key does not
// do: A057745, two more at ply 6, is the count under the key's rule.)
TEST(PlyStats, TheOrthodoxStartHasThePublishedCounts) {
  const auto stats = orthodox_start()->ply_stats(5, nullptr);
  ASSERT_EQ(stats.size(), 6u);
  const std::uint64_t nodes[] = {1, 20, 400, 8902, 197281, 4865609};
  const std::uint64_t distinct[] = {1, 20, 400, 5362, 72078, 822518};
  for (std::size_t ply = 0; ply < stats.size(); ++ply) {
    EXPECT_EQ(stats[ply].nodes, nodes[ply]) << "ply " << ply;
    EXPECT_EQ(stats[ply].distinct, distinct[ply]) << "ply " << ply;
  }
  // Up to ply 2 every position is reached by one path, so the moves of a ply's distinct
  // positions are the next ply's nodes.
  EXPECT_EQ(stats[0].moves, 20u);
  EXPECT_EQ(stats[1].moves, 400u);
  EXPECT_EQ(stats[2].moves, 8902u);
  EXPECT_EQ(stats[5].moves, 0u) << "the last ply's moves are not generated";
}

// Worked from the counts above: perft 2 generates at 1 + 20 = 21 nodes, and a perfect
// table at 1 distinct root and its 20 children: 21. Perft 3: 1 + 20 + 400 = 421 against
// 1 + 20 + the 400 moves of the 20 distinct ply-1 positions. Perft 4: 1 + 20 + 400 + 8902 =
// 9323 against 1 + 20 + 400 + 8902 (the 400 ply-2 positions are all distinct). No table
// can save anything on the orthodox start before perft 5.
TEST(PlyStats, NoTableSavesAnythingOnTheOrthodoxStartBeforePerftFive) {
  const auto stats = orthodox_start()->ply_stats(4, nullptr);
  for (std::size_t depth = 1; depth <= 4; ++depth)
    EXPECT_DOUBLE_EQ(table_bound({stats.begin(), stats.begin() + static_cast<std::ptrdiff_t>(depth) + 1}), 1.0)
        << "perft " << depth;
}

// The bound's formula on made-up plies: plain perft 4 generates at 1 + 2 + 4 + 8 = 15
// nodes (plies 0 to 3), a perfect table at the 1 + 2 + 3 distinct positions of plies 0 to 2
// and the 6 moves of ply 2's distinct positions: 12.
TEST(PlyStats, TheBoundIsPlainWorkOverAPerfectTablesWork) {
  const std::vector<PlyStats> stats = {{1, 1, 2}, {2, 2, 4}, {4, 3, 6}, {8, 5, 10}, {16, 9, 0}};
  EXPECT_DOUBLE_EQ(table_bound(stats), 15.0 / 12.0);
  EXPECT_DOUBLE_EQ(table_bound({{1, 1, 0}}), 1.0);
  EXPECT_DOUBLE_EQ(table_bound({{1, 1, 2}, {2, 2, 0}}), 1.0);
}

class RaisedFromTheStart final : public PerftWatch {
 public:
  RaisedFromTheStart() { raise(); }
};

TEST(PlyStats, AStoppedWalkReportsOnlyTheWholePlies) {
  RaisedFromTheStart watch;
  const auto stats = orthodox_start()->ply_stats(3, &watch);
  ASSERT_EQ(stats.size(), 1u);
  EXPECT_EQ(stats[0].nodes, 1u);
}

// On random positions of every variant: each ply's nodes are the plain perft of that
// depth, the distinct positions are at most the nodes and at most the moves that lead to
// them, and the bound is at least 1.
void ply_nodes_are_the_plain_counts() {
  const auto reached = random_reached(12);
  const Game& game = *reached.game;
  int depth = 1;
  while (depth < 4 && game.perft(depth + 1) <= 20000) ++depth;
  const auto stats = game.ply_stats(depth, nullptr);
  RC_ASSERT(stats.size() == static_cast<std::size_t>(depth) + 1);
  for (int ply = 1; ply <= depth; ++ply) {
    const PlyStats& s = stats[static_cast<std::size_t>(ply)];
    RC_ASSERT(s.nodes == game.perft(ply));
    RC_ASSERT(s.distinct <= s.nodes);
    RC_ASSERT((s.nodes == 0) == (s.distinct == 0));
    RC_ASSERT(s.distinct <= stats[static_cast<std::size_t>(ply) - 1].moves);
    RC_ASSERT(stats[static_cast<std::size_t>(ply) - 1].moves <= s.nodes);
  }
  RC_ASSERT(table_bound(stats) >= 1.0);
}

TEST(PlyStatsProperties, EachPlysNodesAreThePlainCount) {
  expect_property_holds("PlyStatsProperties.EachPlysNodesAreThePlainCount", "ply nodes are perft counts", 60,
                        ply_nodes_are_the_plain_counts);
}

// Worked by hand as above: the ratio column is nodes over distinct (8902 / 5362 = 1.660,
// 197281 / 72078 = 2.737), the bound 1.000 up to perft 4.
TEST(PlyStats, TheCommandPrintsEachPly) {
  const auto ran = run_cli({"perft", "orthodox", "4", "--stats", "--quiet"});
  EXPECT_EQ(ran.status, 0) << ran.err;
  EXPECT_EQ(ran.out,
            "ply            nodes         distinct  nodes/distinct  table bound\n"
            "  1               20               20           1.000        1.000\n"
            "  2              400              400           1.000        1.000\n"
            "  3             8902             5362           1.660        1.000\n"
            "  4           197281            72078           2.737        1.000\n");
}

TEST(PlyStats, TheCommandRefusesWhatDoesNotApply) {
  expect_one_line_refusal(run_cli({"perft", "orthodox", "4", "--stats", "--hash", "16"}), {"--stats", "--hash"});
  expect_one_line_refusal(run_cli({"perft", "orthodox", "4", "--stats", "--threads", "2"}), {"--stats", "--threads"});
}

}  // namespace
}  // namespace dt::test
