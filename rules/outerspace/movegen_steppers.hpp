// Star Clusters (OS-4) and Planets (OS-5): steps and knight leaps in ordinary space.
#pragma once

#include "outerspace/position.hpp"

namespace dt::outerspace {

// OS-3: Star Clusters, Planets, Spaceships and Nebulae capture pieces of either side,
// but never a Galaxy, and only a Galaxy captures a Nebula.
constexpr bool capturable(Code c) {
  const PieceType t = type_of(c);
  return t == Cluster || t == Planet || t == Spaceship;
}

// OS-4, OS-2: White's forward is north (toward rank 8), Black's south.
constexpr Dir forward(Player p) { return p == kWhite ? N : S; }
constexpr Dir backward(Player p) { return p == kWhite ? S : N; }
constexpr std::array<Dir, 2> forward_diagonals(Player p) {
  return p == kWhite ? std::array<Dir, 2>{NE, NW} : std::array<Dir, 2>{SE, SW};
}
constexpr std::array<Dir, 2> backward_diagonals(Player p) {
  return p == kWhite ? std::array<Dir, 2>{SE, SW} : std::array<Dir, 2>{NE, NW};
}

// OS-4: without capturing, one square forward or diagonally backward; capturing, one
// square backward or diagonally forward. Black holes are ordinary squares for it.
inline Move* generate_cluster(const Position& p, int from, Move* out) {
  const Board& b = board();
  const Player me = owner_of(p.cell[from]);
  const auto quiet = [&](int d) {
    const int t = b.step[from][d];
    if (t >= 0 && !p.cell[t]) *out++ = move_of(MoveKind::Normal, from, t);
  };
  const auto capture = [&](int d) {
    const int t = b.step[from][d];
    if (t >= 0 && capturable(p.cell[t])) *out++ = move_of(MoveKind::Normal, from, t);
  };
  quiet(forward(me));
  for (const Dir d : backward_diagonals(me)) quiet(d);
  capture(backward(me));
  for (const Dir d : forward_diagonals(me)) capture(d);
  return out;
}

// OS-5: knight leaps onto an empty square or a capturable piece (OS-3); what a black
// hole does to it is applied by make (a Planet may capture onto one, OS-14).
inline Move* generate_planet(const Position& p, int from, Move* out) {
  const Board& b = board();
  for (int i = 0; i < b.knight_count[from]; ++i) {
    const int t = b.knight[from][i];
    if (!p.cell[t] || capturable(p.cell[t])) *out++ = move_of(MoveKind::Normal, from, t);
  }
  return out;
}

}  // namespace dt::outerspace
