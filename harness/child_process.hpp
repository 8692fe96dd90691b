// Runs another program (an engine under comparison) with a time limit: its standard
// input is given text, its output and error streams are kept, and on timeout its whole
// process group is killed, so a hanging script cannot outlive the comparison.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace dt::cli {

struct ChildRun {
  bool started = false;    // false: the program could not be executed (`error` says why)
  bool timed_out = false;  // killed at the time limit
  bool interrupted = false;  // killed on a caught Ctrl-C (interrupt.hpp)
  int exit_code = -1;      // when it exited by itself
  int signal = 0;          // when a signal ended it
  std::string out, err, error;
};

// Runs argv[0] (looked up in PATH) with argv[1..], feeding `input` to its standard input.
ChildRun run_child(const std::vector<std::string>& argv, std::string_view input, double timeout_seconds);

// Splits a command given as one string into words, as a shell would for plain words and
// '...' or "..." quoting (no variables, globs or escapes beyond \" and \\ in "...").
// Throws CliError on an unterminated quote or an empty command.
std::vector<std::string> command_words(std::string_view command, std::string_view what);

// The last `count` non-empty lines of `text`, joined by " | ", for one-line errors.
std::string last_lines(std::string_view text, int count);

}  // namespace dt::cli
