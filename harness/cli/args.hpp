// Command-line arguments: positionals and --flags (`--flag value` or `--flag=value`).
// Every flag must be one the command declares; nothing given is silently ignored.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace dt::cli {

struct FlagSpec {
  std::string_view name;  // without the leading dashes
  bool takes_value;
  bool repeatable = false;
};

class Args {
 public:
  // Throws CliError naming the offending argument.
  Args(std::span<const std::string> argv, std::span<const FlagSpec> flags);

  const std::vector<std::string>& positional() const { return positional_; }
  bool has(std::string_view flag) const;
  std::optional<std::string> value(std::string_view flag) const;
  std::vector<std::string> values(std::string_view flag) const;
  // Requires between min and max positionals; `usage` names them in the error.
  void expect_positionals(std::size_t min, std::size_t max, std::string_view usage) const;

 private:
  std::vector<std::string> positional_;
  std::vector<std::pair<std::string, std::string>> flags_;
};

}  // namespace dt::cli
