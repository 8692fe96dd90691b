// Cannon, Forecannon and Hindcannon (RW-3): they move like the Rook of their directions
// but capture only by jumping exactly one piece of any army (the screen), with any
// number of empty cells before and after it; the screen stays. Lines end at the edge
// or the hole, which are walls on the board's bit rows, never screens.
#pragma once

#include "movegen_rooks.hpp"
#include "position.hpp"

namespace dt::ringworld {

template <std::uint8_t Dirs, class Out>
[[gnu::always_inline]] inline void cannon_moves(const Tables& b, const Position& p, int from, Player us, Out& out) {
  if constexpr (!Out::lists) {
    out.add_count(count_along_lines<Dirs, true>(b, p, from, us));
  } else {
    for_each_dir<Dirs>([&](auto d) [[gnu::always_inline]] {
      const Slide<d()> s(b, p, from, us);
      const int screen = slide_to_first_piece(b, s, from, out);
      // Past the screen the next blocker is the only target; past a wall there is none.
      const int target = s.next(screen);
      if ((s.pieces >> screen) & (s.theirs >> target) & 1U) out.add(Move(from, b.line_cell[s.line][target]));
    });
  }
}

}  // namespace dt::ringworld
