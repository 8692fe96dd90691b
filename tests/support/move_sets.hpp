// Move lists as texts, for comparing a generator with a reference move by move.
#pragma once

#include <algorithm>
#include <iterator>
#include <string>
#include <vector>

#include "core/movelist.hpp"
#include "core/text.hpp"

namespace dt::test {

// The legal moves of `p` in the variant's notation, in generation order.
template <class Rules>
std::vector<std::string> move_texts(const Rules& rules, const typename Rules::Position& p) {
  std::vector<std::string> out;
  for (const auto& m : MoveList<Rules>(rules, p)) out.push_back(rules.format_move(p, m));
  return out;
}

// Elements of `a` that are not in `b` (both sorted; multisets, so a duplicate shows).
inline std::vector<std::string> missing_from(const std::vector<std::string>& a, const std::vector<std::string>& b) {
  std::vector<std::string> out;
  std::set_difference(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(out));
  return out;
}

inline std::string joined(const std::vector<std::string>& items) { return join(items, " "); }

// "" when `generated` and `reference` hold the same moves, else what differs, for a
// property's failure message.
template <class Set>
std::string differences(std::vector<std::string> generated, const Set& reference) {
  std::sort(generated.begin(), generated.end());
  std::vector<std::string> legal(reference.begin(), reference.end());
  std::sort(legal.begin(), legal.end());
  const auto not_legal = missing_from(generated, legal), not_generated = missing_from(legal, generated);
  if (not_legal.empty() && not_generated.empty()) return "";
  return "generated but not legal [" + joined(not_legal) + "], legal but not generated [" + joined(not_generated) + "]";
}

}  // namespace dt::test
