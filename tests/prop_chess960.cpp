// Properties of Chess960 over real positions: random legal playouts from every position of
// the Chess960 suite (positions/suites/chess960.perft: the 960 starts, the positions built
// to test castling, and the Chess Programming Wiki's). The properties of every variant
// (the reference, perft counts, round trips) are in prop_variants.cpp.
#include <fstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "chess960/chess960.hpp"
#include "support/playout.hpp"
#include "support/visited_children.hpp"

namespace dt::test {
namespace {

using chess960::Rules;

// Perft counts Chess960's leaves' grandparents at once (orthodox/child_counts.hpp with
// Chess960's castling); a signature that drifted would silently fall back to the children.
static_assert(CountsMoves<Rules> && VisitsChildren<Rules> && CountsChildren<Rules>);

// The suite's positions (its `epd` lines, which hold no clocks), each with clocks added.
std::vector<std::string> suite_positions() {
  std::ifstream in(std::string(DEEPTHOUGHT_SOURCE_DIR) + "/positions/suites/chess960.perft");
  std::vector<std::string> positions;
  for (std::string line; std::getline(in, line);)
    if (line.rfind("epd ", 0) == 0) positions.push_back(line.substr(4) + " 0 1");
  return positions;
}

// A position carries, beside its rights and their rooks, what follows from them (each
// right's squares that must be empty, the squares whose moves can end a right) so that
// generating and making need not work it out again. After any game, each must be what
// reading the position's own text gives: a make that left one as it was before a right
// ended would castle through a right no longer held, or look for rights where none are.
RC_GTEST_PROP(Chess960Properties, WhatARightImpliesIsWhatTheTextReads, ()) {
  static const std::vector<std::string> starts = suite_positions();
  const auto game = *playouts_from<Rules>(starts, 60);
  const Rules rules = game.rules();
  for (std::size_t i = 0; i < game.visited.size(); ++i) {
    const auto& p = game.visited[i];
    const auto read = rules.parse_position(rules.format_position(p));
    RC_ASSERT(read.ok());
    if (!(*read == p))
      RC_FAIL("after " + std::to_string(i) + " moves from " + game.start + ": " + rules.format_position(p) +
              " differs from the position its text reads");
  }
}

// Perft's leaves' grandparents are counted at once, each child's replies from the counts
// shared with its siblings, with castling on any files (FR-1): the sum is that of the
// lengths of the children's lists, each child made from the list. Games from the 960
// starts and the suite's castling positions (rooks beside, behind or on the king's
// target, rights lost), and from the sparse positions above.
// Sparse positions where a move of the side to move changes the other side's castling
// away from its king: a rook reaching, or leaving, its back rank behind the castling rook,
// whose lifting (FR-1) uncovers the king's target; a rook beside the king whose path lies
// beyond it.
const std::vector<std::string> kSparse = {
    "1r3k2/8/8/8/8/8/8/R6K w b - 0 1",
    "Rr3k2/8/8/8/8/8/8/7K w b - 0 1",
    "1kr5/8/8/8/8/8/8/R3K2R w HAc - 0 1",
};

RC_GTEST_PROP(Chess960Properties, ChildrenCountedAtOnceAreTheListsOfTheChildren, ()) {
  static const std::vector<std::string> starts = suite_positions();
  const auto game = *rc::gen::oneOf(playouts_from<Rules>(starts, 40), playouts_from<Rules>(kSparse, 20));
  const Rules rules = game.rules();
  for (const auto& p : game.visited) RC_ASSERT(rules.count_children(p) == listed_grandchildren(rules, p));
}

}  // namespace
}  // namespace dt::test
