// The Hitchhiker Chess position: placement, side to move and the just-moved Sun (HC-15).
#pragma once

#include <bit>
#include <cstdint>

#include "board.hpp"
#include "types.hpp"

namespace dt::hitchhiker {

struct Position {
  Cells by_player[2] = {};                 // every piece but the Hitchhikers
  Cells by_type[kBoardPieceTypes] = {};
  std::int8_t hitch[2] = {-1, -1};         // each Hitchhiker's cell; -1 once vaporized (HC-13)
  Player side = White;
  // HC-8, HC-19: the Sun of the side not to move slid on the last move; it cannot be
  // captured or scorched now. Only the last mover's Sun can be just moved, so one flag
  // says which.
  bool sun_just_moved = false;

  Cells pieces(Player p, PieceType t) const { return by_player[p] & by_type[t]; }
  // A vaporized one (-1) is bit 63, off the board, without a branch.
  Cells hitchhikers() const { return (bit(hitch[White] & 63) | bit(hitch[Black] & 63)) & kAll; }
  // Cells no piece may move onto or through: every piece, both Hitchhikers, the hole.
  Cells blocked() const { return by_player[White] | by_player[Black] | hitchhikers() | bit(kHole); }

  PieceType type_on(int cell) const {
    for (int t = 0; t < kBoardPieceTypes; ++t)
      if (by_type[t] & bit(cell)) return static_cast<PieceType>(t);
    return NoPiece;
  }
  // type_on for a cell known to hold a piece (the mover's), without a branch per type:
  // the bits of Colonizer (1), Orbiter (2), Rocket (3) and Sun (4) on `cell` spell its
  // number, a Mine (0) having none of them.
  PieceType type_of_piece(int cell) const {
    static_assert(Mine == 0 && Colonizer == 1 && Orbiter == 2 && Rocket == 3 && Sun == 4);
    const Cells low = by_type[Colonizer] | by_type[Rocket], high = by_type[Orbiter] | by_type[Rocket];
    return static_cast<PieceType>(((low >> cell) & 1) | ((high >> cell) & 1) << 1 | ((by_type[Sun] >> cell) & 1) << 2);
  }
  void put(Player p, PieceType t, int cell) {
    by_player[p] |= bit(cell);
    by_type[t] |= bit(cell);
  }
  void remove(int cell) {
    const Cells keep = ~bit(cell);
    by_player[White] &= keep;
    by_player[Black] &= keep;
    for (auto& b : by_type) b &= keep;
  }

  // HC-13: a won game, judged from the placement (CO-1: it has no moves).
  bool reached_restaurant(Player p) const { return hitch[p] == (p == White ? kE11 : kE1); }
  // Read unsigned, -1 (vaporized) is 255: White's Hitchhiker is gone or home when its
  // cell is e11 (the last) or more, Black's when its cell less one is e1 - 1 or e11 or more.
  bool over() const {
    static_assert(kE1 == 0 && kE11 == kCells - 1);
    return std::uint8_t(hitch[White]) >= kE11 || std::uint8_t(hitch[Black] - 1) >= kE11;
  }

  bool operator==(const Position&) const = default;
};

}  // namespace dt::hitchhiker
