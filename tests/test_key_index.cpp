// counting/key_index.hpp: the flat map from a table key to the index it was first given,
// which holds the distinct positions of perft --stats' walk.
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <cstdint>
#include <map>
#include <utility>
#include <vector>

#include "counting/key_index.hpp"

namespace dt::test {
namespace {

TEST(KeyIndex, AKeyKeepsTheIndexItWasFirstGiven) {
  KeyIndex keys;
  bool fresh = false;
  EXPECT_EQ(keys.find_or_add({7, 1}, 0, fresh), 0u);
  EXPECT_TRUE(fresh);
  EXPECT_EQ(keys.find_or_add({9, 2}, 1, fresh), 1u);
  EXPECT_TRUE(fresh);
  EXPECT_EQ(keys.find_or_add({7, 1}, 2, fresh), 0u);
  EXPECT_FALSE(fresh);
  EXPECT_EQ(keys.size(), 2u);
}

// The slot is picked by the index lane alone: keys that share it, or that share only the
// check lane, are still told apart, as the table tells them apart.
TEST(KeyIndex, KeysThatShareOneLaneAreDistinct) {
  KeyIndex keys;
  bool fresh = false;
  keys.find_or_add({5, 1}, 0, fresh);
  EXPECT_EQ(keys.find_or_add({5, 2}, 1, fresh), 1u);
  EXPECT_TRUE(fresh);
  EXPECT_EQ(keys.find_or_add({6, 1}, 2, fresh), 2u);
  EXPECT_TRUE(fresh);
  EXPECT_EQ(keys.find_or_add({5, 2}, 3, fresh), 1u);
  EXPECT_FALSE(fresh);
  EXPECT_EQ(keys.size(), 3u);
}

// Against std::map over any sequence of keys, drawn from few values of each lane so that
// repeats, shared slots and growth (past 12, 24, 48, ... keys) all occur.
RC_GTEST_PROP(KeyIndexProperties, AgreesWithAnOrderedMap, ()) {
  const auto draws = *rc::gen::container<std::vector<std::pair<std::uint8_t, std::uint8_t>>>(
      rc::gen::pair(rc::gen::inRange<std::uint8_t>(0, 40), rc::gen::inRange<std::uint8_t>(0, 3)));
  KeyIndex keys;
  std::map<std::pair<std::uint64_t, std::uint64_t>, std::uint64_t> model;
  for (const auto& [index, check] : draws) {
    // Spread over the high bits too: the slot is taken from the low bits.
    const PositionKey key{index * 0x9E3779B97F4A7C15ULL % 64 + (std::uint64_t{index} << 40), check};
    bool fresh = false;
    const std::uint64_t got = keys.find_or_add(key, model.size(), fresh);
    const auto [it, added] = model.try_emplace({key.index, key.check}, model.size());
    RC_ASSERT(fresh == added);
    RC_ASSERT(got == it->second);
  }
  RC_ASSERT(keys.size() == model.size());
}

}  // namespace
}  // namespace dt::test
