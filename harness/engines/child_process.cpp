#include "child_process.hpp"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <optional>
#include <thread>
#include <utility>

#include "cli/cli_error.hpp"
#include "cli/interrupt.hpp"

namespace dt::cli {

namespace {

using Clock = std::chrono::steady_clock;
using Millis = std::chrono::milliseconds;
// The flag of a caught Ctrl-C or SIGTERM and the clock are looked at this often (the
// program's group is out of reach of the terminal's Ctrl-C, so we must end it).
constexpr Millis kSignalPoll{100};
constexpr Millis kExitPoll{5};     // waiting for an exit with no output stream left to watch
constexpr Millis kQuitGrace{500};  // for a program to exit after its farewell
constexpr Millis kTermGrace{500};  // between SIGTERM and SIGKILL to the group
constexpr Millis kRestGrace{100};  // of that, for the group once its leader is gone
// Beyond this a deadline would overflow steady_clock's nanoseconds (about 292 years).
constexpr double kMaxTimeoutSeconds = 1e9;
constexpr std::size_t kReadChunk = 1 << 16;

void close_fd(int& fd) {
  if (fd >= 0) ::close(fd);
  fd = -1;
}

struct Pipe {
  int read = -1, write = -1;
  Pipe() {
    int fds[2];
    if (::pipe2(fds, O_CLOEXEC) != 0) throw CliError(std::string("cannot create a pipe: ") + std::strerror(errno));
    read = fds[0];
    write = fds[1];
  }
  ~Pipe() {
    close_fd(read);
    close_fd(write);
  }
  Pipe(const Pipe&) = delete;
  Pipe& operator=(const Pipe&) = delete;
};

// In the child: wire the pipes to 0, 1, 2, start a process group of its own (so that
// ending the run reaches the grandchildren a script starts too), die with us if we are
// killed outright, and exec; on failure, report errno through the close-on-exec status pipe.
// `args` is built before the fork: with suite --jobs another thread may hold the allocator's
// lock at the fork, so the child allocates nothing.
[[noreturn]] void exec_child(char* const* args, const Pipe& in, const Pipe& out, const Pipe& err, const Pipe& status,
                             pid_t parent) {
  ::setpgid(0, 0);
  ::prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (::getppid() != parent) ::_exit(127);  // we died before prctl took hold
  ::signal(SIGPIPE, SIG_DFL);               // ignored by us, which exec would pass on
  ::dup2(in.read, 0);
  ::dup2(out.write, 1);
  ::dup2(err.write, 2);
  ::execvp(args[0], args);
  const int code = errno;
  [[maybe_unused]] const auto n = ::write(status.write, &code, sizeof code);
  ::_exit(127);
}

// The program's process group, ended when the run is left by any way, an exception included.
class Group {
 public:
  explicit Group(pid_t leader) : leader_(leader) { set_child_group(leader); }
  ~Group() {
    end();
    set_child_group(0);
  }
  Group(const Group&) = delete;
  Group& operator=(const Group&) = delete;

  // Whether the leader has exited; it is then reaped, its wait status in status().
  bool exited() {
    if (!reaped_ && ::waitpid(leader_, &status_, WNOHANG) == leader_) reaped_ = true;
    return reaped_;
  }
  int status() const { return status_; }

  // SIGTERM to all the group, SIGKILL to what is left of it after a grace; the leader
  // reaped. A group whose leader exited may still hold a background grandchild: the
  // group's id stays reserved while it has a member, so the kill reaches only it.
  void end() {
    if (ended_) return;
    ended_ = true;
    if (::kill(-leader_, SIGTERM) != 0 && exited()) return;  // nothing left
    const auto until = Clock::now() + kTermGrace;
    while (!exited() && Clock::now() < until) std::this_thread::sleep_for(kExitPoll);
    // The rest of the group gets a shorter moment: kill() cannot tell a process that
    // lingers from a zombie that init has yet to reap.
    const auto rest = std::min(until, Clock::now() + kRestGrace);
    while (::kill(-leader_, 0) == 0 && Clock::now() < rest) std::this_thread::sleep_for(kExitPoll);
    ::kill(-leader_, SIGKILL);
    while (!reaped_ && ::waitpid(leader_, &status_, 0) < 0 && errno == EINTR) {
    }
    reaped_ = true;
  }

 private:
  pid_t leader_;
  int status_ = 0;
  bool reaped_ = false, ended_ = false;
};

// Reads what is ready on `fd` into `into`; closes it at end of file. False when nothing was.
bool read_some(int& fd, std::string& into) {
  if (fd < 0) return false;
  char buf[kReadChunk];
  const ssize_t n = ::read(fd, buf, sizeof buf);
  if (n > 0) into.append(buf, static_cast<std::size_t>(n));
  else if (n == 0 || (errno != EINTR && errno != EAGAIN)) close_fd(fd);
  return n > 0;
}

void set_nonblocking(int fd) { ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK); }

}  // namespace

