// The rulebook's positions, the odd ones each spec accepts (position.odd-but-accepted)
// among them, are mostly designer positions that random games seldom reach. Here, for
// every registered variant, the position of every accepted case (under the case's
// options), and every position one move after it, gets the same moves and the same
// positions after them from the generator and from the independent reference
// (support/reference.hpp).
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "face/erased.hpp"
#include "rulebook/rulebook_files.hpp"
#include "rulebook/rulebook_paths.hpp"
#include "support/reference.hpp"
#include "support/registered.hpp"

namespace dt::test {
namespace {

class RulebookPositions : public ::testing::TestWithParam<const Variant*> {};

TEST_P(RulebookPositions, AgreeWithTheReference) {
  const Variant& variant = *GetParam();
  int compared = 0;
  for (const auto& path : cli::yaml_files((cli::positions_dir(DEEPTHOUGHT_SOURCE_DIR) / std::string(variant.name())).string()))
    for (const auto& c : cli::load_position_file(path).cases) {
      if (!c.position || c.expect.error) continue;
      auto start = variant.load(*c.position, c.options);
      ASSERT_TRUE(start.ok()) << c.where << ": " << start.error().message();
      std::vector<std::unique_ptr<Game>> nodes;
      for (const std::string& move : (*start)->moves()) {
        nodes.push_back((*start)->clone());
        ASSERT_TRUE(nodes.back()->play(move).ok()) << move;
      }
      nodes.push_back(std::move(*start));
      for (const auto& at : nodes) {
        const std::string text = at->position();
        EXPECT_EQ(reference_difference(*at, reference_moves(variant, text, c.options)), "") << "at " << text << ", " << c.where;
        ++compared;
      }
    }
  EXPECT_GE(compared, 20) << variant.name();
}

INSTANTIATE_TEST_SUITE_P(Registered, RulebookPositions, registered_variants(), variant_name);

}  // namespace
}  // namespace dt::test
