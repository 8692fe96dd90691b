// The Everything (LU-7, LU-11): it moves only with the iterated powers of the pieces next
// to it, of either colour. All its rider targets are one set, so a square reached by
// several powers is one move, and a one-piece chain capture is the rider capture of that
// piece (CO-3).
#pragma once

#include <bit>

#include "context.hpp"
#include "emit.hpp"

namespace dt::lue {

inline constexpr unsigned kOrthogonalDirs = (1U << N) | (1U << E) | (1U << S) | (1U << W);
inline constexpr unsigned kDiagonalDirs = (1U << NE) | (1U << SE) | (1U << SW) | (1U << NW);

// What the neighbours give, as sets of directions (a bit per Dir): rider moves that
// capture the first enemy piece on the line, rider moves that never capture, and the
// Marvins' forward diagonals for chain captures.
struct Iterated {
  unsigned capturing = 0, quiet = 0, chain = 0;
};

// Read from the neighbours by type, a test per type rather than a look at each
// neighbour.
inline Iterated iterated(const Position& p, int c) {
  const Cells next = kTables.adjacent[c];
  const auto beside = [&p, next](PieceType t) { return (next & p.by_type[t]) != 0; };
  Iterated it;
  if (beside(Ford)) it.capturing |= kDiagonalDirs;                        // bishop
  if (beside(Wowbagger)) it.capturing |= kOrthogonalDirs;                 // rook
  if (beside(Royal)) it.capturing |= kOrthogonalDirs | kDiagonalDirs;     // queen
  if (beside(Universe)) it.quiet |= kOrthogonalDirs | kDiagonalDirs;      // queen that never captures
  // A Marvin gives moves in its own forward direction (LU-7); Life and Everything give
  // nothing.
  const Cells marvins = next & p.by_type[Marvin];
  if (marvins & p.by_player[White]) it.quiet |= 1U << N, it.chain |= (1U << NE) | (1U << NW);
  if (marvins & p.by_player[Black]) it.quiet |= 1U << S, it.chain |= (1U << SE) | (1U << SW);
  return it;
}

// Along a rising direction no line leaves the last cell, and along a falling one none
// leaves the first (board.hpp), so that cell, added to the pieces on a line, stands for
// "no piece": the nearest of them then cuts nothing off, and a ride needs no branch.
inline constexpr unsigned kRisingDirs = (1U << N) | (1U << NE) | (1U << E) | (1U << NW);
static_assert([] {
  for (int d = 0; d < kDirs; ++d)
    if (neighbour(rising(d) ? kCells - 1 : 0, d) >= 0 || rising(d) != (((kRisingDirs >> d) & 1) != 0)) return false;
  return true;
}());

// The cells from `c` along each of `dirs` (a bit per Dir) up to and including the first
// piece.
inline Cells rides(int c, unsigned dirs, Cells occupied) {
  const auto& line = kTables.line;
  Cells reach = 0;
  for (unsigned up = dirs & kRisingDirs; up; up &= up - 1) {
    const int d = std::countr_zero(up);
    reach |= line[c][d] & ~line[std::countr_zero((line[c][d] & occupied) | bit(kCells - 1))][d];
  }
  for (unsigned down = dirs & ~kRisingDirs; down; down &= down - 1) {
    const int d = std::countr_zero(down);
    reach |= line[c][d] & ~line[63 - std::countl_zero((line[c][d] & occupied) | bit(0))][d];
  }
  return reach;
}

// The unbroken run of enemy pieces along `d` starting next to `c`.
inline Cells enemy_run(int c, int d, Cells enemy) {
  const Cells line = kTables.line[c][d], stop = line & ~enemy;
  if (!stop) return line;
  const int s = nearest(stop, d);
  return line & ~(kTables.line[s][d] | bit(s));
}

template <class Out>
Out gen_everything(const Context& x, int c, Out out) {
  const Iterated it = iterated(x.p, c);
  const Cells capturing = rides(c, it.capturing, x.occupied);
  Cells targets = ((capturing | rides(c, it.quiet & ~it.capturing, x.occupied)) & x.empty) | (capturing & x.enemy);
  Cells chains = 0;
  // LU-7: taking the first k pieces of the run, landing on the k-th: any k >= 1, or only
  // the whole run (option chain=whole). A chain of two or more is one move per
  // destination (the destination fixes the diagonal).
  for (unsigned dirs = it.chain; dirs; dirs &= dirs - 1) {
    const int d = std::countr_zero(dirs);
    const Cells run = enemy_run(c, d, x.enemy);
    if (!run) continue;
    const Cells first = bit(nearest(run, d));
    if (!x.cfg.chain_whole) {
      targets |= first;
      chains |= run & ~first;
    } else if (run == first) {
      targets |= first;
    } else {
      chains |= bit(farthest(run, d));
    }
  }
  out = put_all(out, c, targets, Step);
  return put_all(out, c, chains, Chain);
}

}  // namespace dt::lue