struct ChildProcess::State {
  CatchInterrupt catching;  // so that Ctrl-C or SIGTERM can always end a read
  std::unique_ptr<Group> group;
  int in = -1, out = -1, err = -1;
  std::string error;
  std::string queued;           // for standard input, not yet written
  bool close_input = false;     // once `queued` is written
  std::string out_text;         // standard output; lines before `line_start` were read
  std::size_t line_start = 0;
  std::string err_text;         // standard error since mark()
  std::size_t printed = 0;      // of both, since mark()
  std::size_t max_output = kMaxChildOutput;
  int exit_code = -1, signal = 0;

  ~State() { end(); }

  void end() {
    if (group) group->end();
    close_fd(in);
    close_fd(out);
    close_fd(err);
  }

  bool too_much() const { return printed > max_output; }

  bool take(int& fd, std::string& into) {
    const std::size_t before = into.size();
    const bool got = read_some(fd, into);
    printed += into.size() - before;
    return got;
  }

  void write_queued() {
    if (in < 0) return;
    if (!queued.empty()) {
      const ssize_t n = ::write(in, queued.data(), queued.size());
      if (n > 0) queued.erase(0, static_cast<std::size_t>(n));
      // A program that closed its input is ending, or lingers and is ended by its caller.
      if (n < 0 && errno != EAGAIN && errno != EINTR) close_fd(in);
    }
    if (queued.empty() && close_input) close_fd(in);
  }

  // One round: what is ready is read and written, waiting at most until `deadline` (and
  // kSignalPoll, to look at the flag of a caught Ctrl-C). An event that ends the wait, or
  // none to go on.
  std::optional<Event> step(Clock::time_point deadline, bool heed_interrupt) {
    if (!group) return Event::Exited;
    if (group->exited()) {
      // What it wrote is in the pipes; a background grandchild may keep them open, so
      // take what is there and no more.
      while (!too_much() && (take(out, out_text) || take(err, err_text))) {
      }
      if (too_much()) return Event::Overflowed;
      if (WIFEXITED(group->status())) exit_code = WEXITSTATUS(group->status());
      if (WIFSIGNALED(group->status())) signal = WTERMSIG(group->status());
      return Event::Exited;
    }
    if (too_much()) return Event::Overflowed;
    if (heed_interrupt && interrupted()) return Event::Interrupted;
    const auto now = Clock::now();
    if (now >= deadline) return Event::TimedOut;
    const bool streams = out >= 0 || err >= 0;
    const auto wait = std::min(std::chrono::ceil<Millis>(deadline - now), streams ? kSignalPoll : kExitPoll);
    pollfd fds[3] = {{out, POLLIN, 0}, {err, POLLIN, 0}, {queued.empty() ? -1 : in, POLLOUT, 0}};
    if (::poll(fds, 3, static_cast<int>(std::max<Millis::rep>(wait.count(), 0))) < 0 && errno != EINTR)
      throw CliError(std::string("cannot watch a process: ") + std::strerror(errno));
    if (fds[0].revents) take(out, out_text);
    if (fds[1].revents) take(err, err_text);
    if (fds[2].revents) write_queued();
    return std::nullopt;
  }
};

ChildProcess::ChildProcess(const std::vector<std::string>& argv, std::size_t max_output)
    : s_(std::make_unique<State>()) {
  s_->max_output = max_output;
  if (argv.empty()) {
    s_->error = "empty command";
    return;
  }
  ::signal(SIGPIPE, SIG_IGN);  // a program that exits without reading its input must not kill us
  Pipe in, out, err, status;
  std::vector<char*> args;
  for (const auto& a : argv) args.push_back(const_cast<char*>(a.c_str()));
  args.push_back(nullptr);
  const pid_t parent = ::getpid();
  const pid_t pid = ::fork();
  if (pid < 0) throw CliError(std::string("cannot start a process: ") + std::strerror(errno));
  if (pid == 0) exec_child(args.data(), in, out, err, status, parent);
  ::setpgid(pid, pid);  // also here, so the group exists before any kill below
  s_->group = std::make_unique<Group>(pid);
  close_fd(in.read);
  close_fd(out.write);
  close_fd(err.write);
  close_fd(status.write);
  int exec_errno = 0;
  if (::read(status.read, &exec_errno, sizeof exec_errno) == static_cast<ssize_t>(sizeof exec_errno)) {
    s_->error = "cannot execute '" + argv[0] + "': " + std::strerror(exec_errno);
    s_->group.reset();
    return;
  }
  s_->in = std::exchange(in.write, -1);
  s_->out = std::exchange(out.read, -1);
  s_->err = std::exchange(err.read, -1);
  for (const int fd : {s_->in, s_->out, s_->err}) set_nonblocking(fd);
}

ChildProcess::~ChildProcess() = default;

