// A slow reference for orthodox legality, written apart from rules/orthodox so that the
// two generators check each other (style.md, "Two generators, not one"). It shares no
// code with the fast generator: it reads FEN text into an 8x8 mailbox, lists
// pseudo-legal moves by walking directions, makes each on a copy and keeps it when no
// enemy piece then attacks the mover's king. Only text crosses the boundary.
#pragma once

#include <set>
#include <string>
#include <string_view>

namespace dt::test {

// The legal moves, in UCI notation, of the position written `fen` (a FEN that the
// project's parser accepted: one king each, rights and en passant square consistent).
std::set<std::string> reference_legal_moves(std::string_view fen);

}  // namespace dt::test
