#include "xml.hpp"

#include "utf8.hpp"

namespace dt::cli {

std::string xml_escape(std::string_view text) {
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out;
  for (std::size_t i = 0; i < text.size();) {
    const CodePoint cp = decode_utf8(text, i);
    const auto c = static_cast<unsigned char>(text[i]);
    if (!cp.valid || cp.value == 0xFFFE || cp.value == 0xFFFF) out += kReplacement;
    else if (c == '&') out += "&amp;";
    else if (c == '<') out += "&lt;";
    else if (c == '>') out += "&gt;";
    else if (c == '"') out += "&quot;";
    else if (c == '\'') out += "&apos;";
    else if (c == '\r') out += "&#13;";
    else if (c < 0x20 && c != '\n' && c != '\t') out += std::string("\\x") + kHex[c >> 4] + kHex[c & 15];
    else out.append(text.substr(i, cp.length));
    i += cp.length;
  }
  return out;
}

}  // namespace dt::cli
