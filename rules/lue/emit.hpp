// Where generated sub-moves go: the caller's buffer (Move*), or only their number
// (MoveCount, for perft's leaves, which are counted without being listed). Each piece
// family's generator is written once, for both.
#pragma once

#include <bit>
#include <cstddef>
#include <iterator>

#include "board.hpp"
#include "types.hpp"

namespace dt::lue {

struct MoveCount {
  std::size_t n = 0;
};

inline constexpr std::size_t kPromotionChoices = std::size(kPromotions);

// One move of `kind` from `from` to each cell of `targets`.
inline Move* put_all(Move* out, int from, Cells targets, MoveKind kind) {
  for (; targets; targets &= targets - 1) *out++ = Move(from, std::countr_zero(targets), kind);
  return out;
}
inline MoveCount put_all(MoveCount out, int, Cells targets, MoveKind) {
  return {out.n + static_cast<std::size_t>(std::popcount(targets))};
}

// LU-4: a step onto the last rank is one move per promotion choice.
inline Move* put_promotions(Move* out, int from, Cells targets) {
  for (; targets; targets &= targets - 1)
    for (const PieceType t : kPromotions) *out++ = Move(from, std::countr_zero(targets), Step, 1 + t);
  return out;
}
inline MoveCount put_promotions(MoveCount out, int, Cells targets) {
  return {out.n + kPromotionChoices * static_cast<std::size_t>(std::popcount(targets))};
}

}  // namespace dt::lue
