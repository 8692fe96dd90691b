// A usage or input error inside the command-line tool: the CLI prints its text on one
// line and exits with status 2. The rules library never throws; this lives at the edge.
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>

namespace dt::cli {

struct CliError : std::runtime_error {
  explicit CliError(const std::string& what) : std::runtime_error(what) {}
};

// Text from a user (an argument, a file) made fit for a one-line message: control
// characters such as a newline are written as escapes, so every error stays on its line.
std::string one_line(std::string_view text);

}  // namespace dt::cli
