#include "core/fields.hpp"

#include <string>

namespace dt {

namespace {

std::string hex(unsigned char c) {
  constexpr std::string_view kDigits = "0123456789ABCDEF";
  return std::string("0x") + kDigits[c >> 4] + kDigits[c & 15];
}

// A character that is not printable ASCII, named for a message.
std::string unprintable(unsigned char c) {
  switch (c) {
    case '\t': return "a tab";
    case '\n': return "a line break";
    case '\r': return "a carriage return";
    default: return c < 0x80 ? "the control character " + hex(c) : "the non-ASCII byte " + hex(c);
  }
}

}  // namespace

Result<void> check_printable(std::string_view line) {
  for (std::size_t i = 0; i < line.size(); ++i)
    if (const auto c = static_cast<unsigned char>(line[i]); c < ' ' || c > '~')
      return fail("expected printable ASCII, found " + unprintable(c), static_cast<int>(i) + 1);
  return {};
}

Result<void> position_fields(std::string_view line, std::string_view what, std::vector<Field>& fields) {
  if (auto printable = check_printable(line); !printable) return printable;
  fields = split_fields(line);
  if (fields.empty()) return fail("expected " + std::string(what) + ", found nothing");
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

std::string with_field(std::string_view line, const Field& field, std::string_view text) {
  const auto start = static_cast<std::size_t>(field.column - 1);
  std::string out(line.substr(0, start));
  out += text;
  out += line.substr(start + field.text.size());
  return out;
}

}  // namespace dt
