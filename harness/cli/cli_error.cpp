#include "cli_error.hpp"

#include "rendering/utf8.hpp"

namespace dt::cli {

namespace {

bool reorders_text(char32_t c) { return (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069); }

}  // namespace

std::string one_line(std::string_view text) {
  static constexpr char kHex[] = "0123456789abcdef";
  const auto hex = [](unsigned value, int digits) {
    std::string out;
    for (int shift = 4 * (digits - 1); shift >= 0; shift -= 4) out += kHex[(value >> shift) & 15];
    return out;
  };
  std::string out;
  for (std::size_t i = 0; i < text.size();) {
    const CodePoint cp = decode_utf8(text, i);
    const auto c = static_cast<unsigned char>(text[i]);
    if (!cp.valid) out += "\\x" + hex(c, 2);
    else if (c == '\n') out += "\\n";
    else if (c == '\r') out += "\\r";
    else if (c == '\t') out += "\\t";
    else if (cp.value < 0x20 || (cp.value >= 0x7f && cp.value < 0xa0)) {
      // A C1 control is two bytes in UTF-8: both shown, so the escape reads as the input.
      for (std::size_t k = 0; k < cp.length; ++k) out += "\\x" + hex(static_cast<unsigned char>(text[i + k]), 2);
    } else if (reorders_text(cp.value)) out += "\\u" + hex(static_cast<unsigned>(cp.value), 4);
    else out.append(text.substr(i, cp.length));
    i += cp.length;
  }
  return out;
}

}  // namespace dt::cli
