// Runs `deepthought ARGS...` in-process and keeps what it printed.
#pragma once

#include <sstream>
#include <string>
#include <vector>

#include "commands.hpp"

namespace dt::test {

struct Ran {
  int status;
  std::string out, err;
};

inline Ran run_cli(const std::vector<std::string>& argv) {
  std::ostringstream out, err;
  const int status = cli::run(argv, out, err);
  return {status, out.str(), err.str()};
}

}  // namespace dt::test
