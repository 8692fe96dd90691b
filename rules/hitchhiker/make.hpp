// Making a move (copy-make: the caller keeps the position before it).
#pragma once

#include "carry.hpp"

namespace dt::hitchhiker {

// HC-6: a piece that captures a Mine standing on a dark square is removed too.
inline bool live_mine(const Position& p, Player owner, int cell) {
  return (p.pieces(owner, Mine) & kTables.dark & bit(cell)) != 0;
}

[[gnu::always_inline]] inline void make_move(Position& p, Move m, bool kidnap_optional) {
  const Player us = p.side, them = ~us;
  const int from = m.from(), to = m.to();
  bool sun_slid = false;
  switch (m.kind()) {
    case Pass: break;
    case Detonate: {
      // HC-5, HC-18: the Mine and every orthogonal neighbour go, but the Hitchhikers
      // (kept apart) and a just-moved enemy Sun (HC-8); nothing else explodes.
      const Cells protected_sun = p.sun_just_moved ? p.pieces(them, Sun) : 0;
      p.remove(from);
      for (Cells b = kTables.orthogonal[from] & ~protected_sun; b; b &= b - 1) p.remove(std::countr_zero(b));
      break;
    }
    case Scorch: {
      const bool live = live_mine(p, them, to);
      p.remove(to);
      if (live) p.remove(from);  // HC-6
      break;
    }
    default: {
      // Only a piece next to a Hitchhiker can carry one (HC-9): most moves skip the rest.
      const Cells carry =
          kTables.adjacent[from] & p.hitchhikers() ? carry_sources(p).from(from, !kidnap_optional || m.kidnap()) : 0;
      const Carried c = carry ? resolve_carry(p, from, to, carry) : Carried{};
      const PieceType type = p.type_of_piece(from);
      const bool live = live_mine(p, them, to);
      if (p.by_player[them] & bit(to)) p.remove(to);
      p.by_player[us] &= ~bit(from);
      p.by_type[type] &= ~bit(from);
      if (!live) p.put(us, type, to);  // HC-6: the carried Hitchhikers still go (c above)
      if (carry)
        for (int h = 0; h < 2; ++h) p.hitch[h] = c.to[h] == kHole ? std::int8_t{-1} : c.to[h];
      sun_slid = type == Sun && m.kind() == Step;
      break;
    }
  }
  p.sun_just_moved = sun_slid;  // HC-19: set by a Sun slide, cleared by any other move
  p.side = them;
}

}  // namespace dt::hitchhiker
