// The Ringworld position: a mailbox of the 198 cells, the cells of each player, each
// player's General, who is still in, who moves, and the castling rights by Rook cell
// (RW-8, RW-9).
#pragma once

#include <array>
#include <cstdint>

#include "ringworld/board.hpp"
#include "ringworld/types.hpp"

namespace dt::ringworld {

using Mailbox = std::array<Code, kCells>;

struct Position {
  Mailbox cell{};
  std::array<Cells, kPlayers> pieces{};   // by owner
  std::array<std::int16_t, kPlayers> general{-1, -1, -1};  // -1 once taken over (RW-6)
  std::uint8_t in = 0b111;                // players still in, one bit each
  std::uint8_t to_move = 0;
  Cells castling{};                       // Rook cells whose castling right remains

  bool is_in(Player p) const { return (in >> p) & 1U; }
  int players_in() const { return (in & 1) + ((in >> 1) & 1) + ((in >> 2) & 1); }

  void put(Player owner, PieceType t, int c) {
    cell[c] = code(owner, t);
    pieces[owner].set(c);
    if (t == General) general[owner] = static_cast<std::int16_t>(c);
  }
  void remove(int c) {
    pieces[owner_of(cell[c])].reset(c);
    cell[c] = 0;
  }

  bool operator==(const Position&) const = default;
};

// RW-9: whether a piece whose owner is in `attackers` (one bit per player) could capture
// on cell `t` if a piece of another player stood there, pinned or not. Every move of
// every piece runs along one orthogonal, so only the six rays from `t` are looked at:
// a piece k cells away that steps or leaps exactly k along the way back to `t`; the
// first piece met, if it slides that way; the second, if it is a cannon that way.
inline bool attacked(const Board& b, const Mailbox& m, int t, unsigned attackers) {
  const auto ours = [attackers](Code c) { return (attackers >> owner_of(c)) & 1U; };
  for (int d = 0; d < kDirs; ++d) {
    const Ray& ray = b.ray[t][d];
    const int back = opposite(d);  // the direction an attacker on this ray moves in
    const std::uint8_t back_bit = static_cast<std::uint8_t>(1U << back);
    const int near = ray.length < 3 ? ray.length : 3;
    for (int k = 0; k < near; ++k) {
      const Code c = m[ray.cell[k]];
      if (c && ours(c) && leap_length(type_of(c), back) == k + 1) return true;
    }
    int i = 0;
    while (i < ray.length && !m[ray.cell[i]]) ++i;
    if (i == ray.length) continue;
    const Code first = m[ray.cell[i]];
    if (ours(first) && (kPieces[type_of(first)].slides & back_bit)) return true;
    for (++i; i < ray.length && !m[ray.cell[i]]; ++i) {}
    if (i == ray.length) continue;
    const Code second = m[ray.cell[i]];
    if (ours(second) && (kPieces[type_of(second)].cannon & back_bit)) return true;
  }
  return false;
}

// Every player but `p`.
constexpr unsigned others(Player p) { return 0b111U & ~(1U << p); }

// RW-5: the General of `p` is attacked by a piece of another (remaining) player.
inline bool in_check(const Position& pos, Player p) {
  return pos.general[p] >= 0 && attacked(board(), pos.cell, pos.general[p], others(p));
}

}  // namespace dt::ringworld
