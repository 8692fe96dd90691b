// Perft's inner nodes, where a variant visits them in place (counting/perft.hpp's
// VisitsChildren): the children its for_each_child hands over must be its listed moves
// made, in list order. One check for every variant that visits. And what a variant's
// count_children (CountsChildren) must give: the lengths of its children's lists.
#pragma once

#include <cstdint>
#include <vector>

#include "core/movelist.hpp"

namespace dt::test {

template <class Rules>
bool children_are_listed_moves_made(const Rules& rules, const typename Rules::Position& p) {
  std::vector<typename Rules::Position> listed;
  for (const auto& m : MoveList<Rules>(rules, p)) {
    typename Rules::Position child = p;
    rules.make(child, m);
    listed.push_back(child);
  }
  std::vector<typename Rules::Position> visited;
  rules.for_each_child(p, [&](const typename Rules::Position& child) { visited.push_back(child); });
  return visited == listed;
}

// The sum of the lengths of the lists of the positions `p`'s listed moves lead to.
template <class Rules>
std::uint64_t listed_grandchildren(const Rules& rules, const typename Rules::Position& p) {
  std::uint64_t listed = 0;
  for (const auto& m : MoveList<Rules>(rules, p)) {
    typename Rules::Position child = p;
    rules.make(child, m);
    listed += MoveList<Rules>(rules, child).size();
  }
  return listed;
}

}  // namespace dt::test
