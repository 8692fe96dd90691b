#include <fcntl.h>
#include <unistd.h>

#include <csignal>
#include <iostream>
#include <string>
#include <vector>

#include "cli/std_output.hpp"
#include "commands.hpp"

namespace {

bool is_open(int fd) { return ::fcntl(fd, F_GETFD) != -1; }

}  // namespace

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);
  // A closed standard output is refused: every command writes its results there. A closed
  // standard input or error is taken by /dev/null (the lowest free descriptor, in that
  // order), so that no file the command opens lands on descriptor 0 or 2.
  if (!is_open(STDOUT_FILENO)) {
    std::cerr << "deepthought: cannot write standard output: it is closed\n";
    return 2;
  }
  for (const int fd : {STDIN_FILENO, STDERR_FILENO})
    if (!is_open(fd)) ::open("/dev/null", fd == STDIN_FILENO ? O_RDONLY : O_WRONLY);
  // A reader that went away (`deepthought perft ... | head -1`) ends the process quietly
  // at its next write, as it ends cat, even when the parent ignored SIGPIPE.
  std::signal(SIGPIPE, SIG_DFL);
  dt::cli::FdOutputBuffer buffer(STDOUT_FILENO);
  std::ostream out(&buffer);
  const std::vector<std::string> args(argv + 1, argv + argc);
  return dt::cli::run(args, out, std::cerr);
}
