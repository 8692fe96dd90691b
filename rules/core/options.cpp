#include "core/options.hpp"
#include "core/nearest_name.hpp"
#include "core/text.hpp"

#include <algorithm>

namespace dt {

namespace {

std::string joined(std::span<const std::string_view> values) { return join(values, "|"); }

}  // namespace

Result<OptionValues> resolve_options(std::span<const OptionSpec> specs, const OptionValues& given) {
  for (std::size_t i = 0; i < given.size(); ++i) {
    // Plain references, not a structured binding: clang 14 (make fuzz) cannot capture one in a lambda.
    const std::string& name = given[i].first;
    const std::string& value = given[i].second;
    auto spec = std::find_if(specs.begin(), specs.end(), [&](const OptionSpec& s) { return s.name == name; });
    if (spec == specs.end()) {
      const std::string known = join(specs, ", ", [](const OptionSpec& s) { return s.name; });
      return fail("unknown option '" + name + "': expected one of " + (known.empty() ? "(none: this variant has no options)" : known) +
                  did_you_mean(name, specs, [](const OptionSpec& s) { return s.name; }));
    }
    if (std::find(spec->values.begin(), spec->values.end(), value) == spec->values.end())
      return fail("option '" + name + "': expected " + joined(spec->values) + ", found '" + value + "'" + did_you_mean(value, spec->values));
    for (std::size_t j = 0; j < i; ++j)
      if (given[j].first == name) return fail("option '" + name + "' given twice");
  }
  OptionValues resolved;
  for (const auto& spec : specs) {
    auto it = std::find_if(given.begin(), given.end(), [&](const auto& kv) { return kv.first == spec.name; });
    resolved.emplace_back(std::string(spec.name), it != given.end() ? it->second : std::string(spec.default_value));
  }
  return resolved;
}

Result<std::pair<std::string, std::string>> parse_option_assignment(std::string_view text) {
  const auto eq = text.find('=');
  if (eq == std::string_view::npos || eq == 0 || eq + 1 == text.size())
    return fail("expected NAME=VALUE, found '" + std::string(text) + "'");
  return std::pair{std::string(text.substr(0, eq)), std::string(text.substr(eq + 1))};
}

int value_index(const OptionSpec& spec, std::string_view value) {
  const auto it = std::find(spec.values.begin(), spec.values.end(), value);
  return it == spec.values.end() ? -1 : static_cast<int>(it - spec.values.begin());
}

}  // namespace dt
