// The Everything (LU-7, LU-11): it moves only with the iterated powers of the pieces next
// to it, of either colour. All its rider targets are one set, so a square reached by
// several powers is one move, and a one-piece chain capture is the rider capture of that
// piece (CO-3).
#pragma once

#include <bit>

#include "context.hpp"
#include "emit.hpp"
#include "slides.hpp"

namespace dt::lue {

// What the neighbours give: the cells of the rays along which the Everything rides and
// captures the first enemy piece, those along which it rides without capturing, and the
// Marvins' forward diagonals for chain captures (a bit per Dir).
struct Iterated {
  Cells capturing = 0, quiet = 0;
  unsigned chain = 0;
};

// Read from the neighbours by type, a test per type rather than a look at each
// neighbour. Forced inline: see Squares (context.hpp).
[[gnu::always_inline]] inline Iterated iterated(const Position& p, int c) {
  const SlideTables& t = kSlides;
  const Cells next = kTables.adjacent[c];
  const auto beside = [&p, next](PieceType type) { return (next & p.by_type[type]) != 0; };
  const Cells queen = t.bishop_rays[c] | t.rook_rays[c];
  Iterated it;
  it.capturing = (beside(Ford) ? t.bishop_rays[c] : 0)      // bishop
                 | (beside(Wowbagger) ? t.rook_rays[c] : 0)  // rook
                 | (beside(Royal) ? queen : 0);              // queen
  // A Marvin gives moves in its own forward direction (LU-7); Life and Everything give
  // nothing.
  const Cells marvins = next & p.by_type[Marvin];
  const bool white_marvin = (marvins & p.by_player[White]) != 0, black_marvin = (marvins & p.by_player[Black]) != 0;
  it.quiet = (beside(Universe) ? queen : 0)  // queen that never captures
             | (white_marvin ? t.north[c] : 0) | (black_marvin ? t.south[c] : 0);
  it.chain = (white_marvin ? (1U << NE) | (1U << NW) : 0U) | (black_marvin ? (1U << SE) | (1U << SW) : 0U);
  return it;
}

// The unbroken run of enemy pieces along `d` starting next to `c`.
template <Dir d>
inline Cells enemy_run(int c, Cells enemy) {
  const Cells line = kTables.line[c][d], stop = line & ~enemy;
  if (!stop) return line;
  const int s = nearest(stop, d);
  return line & ~(kTables.line[s][d] | bit(s));
}

// LU-7: the chain captures along `d`, taking the first k pieces of the run and landing on
// the k-th: any k >= 1, or only the whole run (option chain=whole). A chain of one piece
// is the rider capture of that piece (`targets`); one of two or more is one move per
// destination (`chains`: the destination fixes the diagonal). The direction is a constant:
// in a loop over the directions, which end of the run is nearest was a branch that the
// predictor missed about one time in three (a quarter of perft lue 4's mispredictions).
template <Dir d>
[[gnu::always_inline]] inline void chain_along(const Squares& x, int c, Cells& targets, Cells& chains) {
  // A run starts on the cell next to c, most often empty or friendly.
  if (!(kTables.line[c][d] & kTables.adjacent[c] & x.enemy)) return;
  const Cells run = enemy_run<d>(c, x.enemy);
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

// The sub-moves of the Everything on `c`, `it` being iterated(x.p, c) and `reach`
// queen_reach(c, x.occupied): every ride ends on the first piece of its line (slides.hpp);
// only a capturing one may take it, and only an enemy (LU-11). Inlined into the count's
// loop: a call per Everything costs perft instructions at every node.
template <class Out>
[[gnu::always_inline]] inline Out gen_everything(const Squares& x, int c, const Iterated& it, Cells reach, Out out) {
  Cells targets = (reach & (it.capturing | it.quiet) & x.empty) | (reach & it.capturing & x.enemy);
  Cells chains = 0;
  if (it.chain & (1U << NE)) chain_along<NE>(x, c, targets, chains);
  if (it.chain & (1U << SE)) chain_along<SE>(x, c, targets, chains);
  if (it.chain & (1U << SW)) chain_along<SW>(x, c, targets, chains);
  if (it.chain & (1U << NW)) chain_along<NW>(x, c, targets, chains);
  out = put_all(out, c, targets, Step);
  return put_all(out, c, chains, Chain);
}

template <class Out>
[[gnu::always_inline]] inline Out gen_everything(const Squares& x, int c, Out out) {
  return gen_everything(x, c, iterated(x.p, c), queen_reach(c, x.occupied), out);
}

}  // namespace dt::lue
