// JSON output of the commands (--json): strings quoted and escaped by one helper, so a
// name or message with a quote, a backslash or a control character stays valid JSON.
#pragma once

#include <span>
#include <string>
#include <string_view>

namespace dt::cli {

// `text` as a JSON string literal, quotes included (RFC 8259 section 7).
std::string json_string(std::string_view text);
// A JSON array of strings: ["a","b"].
std::string json_strings(std::span<const std::string> items);

}  // namespace dt::cli
