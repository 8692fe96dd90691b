// The variants' syntax checks of a move text, before a move is looked up: the one error
// they give, and cell names inside move texts (`is_cell` tells whether a text is a cell
// name, and names are 3 or 2 characters long, the longer tried first, so `i12` is not
// read as `i1`).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "result.hpp"

namespace dt {

// What check_move_syntax answers: nothing for a well-formed text, else "expected
// EXPECTED, found 'TEXT'", the same sentence in every variant.
inline Result<void> move_syntax(bool well_formed, std::string_view expected, std::string_view text) {
  if (well_formed) return {};
  return fail("expected " + std::string(expected) + ", found '" + std::string(text) + "'");
}

// The length of the cell name `text` starts with, or 0.
template <class IsCell>
std::size_t cell_prefix(std::string_view text, const IsCell& is_cell) {
  for (const std::size_t n : {std::size_t{3}, std::size_t{2}})
    if (text.size() >= n && is_cell(text.substr(0, n))) return n;
  return 0;
}

// Moves `at` past the cell name that starts there; false (and `at` unchanged) if none does.
template <class IsCell>
bool skip_cell(std::string_view text, std::size_t& at, const IsCell& is_cell) {
  const std::size_t n = cell_prefix(text.substr(at), is_cell);
  at += n;
  return n > 0;
}

// `CELL SEP CELL` with SEP one of `seps`, nothing after.
template <class IsCell>
bool cell_pair(std::string_view text, std::string_view seps, const IsCell& is_cell) {
  const std::size_t a = cell_prefix(text, is_cell);
  if (!a || text.size() <= a || seps.find(text[a]) == std::string_view::npos) return false;
  const std::string_view rest = text.substr(a + 1);
  return cell_prefix(rest, is_cell) == rest.size() && !rest.empty();
}

}  // namespace dt
