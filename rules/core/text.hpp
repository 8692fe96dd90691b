// Joining names for messages ("orthodox, hyperspace", "board|hyperspace|off"), and
// splitting a one-line position into its space-separated fields.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace dt {

// `prefix` goes before every item: join(flags, ", ", "--") gives "--fen, --json".
template <class Range, class Project>
std::string join(const Range& items, std::string_view separator, Project project, std::string_view prefix = {}) {
  std::string out;
  for (const auto& item : items) {
    if (!out.empty()) out += separator;
    out += prefix;
    out += project(item);
  }
  return out;
}

template <class Range>
std::string join(const Range& items, std::string_view separator) {
  return join(items, separator, [](const auto& item) -> std::string_view { return item; });
}

// One space-separated field of a position line, with its 1-based column for errors.
struct Field {
  std::string_view text;
  int column;
};

// Fields separated by one or more spaces (any other character belongs to a field).
inline std::vector<Field> split_fields(std::string_view s) {
  std::vector<Field> out;
  std::size_t i = 0;
  while (i < s.size()) {
    while (i < s.size() && s[i] == ' ') ++i;
    if (i == s.size()) break;
    const std::size_t start = i;
    while (i < s.size() && s[i] != ' ') ++i;
    out.push_back({s.substr(start, i - start), static_cast<int>(start) + 1});
  }
  return out;
}

}  // namespace dt
