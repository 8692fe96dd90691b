// Runs another program (an engine under comparison) with a time limit: its standard
// input is given text, its output and error streams are kept up to a cap, and it runs in
// a process group of its own that is ended on every way out of the run (its end, a
// timeout, Ctrl-C or SIGTERM, an error, an exception), so that neither the program nor
// anything it started in the background outlives the run.
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace dt::cli {

// What a run may print on its standard output and error together: a perft divide is a few
// kilobytes, so past this the program is looping, and its output is not kept further.
inline constexpr std::size_t kMaxChildOutput = std::size_t(16) << 20;

// What a conversing program's line of output calls for: more input (the next command of
// a dialogue such as UCI's handshake), and whether the answer is whole.
struct ChildReply {
  std::string write;
  bool done = false;  // once true, `write` is the farewell (a UCI engine's `quit`)
};

struct ChildTask {
  std::vector<std::string> argv;  // argv[0] is looked up in PATH
  std::string input;              // written to standard input
  double timeout_seconds = 0;     // for the whole run (at most about 30 years are honoured)
  // Empty: standard input is closed once `input` is written and the run ends when the
  // program exits. Otherwise standard input stays open, and each line of standard output
  // is shown to `converse`, whose reply is written after `input`; once a reply is done the
  // answer is whole: its farewell is written, standard input closed, and the program given
  // a moment to exit before its group is ended (a UCI engine waits for `quit`; one that
  // lingers past it has answered all the same). Lines after that are not shown.
  std::function<ChildReply(std::string_view)> converse;
  std::size_t max_output = kMaxChildOutput;
};

struct ChildRun {
  bool started = false;      // false: the program could not be executed (`error` says why)
  bool answered = false;     // `converse` saw the end of the answer (exit status then not looked at)
  bool timed_out = false;    // ended at the time limit
  bool interrupted = false;  // ended on a caught Ctrl-C or SIGTERM (interrupt.hpp)
  bool overflowed = false;   // ended for printing more than max_output
  int exit_code = -1;        // when it exited by itself
  int signal = 0;            // when a signal ended it
  std::string out, err, error;
};

ChildRun run_child(const ChildTask& task);
// A program that answers by exiting, with the default output cap.
ChildRun run_child(const std::vector<std::string>& argv, std::string_view input, double timeout_seconds);

// Splits a command given as one string into words, as a shell would for plain words and
// '...' or "..." quoting (no variables, globs or escapes beyond \" and \\ in "...").
// Throws CliError on an unterminated quote or an empty command.
std::vector<std::string> command_words(std::string_view command, std::string_view what);

// The last `count` non-empty lines of `text`, joined by " | ", for one-line errors.
std::string last_lines(std::string_view text, int count);

}  // namespace dt::cli
