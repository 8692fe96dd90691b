// The Outer Space position (OS-11): a mailbox of the 43 cells and, kept with it, the
// cells of each side and of each piece type (so generation visits pieces, not 43
// cells); the side to move, each hyperspace piece's count n (OS-9, kept by hyperspace
// cell), whether each Nebula moved on its side's last turn (OS-8) and the no-capture
// counter in plies (OS-14). Small and trivially copyable: perft copies it per move.
#pragma once

#include <array>
#include <cstdint>

#include "geometry.hpp"
#include "types.hpp"

namespace dt::outerspace {

struct Position {
  std::array<Code, kCells> cell{};
  std::array<Cells, kPlayers> by_player{};      // always equal to what `cell` holds
  std::array<Cells, kPieceTypes> by_type{};   // (both sides; NoPiece's stays empty)
  std::array<std::uint8_t, 3> hyper_n{};      // n of the piece on 2a, 2b, 2c (0 if empty)
  std::array<bool, kPlayers> nebula_moved{};  // OS-8: moved on its side's last turn
  Player side = White;
  std::uint16_t no_capture = 0;               // plies since the last capture or shot

  std::uint8_t& n(int c) { return hyper_n[static_cast<std::size_t>(c - kOrdinary)]; }
  std::uint8_t n(int c) const { return hyper_n[static_cast<std::size_t>(c - kOrdinary)]; }

  Cells occupied() const { return by_player[White] | by_player[Black]; }
  Cells pieces(Player owner, PieceType t) const { return by_player[static_cast<std::size_t>(owner)] & by_type[t]; }

  void put(int c, Code piece) {
    cell[c] = piece;
    by_player[static_cast<std::size_t>(owner_of(piece))].set(c);
    by_type[type_of(piece)].set(c);
  }
  void remove(int c) {
    by_player[static_cast<std::size_t>(owner_of(cell[c]))].reset(c);
    by_type[type_of(cell[c])].reset(c);
    cell[c] = 0;
  }
  // The piece on `from` to the empty cell `to`: one update of each set it is in.
  void move(int from, int to) {
    const Code piece = cell[from];
    const Cells both = Cells::of(from) | Cells::of(to);
    by_player[static_cast<std::size_t>(owner_of(piece))] ^= both;
    by_type[type_of(piece)] ^= both;
    cell[to] = piece;
    cell[from] = 0;
  }
  // After writing `cell` directly (parsing, building positions in tests): the sets again.
  void index_cells() {
    by_player = {};
    by_type = {};
    for (int c = 0; c < kCells; ++c)
      if (cell[c]) put(c, cell[c]);
  }

  // The cell of `owner`'s piece of type `t` (Galaxy, Nebula: at most one), or -1.
  int find(Player owner, PieceType t) const {
    const Cells at = pieces(owner, t);
    return at.empty() ? -1 : at.first();
  }

  bool operator==(const Position&) const = default;
};

}  // namespace dt::outerspace
