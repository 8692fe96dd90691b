#include "json.hpp"

namespace dt::cli {

std::string json_string(std::string_view text) {
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out = "\"";
  for (const char ch : text) {
    const auto c = static_cast<unsigned char>(ch);
    if (c == '"') out += "\\\"";
    else if (c == '\\') out += "\\\\";
    else if (c == '\n') out += "\\n";
    else if (c == '\r') out += "\\r";
    else if (c == '\t') out += "\\t";
    // Other control characters have no short escape; bytes from 0x80 pass as UTF-8.
    else if (c < 0x20) out += std::string("\\u00") + kHex[c >> 4] + kHex[c & 15];
    else out += ch;
  }
  return out + '"';
}

std::string json_strings(std::span<const std::string> items) {
  std::string out = "[";
  for (const auto& item : items) {
    if (out.size() > 1) out += ',';
    out += json_string(item);
  }
  return out + ']';
}

}  // namespace dt::cli
