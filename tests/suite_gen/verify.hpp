// The confirmation of a suite entry's counts by the independent reference generator
// (support/reference.hpp): the reference walks its own tree to the deepest depth, and at
// every node above the leaves Deep Thought, loading the reference's text of that position,
// must list exactly the reference's moves. The counts per depth then come from the
// reference's tree and must equal Deep Thought's.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "face/erased.hpp"

namespace dt::suite_gen {

struct Confirmation {
  std::vector<std::uint64_t> counts;  // the reference's, depth 1 first
  std::uint64_t nodes_checked = 0;    // positions where both move lists were compared
  std::string difference;             // empty when every node agreed
};

Confirmation confirm(const Variant& variant, const std::string& position, const OptionValues& options, int depth);

}  // namespace dt::suite_gen
