#include "nearest_name.hpp"

#include <algorithm>

namespace dt {

namespace {

char lower(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

// Suggestions named in one message: past this, the list says little.
constexpr std::size_t kMaxSuggestions = 3;

}  // namespace

int edit_distance(std::string_view a, std::string_view b) {
  const std::size_t n = a.size(), m = b.size();
  // Three rows: the transposition looks two back.
  std::vector<int> before(m + 1), previous(m + 1), row(m + 1);
  for (std::size_t j = 0; j <= m; ++j) previous[j] = static_cast<int>(j);
  for (std::size_t i = 1; i <= n; ++i) {
    row[0] = static_cast<int>(i);
    for (std::size_t j = 1; j <= m; ++j) {
      const int cost = lower(a[i - 1]) == lower(b[j - 1]) ? 0 : 1;
      row[j] = std::min({previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost});
      if (i > 1 && j > 1 && lower(a[i - 1]) == lower(b[j - 2]) && lower(a[i - 2]) == lower(b[j - 1]))
        row[j] = std::min(row[j], before[j - 2] + 1);
    }
    std::swap(before, previous);
    std::swap(previous, row);
  }
  return previous[m];
}

std::vector<std::string> nearest_names(std::string_view given, const std::vector<std::string>& known) {
  std::vector<std::string> out;
  int best = 0;
  for (const auto& name : known) {
    if (name == given) continue;
    const int distance = edit_distance(given, name);
    const int limit = std::max<int>(1, static_cast<int>(std::max(given.size(), name.size()) / 3));
    if (distance > limit || distance >= static_cast<int>(name.size())) continue;
    if (!out.empty() && distance > best) continue;
    if (out.empty() || distance < best) out.clear();
    best = distance;
    if (std::find(out.begin(), out.end(), name) == out.end()) out.push_back(name);
  }
  if (out.size() > kMaxSuggestions) out.clear();
  return out;
}

std::string did_you_mean(std::string_view given, const std::vector<std::string>& known) {
  const auto names = nearest_names(given, known);
  if (names.empty()) return "";
  std::string out = " (did you mean ";
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (i) out += i + 1 == names.size() ? " or " : ", ";
    out += "'" + names[i] + "'";
  }
  return out + "?)";
}

}  // namespace dt
