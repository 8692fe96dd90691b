// Runs one case of a position file through the variant's erased Game and compares every
// expectation; nothing is printed here.
#pragma once

#include <string>
#include <vector>

#include "face/erased.hpp"
#include "rulebook_files.hpp"

namespace dt::cli {

struct Failure {
  std::string what;               // the expectation that does not hold: "perft 3 differs"
  std::vector<std::string> diff;  // "missing: a b", "unexpected: c", "expected: X", "got: Y"
};

// The case's failures, in a fixed order; empty when it passes.
std::vector<Failure> run_case(const Variant& variant, const Case& c);

}  // namespace dt::cli
