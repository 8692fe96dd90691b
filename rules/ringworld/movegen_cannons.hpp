// Cannon, Forecannon and Hindcannon (RW-3): they move like the Rook of their directions
// but capture only by jumping exactly one piece of any army (the screen), with any
// number of empty cells before and after it; the screen stays. Lines end at the edge
// or the hole.
#pragma once

#include <bit>

#include "movegen_rooks.hpp"
#include "position.hpp"

namespace dt::ringworld {

template <class Out>
void cannon_moves(const Tables& b, const Mailbox& m, int from, std::uint8_t dirs, Player us, Out& out) {
  for (unsigned left = dirs; left; left &= left - 1) {
    const Ray& ray = b.ray[from][std::countr_zero(left)];
    int i = slide_to_first_piece(ray, m, from, out);
    for (++i; i < ray.length; ++i) {  // past the screen: the next piece is the only target
      const Code c = m[ray.cell[i]];
      if (!c) continue;
      if (owner_of(c) != us) out.add(Move(from, ray.cell[i]));
      break;
    }
  }
}

}  // namespace dt::ringworld
