// Rook, Forerook and Hindrook (RW-3): any distance through empty cells along their
// directions (all six; f only; h only), capturing the first piece met if it belongs to
// another player (CO-4). A slide ends at the edge or the hole (the ray does).
#pragma once

#include <bit>

#include "position.hpp"

namespace dt::ringworld {

inline Move* rook_moves(const Tables& b, const Mailbox& m, int from, std::uint8_t dirs, Player us, Move* out) {
  for (unsigned left = dirs; left; left &= left - 1) {
    const Ray& ray = b.ray[from][std::countr_zero(left)];
    for (int i = 0; i < ray.length; ++i) {
      const int to = ray.cell[i];
      if (!m[to]) { *out++ = Move(from, to); continue; }
      if (owner_of(m[to]) != us) *out++ = Move(from, to);
      break;
    }
  }
  return out;
}

}  // namespace dt::ringworld
