// Hitchhiker Chess: perft from the start position with a nodes/s counter, under the
// default options and under each non-default option value, and move generation per
// position. Every measured perft is checked against its count before it counts as a
// figure: a wrong count is an error, not a speed.
//
// Where the counts come from: depths 1 and 2 are worked out by hand
// (positions/hitchhiker/board.yaml, start-position-nineteen-moves); depths 3 to 6 are the
// counts of this generator, confirmed to depth 4 by the independent reference generator
// of tests/support/reference_hitchhiker.cpp (test HitchhikerReference.StartPerft) and kept
// here as regression values.
#include <cstdint>
#include <vector>

#include "core/options.hpp"
#include "hitchhiker/hitchhiker.hpp"
#include "timed_perft.hpp"

namespace {

using dt::hitchhiker::Rules;

struct Case {
  const char* name;
  dt::OptionValues options;
  std::vector<std::uint64_t> counts;  // perft(1), perft(2), ...
};

const Case kCases[] = {
    {"default", {}, {19, 357, 8245, 186998, 4731829, 117909180}},
    {"orbit_change=any", {{"orbit_change", "any"}}, {19, 357, 8321, 190722, 4887865, 123512228}},
    {"kidnap=optional", {{"kidnap", "optional"}}, {19, 357, 8245, 186998, 4731829, 117909180}},
};

Rules configured(const Case& c) { return Rules::configure(*dt::resolve_options(Rules::options(), c.options)); }

const bool kRegistered = [] {
  for (const Case& c : kCases) dt::bench::register_start("Hitchhiker", c.name, configured(c), c.counts);
  return true;
}();

}  // namespace
