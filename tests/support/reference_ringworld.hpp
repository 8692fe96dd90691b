// A slow reference for Ringworld legality, written apart from rules/ringworld so that
// the two generators check each other (style.md, "Two generators, not one"). It shares
// no code with the fast generator: it reads the position text itself, places cells in
// doubled coordinates (column x, height y in half cells), walks directions one step at a
// time, and judges every move by making it on a copy and asking whether any piece of
// another player could then capture the mover's General. Only text crosses the boundary.
#pragma once

#include <set>
#include <string>
#include <string_view>

namespace dt::test {

// The legal moves, in the rulings' notation, of the position written `text` (a position
// the project's parser accepted).
std::set<std::string> reference_ringworld_moves(std::string_view text);

}  // namespace dt::test
