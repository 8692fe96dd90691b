// The built `deepthought` run as a process, as a shell or CI script runs it: an abort, an
// uncaught exception or a crash shows as a signal instead of an exit status, and stdout
// and stderr are the real streams.
#pragma once

#include <gtest/gtest.h>
#include <sys/wait.h>

#include <algorithm>
#include <cstdlib>
#include <string>
#include <vector>

#include "support/temp_file.hpp"

namespace dt::test {

struct Process {
  bool exited;  // false when killed by a signal
  int status;
  std::string out, err;
};

// POSIX shell single quotes keep every byte, newlines included.
inline std::string shell_quoted(const std::string& arg) {
  std::string out = "'";
  for (char c : arg) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

// `limit_kb`, when given, bounds the process's address space (ulimit -v), so that the
// system refuses memory as a full machine would.
inline Process run_binary(const std::vector<std::string>& args, int limit_kb = 0) {
  // A parameterised test's name holds a '/': the files are named with '_' in its place.
  std::string test = testing::UnitTest::GetInstance()->current_test_info()->name();
  std::replace(test.begin(), test.end(), '/', '_');
  const std::string base = testing::TempDir() + "dt_cli_" + test;
  std::string command = limit_kb ? "ulimit -v " + std::to_string(limit_kb) + " && exec " : "";
  command += shell_quoted(DEEPTHOUGHT_CLI);
  for (const auto& a : args) command += ' ' + shell_quoted(a);
  command += " >" + shell_quoted(base + ".out") + " 2>" + shell_quoted(base + ".err") + " </dev/null";
  const int raw = std::system(command.c_str());
  const Process p{WIFEXITED(raw), WIFEXITED(raw) ? WEXITSTATUS(raw) : -1, slurp(base + ".out"), slurp(base + ".err")};
  std::filesystem::remove(base + ".out");
  std::filesystem::remove(base + ".err");
  return p;
}

}  // namespace dt::test
