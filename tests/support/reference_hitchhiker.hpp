// A second, slow Hitchhiker Chess generator written straight from the rulings (HC-1 ...
// HC-19) on the test-side board of text_hitchhiker.hpp: no shared tables, no bitsets, a
// different orbit walk (the same-ring diagonal neighbour not yet visited) and carrying by
// "make the move, then look". Every legal move with the position it leads to, so the
// library's generator and make can both be compared against it (style.md, "Two
// generators, not one").
#pragma once

#include <string_view>

#include "support/reference.hpp"

namespace dt::test {

// support/reference.hpp's question under HC-11 orbit_change and HC-9 kidnap (CO-1: no
// move when the game is over; a lone `pass` when nothing else is legal, HC-14).
ReferenceMoves reference_hitchhiker(std::string_view position, const OptionValues& options,
                                  ReferenceWrites writes = ReferenceWrites::Positions);

}  // namespace dt::test
