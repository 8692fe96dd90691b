// The slow reference of support/reference_hitchhiker.cpp computes the start position's
// perft on its own tree, which is how the counts beyond the hand-counted depths 1 and 2
// (positions/suites/deep-hitchhiker*.perft, which the benchmarks check) are confirmed.
// (The library's generator and make are held to the reference on random games in
// prop_variants.cpp.)
#include <gtest/gtest.h>

#include <cstdint>

#include "face/erased.hpp"
#include "support/reference.hpp"

namespace dt::test {
namespace {

constexpr std::string_view kStart = "h/s/rcr/ococo/m1m1m1m/4*4/M1M1M1M/OCOCO/RCR/S/H w -";

TEST(HitchhikerReference, StartPerftToDepthFourUnderEveryOption) {
  struct Expected {
    OptionValues options;
    std::uint64_t depth3, depth4;
  };
  const Variant& hitchhiker = *find_variant("hitchhiker");
  // The rulebook's deep counts (positions/suites/deep-hitchhiker*.perft); here the
  // reference computes them on its own.
  for (const Expected& e : {Expected{{}, 8245, 186998}, Expected{{{"orbit_change", "any"}}, 8321, 190722},
                            Expected{{{"kidnap", "optional"}}, 8245, 186998}}) {
    EXPECT_EQ(reference_perft(hitchhiker, kStart, e.options, 1), 19u);
    EXPECT_EQ(reference_perft(hitchhiker, kStart, e.options, 2), 357u);
    EXPECT_EQ(reference_perft(hitchhiker, kStart, e.options, 3), e.depth3);
    EXPECT_EQ(reference_perft(hitchhiker, kStart, e.options, 4), e.depth4);
  }
}

}  // namespace
}  // namespace dt::test
