// A board's placement field written rank by rank, FEN's way (PGN standard 16.1.3.1):
// ranks separated by '/', the top rank first, each listing its cells from left to right,
// one symbol (a piece letter, a variant's mark) per occupied cell and one digit per run
// of empty cells. Every variant that writes its board so reads and writes it here
// (orthodox and Hyperspace, Hitchhiker, LUE, Outer Space; Ringworld lists its pieces by
// cell instead), so the rules of the text and its errors are the same in all of them.
//
// One rule for runs: a run of empty cells is one digit, and two digits in a row are
// refused (`44` is not 8, `11` is not 2). No board of the project has a rank wider than
// 9 cells (Hitchhiker's rank 6 is the widest), so no run needs two digits; a digit
// larger than the widest rank of the field is no symbol of it.
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "fields.hpp"
#include "result.hpp"

namespace dt {

// One cell as the text gives it, handed to the variant that owns the board.
struct CellText {
  int rank;     // 0 = the first rank written (the top one)
  int file;     // 0 = the first cell of its rank
  char symbol;  // the cell's character, or '\0' for a cell of a run of empty cells
  int column;   // of the character (of the digit, for a run)
};

struct RankShape {
  std::vector<int> widths;  // the cells of each rank in the order written, at most 9 each
  // The characters handed to `put`; digits and '/' are read here, and anything else is
  // refused here with `letters` and `marks` in the message.
  std::string_view symbols;
  // What a cell may hold, for errors: "a piece letter (LETTERS)" then, when the board
  // has marks besides piece letters, `marks` ("'*', '&'").
  std::string_view letters;
  std::string_view marks = {};
  // A one-rank field (Outer Space's hyperspace) is named this and has no '/'; otherwise
  // the i-th rank written is "rank N-i" for N ranks, counting down to rank 1.
  std::string_view row_name = {};

  std::string rank_name(int rank) const;
  int ranks() const { return static_cast<int>(widths.size()); }
};

// Reads `f` onto a board: `put` gets every cell, empty ones included, in the order
// written, and returns an error of the variant's own (a mark on the wrong cell, say).
using PutCell = std::function<Result<void>(const CellText&)>;
Result<void> read_ranks(const Field& f, const RankShape& shape, const PutCell& put);

// The placement text: `symbol(rank, file)` gives a cell's character, or '\0' when empty.
std::string write_ranks(const RankShape& shape, const std::function<char(int rank, int file)>& symbol);

}  // namespace dt
