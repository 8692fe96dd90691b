// A usage or input error inside the command-line tool: the CLI prints its text on one
// line and exits with status 2. The rules library never throws; this lives at the edge.
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace dt::cli {

// `message` is the whole text: what() is a C string and would end at a NUL byte that a
// file put into the message, so cli.cpp prints `message`.
struct CliError : std::runtime_error {
  explicit CliError(const std::string& what) : std::runtime_error(what), message(what) {}
  std::string message;
};

// Several input errors found before stopping (every malformed case of every file `check`
// reads): cli.cpp prints each on a line of its own, all with exit status 2. `message` is
// the first, for a caller that reads only one.
struct CliErrors : CliError {
  explicit CliErrors(std::vector<std::string> all) : CliError(all.empty() ? std::string() : all.front()), messages(std::move(all)) {}
  std::vector<std::string> messages;
};

// A command stopped early on purpose (Ctrl-C, --max-nodes, --timeout) after printing
// what it finished: cli.cpp prints the one-line reason and exits with `status`.
struct CliStop : std::runtime_error {
  CliStop(int code, const std::string& reason) : std::runtime_error(reason), status(code) {}
  int status;
};
inline constexpr int kLimitStatus = 3;          // stopped by --max-nodes or --timeout
inline constexpr int kInterruptedStatus = 130;  // Ctrl-C: 128 + SIGINT, as shells report it

// Text from a user, a file or an engine made fit for one line on a terminal: a newline,
// a tab or a carriage return as \n, \t, \r; other control characters (C0, DEL and the C1
// controls U+0080-U+009F, which a terminal obeys), NUL included, and each byte that is not
// part of well-formed UTF-8 as \xNN; the bidirectional embeddings, overrides and isolates
// (U+202A-U+202E, U+2066-U+2069), which would reorder the rest of the line, as \uXXXX.
// Every error message and every name echoed from input or an engine goes through it.
std::string one_line(std::string_view text);

}  // namespace dt::cli