bool ChildProcess::started() const { return s_->error.empty(); }
const std::string& ChildProcess::error() const { return s_->error; }

void ChildProcess::write(std::string_view text) {
  s_->queued += text;
  s_->write_queued();
}

void ChildProcess::close_input() {
  s_->close_input = true;
  s_->write_queued();
}

ChildProcess::Event ChildProcess::read_line(std::string& line, Clock::time_point deadline) {
  for (std::optional<Event> event;;) {
    const std::size_t end = s_->out_text.find('\n', s_->line_start);
    if (end != std::string::npos) {
      line.assign(s_->out_text, s_->line_start, end - s_->line_start);
      s_->line_start = end + 1;
      if (s_->line_start > kReadChunk) {  // keeps the text unread short without moving it per line
        s_->out_text.erase(0, s_->line_start);
        s_->line_start = 0;
      }
      return Event::Line;
    }
    // Lines taken in as the program exited are read before its exit is.
    if (event) return *event;
    event = s_->step(deadline, true);
  }
}

ChildProcess::Event ChildProcess::wait(Clock::time_point deadline) {
  for (;;)
    if (const auto event = s_->step(deadline, true)) return *event;
}

std::string ChildProcess::output() const { return s_->out_text.substr(s_->line_start); }
const std::string& ChildProcess::errors() const { return s_->err_text; }

void ChildProcess::mark() {
  s_->printed = s_->out_text.size() - s_->line_start;
  s_->err_text.clear();
}

void ChildProcess::finish(std::string_view farewell) {
  if (s_->group && !s_->group->exited()) {
    write(farewell);
    close_input();
    const auto by = Clock::now() + kQuitGrace;
    while (!s_->step(by, false)) {
    }
  }
  end();
}

void ChildProcess::end() { s_->end(); }
int ChildProcess::exit_code() const { return s_->exit_code; }
int ChildProcess::signal() const { return s_->signal; }

Clock::time_point deadline_after(double seconds) {
  const double limit = seconds > 0 ? std::min(seconds, kMaxTimeoutSeconds) : 0;  // NaN: 0
  return Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(limit));
}

ChildRun run_child(const ChildTask& task) {
  ChildRun run;
  ChildProcess child(task.argv, task.max_output);
  if (!child.started()) {
    run.error = child.error();
    return run;
  }
  run.started = true;
  child.write(task.input);
  child.close_input();
  const auto event = child.wait(deadline_after(task.timeout_seconds));
  child.end();
  run.out = child.output();
  run.err = child.errors();
  run.timed_out = event == ChildProcess::Event::TimedOut;
  run.interrupted = event == ChildProcess::Event::Interrupted;
  run.overflowed = event == ChildProcess::Event::Overflowed;
  if (event == ChildProcess::Event::Exited) {
    run.exit_code = child.exit_code();
    run.signal = child.signal();
  }
  return run;
}

ChildRun run_child(const std::vector<std::string>& argv, std::string_view input, double timeout_seconds) {
  return run_child(ChildTask{argv, std::string(input), timeout_seconds, kMaxChildOutput});
}

std::vector<std::string> command_words(std::string_view command, std::string_view what) {
  std::vector<std::string> words;
  std::string word;
  bool in_word = false;
  for (std::size_t i = 0; i < command.size(); ++i) {
    const char c = command[i];
    if (c == ' ' || c == '\t' || c == '\n') {
      if (in_word) words.push_back(std::move(word)), word.clear();
      in_word = false;
      continue;
    }
    in_word = true;
    if (c != '\'' && c != '"') {
      word += c;
      continue;
    }
    std::size_t j = i + 1;
    for (; j < command.size() && command[j] != c; ++j) {
      if (c == '"' && command[j] == '\\' && j + 1 < command.size() &&
          (command[j + 1] == '"' || command[j + 1] == '\\'))
        ++j;
      word += command[j];
    }
    if (j == command.size())
      throw CliError(std::string(what) + ": unterminated " + c + " quote at character " + std::to_string(i + 1));
    i = j;
  }
  if (in_word) words.push_back(std::move(word));
  if (words.empty()) throw CliError(std::string(what) + ": expected a command, found nothing");
  return words;
}

std::string last_lines(std::string_view text, int count) {
  std::vector<std::string_view> lines;
  while (!text.empty()) {
    const std::size_t end = text.find('\n');
    const std::string_view line = text.substr(0, end);
    if (line.find_first_not_of(" \t\r") != std::string_view::npos) lines.push_back(line);
    if (end == std::string_view::npos) break;
    text.remove_prefix(end + 1);
  }
  std::string out;
  const std::size_t first = lines.size() > static_cast<std::size_t>(count) ? lines.size() - count : 0;
  for (std::size_t i = first; i < lines.size(); ++i) {
    if (!out.empty()) out += " | ";
    out += lines[i];
  }
  return out.empty() ? "(no output)" : out;
}

}  // namespace dt::cli
