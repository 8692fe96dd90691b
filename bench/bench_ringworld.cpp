// Ringworld Chess: perft from the start position with a nodes/s counter, to be read next
// to OrthodoxPerft/start in the same run (issue 8's target: at least a quarter of the
// orthodox rate), and move generation in the start position. Every count is checked
// before it counts as a figure: perft 1-3 (27, 729, 19683) are worked out by hand in
// positions/ringworld/perft-start.yaml; perft 4 (638550) is confirmed node by node by
// the independent reference generator (tests/test_ringworld_reference_perft.cpp), perft
// 5 (20704416) by the same walk one level deeper, run once by hand (about 400 s; the
// walk is tests/test_ringworld_reference_perft.cpp at depth 5).
#include <cstdint>

#include "ringworld/ringworld.hpp"
#include "timed_perft.hpp"

namespace {

constexpr std::uint64_t kStartCounts[] = {27, 729, 19683, 638550, 20704416};

const bool kRegistered = [] {
  dt::bench::register_start("Ringworld", "", dt::ringworld::Rules{}, kStartCounts);
  return true;
}();

}  // namespace
