// Life, the Universe and Everything: perft (sub-moves, LU-2) from the start position
// with a nodes/s counter, under the default options and each non-default option value.
// Every measured perft is checked against its count before it counts as a figure.
//
// Where the counts come from: depth 1 is worked out by hand (positions/lue/start.yaml,
// start-perft-1); depths 2 to 4 are confirmed at every node by the independent reference
// generator (tests/test_lue_reference.cpp), depth 5 by the same comparison one level
// deeper and by the reference's own perft, run once by hand (issue 7's note).
#include <cstdint>
#include <vector>

#include "core/options.hpp"
#include "lue/lue.hpp"
#include "timed_perft.hpp"

namespace {

using dt::lue::Rules;

struct Case {
  const char* name;
  dt::OptionValues options;
  std::vector<std::uint64_t> counts;  // perft(1), perft(2), ...
};

const Case kCases[] = {
    {"default", {}, {56, 3507, 109127, 4953466, 152683438}},
    {"life_pawn_dir=mover", {{"life_pawn_dir", "mover"}}, {56, 3507, 109127, 4953298, 152660591}},
    {"chain=whole", {{"chain", "whole"}}, {56, 3507, 109127, 4953466, 152680035}},
};

const bool kRegistered = [] {
  for (const Case& c : kCases)
    dt::bench::register_start("Lue", c.name, Rules::configure(*dt::resolve_options(Rules::options(), c.options)), c.counts);
  return true;
}();

}  // namespace
