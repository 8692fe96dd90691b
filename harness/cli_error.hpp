// A usage or input error inside the command-line tool: the CLI prints its text on one
// line and exits with status 2. The rules library never throws; this lives at the edge.
#pragma once

#include <stdexcept>
#include <string>

namespace dt::cli {

struct CliError : std::runtime_error {
  explicit CliError(const std::string& what) : std::runtime_error(what) {}
};

}  // namespace dt::cli
