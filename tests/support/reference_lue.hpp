// A slow reference for Life, the Universe and Everything, written from the seed and the
// rulings alone (LU-1 ... LU-11, CO-1 ... CO-5), apart from rules/lue, so that the two
// generators check each other (style.md, "Two generators, not one"). It shares no code
// with the fast generator: it reads the position text itself into a mailbox of 42
// squares, loops over pieces and directions one step at a time, builds the placement
// after every sub-move, and names moves as specs/rulings/notation.yaml does. Only text
// crosses the boundary.
#pragma once

#include <set>
#include <string>
#include <string_view>

#include "support/reference.hpp"

namespace dt::test {

// support/reference.hpp's question in the rulings' notation, under LU-6 life_pawn_dir and
// LU-7 chain.
ReferenceMoves reference_lue(std::string_view text, const OptionValues& options,
                                  ReferenceWrites writes = ReferenceWrites::Positions);

// The keys of reference_lue alone, for walks of whole trees: the position after a first
// sub-move needs a generation of its own (LU-9: is there a second sub-move?), so the
// children cost about as much again as the moves.
std::set<std::string> reference_lue_moves(std::string_view text, const OptionValues& options);

}  // namespace dt::test
