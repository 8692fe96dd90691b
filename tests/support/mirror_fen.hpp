// The colour-mirrored position, built on FEN text so that it shares nothing with the
// code under test: ranks flipped (rank 1 becomes rank 8), colours swapped, the other side
// to move, castling rights and the en passant square swapped to match. Perft cannot tell
// a position from its mirror.
#pragma once

#include <string>
#include <string_view>

namespace dt::test {

// `fen` must have all six fields.
std::string mirror_fen(std::string_view fen);

}  // namespace dt::test
