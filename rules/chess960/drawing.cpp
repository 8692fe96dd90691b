// The board as orthodox chess draws it: the castling rights are not drawn.
#include "chess960/chess960.hpp"

namespace dt::chess960 {

Drawing Rules::drawing(const Position& p) const { return orthodox::Rules{}.drawing(p.board); }

MoveMark Rules::mark(const Position& p, Move m) const { return orthodox::Rules{}.mark(p.board, m); }

}  // namespace dt::chess960
