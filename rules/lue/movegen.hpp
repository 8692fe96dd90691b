// Sub-move generation (LU-2 ... LU-7, LU-10, LU-11), by piece family. Every power a
// piece has on this sub-move (its own, each power lent by a Life, each power an
// Everything iterates) is collected as a set of destination squares, so an effect
// reached by several powers is one move (CO-3).
#pragma once

#include <bit>
#include <cstddef>

#include "lue/position.hpp"

namespace dt::lue {

// LU-2: an accepted position has at most 12 pieces a side (fen.cpp). Per piece at most
// a Universe's 8 steps and 21 swaps x 5 promotions, so 12 x 113 < 2048.
inline constexpr std::size_t kMaxMoves = 2048;
inline constexpr std::size_t kMaxMovesPerPiece = 128;  // a Universe's 8 + 21 x 5 = 113

struct Config {
  bool pawn_dir_mover = false;  // LU-6 option life_pawn_dir=mover
  bool chain_whole = false;     // LU-7 option chain=whole
};

namespace detail {

// Appends one move per promotion choice when `promote`, else the plain move.
inline Move* emit(Move* out, int from, int to, MoveKind kind, bool promote) {
  if (!promote) {
    *out++ = Move(from, to, kind);
    return out;
  }
  for (const PieceType t : kPromotions) *out++ = Move(from, to, kind, 1 + t);
  return out;
}

// The quiet and capturing step targets of one single-square power (LU-4, LU-6).
struct StepTargets {
  Cells quiet = 0, capture = 0;
};

// The single-square power a piece of type `t` gives: its own (LU-4) or lent by a Life
// (LU-6; a royal lends a king step, a Universe a non-capturing one, a Marvin pawn moves
// in direction `pawn_dir`).
inline void add_step_power(StepTargets& s, PieceType t, int c, Player pawn_dir) {
  const Tables& tb = kTables;
  switch (t) {
    case Royal: s.quiet |= tb.adjacent[c]; s.capture |= tb.adjacent[c]; break;
    case Universe: s.quiet |= tb.adjacent[c]; break;
    case Ford: s.quiet |= tb.diagonal[c]; s.capture |= tb.diagonal[c]; break;
    case Wowbagger: s.quiet |= tb.orthogonal[c]; s.capture |= tb.orthogonal[c]; break;
    case Marvin: s.quiet |= tb.push[pawn_dir][c]; s.capture |= tb.pawn_capture[pawn_dir][c]; break;
    default: break;  // Life and Everything give nothing (LU-6, LU-7)
  }
}

// LU-6, LU-10: the powers lent to the piece on `c` (not an Everything) by the Lifes of
// the mover's side that are that piece or adjacent to it, from every piece adjacent to
// such a Life (either colour). Powers never chain through a second Life.
inline void add_lent_powers(const Position& p, StepTargets& s, int c, bool is_life, const Config& cfg) {
  const Tables& tb = kTables;
  const Piece life = make_piece(p.side, Life);
  Cells lifes = 0;
  if (is_life) lifes |= bit(c);  // Life lends to itself
  for (Cells a = tb.adjacent[c] & p.by_player[p.side]; a; a &= a - 1) {
    const int l = std::countr_zero(a);
    if (p.at(l) == life) lifes |= bit(l);
  }
  for (; lifes; lifes &= lifes - 1) {
    const int l = std::countr_zero(lifes);
    for (Cells a = tb.adjacent[l] & p.occupied(); a; a &= a - 1) {
      const Piece src = p.at(std::countr_zero(a));
      add_step_power(s, type_of(src), c, cfg.pawn_dir_mover ? p.side : owner_of(src));
    }
  }
}

// LU-7, LU-11: the rider targets of an Everything on `c` along the directions `dirs`
// (a bit per Dir), capturing the first enemy piece on the line when `captures`.
inline Cells ride(const Position& p, int c, unsigned dirs, bool captures) {
  const Tables& tb = kTables;
  const Cells occ = p.occupied(), enemy = p.by_player[~p.side];
  Cells out = 0;
  for (int d = 0; d < kDirs; ++d) {
    if (!(dirs & (1U << d))) continue;
    // Every ray ends with -1 (at most 6 cells, 7 entries).
    for (const std::int8_t* r = tb.ray[c][d]; *r >= 0; ++r) {
      if (!(occ & bit(*r))) { out |= bit(*r); continue; }
      if (captures && (enemy & bit(*r))) out |= bit(*r);
      break;
    }
  }
  return out;
}

inline constexpr unsigned kOrthoDirs = (1U << N) | (1U << E) | (1U << S) | (1U << W);
inline constexpr unsigned kDiagDirs = (1U << NE) | (1U << SE) | (1U << SW) | (1U << NW);

// LU-7: the Everything on `c`. Rider targets go to `targets`; chain captures of two or
// more pieces are written as Chain moves (one per destination: the destination fixes
// the diagonal, CO-3); a one-piece chain capture is the rider capture of that piece.
inline Move* gen_everything(const Position& p, int c, Move* out, const Config& cfg) {
  const Tables& tb = kTables;
  const Cells enemy = p.by_player[~p.side];
  Cells targets = 0, chains = 0;
  for (Cells a = tb.adjacent[c] & p.occupied(); a; a &= a - 1) {
    const Piece src = p.at(std::countr_zero(a));
    switch (type_of(src)) {
      case Ford: targets |= ride(p, c, kDiagDirs, true); break;
      case Wowbagger: targets |= ride(p, c, kOrthoDirs, true); break;
      case Royal: targets |= ride(p, c, kOrthoDirs | kDiagDirs, true); break;
      case Universe: targets |= ride(p, c, kOrthoDirs | kDiagDirs, false); break;
      case Marvin: {
        const bool white = owner_of(src) == White;
        targets |= ride(p, c, 1U << (white ? N : S), false);
        for (const int d : {white ? NE : SE, white ? NW : SW}) {
          int n = 0;
          while (n < kRanks && tb.ray[c][d][n] >= 0 && (enemy & bit(tb.ray[c][d][n]))) ++n;
          for (int k = cfg.chain_whole && n > 0 ? n : 1; k <= n; ++k) {
            const int to = tb.ray[c][d][k - 1];
            (k == 1 ? targets : chains) |= bit(to);
          }
        }
        break;
      }
      default: break;  // Life and Everything give it nothing
    }
  }
  for (; targets; targets &= targets - 1) *out++ = Move(c, std::countr_zero(targets), Step);
  for (; chains; chains &= chains - 1) *out++ = Move(c, std::countr_zero(chains), Chain);
  return out;
}

// The cells where the placement differs from the one before the previous sub-move
// (all cells when there is none, so that no swap can match it).
inline Cells changed_cells(const Position& p) {
  if (!p.has_previous) return (Cells{1} << kCells) - 1;
  Cells diff = 0;
  for (int c = 0; c < kCells; ++c)
    if (p.board[static_cast<std::size_t>(c)] != p.previous[static_cast<std::size_t>(c)]) diff |= bit(c);
  return diff;
}

// LU-5: would the placement after swapping `u` and `t` (the piece arriving on `u`
// becoming `arriving`) repeat the current placement or the one before the previous
// sub-move? A swap changes only u and t, so it recreates the previous placement iff
// every other cell already agrees with it (`changed` within {u, t}) and u and t get
// the previous contents.
inline bool swap_repeats(const Position& p, Cells changed, int u, int t, Piece arriving) {
  if (arriving == p.at(u) && p.at(t) == p.at(u)) return true;
  if (changed & ~(bit(u) | bit(t))) return false;
  return p.previous[static_cast<std::size_t>(t)] == p.at(u) && p.previous[static_cast<std::size_t>(u)] == arriving;
}

// LU-5: the Universe on `u` swaps with any non-royal piece of either colour. A Marvin
// that the swap puts on its own last rank promotes (LU-5, LU-11), the mover choosing.
inline Move* gen_swaps(const Position& p, int u, Move* out) {
  const Tables& tb = kTables;
  const Cells changed = changed_cells(p);
  for (Cells o = p.occupied() & ~bit(u); o; o &= o - 1) {
    const int t = std::countr_zero(o);
    const Piece pc = p.at(t);
    if (type_of(pc) == Royal) continue;
    if (type_of(pc) == Marvin && (tb.last_rank[owner_of(pc)] & bit(u))) {
      for (const PieceType promo : kPromotions)
        if (!swap_repeats(p, changed, u, t, make_piece(owner_of(pc), promo))) *out++ = Move(u, t, Swap, 1 + promo);
      continue;
    }
    if (!swap_repeats(p, changed, u, t, pc)) *out++ = Move(u, t, Swap);
  }
  return out;
}

}  // namespace detail

// The legal sub-moves of the piece on `c` (a piece of the side to move).
inline Move* generate_piece(const Position& p, int c, Move* out, const Config& cfg) {
  using namespace detail;
  const Tables& tb = kTables;
  const PieceType t = type_of(p.at(c));
  if (t == Everything) return gen_everything(p, c, out, cfg);
  const Cells empty = ~p.occupied() & ((Cells{1} << kCells) - 1), enemy = p.by_player[~p.side];
  StepTargets s;
  add_step_power(s, t, c, p.side);
  add_lent_powers(p, s, c, t == Life, cfg);
  Cells targets = (s.quiet & empty) | (s.capture & enemy);
  // LU-4, LU-10: a Marvin reaching its last rank by any power promotes.
  const Cells promoting = t == Marvin ? targets & tb.last_rank[p.side] : 0;
  for (targets &= ~promoting; targets; targets &= targets - 1) *out++ = Move(c, std::countr_zero(targets), Step);
  for (Cells pr = promoting; pr; pr &= pr - 1) out = emit(out, c, std::countr_zero(pr), Step, true);
  if (t == Universe) out = gen_swaps(p, c, out);
  return out;
}

// The pieces of the side to move that may make this sub-move (LU-2: not the first
// mover on the second sub-move; CO-1: none once a royal is captured).
inline Cells movers(const Position& p) {
  if (p.royal_captured()) return 0;
  Cells own = p.by_player[p.side];
  if (p.second) own &= ~bit(p.first_mover);
  return own;
}

// Every legal sub-move of the side to move.
inline Move* generate_legal(const Position& p, Move* out, const Config& cfg) {
  for (Cells pieces = movers(p); pieces; pieces &= pieces - 1) out = generate_piece(p, std::countr_zero(pieces), out, cfg);
  return out;
}

// Whether the side to move has a legal sub-move (LU-2's early end of a turn), stopping
// at the first piece that has one.
inline bool has_legal_move(const Position& p, const Config& cfg) {
  Move buffer[kMaxMovesPerPiece];
  for (Cells pieces = movers(p); pieces; pieces &= pieces - 1)
    if (generate_piece(p, std::countr_zero(pieces), buffer, cfg) != buffer) return true;
  return false;
}

}  // namespace dt::lue
