// Single-square powers: a piece's own (LU-4, LU-5's king step) and those a Life lends
// (LU-6, LU-10). Lending is worked out once per position: for each power, the set of
// pieces of the side to move that receive it.
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

// The quiet and capturing targets of a set of powers used from `c` (before checking
// what stands on them).
struct StepTargets {
  Cells quiet = 0, capture = 0;
};
inline StepTargets step_targets(Powers powers, int c) {
  const Tables& tb = kTables;
  // Branch-free: all six powers are looked at, each masked by whether it is present.
  const auto has = [powers](Power k) { return Cells{0} - ((powers >> k) & 1); };
  const Cells ferz = tb.diagonal[c] & has(FerzStep), wazir = tb.orthogonal[c] & has(WazirStep);
  const Cells north = has(PawnNorth), south = has(PawnSouth);
  return {
      .quiet = (tb.adjacent[c] & (has(KingStep) | has(QuietKingStep))) | ferz | wazir | (tb.push[White][c] & north) |
               (tb.push[Black][c] & south),
      .capture = (tb.adjacent[c] & has(KingStep)) | ferz | wazir | (tb.pawn_capture[White][c] & north) |
                 (tb.pawn_capture[Black][c] & south),
  };
}

// A piece's own power's targets from each cell, by piece code (1 + 2 * type + owner,
// types.hpp), for the pieces no Life lends to (nearly all): one lookup instead of
// step_targets at every piece of every position. Built on first use, after kTables.
struct OwnSteps {
  StepTargets at[1 + 2 * kPieceTypes][kCells];
};
inline const OwnSteps& own_steps() {
  static const OwnSteps table = [] {
    OwnSteps o{};
    for (int t = 0; t < kPieceTypes; ++t)
      for (const Player side : {White, Black})
        for (int c = 0; c < kCells; ++c)
          o.at[make_piece(side, static_cast<PieceType>(t))][c] = step_targets(power_of(static_cast<PieceType>(t), side), c);
    return o;
  }();
  return table;
}

// LU-6, LU-10: only Lifes of the side to move lend; each lends the powers of every piece
// next to it (either colour) to itself and to the friendly pieces next to it. Powers
// never chain: a Life next to a Life lends only what stands next to itself.
struct Lending {
  Cells receivers = 0;              // pieces that receive at least one power
  Cells receive[kPowerKinds] = {};  // per power, the pieces that receive it

  Lending(const Position& p, bool pawn_dir_mover) {
    const Tables& tb = kTables;
    const Cells occupied = p.occupied();
    for (Cells lifes = p.pieces(p.side, Life); lifes; lifes &= lifes - 1) {
      const int l = std::countr_zero(lifes);
      Powers given = 0;
      for (Cells a = tb.adjacent[l] & occupied; a; a &= a - 1) {
        const Piece source = p.at(std::countr_zero(a));
        given |= power_of(type_of(source), pawn_dir_mover ? p.side : owner_of(source));
      }
      if (!given) continue;
      const Cells reach = (tb.adjacent[l] | bit(l)) & p.by_player[p.side];
      receivers |= reach;
      for (; given; given &= given - 1) receive[std::countr_zero(given)] |= reach;
    }
  }

  // The powers lent to the piece on `c` (an Everything takes none: LU-6, LU-7).
  Powers lent_to(int c) const {
    Powers out = 0;
    if (receivers & bit(c))
      for (int k = 0; k < kPowerKinds; ++k) out |= static_cast<Powers>((receive[k] >> c) & 1) << k;
    return out;
  }
};

}  // namespace dt::lue
