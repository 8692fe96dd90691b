// Hitchhikers carried by a move (HC-9, HC-10, HC-16, HC-17). Shared by the generators
// (which need it only when a Hitchhiker is adjacent to the moving piece) and by make.
#pragma once

#include "position.hpp"

namespace dt::hitchhiker {

// HC-9: an enemy Hitchhiker with no piece of its own side adjacent (judged before the
// move, HC-17) can be kidnapped.
inline bool abandoned(const Position& p, Player owner) {
  return p.hitch[owner] >= 0 && !(kTables.adjacent[p.hitch[owner]] & p.by_player[owner]);
}

// Who can be carried this turn: the mover's own Hitchhiker, and the enemy one when it is
// abandoned (HC-9), with the cells a moving piece must stand on to carry each.
struct CarrySources {
  Cells own = 0, own_near = 0;
  Cells enemy = 0, enemy_near = 0;

  // The Hitchhikers a move from `from` carries; the enemy one only when `kidnap` allows.
  Cells from(int cell, bool kidnap) const {
    return ((own_near >> cell) & 1 ? own : 0) | (kidnap && ((enemy_near >> cell) & 1) ? enemy : 0);
  }
};

[[gnu::always_inline]] inline CarrySources carry_sources(const Position& p) {
  const Player us = p.side, them = ~us;
  CarrySources s;
  if (p.hitch[us] >= 0) s.own = bit(p.hitch[us]), s.own_near = kTables.adjacent[p.hitch[us]];
  if (abandoned(p, them)) s.enemy = bit(p.hitch[them]), s.enemy_near = kTables.adjacent[p.hitch[them]];
  return s;
}

// Where each Hitchhiker ends: its own cell when it stays, kHole when vaporized.
struct Carried {
  std::int8_t to[2];
};

// HC-9/HC-17: every candidate Hitchhiker H = from + d goes to T = to + d, all together,
// after the mover and every carried Hitchhiker have left their cells; H stays when T does
// not exist, is forbidden to it (HC-10: its own side's Hitchhiker not into the hole, the
// enemy's not into a restaurant) or is occupied, repeated until nothing changes (a
// Hitchhiker that stays occupies its cell). The mover's own Hitchhiker may land on the
// opposite restaurant while the enemy Hitchhiker stands there (HC-10).
inline Carried resolve_carry(const Position& p, int from, int to, Cells candidates) {
  const Player us = p.side;
  Carried c{{p.hitch[White], p.hitch[Black]}};
  bool moving[2] = {false, false};
  std::int8_t target[2] = {-1, -1};
  for (int h = 0; h < 2; ++h) {
    if (p.hitch[h] < 0 || !(candidates & bit(p.hitch[h]))) continue;
    const int t = kTables.step[to][kTables.dir_to[from][p.hitch[h]]];
    const bool own = h == us;
    if (t < 0 || (t == kHole && own) || ((bit(t) & kRestaurants) && !own)) continue;
    target[h] = static_cast<std::int8_t>(t);
    moving[h] = true;
  }
  // The mover stands on `to`, never a target (to + d differs from to); its origin is free.
  const Cells pieces = ((p.by_player[White] | p.by_player[Black]) & ~bit(from)) | bit(to);
  for (bool changed = true; changed;) {
    changed = false;
    for (int h = 0; h < 2; ++h) {
      if (!moving[h] || target[h] == kHole) continue;
      const int other = h ^ 1;
      const bool other_stays_there = p.hitch[other] == target[h] && !moving[other];
      const bool shares_restaurant = other_stays_there && h == us && target[h] == (h == White ? kE11 : kE1);
      if ((pieces & bit(target[h])) || (other_stays_there && !shares_restaurant)) {
        moving[h] = false;
        changed = true;
      }
    }
  }
  for (int h = 0; h < 2; ++h)
    if (moving[h]) c.to[h] = target[h];
  return c;
}

}  // namespace dt::hitchhiker
