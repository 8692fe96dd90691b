// Joining names for messages ("orthodox, hyperspace", "board|hyperspace|off") and finding
// a name in a list.
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

// The position of `text` in `names` (a board's cell names, say), or -1.
template <class Range>
int index_of(const Range& names, std::string_view text) {
  int i = 0;
  for (const auto& name : names) {
    if (name == text) return i;
    ++i;
  }
  return -1;
}

}  // namespace dt
