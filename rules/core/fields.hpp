// Fields of a one-line notation with their columns, for errors that point at them
// (FEN, the Hyperspace transit list, the Ringworld piece lists).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "result.hpp"

namespace dt {

struct Field {
  std::string_view text;
  int column;  // 1-based, in the whole line
};

// A notation line holds printable ASCII only; the error names the first column that is
// not and the character found there (a tab, a control character, a byte past ASCII), so
// a tab is never read as part of a field.
Result<void> check_printable(std::string_view line);

// The fields of a one-line position into `fields`: the line checked by check_printable,
// then split at spaces; a line with no field is "expected WHAT, found nothing". Every
// variant's reader starts here.
Result<void> position_fields(std::string_view line, std::string_view what, std::vector<Field>& fields);

// Space-separated fields (runs of spaces separate one field from the next).
std::vector<Field> split_fields(std::string_view s);

// The parts of `f` between each `separator`, empty parts included.
std::vector<Field> split_on(const Field& f, char separator);

// `line` with the text of `field`, one of its own fields as split_fields gives them,
// replaced by `text`: the rest of the line, its spacing included, as it was (the position
// editor rewrites one field and leaves the writer's line otherwise alone).
std::string with_field(std::string_view line, const Field& field, std::string_view text);

}  // namespace dt
