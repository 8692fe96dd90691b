// JSON read back (RFC 8259), strictly: what `suite --json` and `compare --json` write,
// read by `report`. A document that is not JSON is refused at its line and column, with
// what was expected there; nothing is guessed (no comments, no trailing commas, no
// single quotes, no leading zeros, no duplicate keys, nothing after the document).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace dt::cli {

struct JsonValue {
  enum class Kind { Null, Bool, Number, String, Array, Object };
  Kind kind = Kind::Null;
  bool boolean = false;
  std::string text;  // a String's value, a Number as written
  std::vector<JsonValue> items;  // an Array's
  std::vector<std::pair<std::string, JsonValue>> members;  // an Object's, in order

  // The member named `key` of an Object; null when there is none.
  const JsonValue* find(std::string_view key) const;
};

// Parses `text`; throws CliError "WHERE:LINE:COLUMN: expected ..." (`where` names the input).
JsonValue parse_json(std::string_view text, const std::string& where);

// The kind as a person names it in an error: "a string", "an object", "null".
std::string_view kind_name(JsonValue::Kind kind);

}  // namespace dt::cli
