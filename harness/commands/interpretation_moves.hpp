// `interpretations --list-moves`: where two option sets (A and B) disagree on the legal
// moves, rather than only from which perft depth the counts do. Each set plays the moves
// both share in its own game, so a move whose effect differs (a kidnap made or not)
// leads to positions that may differ.
#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "face/erased.hpp"

namespace dt::cli {

// The moves of one position legal only under A and only under B (each in generation
// order), after `path`, the moves played from the position given.
struct MoveSetDifference {
  std::vector<std::string> path;
  std::vector<std::string> only_a, only_b;
  bool any() const { return !only_a.empty() || !only_b.empty(); }
};

struct MoveSetComparison {
  MoveSetDifference root;
  std::vector<MoveSetDifference> after_one_move;  // the positions after one shared move that differ
  std::size_t agreeing_after_one_move = 0;        // and how many do not
  // The first position two or more moves deep whose move sets differ (shortest path, then
  // generation order), searched only when the root and every position after one move
  // agree, to `max_moves` moves deep.
  std::optional<MoveSetDifference> below;
  bool searched_below = false;
};

// `a` and `b` are the same position loaded under A and under B. `max_moves` is how many
// moves deep positions are compared: 0 the root only, 1 also after one move, 2 or more
// also the search below.
MoveSetComparison compare_move_sets(const Game& a, const Game& b, int max_moves);

}  // namespace dt::cli
