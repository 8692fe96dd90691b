// Properties of orthodox chess over real positions (random legal playouts, see
// support/random_orthodox.hpp). A failure prints the `deepthought play` command that
// reaches the position.
#include <algorithm>
#include <cstdint>
#include <iterator>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "core/adapter.hpp"
#include "core/erased.hpp"
#include "core/movelist.hpp"
#include "core/perft.hpp"
#include "orthodox/orthodox.hpp"
#include "support/move_sets.hpp"
#include "support/mirror_fen.hpp"
#include "support/random_orthodox.hpp"
#include "support/reference_orthodox.hpp"

namespace dt::test {
namespace {

using orthodox::Rules;

// Perft counts orthodox leaves without listing them and expands inner nodes without a
// list; a signature that drifted would silently fall back to the list.
static_assert(CountsMoves<Rules> && VisitsChildren<Rules>);

RC_GTEST_PROP(OrthodoxProperties, MakingOnACopyLeavesTheOriginalUnchanged, (const Playout& game)) {
  const Rules rules;
  const orthodox::Position& p = game.position();
  const orthodox::Position before = p;
  const std::string fen = rules.format_position(p);
  for (const auto& m : MoveList<Rules>(rules, p)) {
    orthodox::Position child = p;
    rules.make(child, m);
    RC_ASSERT(child.side != p.side);
    RC_ASSERT(p == before);
    RC_ASSERT(rules.format_position(p) == fen);
  }
}

// Every generated move is legal and none is missing: the fast generator and the
// independent reference agree move for move. The reference is cheap next to a playout,
// so every position of the game is compared, not only the last.
RC_GTEST_PROP(OrthodoxProperties, FastGeneratorAgreesWithReference, (const Playout& game)) {
  const Rules rules;
  for (const auto& p : game.visited) {
    const std::string fen = rules.format_position(p);
    if (const auto diff = differences(move_texts(rules, p), reference_legal_moves(fen)); !diff.empty())
      RC_FAIL("at " + fen + ": " + diff);
  }
}

// CO-3: each legal move is listed once, and no two list entries share a notation
// (find_move relies on that).
RC_GTEST_PROP(OrthodoxProperties, NoMoveIsListedTwice, (const Playout& game)) {
  for (const auto& p : game.visited) {
    std::vector<std::string> texts = move_texts(Rules{}, p);
    std::sort(texts.begin(), texts.end());
    RC_ASSERT(std::adjacent_find(texts.begin(), texts.end()) == texts.end());
  }
}

RC_GTEST_PROP(OrthodoxProperties, NotationRoundTrips, (const Playout& game)) {
  const Rules rules;
  const orthodox::Position& p = game.position();
  assert_notation_round_trips(rules, p);
}

// perft(1) counts the list; the erased Game (CLI and YAML runner) sees the same moves.
RC_GTEST_PROP(OrthodoxProperties, PerftOneCountsTheMovesAndTheErasedGameAgrees, (const Playout& game)) {
  const Rules rules;
  const MoveList<Rules> moves(rules, game.position());
  RC_ASSERT(perft(rules, game.position(), 1) == moves.size());

  auto erased = find_variant("orthodox")->load(rules.format_position(game.position()), {});
  RC_ASSERT(erased.ok());
  RC_ASSERT((*erased)->perft(1) == moves.size());
  RC_ASSERT((*erased)->moves() == move_texts(rules, game.position()));
}

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
  for (const auto& p : game.visited) {
    std::vector<orthodox::Position> listed;
    for (const auto& m : MoveList<Rules>(rules, p)) {
      orthodox::Position child = p;
      rules.make(child, m);
      listed.push_back(child);
    }
    std::vector<orthodox::Position> visited;
    rules.for_each_child(p, [&](const orthodox::Position& child) { visited.push_back(child); });
    RC_ASSERT(visited == listed);
  }
}

// CO-1: perft(2) is the sum of perft(1) of the children.
RC_GTEST_PROP(OrthodoxProperties, PerftTwoSumsPerftOneOfTheChildren, (const Playout& game)) {
  const Rules rules;
  std::uint64_t sum = 0;
  for (const auto& m : MoveList<Rules>(rules, game.position())) {
    orthodox::Position child = game.position();
    rules.make(child, m);
    sum += perft(rules, child, 1);
  }
  RC_ASSERT(perft(rules, game.position(), 2) == sum);
}

}  // namespace
}  // namespace dt::test
