// What a position's perft tree exercises, told by the rules themselves through the erased
// Game (face/erased.hpp): the kind of each move (Game::mark, the diagram's move kinds), the
// piece that makes it (the variant's drawing), what the move does to the pieces (several
// removed, pieces dropped from transit, pieces changing side, a side moving twice) and the
// game results reached. Each feature is a short name ("kind.capture", "piece.N.launch",
// "result.checkmate"); a variant's table (specs/suite-tags/VARIANT.yaml) maps names to
// the spec clauses they exercise. Slow on purpose (text and drawings at every node): it
// runs when a suite is written, never in a count.
#pragma once

#include <cstdint>
#include <set>
#include <string>

#include "face/erased.hpp"

namespace dt::suite_gen {

// The features of the tree below `game`, from the nodes of its first levels: every level
// whose nodes, added to those of the levels above it, stay within `node_budget` (the root's
// moves always), and no deeper than `depth`.
std::set<std::string> tree_features(const Game& game, int depth, std::uint64_t node_budget);

}  // namespace dt::suite_gen
