// Reading UTF-8 one code point at a time, for the escapers of reports and messages
// (json.hpp, xml.hpp, cli_error.hpp): names and paths come from files and arguments
// and may hold any bytes, and every report must stay valid.
#pragma once

#include <cstddef>
#include <string_view>

namespace dt::cli {

// The code point starting at `text[at]`: `length` bytes long, or, when those bytes are
// not well-formed UTF-8 (a stray continuation byte, a truncated, overlong or surrogate
// sequence, beyond U+10FFFF), `valid` false and `length` 1 (the one byte at `at`).
struct CodePoint {
  char32_t value;
  std::size_t length;
  bool valid;
};
CodePoint decode_utf8(std::string_view text, std::size_t at);

// U+FFFD, what the reports write for a byte that is not UTF-8.
inline constexpr std::string_view kReplacement = "\xEF\xBF\xBD";

}  // namespace dt::cli
