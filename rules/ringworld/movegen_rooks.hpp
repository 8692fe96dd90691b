// Rook, Forerook and Hindrook (RW-3): any distance through empty cells along their
// directions (all six; f only; h only), capturing the first piece met if it belongs to
// another player (CO-4). A slide ends at the edge or the hole (the ray does).
#pragma once

#include <bit>

#include "position.hpp"

namespace dt::ringworld {

// The quiet moves along `ray` from `from`, to each empty cell before the first piece
// (listed, or counted at once); the index on the ray of that piece (ray.length: none).
// Rooks and cannons (movegen_cannons.hpp) slide alike; what they capture differs.
template <class Out>
int slide_to_first_piece(const Ray& ray, const Mailbox& m, int from, Out& out) {
  int i = 0;
  for (; i < ray.length && !m[ray.cell[i]]; ++i)
    if constexpr (Out::lists) out.add(Move(from, ray.cell[i]));
  if constexpr (!Out::lists) out.add_count(static_cast<std::size_t>(i));
  return i;
}

template <class Out>
void rook_moves(const Tables& b, const Mailbox& m, int from, std::uint8_t dirs, Player us, Out& out) {
  for (unsigned left = dirs; left; left &= left - 1) {
    const Ray& ray = b.ray[from][std::countr_zero(left)];
    const int i = slide_to_first_piece(ray, m, from, out);
    if (i < ray.length && owner_of(m[ray.cell[i]]) != us) out.add(Move(from, ray.cell[i]));
  }
}

}  // namespace dt::ringworld
