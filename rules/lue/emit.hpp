// How LUE's generators put moves into the core sink (core/move_sink.hpp: the caller's
// buffer, or only their number for perft's leaves): a piece's moves to a set of cells,
// and LU-4's promotion choices. Each piece family's generator is written once, for both.
#pragma once

#include <array>
#include <cstddef>
#include <iterator>

#include "../core/move_sink.hpp"
#include "board.hpp"
#include "types.hpp"

namespace dt::lue {

inline constexpr std::size_t kPromotionChoices = std::size(kPromotions);

// LU-4, LU-5: one move per promotion choice, in kPromotions' order.
constexpr std::array<Move, kPromotionChoices> promotions(int from, int to, MoveKind kind) {
  std::array<Move, kPromotionChoices> moves{};
  for (std::size_t i = 0; i < kPromotionChoices; ++i) moves[i] = Move(from, to, kind, 1 + kPromotions[i]);
  return moves;
}

// One move of `kind` from `from` to each cell of `targets`. Forced inline (and the next):
// out of line, a sink that made children as found (since removed) paid a call per piece
// family.
template <class Out>
[[gnu::always_inline]] inline Out put_all(Out out, int from, Cells targets, MoveKind kind) {
  out.add_each(targets, [from, kind](int to) { return Move(from, to, kind); });
  return out;
}

// LU-4: a step onto the last rank is one move per promotion choice.
template <class Out>
[[gnu::always_inline]] inline Out put_promotions(Out out, int from, Cells targets) {
  out.add_each(targets, [from](int to) { return promotions(from, to, Step); });
  return out;
}

}  // namespace dt::lue
