// Properties of orthodox chess over real positions (random legal playouts, see
// support/random_orthodox.hpp). A failure prints the `deepthought play` command that
// reaches the position. The properties of every variant (the reference, no duplicates,
// perft counts, round trips, copy-make) are in prop_variants.cpp.
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "core/movelist.hpp"
#include "counting/perft.hpp"
#include "orthodox/orthodox.hpp"
#include "support/mirror_fen.hpp"
#include "support/random_orthodox.hpp"
#include "support/visited_children.hpp"

namespace dt::test {
namespace {

using orthodox::Rules;

// Perft counts orthodox leaves without listing them and expands inner nodes without a
// list; a signature that drifted would silently fall back to the list.
static_assert(CountsMoves<Rules> && VisitsChildren<Rules>);

RC_GTEST_PROP(OrthodoxProperties, MirroredPositionHasTheSamePerft, (const Playout& game)) {
  const Rules rules;
  const std::string fen = rules.format_position(game.position());
  const auto mirrored = rules.parse_position(mirror_fen(fen));
  RC_ASSERT(mirrored.ok());
  for (int depth = 1; depth <= 3; ++depth) RC_ASSERT(perft(rules, *mirrored, depth) == perft(rules, game.position(), depth));
}

// Perft's inner nodes are expanded by making each move as the generator finds it
// (orthodox/children.hpp): those children are the listed moves made, in list order.
RC_GTEST_PROP(OrthodoxProperties, VisitedChildrenAreTheListedMovesMade, (const Playout& game)) {
  const Rules rules;
  for (const auto& p : game.visited) RC_ASSERT(dt::test::children_are_listed_moves_made(rules, p));
}

}  // namespace
}  // namespace dt::test
