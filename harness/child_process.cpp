#include "child_process.hpp"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstring>

#include "cli_error.hpp"
#include "interrupt.hpp"

namespace dt::cli {

namespace {

constexpr long long kInterruptPoll = 100;  // milliseconds

struct Pipe {
  int read = -1, write = -1;
  Pipe() {
    int fds[2];
    if (::pipe2(fds, O_CLOEXEC) != 0) throw CliError(std::string("cannot create a pipe: ") + std::strerror(errno));
    read = fds[0];
    write = fds[1];
  }
};

void close_fd(int& fd) {
  if (fd >= 0) ::close(fd);
  fd = -1;
}

// In the child: wire the pipes to 0, 1, 2, start a process group of its own (so that a
// timeout kills the grandchildren a script starts too) and exec; on failure, report errno
// through the close-on-exec status pipe.
[[noreturn]] void exec_child(const std::vector<std::string>& argv, const Pipe& in, const Pipe& out, const Pipe& err,
                             const Pipe& status) {
  ::setpgid(0, 0);
  ::dup2(in.read, 0);
  ::dup2(out.write, 1);
  ::dup2(err.write, 2);
  std::vector<char*> args;
  for (const auto& a : argv) args.push_back(const_cast<char*>(a.c_str()));
  args.push_back(nullptr);
  ::execvp(args[0], args.data());
  const int code = errno;
  [[maybe_unused]] const auto n = ::write(status.write, &code, sizeof code);
  ::_exit(127);
}

// Drains whatever is ready on `fd` into `into`; closes it at end of file.
void drain(int& fd, std::string& into) {
  char buf[4096];
  const ssize_t n = ::read(fd, buf, sizeof buf);
  if (n > 0) into.append(buf, static_cast<std::size_t>(n));
  else if (n == 0 || (errno != EINTR && errno != EAGAIN)) close_fd(fd);
}

}  // namespace

ChildRun run_child(const std::vector<std::string>& argv, std::string_view input, double timeout_seconds) {
  ChildRun run;
  if (argv.empty()) {
    run.error = "empty command";
    return run;
  }
  ::signal(SIGPIPE, SIG_IGN);  // an engine that exits without reading its input must not kill us
  Pipe in, out, err, status;
  const pid_t pid = ::fork();
  if (pid < 0) throw CliError(std::string("cannot start a process: ") + std::strerror(errno));
  if (pid == 0) exec_child(argv, in, out, err, status);
  ::setpgid(pid, pid);  // also here, so the group exists before any kill below
  close_fd(in.read);
  close_fd(out.write);
  close_fd(err.write);
  close_fd(status.write);

  int exec_errno = 0;
  if (::read(status.read, &exec_errno, sizeof exec_errno) == static_cast<ssize_t>(sizeof exec_errno)) {
    ::waitpid(pid, nullptr, 0);
    run.error = "cannot execute '" + argv[0] + "': " + std::strerror(exec_errno);
    close_fd(status.read);
    close_fd(in.write);
    close_fd(out.read);
    close_fd(err.read);
    return run;
  }
  close_fd(status.read);
  run.started = true;

  ::fcntl(in.write, F_SETFL, O_NONBLOCK);
  std::size_t written = 0;
  if (input.empty()) close_fd(in.write);
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::duration<double>(timeout_seconds);
  while (out.read >= 0 || err.read >= 0) {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
    if (left.count() <= 0 || interrupted()) {
      (interrupted() ? run.interrupted : run.timed_out) = true;
      ::kill(-pid, SIGKILL);
      break;
    }
    // The child has a process group of its own, so a Ctrl-C at the terminal reaches only
    // us: look at the flag often enough to end the child's run promptly too.
    pollfd fds[3] = {{out.read, POLLIN, 0}, {err.read, POLLIN, 0}, {in.write, POLLOUT, 0}};
    if (::poll(fds, 3, static_cast<int>(std::min<long long>(left.count(), kInterruptPoll))) < 0 && errno != EINTR) break;
    if (fds[0].revents) drain(out.read, run.out);
    if (fds[1].revents) drain(err.read, run.err);
    if (fds[2].revents) {
      const ssize_t n = ::write(in.write, input.data() + written, input.size() - written);
      if (n > 0) written += static_cast<std::size_t>(n);
      if (n < 0 || written == input.size()) close_fd(in.write);
    }
  }
  close_fd(in.write);
  close_fd(out.read);
  close_fd(err.read);
  int wstatus = 0;
  ::waitpid(pid, &wstatus, 0);
  if (!run.timed_out) {
    if (WIFEXITED(wstatus)) run.exit_code = WEXITSTATUS(wstatus);
    if (WIFSIGNALED(wstatus)) run.signal = WTERMSIG(wstatus);
  }
  return run;
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
