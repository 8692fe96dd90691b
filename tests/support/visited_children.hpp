// Perft's inner nodes, where a variant visits them in place (counting/perft.hpp's
// VisitsChildren): the children its for_each_child hands over must be its listed moves
// made, in list order. One check for every variant that visits.
#pragma once

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

}  // namespace dt::test
