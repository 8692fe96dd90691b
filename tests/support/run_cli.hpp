// Runs `deepthought ARGS...` in-process and keeps what it printed.
#pragma once

#include <sstream>
#include <string>
#include <vector>

#include "commands/commands.hpp"

namespace dt::test {

struct Ran {
  int status;
  std::string out, err;
};

// The project's own rulebook, for check, coverage and rulebook as `--root kSourceRoot`: the
// tool reads the rulebook of the folder it runs in, and a test binary may run anywhere.
inline const std::string kSourceRoot = DEEPTHOUGHT_SOURCE_DIR;
// The first line of their text report then.
inline const std::string kSourceRootLine = "rulebook: " + kSourceRoot + " (--root)\n";
// The built tool itself, for the tests that run it as an engine (divide --perftree).
inline const std::string kCli = DEEPTHOUGHT_CLI;

inline Ran run_cli(const std::vector<std::string>& argv) {
  std::ostringstream out, err;
  const int status = cli::run(argv, out, err);
  return {status, out.str(), err.str()};
}

}  // namespace dt::test
