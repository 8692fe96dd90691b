// How a perft runs: over how many threads, with which transposition table, which share
// of the tree when several processes split it, and who watches it.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace dt {

class PerftTable;

// How far a count has come, reported after each task.
struct PerftProgress {
  std::size_t moves_done = 0, moves = 0;  // root moves whose whole subtree is counted, of all
  std::size_t tasks_done = 0, tasks = 0;  // pieces the tree is cut into (one per root move when not cut)
  std::uint64_t nodes = 0;                // counted so far
};

// A window on a long count, for a progress line, Ctrl-C and limits. The count calls
// `progress()` after each task ends (one call at a time), and polls `raised()` inside
// every task at each node two or more plies above the leaves (counting/perft.hpp), so a
// count stops within microseconds of `raise()` at any depth, from any thread: a timer, a
// signal's watcher, `progress()` itself. Once raised no task starts, the running ones
// unwind, their partial counts are dropped, and only the root moves counted whole are
// reported (the count's `complete` false). While it runs, each counting thread adds the leaves it
// has counted to `nodes_counted()` every kFlushNodes of them and at each task's end, so a
// watcher sees the count grow inside one long task.
class PerftWatch {
 public:
  static constexpr std::uint64_t kFlushNodes = std::uint64_t(1) << 16;

  virtual ~PerftWatch() = default;
  virtual void progress(const PerftProgress&) {}

  void raise() { raised_.store(true, std::memory_order_relaxed); }
  bool raised() const { return raised_.load(std::memory_order_relaxed); }
  // Leaves counted since the last reset, by the tasks that ended and the running ones
  // (behind by under kFlushNodes a thread).
  std::uint64_t nodes_counted() const { return nodes_.load(std::memory_order_relaxed); }
  void add_nodes(std::uint64_t n) { nodes_.fetch_add(n, std::memory_order_relaxed); }

 protected:
  // Between counts only: no thread may be counting.
  void lower() { raised_.store(false, std::memory_order_relaxed); }
  void reset_nodes() { nodes_.store(0, std::memory_order_relaxed); }

 private:
  // Read by every counting thread, written once: a line of its own, away from the
  // counter the threads add to.
  alignas(64) std::atomic<bool> raised_{false};
  alignas(64) std::atomic<std::uint64_t> nodes_{0};
};

// What a divide gives: each root move's count in generation order, and whether every root
// move was counted (false when a watch stopped it; `moves` then holds those counted whole).
template <class Move>
struct DivideCount {
  std::vector<std::pair<Move, std::uint64_t>> moves;
  bool complete = true;
};

// What a perft gives: the nodes, and whether every root move was counted (false when a
// watch stopped it; `nodes` then is the sum of those counted whole).
struct PerftCount {
  std::uint64_t nodes = 0;
  bool complete = true;
};

// What ply_stats (counting/ply_stats.hpp) gives for one ply of a perft tree.
struct PlyStats {
  std::uint64_t nodes = 0;     // positions at this ply, counted once per path (perft of this depth)
  std::uint64_t distinct = 0;  // distinct positions among them
  std::uint64_t moves = 0;     // legal moves of the distinct positions (0 at the last ply)
};

struct PerftSettings {
  int threads = 1;
  PerftTable* table = nullptr;  // none: no transposition table; shared by the threads, kept across counts
  // Of the tree cut into tasks, count only those whose index is `part` modulo `parts`
  // (one process of several, for --mpi); the parts' counts add up to the whole.
  int part = 0, parts = 1;
  PerftWatch* watch = nullptr;  // none: the count runs to its end unobserved
};

}  // namespace dt
