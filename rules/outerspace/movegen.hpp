// Legal moves of Outer Space Chess: every piece family (movegen_steppers,
// movegen_spaceship, movegen_royals), the Nebula's no-twice rule and its forced pass
// (OS-8, OS-12, CO-2), and the hyperspace obligations (OS-9, OS-13).
#pragma once

#include "outerspace/movegen_royals.hpp"
#include "outerspace/movegen_spaceship.hpp"
#include "outerspace/movegen_steppers.hpp"

namespace dt::outerspace {

// OS-10, CO-1: the game ends when a Nebula is captured; a finished game has no moves.
inline bool nebula_taken(const Position& p) {
  int nebulae = 0;
  for (const Code c : p.cell) nebulae += type_of(c) == Nebula;
  return nebulae < 2;
}

inline Move* generate_piece(const Position& p, int from, Move* out) {
  switch (type_of(p.cell[from])) {
    case Cluster: return generate_cluster(p, from, out);
    case Planet: return generate_planet(p, from, out);
    case Spaceship:
      return in_hyperspace(from) ? generate_spaceship_hyper(p, from, out) : generate_spaceship_ordinary(p, from, out);
    case Galaxy: return generate_galaxy(p, from, out);
    case Nebula: return generate_nebula(p, from, out);
    case NoPiece: break;
  }
  return out;
}

// OS-9, OS-13: whether `m` of the piece on `from` fulfils the obligation that piece is
// under: from 2a or 2c by ending on 2b, from 2b by ending in ordinary space.
constexpr bool fulfils(int from, Move m) {
  return from == k2b ? !in_hyperspace(m.to) : m.to == k2b && m.kind != MoveKind::Shot;
}

inline Move* generate_legal(const Position& p, Move* const begin) {
  if (nebula_taken(p)) return begin;
  const Player me = p.to_move;
  Move* out = begin;
  bool nebula_forbidden = false;  // OS-12: the Nebula had a move the no-twice rule forbids
  for (int c = 0; c < kCells; ++c) {
    if (!p.cell[c] || owner_of(p.cell[c]) != me) continue;
    if (type_of(p.cell[c]) == Nebula && p.nebula_moved[me]) {
      Move scratch[16];
      nebula_forbidden = generate_nebula(p, c, scratch) != scratch;
      continue;
    }
    out = generate_piece(p, c, out);
  }
  // OS-9, OS-13: at the start of the turn, a piece on 2a or 2c with n >= 3 must move to
  // 2b if 2b is empty; a piece on 2b with n >= 4 must leave hyperspace if it can. While
  // an obligation holds, only the moves fulfilling it (either piece's) are legal.
  bool obliged[kCells] = {};
  bool any = false;
  for (const int h : {k2a, k2c})
    if (p.cell[h] && owner_of(p.cell[h]) == me && p.n(h) >= 3 && !p.cell[k2b]) obliged[h] = any = true;
  if (p.cell[k2b] && owner_of(p.cell[k2b]) == me && p.n(k2b) >= 4)
    for (Move* m = begin; m != out; ++m)
      if (m->from == k2b && fulfils(k2b, *m)) obliged[k2b] = any = true;
  if (any) {
    Move* kept = begin;
    for (Move* m = begin; m != out; ++m)
      if (obliged[m->from] && fulfils(m->from, *m)) *kept++ = *m;
    return kept;
  }
  // OS-8, OS-12, CO-2: the forced pass.
  if (out == begin && nebula_forbidden) *out++ = move_of(MoveKind::Pass, 0, 0);
  return out;
}

}  // namespace dt::outerspace
