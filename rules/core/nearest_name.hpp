// "Did you mean": the known name nearest to a mistyped one, for every error message that
// refuses a name from a list (an option or its value, a flag, a variant, a YAML key, a
// clause id), so that all of them suggest alike.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace dt {

// Edit distance with adjacent transpositions counting one (optimal string alignment), case
// ignored: "kidnpa" is 1 from "kidnap", "Expect" 0 from "expect".
int edit_distance(std::string_view a, std::string_view b);

// The names of `known` nearest to `given`, in list order, when near enough to be a typo:
// at most a third of the longer word's letters changed (at least one), and fewer changes
// than the candidate has letters, so that "x" suggests nothing. Empty when none is.
std::vector<std::string> nearest_names(std::string_view given, const std::vector<std::string>& known);

// " (did you mean 'kidnap'?)", " (did you mean 'HC-10' or 'HC-11'?)" or "" when nothing
// is near: appended to the error's own text.
std::string did_you_mean(std::string_view given, const std::vector<std::string>& known);

template <class Range, class Project>
std::string did_you_mean(std::string_view given, const Range& items, Project project) {
  std::vector<std::string> known;
  for (const auto& item : items) known.emplace_back(project(item));
  return did_you_mean(given, known);
}

template <class Range>
std::string did_you_mean(std::string_view given, const Range& items) {
  return did_you_mean(given, items, [](const auto& item) -> std::string_view { return item; });
}

}  // namespace dt
