// How much of a perft tree repeats itself: per ply, the nodes (perft of that depth), the
// distinct positions among them, and the moves of those distinct positions. From these
// follows the most that any table of counts could save (table_bound), against which the
// table's measured gain is judged (docs/performance.md).
//
// The tree is walked ply by ply, breadth first: each distinct position of a ply is kept
// once, with the number of paths that reach it, and made into its children once; a child's
// paths are the sum of its parents'. Positions are told apart by their 128-bit table key
// (position_key.hpp), the state the table itself tells apart, so "distinct" means what
// the table could merge; two distinct positions of one ply share a key with probability
// under n^2 / 2^129 for n positions (the key's two independent 64-bit lanes).
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "../core/movelist.hpp"
#include "key_index.hpp"
#include "perft_settings.hpp"
#include "position_key.hpp"

namespace dt {

// A table's gain is bounded by the moves generated, since generating a position's moves
// is what a count does at every node. Plain perft DEPTH generates at every node of plies
// 0 to DEPTH-1 (the last ply's nodes are the moves counted there). A table keeping every
// count of two or more plies (counting/perft.hpp's kTableMinDepth) generates once at each
// distinct position of plies 0 to DEPTH-2, and at each child of those at ply DEPTH-1,
// where counts are not kept. `stats` holds plies 0 to DEPTH; the bound is plain's work
// over the perfect table's, at least 1.
inline double table_bound(const std::vector<PlyStats>& stats) {
  const std::size_t depth = stats.size() - 1;
  if (depth < 2) return 1.0;
  double plain = 0, table = 0;
  for (std::size_t k = 0; k + 1 <= depth; ++k) plain += static_cast<double>(stats[k].nodes);
  for (std::size_t k = 0; k + 2 <= depth; ++k) table += static_cast<double>(stats[k].distinct);
  table += static_cast<double>(stats[depth - 2].moves);
  return plain / table;
}

namespace detail {

template <class Position>
struct Reached {
  Position pos;
  std::uint64_t paths;
};

}  // namespace detail

// Plies 0 to `depth` from `root`; fewer when `watch` is raised before the walk ends (each
// ply reported is whole). The distinct positions of one ply are held in memory at once,
// with those of the next (only their keys at the last ply): this is a measuring tool for
// the depths where a table starts to pay, not a way to count deep. Every store is flat
// (a ply's positions in an array, their keys in a KeyIndex), so that a walk stopped by Ctrl-C gives its memory back at
// once, where node-based maps of tens of millions of entries took seconds to free.
template <class Rules>
std::vector<PlyStats> ply_stats(const Rules& rules, const typename Rules::Position& root, int depth,
                                PerftWatch* watch = nullptr) {
  using Position = typename Rules::Position;
  using Level = std::vector<detail::Reached<Position>>;
  const std::uint64_t seed = game_seed(rules);
  std::vector<PlyStats> stats{{1, 1, 0}};
  Level level{{root, 1}};
  for (int ply = 1; ply <= depth; ++ply) {
    const bool last = ply == depth;
    Level next;
    KeyIndex next_keys;
    PlyStats here;
    std::uint64_t moves = 0;
    for (const detail::Reached<Position>& parent : level) {
      if (watch && watch->raised()) return stats;
      const MoveList<Rules> list(rules, parent.pos);
      moves += list.size();
      here.nodes += parent.paths * list.size();
      for (const auto& m : list) {
        Position child = parent.pos;
        rules.make(child, m);
        const PositionKey child_key = position_key(rules, child, seed);
        bool fresh = false;
        const std::uint64_t at = next_keys.find_or_add(child_key, next.size(), fresh);
        if (last) continue;
        if (fresh) next.push_back({child, 0});
        next[at].paths += parent.paths;
      }
      if (watch) watch->add_nodes(list.size());
    }
    stats.back().moves = moves;
    here.distinct = next_keys.size();
    stats.push_back(here);
    level = std::move(next);
  }
  return stats;
}

}  // namespace dt
