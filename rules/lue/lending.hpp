// Single-square powers: a piece's own (LU-4, LU-5's king step) and those a Life lends
// (LU-6, LU-10). Lending is worked out once per position: for each Life of the side to
// move, the powers it lends and the pieces it reaches.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

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

// The targets of every set of powers (a bit per Power) from each cell: a piece's own
// power and those lent to it are one lookup.
struct PowerSetSteps {
  StepTargets at[1U << kPowerKinds][kCells];
};
inline constexpr PowerSetSteps kPowerSetSteps = [] {
  PowerSetSteps t{};
  for (Powers set = 0; set < (1U << kPowerKinds); ++set)
    for (int c = 0; c < kCells; ++c)
      for (Powers k = set; k; k &= k - 1) {
        t.at[set][c].quiet |= kPowerSteps.at[std::countr_zero(k)][c].quiet;
        t.at[set][c].capture |= kPowerSteps.at[std::countr_zero(k)][c].capture;
      }
  return t;
}();

// A piece's own power, by piece code (1 + 2 * type + owner, types.hpp).
inline constexpr auto kOwnPower = [] {
  std::array<std::uint8_t, 1 + 2 * kPieceTypes> own{};
  for (int t = 0; t < kPieceTypes; ++t)
    for (const Player side : {White, Black})
      own[make_piece(side, static_cast<PieceType>(t))] = static_cast<std::uint8_t>(power_of(static_cast<PieceType>(t), side));
  return own;
}();

// LU-6, LU-10: the powers the Life of the side to move on `l` lends, those of every piece
// next to it (either colour). Read by type, a test per type rather than a look at each
// neighbour (a loop over the neighbours and a lookup by piece code cost perft more
// instructions). Forced inline: see Squares (context.hpp).
[[gnu::always_inline]] inline Powers lent_by(const Position& p, int l, bool pawn_dir_mover) {
  const Cells around = kTables.adjacent[l];
  Powers powers = 0;
  for (const PieceType t : {Royal, Universe, Ford, Wowbagger})
    if (around & p.by_type[t]) powers |= power_of(t, White);
  const Cells marvins = around & p.by_type[Marvin];
  if (pawn_dir_mover) {
    if (marvins) powers |= power_of(Marvin, p.side);
  } else {
    for (const Player owner : {White, Black})
      if (marvins & p.by_player[owner]) powers |= power_of(Marvin, owner);
  }
  return powers;
}

// LU-6, LU-10: only Lifes of the side to move lend; each lends the powers of every piece
// next to it (either colour) to itself and to the friendly pieces next to it. Powers
// never chain: a Life next to a Life lends only what stands next to itself.
struct Lending {
  static_assert(kPowerKinds <= 8, "a cell's lent powers are one byte");
  Cells borrowers = 0;  // the cells whose lent powers are not empty
  // Whether at most one Life lends, as in almost every position: then each borrower has
  // `shared` and `lent` is left unfilled, which spares perft's leaf count the array's
  // zeroing and the scatter of the powers into it.
  bool one_lender = true;
  Powers shared = 0;
  // The powers lent to the piece on each cell, when two or more Lifes lend.
  std::array<std::uint8_t, kCells> lent;

  // The powers lent to the piece on `c` (an Everything takes none and never reads its own:
  // LU-6, LU-7).
  Powers at(int c) const { return one_lender ? ((borrowers & bit(c)) ? shared : 0) : lent[static_cast<std::size_t>(c)]; }
  // The same for a cell of `borrowers`.
  Powers of_borrower(int c) const { return one_lender ? shared : lent[static_cast<std::size_t>(c)]; }

  // Forced inline: see Squares (context.hpp).
  [[gnu::always_inline]] Lending(const Position& p, bool pawn_dir_mover) {
    const Tables& tb = kTables;
    for (Cells own_lifes = p.pieces(p.side, Life); own_lifes; own_lifes &= own_lifes - 1) {
      const int l = std::countr_zero(own_lifes);
      const Powers powers = lent_by(p, l, pawn_dir_mover);
      if (!powers) continue;
      const Cells reached = (tb.adjacent[l] | bit(l)) & p.by_player[p.side];  // never empty: l is one
      if (!borrowers) {
        shared = powers;
        borrowers = reached;
        continue;
      }
      if (one_lender) {  // a second lender: each cell's powers from now on
        one_lender = false;
        lent.fill(0);
        for (Cells reach = borrowers; reach; reach &= reach - 1)
          lent[static_cast<std::size_t>(std::countr_zero(reach))] = static_cast<std::uint8_t>(shared);
      }
      borrowers |= reached;
      for (Cells reach = reached; reach; reach &= reach - 1)
        lent[static_cast<std::size_t>(std::countr_zero(reach))] |= static_cast<std::uint8_t>(powers);
    }
  }
};

}  // namespace dt::lue
