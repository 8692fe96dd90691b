// The project's rule for bad input (docs/command-line.md, "Errors and exit statuses"): exit status 2, nothing on standard
// output and one line on standard error, starting with "deepthought", that names the
// argument or file and what was expected. Every test of a refusal checks it here, in
// process (run_cli) or through the built binary, with the fragments the line must hold;
// tables of bad input are rows of BadInput.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <ostream>
#include <stdexcept>
#include <string>
#include <vector>

#include "support/run_cli.hpp"

namespace dt::test {

inline void expect_one_line_refusal(int status, const std::string& out, const std::string& err,
                                    const std::vector<std::string>& says) {
  EXPECT_EQ(status, 2) << out << err;
  EXPECT_EQ(out, "") << "a refused input produces no report";
  EXPECT_EQ(std::count(err.begin(), err.end(), '\n'), 1) << "not one line:\n" << err;
  EXPECT_TRUE(err.ends_with('\n')) << err;
  EXPECT_TRUE(err.starts_with("deepthought")) << err;
  for (const auto& fragment : says) EXPECT_NE(err.find(fragment), std::string::npos) << "'" << fragment << "' missing from: " << err;
}

inline void expect_one_line_refusal(const Ran& ran, const std::vector<std::string>& says) {
  expect_one_line_refusal(ran.status, ran.out, ran.err, says);
}

// One row of a table of bad command lines.
struct BadInput {
  std::string name;               // the test's name
  std::vector<std::string> argv;  // deepthought's arguments
  std::vector<std::string> says;  // fragments the one line must hold
};

inline std::ostream& operator<<(std::ostream& os, const BadInput& bad) { return os << bad.name; }

// INSTANTIATE_TEST_SUITE_P's name generator for a table of BadInput.
inline std::string bad_input_name(const testing::TestParamInfo<BadInput>& row) { return row.param.name; }

// `text` with its first `from` replaced by `to`. A `from` that is not there is a bug in
// the test: it throws rather than test the unchanged text.
inline std::string replaced(std::string text, const std::string& from, const std::string& to) {
  const auto at = text.find(from);
  if (at == std::string::npos) throw std::logic_error("replaced: '" + from + "' is not in '" + text + "'");
  return text.replace(at, from.size(), to);
}

}  // namespace dt::test
