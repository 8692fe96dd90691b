// The Outer Space position (OS-11): a mailbox of the 43 cells, the side to move, each
// hyperspace piece's count n (OS-9, kept by hyperspace cell), whether each Nebula moved
// on its side's last turn (OS-8) and the no-capture counter in plies (OS-14).
#pragma once

#include <array>
#include <cstdint>

#include "outerspace/board.hpp"
#include "outerspace/types.hpp"

namespace dt::outerspace {

struct Position {
  std::array<Code, kCells> cell{};
  std::array<std::uint8_t, 3> hyper_n{};           // n of the piece on 2a, 2b, 2c (0 if empty)
  std::array<bool, kPlayers> nebula_moved{};       // OS-8: moved on its side's last turn
  std::uint8_t to_move = kWhite;
  std::uint16_t no_capture = 0;                    // plies since the last capture or shot

  std::uint8_t& n(int c) { return hyper_n[static_cast<std::size_t>(c - kOrdinary)]; }
  std::uint8_t n(int c) const { return hyper_n[static_cast<std::size_t>(c - kOrdinary)]; }

  // The cell of `owner`'s piece of type `t` (Galaxy, Nebula: at most one), or -1.
  int find(Player owner, PieceType t) const {
    for (int c = 0; c < kCells; ++c)
      if (cell[c] == code(owner, t)) return c;
    return -1;
  }

  bool operator==(const Position&) const = default;
};

}  // namespace dt::outerspace
