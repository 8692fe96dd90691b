// Hitchhiker Chess: move generation and perft from the start position with a nodes/s counter,
// under the default options and under each option set the rulebook has deep counts for
// (positions/suites/deep-hitchhiker*.perft, which say where each count comes from), each
// count checked before it counts as a figure.
#include "hitchhiker/hitchhiker.hpp"
#include "timed_perft.hpp"

namespace {

const bool kRegistered = dt::bench::registered(dt::bench::register_deep<dt::hitchhiker::Rules>);

}  // namespace
