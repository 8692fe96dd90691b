// Outer Space Chess: perft from the start position with a nodes/s counter, to be read
// next to OrthodoxPerft/start in the same run (issue 6's target: at least half the
// orthodox rate), and move generation in the start position. Every count is checked
// before it counts as a figure: perft 1-2 (24, 575) are worked out by hand in
// positions/outerspace/start.yaml; perft 3-4 (12975, 291962) are confirmed at every node
// by the independent reference generator (tests/test_outerspace_reference.cpp), perft 5
// (6395614) by the same comparison one level deeper, run once by hand (issue 6's note).
#include <cstdint>

#include "outerspace/outerspace.hpp"
#include "timed_perft.hpp"

namespace {

constexpr std::uint64_t kStartCounts[] = {24, 575, 12975, 291962, 6395614};

const bool kRegistered = [] {
  dt::bench::register_start("Outerspace", "", dt::outerspace::Rules{}, kStartCounts);
  return true;
}();

}  // namespace
