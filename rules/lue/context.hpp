// The options of the rulings and what every piece family's generator reads, computed
// once per position.
#pragma once

#include <cstddef>

#include "lending.hpp"
#include "position.hpp"

namespace dt::lue {

// LU-2: an accepted position has at most 12 pieces a side (position_text.cpp). Per piece
// at most a Universe's 8 steps and 21 swaps x 5 promotions, so 12 x 113 < 2048.
inline constexpr std::size_t kMaxMoves = 2048;

inline constexpr Cells kBoard = (Cells{1} << kCells) - 1;

// What the generators read of a position besides the lending: Everythings (LU-7) and
// swaps (LU-5) take no lent power, and perft's children counted at once (child_counts.hpp)
// work out the lending of the few pieces they count again.
struct Squares {
  const Position& p;
  const Config& cfg;
  Cells occupied, empty, enemy;

  // Forced inline: with a third sink (perft's children made as found, since removed), GCC
  // left it, Lending, iterated and queen_reach out of line in the leaf count, paying for
  // the calls at every node.
  [[gnu::always_inline]] Squares(const Position& pos, const Config& config)
      : p(pos), cfg(config), occupied(pos.occupied()), empty(~occupied & kBoard), enemy(pos.by_player[~pos.side]) {}
};

struct Context : Squares {
  Lending lending;

  // Forced inline: see Squares.
  [[gnu::always_inline]] Context(const Position& pos, const Config& config)
      : Squares(pos, config), lending(pos, config.pawn_dir_mover) {}
};

}  // namespace dt::lue
