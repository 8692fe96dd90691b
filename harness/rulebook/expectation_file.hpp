// Reads a `suite --expect` file (suites/expectations.hpp), strictly, as the rulebook's YAML
// is read: a mapping with the one key `expectations`, a list of mappings each with exactly
// one of `entry`, `tag` or `option` (NAME=VALUE), a `status` (`fail`, `unsupported` or
// `timeout`) and a `reason`, a text that is not empty. Every error is a CliError naming
// FILE:LINE:COLUMN and what was expected.
#pragma once

#include <string>
#include <vector>

#include "suites/expectations.hpp"

namespace dt::cli {

std::vector<Expectation> read_expectations(const std::string& path);

}  // namespace dt::cli
