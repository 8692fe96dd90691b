// A slow reference for Ringworld legality, written apart from rules/ringworld so that
// the two generators check each other (style.md, "Two generators, not one"). It shares
// no code with the fast generator: it reads the position text itself, places cells in
// doubled coordinates (column x, height y in half cells), walks directions one step at a
// time, judges every move by making it on a copy and asking whether any piece of another
// player could then capture the mover's General, and writes the position after it (the
// next player's takeovers done, RW-6). Only text crosses the boundary.
#pragma once

#include <string_view>

#include "support/reference.hpp"

namespace dt::test {

// support/reference.hpp's question in the rulings' notation (`f1-f3`, `g2xg5`,
// `O-O@i1-k1`, `pass`), for a position the project's parser accepted. Ringworld has no
// options.
ReferenceMoves reference_ringworld(std::string_view text, const OptionValues& options,
                                  ReferenceWrites writes = ReferenceWrites::Positions);

}  // namespace dt::test
