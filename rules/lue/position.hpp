// The Life, the Universe and Everything position (LU-8): placement, side to move, which
// sub-move of the turn this is, the square of the piece that made the first sub-move,
// White's one-sub-move first turn, and the placement before the previous sub-move (LU-5).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>

#include "board.hpp"
#include "types.hpp"

namespace dt::lue {

using Placement = std::array<Piece, kCells>;

// The cells where two placements differ, eight cells at a time: a byte of `a ^ b` is
// non-zero exactly where the cells differ.
inline Cells differing_cells(const Placement& one, const Placement& other) {
  constexpr std::uint64_t kLow7 = 0x7F7F7F7F7F7F7F7FULL, kHigh = 0x8080808080808080ULL;
  const auto differing = [&one, &other](std::size_t first) {
    std::uint64_t a, b;
    std::memcpy(&a, one.data() + first, 8);
    std::memcpy(&b, other.data() + first, 8);
    const std::uint64_t x = a ^ b, nonzero = (((x & kLow7) + kLow7) | x) & kHigh;
    return static_cast<Cells>(((nonzero >> 7) * 0x0102040810204080ULL) >> 56) << first;  // byte i -> bit i
  };
  // 42 cells: five words from cells 0, 8, ..., 32 and one from 34 (overlapping).
  return differing(0) | differing(8) | differing(16) | differing(24) | differing(32) | differing(kCells - 8);
}

struct Position {
  Position() = default;
  // perft copies the parent into each child (counting/perft.hpp), sixteen bytes at a time here:
  // the implicit copy of these 176 bytes compiled to a call of memcpy per child.
  Position(const Position& other) { copy_from(other); }
  Position& operator=(const Position& other) {
    copy_from(other);
    return *this;
  }

  Placement board{};
  Cells by_player[2] = {};
  Cells by_type[kPieceTypes] = {};  // both colours: the generators find Lifes, royals, Universes
  Player side = White;
  // LU-2: the second sub-move of a turn, and the square of the piece that made the
  // first one (it may not move again this turn).
  bool second = false;
  std::int8_t first_mover = -1;
  bool opening = false;  // LU-2: White's very first turn, one sub-move only
  // LU-5: the placement before the previous sub-move (either side's), absent at the start,
  // and the cells where it differs from `board`. Those are kept, not worked out from the
  // two placements: a Universe's swaps read them at every position, and make_move knows
  // the few cells a sub-move touches.
  bool has_previous = false;
  Placement previous{};
  Cells changed = 0;

  // A position read from text: the pieces are placed, then the placement before them.
  void set_previous(const Placement& before) {
    has_previous = true;
    previous = before;
    changed = differing_cells(board, previous);
  }

  Cells occupied() const { return by_player[White] | by_player[Black]; }
  Cells pieces(Player p, PieceType t) const { return by_player[p] & by_type[t]; }
  // `cell` must be empty.
  void put(int cell, Piece pc) {
    board[static_cast<std::size_t>(cell)] = pc;
    by_player[owner_of(pc)] |= bit(cell);
    by_type[type_of(pc)] |= bit(cell);
  }
  // Forced inline: see make.hpp's play.
  [[gnu::always_inline]] void clear(int cell) {
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

  // The placement of `other` and its sets, the rest kept: perft's children counted at once
  // (child_counts.hpp) are made one after another on one position, the parent's placement
  // put back between them.
  void copy_placement(const Position& other) {
    static_assert(offsetof(Position, board) == 0 && offsetof(Position, by_player) < offsetof(Position, side) &&
                  offsetof(Position, by_type) + sizeof(by_type) <= offsetof(Position, side));
    __builtin_memcpy(static_cast<void*>(this), &other, offsetof(Position, side));
  }

 private:
  void copy_from(const Position& other) {
    static_assert(sizeof(Position) % 16 == 0);
    auto* const into = reinterpret_cast<unsigned char*>(this);
    const auto* const out_of = reinterpret_cast<const unsigned char*>(&other);
#pragma GCC unroll 16
    for (std::size_t i = 0; i < sizeof(Position); i += 16) __builtin_memcpy(into + i, out_of + i, 16);
  }
};

}  // namespace dt::lue
