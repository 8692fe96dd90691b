// A variant's options are its rulings' alternatives (specs/rulings/, a ruling's option):
// name, allowed values, default, and the ruling id that defines them.
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "result.hpp"

namespace dt {

struct OptionSpec {
  std::string_view name;
  std::span<const std::string_view> values;
  std::string_view default_value;
  std::string_view ruling;
  std::string_view summary;
};

// NAME=VALUE pairs in the order given; after resolve_options, one per option, defaults filled in.
using OptionValues = std::vector<std::pair<std::string, std::string>>;

// Rejects unknown names, values outside the allowed set and repeated names (nothing a user
// gives is silently ignored), then fills every missing option with its default.
Result<OptionValues> resolve_options(std::span<const OptionSpec> specs, const OptionValues& given);

// Parses "NAME=VALUE" as written on the command line.
Result<std::pair<std::string, std::string>> parse_option_assignment(std::string_view text);

// The value of a resolved option (resolve_options guarantees it is present).
std::string_view option_value(const OptionValues& resolved, std::string_view name);

}  // namespace dt
