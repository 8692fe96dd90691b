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

// A command stopped early on purpose (Ctrl-C, --max-nodes, --timeout) after printing
// what it finished: cli.cpp prints the one-line reason and exits with `status`.
struct CliStop : std::runtime_error {
  CliStop(int code, const std::string& reason) : std::runtime_error(reason), status(code) {}
  int status;
};
inline constexpr int kLimitStatus = 3;          // stopped by --max-nodes or --timeout
inline constexpr int kInterruptedStatus = 130;  // Ctrl-C: 128 + SIGINT, as shells report it

// Text from a user (an argument, a file) made fit for a one-line message: control
// characters such as a newline are written as escapes, so every error stays on its line.
std::string one_line(std::string_view text);

}  // namespace dt::cli
