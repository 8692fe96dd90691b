// Single-square powers: a piece's own (LU-4, LU-5's king step) and those a Life lends
// (LU-6, LU-10). Lending is worked out once per position: for each Life of the side to
// move, the powers it lends and the pieces it reaches.
#pragma once

#include <bit>

#include "position.hpp"

namespace dt::lue {

// A royal gives a capturing king step, a Universe a non-capturing one (LU-6); a Marvin
// gives pawn moves northward (White's forward) or southward (Black's).
enum Power : std::uint8_t { KingStep, QuietKingStep, FerzStep, WazirStep, PawnNorth, PawnSouth, kPowerKinds };
using Powers = unsigned;  // a bit per Power

// The power a piece of type `t` moves with, or gives; a Marvin's pawn moves go forward
// for `pawn_dir`. Life and Everything neither have nor give one (LU-6, LU-7).
constexpr Powers power_of(PieceType t, Player pawn_dir) {
  switch (t) {
    case Royal: return 1U << KingStep;
    case Universe: return 1U << QuietKingStep;
    case Ford: return 1U << FerzStep;
    case Wowbagger: return 1U << WazirStep;
    case Marvin: return 1U << (pawn_dir == White ? PawnNorth : PawnSouth);
    default: return 0;
  }
}

// The quiet and capturing targets of powers used from a cell (before checking what
// stands on them).
struct StepTargets {
  Cells quiet = 0, capture = 0;
};

// Each power's targets from each cell, built at compile time from LU-1's rectangle.
struct PowerSteps {
  StepTargets at[kPowerKinds][kCells];
};
inline constexpr PowerSteps kPowerSteps = [] {
  PowerSteps t{};
  const auto add = [&t](Power k, int c, Cells to, bool captures) {
    t.at[k][c].quiet |= to;
    if (captures) t.at[k][c].capture |= to;
  };
  for (int c = 0; c < kCells; ++c)
    for (int d = 0; d < kDirs; ++d) {
      const int to = neighbour(c, d);
      if (to < 0) continue;
      add(KingStep, c, bit(to), true);
      add(QuietKingStep, c, bit(to), false);
      add(d % 2 == 0 ? WazirStep : FerzStep, c, bit(to), true);
      if (d == N) add(PawnNorth, c, bit(to), false);
      if (d == S) add(PawnSouth, c, bit(to), false);
      // A pawn captures diagonally forward but never steps there.
      if (d == NE || d == NW) t.at[PawnNorth][c].capture |= bit(to);
      if (d == SE || d == SW) t.at[PawnSouth][c].capture |= bit(to);
    }
  return t;
}();

inline StepTargets step_targets(Powers powers, int c) {
  StepTargets s;
  for (; powers; powers &= powers - 1) {
    const StepTargets& k = kPowerSteps.at[std::countr_zero(powers)][c];
    s.quiet |= k.quiet;
    s.capture |= k.capture;
  }
  return s;
}

// A piece's own power's targets from each cell, by piece code (1 + 2 * type + owner,
// types.hpp), for the pieces no Life lends to (nearly all): one lookup per piece.
struct OwnSteps {
  StepTargets at[1 + 2 * kPieceTypes][kCells];
};
inline constexpr OwnSteps kOwnSteps = [] {
  OwnSteps o{};
  for (int t = 0; t < kPieceTypes; ++t)
    for (const Player side : {White, Black})
      for (int c = 0; c < kCells; ++c) {
        const Powers own = power_of(static_cast<PieceType>(t), side);
        if (own) o.at[make_piece(side, static_cast<PieceType>(t))][c] = kPowerSteps.at[std::countr_zero(own)][c];
      }
  return o;
}();

// LU-6, LU-10: only Lifes of the side to move lend; each lends the powers of every piece
// next to it (either colour) to itself and to the friendly pieces next to it. Powers
// never chain: a Life next to a Life lends only what stands next to itself. Kept per
// lending Life (nearly always one), read only for the pieces it reaches.
struct Lending {
  // LU-1, LU-4: at most 12 pieces a side (position_text.cpp), so at most 12 Lifes.
  static constexpr int kMaxLifes = 12;
  Cells receivers = 0;  // pieces that receive at least one power
  int lifes = 0;        // the Lifes that lend something
  Cells reach[kMaxLifes];
  Powers given[kMaxLifes];

  Lending(const Position& p, bool pawn_dir_mover) {
    const Tables& tb = kTables;
    const Cells occupied = p.occupied();
    for (Cells own_lifes = p.pieces(p.side, Life); own_lifes; own_lifes &= own_lifes - 1) {
      const int l = std::countr_zero(own_lifes);
      Powers powers = 0;
      for (Cells a = tb.adjacent[l] & occupied; a; a &= a - 1) {
        const Piece source = p.at(std::countr_zero(a));
        powers |= power_of(type_of(source), pawn_dir_mover ? p.side : owner_of(source));
      }
      if (!powers) continue;
      reach[lifes] = (tb.adjacent[l] | bit(l)) & p.by_player[p.side];
      given[lifes++] = powers;
      receivers |= reach[lifes - 1];
    }
  }

  // The powers lent to the piece on `c` (an Everything takes none: LU-6, LU-7).
  Powers lent_to(int c) const {
    Powers out = 0;
    for (int i = 0; i < lifes; ++i)
      if (reach[i] & bit(c)) out |= given[i];
    return out;
  }
};

}  // namespace dt::lue
