// The Life, the Universe and Everything position (LU-8): placement, side to move, which
// sub-move of the turn this is, the square of the piece that made the first sub-move,
// White's one-sub-move first turn, and the placement before the previous sub-move (LU-5).
#pragma once

#include <array>
#include <cstdint>

#include "board.hpp"
#include "types.hpp"

namespace dt::lue {

using Placement = std::array<Piece, kCells>;

struct Position {
  Placement board{};
  Cells by_player[2] = {};
  Cells by_type[kPieceTypes] = {};  // both colours: the generators find Lifes, royals, Universes
  Player side = White;
  // LU-2: the second sub-move of a turn, and the square of the piece that made the
  // first one (it may not move again this turn).
  bool second = false;
  std::int8_t first_mover = -1;
  bool opening = false;  // LU-2: White's very first turn, one sub-move only
  // LU-5: the placement before the previous sub-move (either side's), absent at the start.
  bool has_previous = false;
  Placement previous{};

  Cells occupied() const { return by_player[White] | by_player[Black]; }
  Cells pieces(Player p, PieceType t) const { return by_player[p] & by_type[t]; }
  // `cell` must be empty.
  void put(int cell, Piece pc) {
    board[static_cast<std::size_t>(cell)] = pc;
    by_player[owner_of(pc)] |= bit(cell);
    by_type[type_of(pc)] |= bit(cell);
  }
  void clear(int cell) {
    const Piece pc = at(cell);
    if (pc == kEmpty) return;
    board[static_cast<std::size_t>(cell)] = kEmpty;
    by_player[owner_of(pc)] &= ~bit(cell);
    by_type[type_of(pc)] &= ~bit(cell);
  }
  Piece at(int cell) const { return board[static_cast<std::size_t>(cell)]; }
  bool has_royal(Player p) const { return pieces(p, Royal) != 0; }
  // LU-3: the game ends at once when a royal is captured (CO-1: no moves).
  bool royal_captured() const { return !has_royal(White) || !has_royal(Black); }

  bool operator==(const Position&) const = default;
};

}  // namespace dt::lue
