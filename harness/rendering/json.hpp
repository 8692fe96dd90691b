// JSON output of the commands (--json): strings quoted and escaped by one helper, so a
// name or message with a quote, a backslash, a control character or bytes that are not
// UTF-8 stays valid JSON.
#pragma once

#include <span>
#include <string>
#include <string_view>

namespace dt::cli {

// `text` as a JSON string literal, quotes included (RFC 8259 section 7): `"` and `\`
// escaped, control characters (and DEL) as \n, \r, \t or \u00XX, well-formed UTF-8
// kept as it is, and each byte that is not part of well-formed UTF-8 replaced by U+FFFD
// (RFC 8259 section 8.1 requires UTF-8 text).
std::string json_string(std::string_view text);
// A JSON array of strings: ["a","b"].
std::string json_strings(std::span<const std::string> items);

}  // namespace dt::cli
