// The position editor's one step, for the variants that write their board rank by rank
// (placement.hpp): one cell of one board field of a position line rewritten, the rest of
// the line as it was. The variant names where its cell is written (CellSpot) and the
// result goes back through its own position reader, which judges the whole position.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "result.hpp"

namespace dt {

// Where a cell is written: the field of the line (0 = the first), the rank in the order
// written (0 = the first) and the cell's place in its rank (0 = the first).
struct CellSpot {
  std::size_t field = 0;
  int rank = 0;
  int file = 0;
};

// The symbol of a piece of `side` written by its upper-case `letters` on a board whose
// text writes the first side's pieces in upper case and the second's in lower case (FEN's
// way, PGN standard 16.1.3.1); '\0' for empty `letters` (the cell emptied). An error for
// another side or for letters that are not one upper-case letter.
Result<char> cased_symbol(int side, std::string_view letters);

// `line` with the cell at `spot` holding `symbol` ('\0': empty), runs of empty cells
// written again as digits. An error when the line has no such field, rank or cell.
Result<std::string> put_in_ranks(std::string_view line, const CellSpot& spot, char symbol);

}  // namespace dt
