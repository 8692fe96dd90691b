// `position differs` as the cells that differ, not as two position texts: a designer sees
// "f3: expected empty, got white N" where one square differs. Read through the variant's
// drawing (core/drawing.hpp: each cell's pieces, in transit or carried, and the notes
// beside the board) and the position text's fields, so that it holds for every variant
// without naming one.
#pragma once

#include <string>
#include <vector>

#include "face/erased.hpp"

namespace dt::cli {

// The diff lines of `got` against the position text `expected` (loaded under `options`),
// empty when the texts agree: one line per cell whose pieces differ ("e4: expected white
// P, got empty"), per note beside the board that only one has ("missing note: ...",
// "unexpected note: ..."), and per field of the text past the board that differs
// ("position field 2: expected 'w', got 'b'"). The board field itself is shown whole only
// when no cell or note tells the difference. An expected text the rules refuse, or a
// variant without a drawing, gets both texts whole.
std::vector<std::string> position_difference(const Variant& variant, const OptionValues& options,
                                             const std::string& expected, const Game& got);

}  // namespace dt::cli
