// `deepthought suite` run in-process, and Deep Thought itself as the perftree engine under
// test, for the suite tests.
#pragma once

#include <string>
#include <vector>

#include "run_cli.hpp"

namespace dt::test {

// `deepthought divide --perftree VARIANT [FLAGS]`, the built tool as an --engine command.
inline std::string perftree(const std::string& variant, const std::string& flags = "") {
  return "'" + kCli + "' divide --perftree " + variant + (flags.empty() ? "" : " " + flags);
}

inline Ran suite(const std::string& variant, const std::string& file, std::vector<std::string> flags) {
  std::vector<std::string> argv = {"suite", variant, file};
  argv.insert(argv.end(), flags.begin(), flags.end());
  return run_cli(argv);
}

}  // namespace dt::test
