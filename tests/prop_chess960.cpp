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

namespace dt::test {
namespace {

using chess960::Rules;

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

}  // namespace
}  // namespace dt::test
