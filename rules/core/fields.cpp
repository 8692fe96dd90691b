#include "core/fields.hpp"

namespace dt {

Result<void> check_printable(std::string_view line) {
  for (std::size_t i = 0; i < line.size(); ++i)
    if (static_cast<unsigned char>(line[i]) < ' ' || static_cast<unsigned char>(line[i]) > '~')
      return fail("expected printable ASCII, found a control or non-ASCII character", static_cast<int>(i) + 1);
  return {};
}

std::vector<Field> split_fields(std::string_view s) {
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

std::vector<Field> split_on(const Field& f, char separator) {
  std::vector<Field> out;
  std::size_t start = 0;
  for (std::size_t i = 0; i <= f.text.size(); ++i)
    if (i == f.text.size() || f.text[i] == separator) {
      out.push_back({f.text.substr(start, i - start), f.column + static_cast<int>(start)});
      start = i + 1;
    }
  return out;
}

}  // namespace dt
