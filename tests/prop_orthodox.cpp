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
static_assert(CountsMoves<Rules> && VisitsChildren<Rules> && CountsChildren<Rules>);

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

// Sparse positions where the replies' shortcut (orthodox/child_counts.hpp) must give way:
// a double step beside a pawn whose capture en passant would uncover its king along the
// rank (art. 3.7.3), pieces pinned and freed, discovered checks, promotions with and
// without capture (art. 3.7.5), knight checks, and castling into and across attacks.
const std::vector<std::string> kSparse = {
    "8/8/8/8/k2p3Q/8/4P3/4K3 w - - 0 1",      // e2-e4 beside d4, Black's king on the rank
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",  // the rank pins of the published position 3
    "3k4/8/8/3B4/8/8/3R4/4K3 w - - 0 1",      // a bishop on the rook's file: discovered checks
    "4k3/4n3/8/8/1b6/8/3N4/R3K2R w KQ - 0 1",  // a pinned knight and a pinned knight's pinner
    "3r4/1P2k3/8/8/8/8/4Kp2/6N1 w - - 0 1",   // promotions for both sides, by step and capture
    "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",   // castling both ways for both sides
    "r3k2r/8/8/3N4/8/8/8/R3K1qR w KQkq - 0 1",  // White in check by a queen beside the king
    "4k3/8/8/8/8/8/8/4K2R w K - 0 1",          // a rook's move that checks or gives back a right
    "1n2k3/8/8/8/8/8/3p4/R3K3 w Q - 0 1",      // knight checks and a promotion on d1
};

// Perft's leaves' grandparents are counted at once, each child's replies from the counts
// shared with its siblings (orthodox/child_counts.hpp): the sum is that of the lengths of
// the children's lists, each child made from the list. Games from the playouts' starts
// (the standard perft positions and the perft suite) and from the sparse positions above.
RC_GTEST_PROP(OrthodoxProperties, ChildrenCountedAtOnceAreTheListsOfTheChildren, ()) {
  const Playout game = *rc::gen::oneOf(variant_playouts<Rules>(), playouts_from<Rules>(kSparse, 40));
  const Rules rules;
  for (const auto& p : game.visited) RC_ASSERT(rules.count_children(p) == listed_grandchildren(rules, p));
}

}  // namespace
}  // namespace dt::test
