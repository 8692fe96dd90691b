// How a perft runs: over how many threads, with how large a transposition table.
#pragma once

#include <cstddef>

namespace dt {

struct PerftSettings {
  int threads = 1;
  std::size_t hash_megabytes = 0;  // 0: no table
};

}  // namespace dt
