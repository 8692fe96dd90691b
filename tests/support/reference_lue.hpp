// A slow reference for Life, the Universe and Everything, written from the seed and the
// rulings alone (LU-1 ... LU-11, CO-1 ... CO-5), apart from rules/lue, so that the two
// generators check each other (style.md, "Two generators, not one"). It shares no code
// with the fast generator: it reads the position text itself into a mailbox of 42
// squares, loops over pieces and directions one step at a time, builds the placement
// after every sub-move, and names moves as specs/rulings/notation.yaml does. Only text
// crosses the boundary.
#pragma once

#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <string_view>

namespace dt::test {

// The rulings' options (LU-6 life_pawn_dir, LU-7 chain), by their values' names.
struct LueReferenceOptions {
  std::string life_pawn_dir = "source";  // source | mover
  std::string chain = "any";             // any | whole
};

// The legal sub-moves, in the rulings' notation, of the position written `text` (a
// position the project's parser accepted).
std::set<std::string> reference_lue_moves(std::string_view text, const LueReferenceOptions& options = {});

// Each legal sub-move with the text of the position it leads to.
std::map<std::string, std::string> reference_lue_children(std::string_view text,
                                                          const LueReferenceOptions& options = {});

// perft (CO-1) over the reference's own tree: its moves and its own children.
std::uint64_t reference_lue_perft(std::string_view text, int depth, const LueReferenceOptions& options = {});

}  // namespace dt::test
