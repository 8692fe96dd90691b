// Orthodox chess: move generation and perft with a nodes/s counter for the six positions
// of the Chess Programming Wiki's "Perft Results", at every depth up to about 2 x 10^8
// nodes, each count checked against the published one in the rulebook
// (positions/suites/deep-orthodox.perft) before it counts as a figure.
#include "orthodox/orthodox.hpp"
#include "timed_perft.hpp"

namespace {

const bool kRegistered = dt::bench::registered(dt::bench::register_deep<dt::orthodox::Rules>);

}  // namespace
