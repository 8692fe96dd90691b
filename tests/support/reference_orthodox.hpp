// A slow reference for orthodox legality, written apart from rules/orthodox so that the
// two generators check each other (style.md, "Two generators, not one"). It shares no
// code with the fast generator: it reads FEN text into an 8x8 mailbox, lists
// pseudo-legal moves by walking directions, makes each on a copy and keeps it when no
// enemy piece then attacks the mover's king. Only text crosses the boundary.
#pragma once

#include <string_view>

#include "support/reference.hpp"

namespace dt::test {

// support/reference.hpp's question in UCI notation, for a FEN that the project's parser
// accepted (one king each, rights and en passant square consistent). The FEN after a
// move names the en passant square only when a pawn of the side to move stands beside
// the pawn that passed (the project's reading, so that positions that differ in nothing
// else print alike). Orthodox chess has no options.
ReferenceMoves reference_orthodox(std::string_view fen, const OptionValues& options,
                                  ReferenceWrites writes = ReferenceWrites::Positions);

// The same for Chess960 (specs/rulings/chess960.yaml): X-FEN or Shredder-FEN in, X-FEN
// out, castling written as the king taking its own rook (FR-2). Orthodox castling is
// the case of the king on e and the rooks in the corners, so one mailbox serves both.
ReferenceMoves reference_chess960(std::string_view fen, const OptionValues& options,
                                  ReferenceWrites writes = ReferenceWrites::Positions);

}  // namespace dt::test
