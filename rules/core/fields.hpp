// Fields of a one-line notation with their columns, for errors that point at them
// (FEN, the Hyperspace transit list, the Ringworld piece lists).
#pragma once

#include <string_view>
#include <vector>

#include "result.hpp"

namespace dt {

struct Field {
  std::string_view text;
  int column;  // 1-based, in the whole line
};

// A notation line holds printable ASCII only; the error names the first column that is not.
Result<void> check_printable(std::string_view line);

// Space-separated fields (runs of spaces separate one field from the next).
std::vector<Field> split_fields(std::string_view s);

// The parts of `f` between each `separator`, empty parts included.
std::vector<Field> split_on(const Field& f, char separator);

}  // namespace dt
