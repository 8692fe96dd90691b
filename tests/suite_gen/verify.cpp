#include "suite_gen/verify.hpp"

#include <algorithm>

#include "support/reference.hpp"

namespace dt::suite_gen {

namespace {

struct Walk {
  const Variant& variant;
  const OptionValues& options;
  int depth;
  Confirmation out;

  // Returns false at the first node where the two generators disagree.
  bool visit(const std::string& position, int ply) {
    const bool last = ply + 1 == depth;  // the children are counted, not walked: no text of them is needed
    const test::ReferenceMoves moves = test::reference_moves(
        variant, position, options, last ? test::ReferenceWrites::MovesOnly : test::ReferenceWrites::Positions);
    out.counts[static_cast<std::size_t>(ply)] += moves.size();
    auto ours = variant.load(position, options);
    if (!ours) {
      out.difference = "Deep Thought refuses the reference's position " + position + ": " + ours.error().message();
      return false;
    }
    ++out.nodes_checked;
    auto listed = (*ours)->moves();
    std::sort(listed.begin(), listed.end());
    // The reference's moves are its map's keys, in the same order as the sorted list.
    if (!std::equal(listed.begin(), listed.end(), moves.begin(), moves.end(),
                    [](const std::string& move, const auto& entry) { return move == entry.first; })) {
      out.difference = "at " + position + ":" +
                       test::reference_difference(**ours, last ? test::reference_moves(variant, position, options) : moves);
      return false;
    }
    if (last) return true;
    for (const auto& [move, after] : moves)
      if (!visit(after, ply + 1)) return false;
    return true;
  }
};

}  // namespace

Confirmation confirm(const Variant& variant, const std::string& position, const OptionValues& options, int depth) {
  Walk walk{variant, options, depth, {}};
  walk.out.counts.assign(static_cast<std::size_t>(depth), 0);
  walk.visit(position, 0);
  return walk.out;
}

}  // namespace dt::suite_gen
