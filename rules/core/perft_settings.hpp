// How a perft runs: over how many threads, with how large a transposition table, which
// share of the tree when several processes split it, and who watches it.
#pragma once

#include <cstddef>
#include <cstdint>

namespace dt {

// How far a count has come, reported after each task.
struct PerftProgress {
  std::size_t moves_done = 0, moves = 0;  // root moves whose whole subtree is counted, of all
  std::size_t tasks_done = 0, tasks = 0;  // pieces the tree is cut into (one per root move when not cut)
  std::uint64_t nodes = 0;                // counted so far
};

// A window on a long count, for a progress line, Ctrl-C and limits. The count asks
// `stop()` before it starts each task and calls `progress()` after each one ends: per task,
// never per node, so watching costs nothing measurable. Once `stop()` says yes no task
// starts, the running ones end, and only the root moves counted whole are reported.
// `stop()` may be called from several threads at once; `progress()` one call at a time.
class PerftWatch {
 public:
  virtual ~PerftWatch() = default;
  virtual bool stop() { return false; }
  virtual void progress(const PerftProgress&) {}
  // Set by the count when it ends: whether every root move was counted.
  bool complete = true;
};

struct PerftSettings {
  int threads = 1;
  std::size_t hash_megabytes = 0;  // 0: no table
  // Of the tree cut into tasks, count only those whose index is `part` modulo `parts`
  // (one process of several, for --mpi); the parts' counts add up to the whole.
  int part = 0, parts = 1;
  PerftWatch* watch = nullptr;  // none: the count runs to its end unobserved
};

}  // namespace dt
