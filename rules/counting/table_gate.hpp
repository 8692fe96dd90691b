// Which subtree counts the perft table (counting/perft_table.hpp) keeps: those whose probes
// have been found to save more work than they cost. A probe (the child made a second
// time, its key, a cache line fetched from a table of hundreds of MB, a store) costs
// about one generation of a position's moves (docs/performance.md has the measurements).
// What it saves is the subtree counts its hits return, and how often it hits depends on
// the game and on where the position is: a position one ply from the root has no other
// move order, while orthodox positions two plies above the leaves are often found in the
// table and Hyperspace's seldom (a piece in transit counts its owner's turns, so move
// orders seldom meet), where an ungated table costs more than it saves.
//
// So the gate keeps, for each (ply, depth) of a count (ply from the count's root, depth
// below the position), the leaves its hits saved per probe, sampled one position in
// kSample by its key's low bits. Once kJudgeAfter samples are in, a (ply, depth) whose
// probes saved fewer leaves than a generation's worth (its mean branching, the square
// root of the mean depth-2 count stored) is dropped: its positions are counted without
// the table, except the sample, which is still looked for and stored. A sample by key
// takes both ends of every transposition or neither, so its hit rate is the one the whole
// (ply, depth) would have: the judgement goes on, and a (ply, depth) whose hits come
// later in the run (a transposition's other move order is often under a later root move)
// is kept again. A count never depends on the gate: a dropped depth is counted in full.
#pragma once

#include <atomic>
#include <cmath>
#include <cstdint>

#include "position_key.hpp"

namespace dt {

class TableGate {
 public:
  static constexpr int kPlies = 16, kDepths = 16;  // beyond: always kept
  static constexpr std::uint64_t kSample = 16;
  static constexpr std::uint64_t kJudgeAfter = 64;

  // Whether counts of positions at `ply` with `depth` to go are looked for and kept.
  bool keeps(int ply, int depth) const {
    if (ply < 0 || ply >= kPlies || depth >= kDepths) return true;
    return !cells_[ply][depth].dropped.load(std::memory_order_relaxed);
  }

  // From now on keep every count and judge nothing: for a count whose table use must not
  // depend on which positions the sample happened to take (tests of the keys themselves:
  // the sample is by key, and a key's bits follow its game's seed).
  void keep_every_count() { judging_.store(false, std::memory_order_relaxed); }

  // Whether a position with this key is in the sample (looked for even where dropped).
  static bool samples(const PositionKey& key) { return (key.check & (kSample - 1)) == 0; }

  // A probe of (ply, depth) whose key's check is `check`, that found `found` leaves (0: a miss).
  void probed(int ply, int depth, std::uint64_t check, std::uint64_t found) {
    if ((check & (kSample - 1)) != 0 || ply < 0 || ply >= kPlies || depth >= kDepths) return;
    if (!judging_.load(std::memory_order_relaxed)) return;
    Cell& c = cells_[ply][depth];
    const std::uint64_t probes = c.probes.fetch_add(1, std::memory_order_relaxed) + 1;
    const std::uint64_t saved = c.saved.fetch_add(found, std::memory_order_relaxed) + found;
    if (probes < kJudgeAfter) return;
    const std::uint64_t twos = twos_.load(std::memory_order_relaxed);
    if (twos == 0) return;  // no branching known yet
    const double branching = std::sqrt(double(two_leaves_.load(std::memory_order_relaxed)) / double(twos));
    c.dropped.store(double(saved) < double(probes) * branching, std::memory_order_relaxed);
  }

  // A count of `depth` stored under a key whose check is `check`: the depth-2 ones give the
  // branching.
  void stored(int depth, std::uint64_t check, std::uint64_t nodes) {
    if (depth != 2 || (check & (kSample - 1)) != 0) return;
    twos_.fetch_add(1, std::memory_order_relaxed);
    two_leaves_.fetch_add(nodes, std::memory_order_relaxed);
  }

 private:
  struct Cell {
    std::atomic<std::uint64_t> probes{0}, saved{0};
    std::atomic<bool> dropped{false};
  };
  Cell cells_[kPlies][kDepths];
  std::atomic<std::uint64_t> twos_{0}, two_leaves_{0};
  std::atomic<bool> judging_{true};
};

}  // namespace dt
