// The General (RW-3: one step along any orthogonal; RW-5: never left in check) and
// castling (RW-8, RW-9).
#pragma once

#include "movegen_puppeteers.hpp"
#include "position.hpp"

namespace dt::ringworld {

// RW-8: an unmoved General and an unmoved Rook of its army three cells apart on one line,
// both cells between empty; none of the General's three cells attacked by another player,
// judged before the move (RW-9). Whether the position after it leaves the General in
// check (RW-9's last test) is judged with the other moves, by the caller. Rights are
// kept per Rook cell and exist only while both pieces are unmoved (make.hpp).
template <class Out>
void castling_moves(const Tables& b, const Position& p, Player us, Out& out) {
  const int g = p.general[us];
  for (const int rook : b.rook_home[us]) {
    if (!(p.castling & b.rook_right[rook])) continue;
    // A cell lies on at most one ray of the General's: line_dir names it.
    const int d = b.line_dir[g][rook];
    if (d < 0) continue;
    const Ray& ray = b.ray[g][d];
    if (ray.length < 3 || ray.cell[2] != rook) continue;
    if (p.cell[ray.cell[0]] || p.cell[ray.cell[1]]) continue;
    // Asked of the mailbox alone: count_children's sketched children (make.hpp
    // sketch_move) keep their parent's sets of cells.
    const unsigned them = others(us);
    const Mailbox& m = p.cell;
    if (attacked(b, m, g, them) || attacked(b, m, ray.cell[0], them) || attacked(b, m, ray.cell[1], them))
      continue;
    out.add(Move(g, ray.cell[1], MoveKind::Castling, d));
  }
}

}  // namespace dt::ringworld
