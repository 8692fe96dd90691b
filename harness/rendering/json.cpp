#include "json.hpp"

#include "utf8.hpp"

namespace dt::cli {

std::string json_string(std::string_view text) {
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out = "\"";
  for (std::size_t i = 0; i < text.size();) {
    const CodePoint cp = decode_utf8(text, i);
    const auto c = static_cast<unsigned char>(text[i]);
    if (!cp.valid) out += kReplacement;
    else if (c == '"') out += "\\\"";
    else if (c == '\\') out += "\\\\";
    else if (c == '\n') out += "\\n";
    else if (c == '\r') out += "\\r";
    else if (c == '\t') out += "\\t";
    else if (c < 0x20 || c == 0x7f) out += std::string("\\u00") + kHex[c >> 4] + kHex[c & 15];
    else out.append(text.substr(i, cp.length));
    i += cp.length;
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
