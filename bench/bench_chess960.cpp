// Chess960: move generation and perft with a nodes/s counter on the orthodox start and on
// Kiwipete, where its generator and orthodox chess's count the same trees
// (positions/suites/deep-chess960.perft), at every depth up to about 2 x 10^8 nodes, each
// count checked against the published one before it counts as a figure.
#include "chess960/chess960.hpp"
#include "timed_perft.hpp"

namespace {

const bool kRegistered = dt::bench::registered(dt::bench::register_deep<dt::chess960::Rules>);

}  // namespace
