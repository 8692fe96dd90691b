// A second, slow Outer Space Chess generator written straight from the seed and the
// rulings (OS-1 ... OS-14, CO-1 ... CO-5), apart from rules/outerspace, so that the two
// generators check each other (style.md, "Two generators, not one"). It shares no code
// or tables with the fast one: it reads the position text itself, keeps squares as
// (board, file, rank), walks one step at a time, applies each move on a copy (Planets on
// black holes, hyperspace counts at the end of the turn, Nebula flags, counter) and
// writes the position after it as text. Only text crosses the boundary.
#pragma once

#include <string_view>

#include "support/reference.hpp"

namespace dt::test {

// support/reference.hpp's question in the rulings' notation (`1a1-1a2`, `1c2x1d1`,
// `1c2*1d1`, `1b3@2b`, `2b@1d3-1d1`, `pass`). Outer Space has no options.
ReferenceMoves reference_outerspace(std::string_view text, const OptionValues& options,
                                  ReferenceWrites writes = ReferenceWrites::Positions);

}  // namespace dt::test
