// The library's Hitchhiker generator and make against the slow reference of
// support/reference_hitchhiker.cpp: the same move texts and, for every move, the same
// position after it; and the same perft from the start, which is how the counts beyond
// the hand-counted depths 1 and 2 (bench/bench_hitchhiker.cpp) are confirmed.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <map>
#include <string>

#include "core/movelist.hpp"
#include "core/perft.hpp"
#include "hitchhiker/hitchhiker.hpp"
#include "support/random_hitchhiker.hpp"
#include "support/reference_hitchhiker.hpp"

namespace dt::test {
namespace {

using hitchhiker::Rules;

constexpr std::string_view kStart = "h/s/rcr/ococo/m1m1m1m/4*4/M1M1M1M/OCOCO/RCR/S/H w -";

ReferenceOptions reference_options(const Rules& rules) { return {rules.orbit_any(), rules.kidnap_optional()}; }

std::map<std::string, std::string> library_moves(const Rules& rules, const hitchhiker::Position& p) {
  std::map<std::string, std::string> out;
  for (const auto& m : MoveList<Rules>(rules, p)) {
    hitchhiker::Position child = p;
    rules.make(child, m);
    out.emplace(rules.format_move(p, m), rules.format_position(child));
  }
  return out;
}

std::string difference(const std::map<std::string, std::string>& library, const std::map<std::string, std::string>& reference) {
  std::string out;
  for (const auto& [move, after] : library) {
    const auto it = reference.find(move);
    if (it == reference.end()) out += " [" + move + " generated, not legal]";
    else if (it->second != after) out += " [" + move + " gives " + after + ", reference " + it->second + "]";
  }
  for (const auto& [move, after] : reference)
    if (!library.count(move)) out += " [" + move + " legal, not generated]";
  return out;
}

RC_GTEST_PROP(HitchhikerReference, GeneratorAndMakeAgreeWithTheReference, (const HitchhikerPlayout& game)) {
  const Rules rules = game.rules();
  for (const auto& p : game.visited) {
    const std::string text = rules.format_position(p);
    const std::string diff = difference(library_moves(rules, p), reference_moves(text, reference_options(rules)));
    if (!diff.empty()) RC_FAIL("at " + text + ":" + diff);
  }
}

TEST(HitchhikerReference, StartPerftToDepthFourUnderEveryOption) {
  struct Expected {
    ReferenceOptions options;
    std::uint64_t depth3, depth4;
  };
  // The counts the benchmark checks; here the reference computes them on its own.
  for (const Expected& e : {Expected{{false, false}, 8245, 186998}, Expected{{true, false}, 8321, 190722},
                            Expected{{false, true}, 8245, 186998}}) {
    EXPECT_EQ(reference_perft(kStart, e.options, 1), 19u);
    EXPECT_EQ(reference_perft(kStart, e.options, 2), 357u);
    EXPECT_EQ(reference_perft(kStart, e.options, 3), e.depth3);
    EXPECT_EQ(reference_perft(kStart, e.options, 4), e.depth4);
  }
}

}  // namespace
}  // namespace dt::test
