// Joining names for messages ("orthodox, hyperspace", "board|hyperspace|off").
#pragma once

#include <string>
#include <string_view>

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

}  // namespace dt
