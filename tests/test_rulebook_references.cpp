// The rulebook's positions, the odd ones each spec accepts (position.odd-but-accepted)
// among them, are mostly designer positions that random playouts from the start seldom
// reach, so the properties never compare the fast generators with the slow references
// there. Here the position of every accepted case without options, and every position
// one move after it, gets the same moves from both. (lue and outerspace compare every
// rulebook case already: test_lue_reference.cpp, test_outerspace_reference.cpp.)
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include <gtest/gtest.h>

#include "core/movelist.hpp"
#include "hitchhiker/hitchhiker.hpp"
#include "hyperspace/hyperspace.hpp"
#include "orthodox/orthodox.hpp"
#include "ringworld/ringworld.hpp"
#include "rulebook_files.hpp"
#include "rulebook_paths.hpp"
#include "support/move_sets.hpp"
#include "support/reference_hitchhiker.hpp"
#include "support/reference_hyperspace.hpp"
#include "support/reference_orthodox.hpp"
#include "support/reference_ringworld.hpp"

namespace dt::test {
namespace {

std::vector<std::string> rulebook_positions(const std::string& variant) {
  std::vector<std::string> out;
  for (const auto& path : cli::yaml_files((cli::positions_dir(DEEPTHOUGHT_SOURCE_DIR) / variant).string())) {
    const auto file = cli::load_position_file(path);
    for (const auto& c : file.cases)
      if (c.position && c.options.empty() && !c.expect.error) out.push_back(*c.position);
  }
  return out;
}

template <class Rules, class Reference>
void expect_the_reference_agrees(const Rules& rules, const std::string& variant, Reference reference_moves_at) {
  const auto positions = rulebook_positions(variant);
  ASSERT_GE(positions.size(), 20U) << variant;
  for (const auto& text : positions) {
    const auto start = rules.parse_position(text);
    ASSERT_TRUE(start.ok()) << text;
    std::vector<typename Rules::Position> nodes{*start};
    for (const auto& m : MoveList<Rules>(rules, *start)) {
      nodes.push_back(*start);
      rules.make(nodes.back(), m);
    }
    for (const auto& p : nodes) {
      const std::string at = rules.format_position(p);
      EXPECT_EQ(differences(move_texts(rules, p), reference_moves_at(at)), "") << "at " << at << ", from " << text;
    }
  }
}

TEST(RulebookPositions, OrthodoxAgreesWithTheReference) {
  expect_the_reference_agrees(orthodox::Rules{}, "orthodox", [](const std::string& at) { return reference_legal_moves(at); });
}

TEST(RulebookPositions, HyperspaceAgreesWithTheReference) {
  expect_the_reference_agrees(hyperspace::Rules{}, "hyperspace",
                              [](const std::string& at) { return reference_hyperspace_moves(at); });
}

TEST(RulebookPositions, HitchhikerAgreesWithTheReference) {
  expect_the_reference_agrees(hitchhiker::Rules{}, "hitchhiker", [](const std::string& at) {
    std::set<std::string> moves;
    for (const auto& [move, after] : reference_moves(at, {})) moves.insert(move);
    return moves;
  });
}

TEST(RulebookPositions, RingworldAgreesWithTheReference) {
  expect_the_reference_agrees(ringworld::Rules{}, "ringworld", [](const std::string& at) { return reference_ringworld_moves(at); });
}

}  // namespace
}  // namespace dt::test
