// Runs another program (an engine under comparison) with a time limit: its standard
// input is given text, its output and error streams are kept up to a cap, and it runs in
// a process group of its own that is ended on every way out of the run (its end, a
// timeout, Ctrl-C or SIGTERM, an error, an exception), so that neither the program nor
// anything it started in the background outlives the run. A run ends when the program
// exits (run_child), or lasts across requests (ChildProcess, a UCI engine's session).
#pragma once

#include <chrono>
#include <cstddef>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace dt::cli {

// What a run may print on its standard output and error together: a perft divide is a few
// kilobytes, so past this the program is looping, and its output is not kept further.
inline constexpr std::size_t kMaxChildOutput = std::size_t(16) << 20;

struct ChildTask {
  std::vector<std::string> argv;  // argv[0] is looked up in PATH
  std::string input;              // written to standard input, which is then closed
  double timeout_seconds = 0;     // for the whole run (at most about 30 years are honoured)
  std::size_t max_output = kMaxChildOutput;
};

struct ChildRun {
  bool started = false;      // false: the program could not be executed (`error` says why)
  bool timed_out = false;    // ended at the time limit
  bool interrupted = false;  // ended on a caught Ctrl-C or SIGTERM (interrupt.hpp)
  bool overflowed = false;   // ended for printing more than max_output
  int exit_code = -1;        // when it exited by itself
  int signal = 0;            // when a signal ended it
  std::string out, err, error;
};

// A run that ends when the program exits (a perftree engine's, a tool's).
ChildRun run_child(const ChildTask& task);
// The same with the default output cap.
ChildRun run_child(const std::vector<std::string>& argv, std::string_view input, double timeout_seconds);

// The moment `seconds` from now (NaN or less than 0: now; at most about 30 years on).
std::chrono::steady_clock::time_point deadline_after(double seconds);

// A program kept running from one request to the next (a UCI engine's session): written
// to, and read from line by line with a deadline on every read, so that no read waits
// longer than asked. While it lives, a caught Ctrl-C or SIGTERM ends a read
// (CatchInterrupt is held), and its process group is ended when it is destroyed.
class ChildProcess {
 public:
  enum class Event {
    Line,         // a line of standard output was read
    Exited,       // the program exited (exit_code(), signal())
    TimedOut,     // the deadline came first
    Interrupted,  // a caught Ctrl-C or SIGTERM came first
    Overflowed,   // it printed more than max_output since mark()
  };

  // Starts `argv`; started() is false (and error() says why) when it cannot be executed.
  explicit ChildProcess(const std::vector<std::string>& argv, std::size_t max_output = kMaxChildOutput);
  ~ChildProcess();
  ChildProcess(const ChildProcess&) = delete;
  ChildProcess& operator=(const ChildProcess&) = delete;

  bool started() const;
  const std::string& error() const;

  // Queued, and written as the program reads (a program that does not read cannot block us).
  void write(std::string_view text);
  // Standard input is closed once what is queued is written.
  void close_input();
  // The next line of standard output, without its line end, or the event that came first.
  Event read_line(std::string& line, std::chrono::steady_clock::time_point deadline);
  // Until the program exits, or the event that comes first; its output is in output().
  Event wait(std::chrono::steady_clock::time_point deadline);
  // The standard output not yet read as lines, and the standard error since mark().
  std::string output() const;
  const std::string& errors() const;
  // The output counted against max_output, and errors(), start afresh.
  void mark();

  // `farewell` is written (a UCI engine's `quit`), standard input closed, and the program
  // given a moment to exit before its group is ended. Nothing of it is left afterwards.
  void finish(std::string_view farewell);
  // SIGTERM to its group, SIGKILL after a grace; it is reaped.
  void end();
  int exit_code() const;  // after Exited: its exit status, or -1 when a signal ended it
  int signal() const;     // after Exited: the signal that ended it, or 0

 private:
  struct State;
  std::unique_ptr<State> s_;
};

// Splits a command given as one string into words, as a shell would for plain words and
// '...' or "..." quoting (no variables, globs or escapes beyond \" and \\ in "...").
// Throws CliError on an unterminated quote or an empty command.
std::vector<std::string> command_words(std::string_view command, std::string_view what);

// The last `count` non-empty lines of `text`, joined by " | ", for one-line errors.
std::string last_lines(std::string_view text, int count);

}  // namespace dt::cli
