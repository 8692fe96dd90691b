// "Did you mean" (core/nearest_name.hpp): the distance and the choice of names, worked out
// by hand letter by letter.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/nearest_name.hpp"

namespace dt {
namespace {

TEST(NearestName, EditDistanceCountsOneForEachEditAndForASwapOfNeighbours) {
  EXPECT_EQ(edit_distance("kitten", "sitting"), 3);  // k->s, e->i, +g
  EXPECT_EQ(edit_distance("kidnpa", "kidnap"), 1);   // a and p swapped
  EXPECT_EQ(edit_distance("Expect", "expect"), 0);   // case ignored
  EXPECT_EQ(edit_distance("", "abc"), 3);
  EXPECT_EQ(edit_distance("optinal", "optional"), 1);
}

TEST(NearestName, TheNearestNameWithinAThirdOfTheLetters) {
  const std::vector<std::string> keys = {"name", "rules", "why", "position", "options", "play", "expect", "record"};
  EXPECT_EQ(nearest_names("expekt", keys), std::vector<std::string>{"expect"});
  EXPECT_EQ(nearest_names("option", keys), std::vector<std::string>{"options"});
  // "posit" is 3 edits from "position": more than a third of its 8 letters (2).
  EXPECT_TRUE(nearest_names("posit", keys).empty());
  // One letter is no typo of anything: "x" would need as many edits as "why" has letters.
  EXPECT_TRUE(nearest_names("x", keys).empty());
}

TEST(NearestName, TiesAreAllNamedUpToThree) {
  EXPECT_EQ(did_you_mean("HC-1", std::vector<std::string>{"HC-10", "HC-11", "HC-2"}),
            " (did you mean 'HC-10', 'HC-11' or 'HC-2'?)");
  // Four names one edit away say nothing: the list would not help.
  EXPECT_EQ(did_you_mean("HC-1", std::vector<std::string>{"HC-10", "HC-11", "HC-12", "HC-2"}), "");
  EXPECT_EQ(did_you_mean("kidnp", std::vector<std::string>{"orbit_change", "kidnap"}), " (did you mean 'kidnap'?)");
}

}  // namespace
}  // namespace dt
