// The fast Life, the Universe and Everything generator against the independent
// reference (support/reference_lue.hpp), compared through text only: at a node, the
// fast move set equals the reference's, and each fast child (make, format_position)
// equals the reference's own child. The start tree agrees at every node to depth 3, so
// perft 4 from the start (the sum of the move counts at depth 3) rests on two
// generators; the same under each non-default option; every rulebook case agrees too
// (random games from the start and the rulebook: prop_variants.cpp).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "core/movelist.hpp"
#include "face/adapter.hpp"
#include "lue/lue.hpp"
#include "rulebook/rulebook_files.hpp"
#include "rulebook/rulebook_paths.hpp"
#include "support/move_sets.hpp"
#include "support/reference_lue.hpp"

namespace dt::lue {
namespace {

// The options as the rulings name them, resolved through the variant's table.
using Options = OptionValues;

const std::string kStart = "weuzlf/mmmmmm/6/6/6/MMMMMM/WEUALF w only -";

Options resolved(const Options& o) { return *resolve_options(Rules::options(), o); }

Rules rules_for(const Options& o) { return Rules::configure(resolved(o)); }

// Why the two generators disagree at `p` (empty when they agree): moves only one of them
// lists or the fast one lists twice (CO-3), and, with `children`, every move whose fast
// child (make) differs from the reference's.
std::string disagreement(const Rules& rules, const Position& p, const Options& given, bool children) {
  const Options o = resolved(given);
  const std::string text = rules.format_position(p);
  std::vector<std::string> fast = test::move_texts(rules, p);
  std::ranges::sort(fast);
  std::map<std::string, std::string> reference_children;
  std::vector<std::string> reference;
  if (children) {
    reference_children = test::reference_lue(text, o);
    for (const auto& [m, child] : reference_children) reference.push_back(m);
  } else {
    const auto moves = test::reference_lue_moves(text, o);
    reference.assign(moves.begin(), moves.end());
  }
  std::string out;
  if (const auto extra = test::missing_from(fast, reference); !extra.empty())
    out += " fast only (or twice): " + test::joined(extra) + ";";
  if (const auto lacking = test::missing_from(reference, fast); !lacking.empty())
    out += " reference only: " + test::joined(lacking) + ";";
  if (children) {
    for (const auto& m : MoveList<Rules>(rules, p)) {
      Position child = p;
      rules.make(child, m);
      const std::string move = rules.format_move(p, m), after = rules.format_position(child);
      const auto it = reference_children.find(move);
      if (it != reference_children.end() && it->second != after)
        out += " " + move + " leads fast to '" + after + "', reference to '" + it->second + "';";
    }
  }
  return out.empty() ? out : "[" + std::string(test::reference_option(o, "life_pawn_dir")) + "," + std::string(test::reference_option(o, "chain")) + "] " + text + ":" + out;
}

struct Walk {
  const Rules& rules;
  Options options;
  int children_from;  // children are compared at nodes with at least this depth left
  std::uint64_t compared = 0;

  // Compares every node of the tree above depth 0; returns perft(depth).
  std::uint64_t operator()(const Position& p, int depth) {
    ++compared;
    const std::string why = disagreement(rules, p, options, depth >= children_from);
    EXPECT_EQ(why, "");
    const MoveList<Rules> moves(rules, p);
    if (depth == 1 || !why.empty()) return moves.size();
    std::uint64_t sum = 0;
    for (const auto& m : moves) {
      Position child = p;
      rules.make(child, m);
      sum += (*this)(child, depth - 1);
    }
    return sum;
  }
};

const Options kDefault{};
const Options kPawnDirMover{{"life_pawn_dir", "mover"}};
const Options kChainWhole{{"chain", "whole"}};

// perft 1-4 from the start: 56, 3507, 109127, 4953466.
TEST(LueReference, StartTreeAgreesToDepthThree) {
  const Rules rules;
  Walk walk{rules, kDefault, 2};
  EXPECT_EQ(walk(rules.start(), 4), 4953466U);
  EXPECT_EQ(walk.compared, 1U + 56 + 3507 + 109127);
}

// perft 1-3 are the default's under either non-default option: life_pawn_dir=mover
// (LU-6) first differs at depth 4 (4953298), chain=whole (LU-7) at depth 5 (152680035).
TEST(LueReference, StartTreeAgreesUnderPawnDirMover) {
  const Rules rules = rules_for(kPawnDirMover);
  Walk walk{rules, kPawnDirMover, 2};
  EXPECT_EQ(walk(rules.start(), 3), 109127U);
}

TEST(LueReference, StartTreeAgreesUnderChainWhole) {
  const Rules rules = rules_for(kChainWhole);
  Walk walk{rules, kChainWhole, 2};
  EXPECT_EQ(walk(rules.start(), 3), 109127U);
}

// One level deeper (move sets compared at every node to depth 4 under each option,
// confirming perft 5: 152683438, 152660591, 152680035) takes minutes, so it is not a
// test: it was run once by hand, and the counts are the rulebook's
// (positions/suites/deep-lue*.perft).

// The rulebook's lue cases, each with its options and after its `play`, that expect
// something of a position (not a parse error).
struct Case {
  std::string name;
  std::string start;
  Options options;
  std::vector<std::string> play;
};

std::vector<Case> rulebook_cases() {
  std::vector<Case> out;
  for (const auto& file : cli::yaml_files((cli::positions_dir(DEEPTHOUGHT_SOURCE_DIR) / "lue").string())) {
    for (const auto& c : cli::load_position_file(file).cases) {
      if (c.expect.error) continue;
      out.push_back({c.name, c.position.value_or(kStart), c.options, c.play});
    }
  }
  return out;
}

TEST(LueReference, RulebookCasesAgreeToDepthTwo) {
  const auto cases = rulebook_cases();
  EXPECT_GE(cases.size(), 20U);
  for (const auto& c : cases) {
    SCOPED_TRACE(c.name);
    const Rules rules = rules_for(c.options);
    auto p = rules.parse_position(c.start);
    ASSERT_TRUE(p.ok()) << c.start;
    for (const auto& text : c.play) {
      const auto m = find_move(rules, *p, text);
      ASSERT_TRUE(m.ok()) << text;
      rules.make(*p, *m);
    }
    Walk walk{rules, c.options, 1};
    walk(*p, 2);
  }
}

}  // namespace
}  // namespace dt::lue
