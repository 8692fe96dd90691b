// How a perft runs: over how many threads, with how large a transposition table, and
// which share of the tree when several processes split it.
#pragma once

#include <cstddef>

namespace dt {

struct PerftSettings {
  int threads = 1;
  std::size_t hash_megabytes = 0;  // 0: no table
  // Of the tree cut into tasks, count only those whose index is `part` modulo `parts`
  // (one process of several, for --mpi); the parts' counts add up to the whole.
  int part = 0, parts = 1;
};

}  // namespace dt
