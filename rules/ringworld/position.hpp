// The Ringworld position: a mailbox of the 198 cells, the cells of each player, each
// player's General, who is still in, who moves, and the castling rights by Rook cell
// (RW-8, RW-9).
#pragma once

#include <array>
#include <cstdint>

#include "board.hpp"
#include "types.hpp"

namespace dt::ringworld {

using Mailbox = std::array<Code, kCells>;

struct Position {
  Mailbox cell{};
  std::array<Cells, kPlayers> by_player{};   // by owner
  std::array<Cells, kFamilies> family{};  // by family, every owner
  std::array<std::int16_t, kPlayers> general{-1, -1, -1};  // -1 once taken over (RW-6)
  std::uint8_t in = 0b111;                // players still in, one bit each
  std::uint8_t side = 0;
  // The Rook home cells whose castling right remains, one bit each (board.hpp rook_right):
  // a byte, not a set of cells, so that a child's copy and the General's moves read little.
  std::uint8_t castling = 0;
  // The pieces on each line of the board (board.hpp), all and by owner, walls left out:
  // the sliders' and cannons' blockers found by bit scans (movegen_rooks.hpp).
  std::array<LineBits, kLines> line_pieces{};
  std::array<std::array<LineBits, kLines>, kPlayers> line_mine{};

  bool is_in(Player p) const { return (in >> p) & 1U; }
  int players_in() const { return (in & 1) + ((in >> 1) & 1) + ((in >> 2) & 1); }

  void put(Player owner, PieceType t, int c) {
    cell[c] = code(owner, t);
    by_player[owner].set(c);
    family[family_of(t)].set(c);
    for (const LinePlace lp : kTables.place[c]) {
      line_pieces[lp.line] |= LineBits{1} << lp.bit;
      line_mine[owner][lp.line] |= LineBits{1} << lp.bit;
    }
    if (t == General) general[owner] = static_cast<std::int16_t>(c);
  }
  // An ordinary move (RW-3) of the piece on `from` to `to`, capturing what stands there
  // (never a General: takeover.hpp): what remove(to), remove(from) and put(to) would do,
  // in one pass. `to` is occupied before and after, so its bits in line_pieces stay.
  void move_piece(int from, int to) {
    const Code moved = cell[from];
    const Player owner = owner_of(moved);
    const Family f = family_of(type_of(moved));
    if (const Code taken = cell[to]) {
      const Player victim = owner_of(taken);
      by_player[victim].reset(to);
      family[family_of(type_of(taken))].reset(to);
      for (const LinePlace lp : kTables.place[to]) line_mine[victim][lp.line] &= ~(LineBits{1} << lp.bit);
    }
    cell[from] = 0;
    cell[to] = moved;
    by_player[owner].reset(from);
    by_player[owner].set(to);
    family[f].reset(from);
    family[f].set(to);
    for (int axis = 0; axis < kAxes; ++axis) {
      const LinePlace a = kTables.place[from][axis], b = kTables.place[to][axis];
      line_pieces[a.line] &= ~(LineBits{1} << a.bit);
      line_mine[owner][a.line] &= ~(LineBits{1} << a.bit);
      line_pieces[b.line] |= LineBits{1} << b.bit;
      line_mine[owner][b.line] |= LineBits{1} << b.bit;
    }
    if (type_of(moved) == General) general[owner] = static_cast<std::int16_t>(to);
  }
  void remove(int c) {
    by_player[owner_of(cell[c])].reset(c);
    family[family_of(type_of(cell[c]))].reset(c);
    for (const LinePlace lp : kTables.place[c]) {
      line_pieces[lp.line] &= ~(LineBits{1} << lp.bit);
      line_mine[owner_of(cell[c])][lp.line] &= ~(LineBits{1} << lp.bit);
    }
    cell[c] = 0;
  }

  bool operator==(const Position&) const = default;
};

// RW-9: whether a piece whose owner is in `attackers` (one bit per player) could capture
// on cell `t` from the ray of `t` in direction `d`, if a piece of another player stood
// on `t`, pinned or not: a piece k cells away that steps or leaps exactly k back along
// the ray; the first piece met, if it slides that way; the second, if it is a cannon
// that way (its screen being the first).
inline bool attacked_along(const Tables& b, const Mailbox& m, int t, int d, unsigned attackers) {
  const auto ours = [attackers](Code c) { return (attackers >> owner_of(c)) & 1U; };
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
  if (i == ray.length) return false;
  const Code first = m[ray.cell[i]];
  if (ours(first) && (kPieces[type_of(first)].slides & back_bit)) return true;
  for (++i; i < ray.length && !m[ray.cell[i]]; ++i) {}
  if (i == ray.length) return false;
  const Code second = m[ray.cell[i]];
  return ours(second) && (kPieces[type_of(second)].cannon & back_bit);
}

// Every move of every piece runs along one orthogonal (RW-3), so a cell is attacked
// exactly when it is attacked along one of its six rays.
inline bool attacked(const Tables& b, const Mailbox& m, int t, unsigned attackers) {
  for (int d = 0; d < kDirs; ++d)
    if (attacked_along(b, m, t, d, attackers)) return true;
  return false;
}

// The castling rights of player `p`, its two Rook home cells' bits (board.hpp rook_right).
constexpr std::uint8_t rights_of(Player p) { return static_cast<std::uint8_t>(0b11U << (2 * p)); }

// Every player but `p`.
constexpr unsigned others(Player p) { return 0b111U & ~(1U << p); }

// attacked() on a position, first asking whether any attacker stands on a line through
// `t` at all (most of the time none does, and four words answer it).
inline bool attacked(const Tables& b, const Position& p, int t, unsigned attackers) {
  Cells theirs;
  for (Player x = 0; x < kPlayers; ++x)
    if ((attackers >> x) & 1U) theirs |= p.by_player[x];
  if ((theirs & b.lines[t]).empty()) return false;
  return attacked(b, p.cell, t, attackers);
}

}  // namespace dt::ringworld
