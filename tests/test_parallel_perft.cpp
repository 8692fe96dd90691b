// Perft and divide over several threads and with a transposition table count exactly
// what the serial ones count, in every registered variant, from the start and along a
// random game of each.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <random>
#include <string>
#include <thread>
#include <utility>

#include "counting/perft_table.hpp"
#include "face/erased.hpp"
#include "perft/hash_table.hpp"
#include "support/run_cli.hpp"

namespace dt::test {
namespace {

TEST(ParallelPerft, ThreadsAndTableEqualTheSerialCountsInEveryVariant) {
  std::mt19937_64 random(42);
  for (const Variant* variant : variants()) {
    auto game = std::move(*variant->start({}));
    PerftTable table(1);
    for (int ply = 0; ply < 12; ++ply) {
      const std::string where = std::string(variant->name()) + " after " + std::to_string(ply) + " plies: " + game->position();
      for (const int depth : {1, 2, 3}) {
        EXPECT_EQ(game->perft_with(depth, {3}).nodes, game->perft(depth)) << where << ", depth " << depth;
        EXPECT_EQ(game->divide_with(depth, {2}).moves, game->divide(depth)) << where << ", depth " << depth;
        // A table of 1 MB overflows at once, so slots are overwritten all the time; one
        // table serves every count of the game.
        EXPECT_EQ(game->perft_with(depth + 1, {1, &table}).nodes, game->perft(depth + 1)) << where << ", hashed depth " << depth + 1;
        EXPECT_EQ(game->divide_with(depth + 1, {2, &table}).moves, game->divide(depth + 1)) << where << ", hashed, 2 threads";
        // Three processes' shares (--mpi) add up to the whole, move by move.
        if (depth == 3) continue;  // depth 4 four times over would be slow
        auto whole = game->divide(depth + 1);
        for (auto& [move, nodes] : whole)
          for (int part = 0; part < 3; ++part)
            for (const auto& [m, n] : game->divide_with(depth + 1, {1, nullptr, part, 3}).moves)
              if (m == move) nodes -= n;
        for (const auto& [move, left] : whole) EXPECT_EQ(left, 0U) << where << ", " << move << ", parts of 3";
      }
      const auto moves = game->moves();
      if (moves.empty()) break;
      ASSERT_TRUE(game->play(moves[random() % moves.size()]).ok());
    }
  }
}

// A table that doubles while two threads count (counting/perft_table.hpp): the thread that
// doubles it moves counts to the new half while the other stores and looks for counts,
// and the counts stay right. A table doubles first at some 32,000 counts kept (half of
// its first 1 MB of slots), so the counts are perft 6: orthodox's 119,060,324 (the
// published count, Chess Programming Wiki, "Perft Results") and Hitchhiker's 117,909,180
// (positions/suites/deep-hitchhiker.perft), into one table (keys differ by game) that
// starts at 1 MB and must have doubled at least twice by the end.
TEST(ParallelPerft, ATableDoublingWhileThreadsCountKeepsTheCounts) {
  PerftTable table(64);
  const std::size_t first = table.buckets_in_use();
  for (const auto& [name, nodes] : {std::pair<std::string, std::uint64_t>{"orthodox", 119060324},
                                    {"hitchhiker", 117909180}}) {
    auto game = std::move(*find_variant(name)->start({}));
    EXPECT_EQ(game->perft_with(6, {2, &table}).nodes, nodes) << name;
  }
  EXPECT_GE(table.buckets_in_use(), first * 4) << table.buckets_in_use() << " buckets";
}

TEST(ParallelPerft, MoreThreadsThanTasksIsFine) {
  // Orthodox chess, kings only: White's king a1 has a2, b1, b2 and Black's h8 has g8,
  // g7, h7, so the cut below the root holds 9 tasks for 64 threads. The kings stay far
  // apart: White then has 5 moves from a2, 5 from b1 and 8 from b2, so perft 3 is
  // 3 * (5 + 5 + 8) = 54.
  auto game = std::move(*find_variant("orthodox")->load("7k/8/8/8/8/8/8/K7 w - - 0 1", {}));
  EXPECT_EQ(game->perft_with(3, {64}).nodes, 54U);
}

// A watch raised from another thread stops a count inside its task: Ringworld's depth 64
// is cut into tasks of 62 plies that would never end. The leaves counted inside the task
// reach the watch before it ends, and a cut count reports no root move as whole.
TEST(ParallelPerft, RaisedWatchStopsADeepTaskAtOnce) {
  auto game = std::move(*find_variant("ringworld")->start({}));
  for (const int threads : {1, 2}) {
    PerftWatch watch;
    std::atomic<bool> seen_growing{false};
    std::chrono::steady_clock::time_point raised;
    std::thread raiser([&] {
      const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(20);
      while (watch.nodes_counted() == 0 && std::chrono::steady_clock::now() < until)
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
      seen_growing = watch.nodes_counted() > 0;
      raised = std::chrono::steady_clock::now();
      watch.raise();
    });
    const auto divided = game->divide_with(64, {threads, nullptr, 0, 1, &watch});
    const auto stopped = std::chrono::steady_clock::now();
    raiser.join();
    EXPECT_TRUE(seen_growing) << threads << " threads";
    EXPECT_FALSE(divided.complete);
    EXPECT_TRUE(divided.moves.empty()) << divided.moves.size() << " root moves reported whole";
    EXPECT_LT(stopped - raised, std::chrono::seconds(1));
  }
}

// A count cut short leaves no partial count in the table: the same table then gives the
// published counts (orthodox "kiwipete", perft 4 = 4085603), stopped at many points.
TEST(ParallelPerft, StoppedCountsLeaveTheTableTrue) {
  auto game = std::move(*find_variant("orthodox")->load("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", {}));
  PerftTable table(1);
  for (int stop_after = 1; stop_after <= 64; stop_after *= 2) {
    PerftWatch watch;
    std::thread raiser([&] {
      std::this_thread::sleep_for(std::chrono::microseconds(100 * stop_after));
      watch.raise();
    });
    game->perft_with(4, {2, &table, 0, 1, &watch});
    raiser.join();
  }
  EXPECT_EQ(game->perft_with(4, {2, &table}).nodes, 4085603U);
  EXPECT_EQ(game->perft_with(3, {1, &table}).nodes, 97862U);
}

// perft 4 of orthodox chess from the start is 197281 (published).
TEST(ParallelPerft, CommandLineThreads) {
  const auto r = run_cli({"perft", "orthodox", "4", "--threads", "2", "--json"});
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("\"depth\":4,\"nodes\":197281,"), std::string::npos) << r.out;
  EXPECT_NE(run_cli({"perft", "orthodox", "2", "--threads", "0"}).err.find("--threads: expected 1 to 256, found '0'"),
            std::string::npos);
  EXPECT_NE(run_cli({"divide", "orthodox", "2", "--threads", "x"}).err.find("--threads: expected a non-negative integer"),
            std::string::npos);
  const auto hashed = run_cli({"perft", "orthodox", "4", "--hash", "16", "--json"});
  EXPECT_NE(hashed.out.find("\"depth\":4,\"nodes\":197281,"), std::string::npos) << hashed.out;
  EXPECT_NE(run_cli({"perft", "orthodox", "2", "--hash", "0"}).err.find("--hash: expected 1 to 1048576, found '0'"),
            std::string::npos);
}

// --hash beyond the memory this process can get is refused before any count, in one
// line naming the flag and both sizes (it used to be killed by the system, or print
// std::bad_alloc).
TEST(ParallelPerft, HashBeyondTheMemoryAvailableIsRefused) {
  const auto r = run_cli({"perft", "orthodox", "3", "--hash", "1000000"});
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err.rfind("deepthought perft: --hash 1000000: 1000000 MB is more than the ", 0), 0U) << r.err;
  EXPECT_TRUE(r.err.ends_with(" MB of memory available\n")) << r.err;
}

// The table is made once for all the depths and its memory is not filled before use, so a
// 1 GB table costs perft 3 (20, 400, 8902, published) next to nothing; it took seconds
// when a table was made and zero-filled for each depth.
TEST(ParallelPerft, LargeHashTableIsMadeOnceAndNotFilled) {
  const auto available = cli::available_memory();
  if (available && *available < (std::uint64_t(2) << 30)) GTEST_SKIP() << "less than 2 GB of memory available";
  const auto t0 = std::chrono::steady_clock::now();
  const auto r = run_cli({"perft", "orthodox", "3", "--hash", "1024", "--json"});
  EXPECT_LT(std::chrono::steady_clock::now() - t0, std::chrono::seconds(5));
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("\"depth\":3,\"nodes\":8902,"), std::string::npos) << r.out;
}

#ifndef DEEPTHOUGHT_MPI
TEST(ParallelPerft, MpiNeedsAnMpiBuild) {
  const auto r = run_cli({"perft", "orthodox", "2", "--mpi"});
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("--mpi: this build has no MPI: configure with -DDEEPTHOUGHT_MPI=ON"), std::string::npos) << r.err;
}
#endif

}  // namespace
}  // namespace dt::test
