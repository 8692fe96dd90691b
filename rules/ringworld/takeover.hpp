// Checkmate and takeover (RW-6, RW-9). Before each turn, every other player whose
// General the player about to move attacks is checkmated: its General is removed and
// the rest of its army, with no castling rights, becomes the mover's. Repeated while the
// mover, with the acquired pieces, attacks another remaining General. A General is thus
// never captured: one that its next mover attacks is gone before that mover moves.
#pragma once

#include "position.hpp"

namespace dt::ringworld {

inline void take_over(const Tables& b, Position& p) {
  const Player taker = p.side;
  for (;;) {
    unsigned mated = 0;
    for (Player x = 0; x < kPlayers; ++x)
      if (x != taker && p.is_in(x) && attacked(b, p, p.general[x], 1U << taker)) mated |= 1U << x;
    if (!mated) return;
    for (Player x = 0; x < kPlayers; ++x) {
      if (!((mated >> x) & 1U)) continue;
      p.remove(p.general[x]);
      p.general[x] = -1;
      p.castling &= static_cast<std::uint8_t>(~rights_of(x));
      for (Code& c : p.cell)
        if (c && owner_of(c) == x) c = code(taker, type_of(c));
      p.by_player[taker] |= p.by_player[x];
      p.by_player[x] = Cells{};
      for (int l = 0; l < kLines; ++l) p.line_mine[taker][l] |= p.line_mine[x][l];
      p.line_mine[x] = {};
      p.in = static_cast<std::uint8_t>(p.in & ~(1U << x));
    }
  }
}

}  // namespace dt::ringworld
