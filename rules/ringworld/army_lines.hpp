// The next army's sliders and cannons by line, found once per parent (count_children,
// child_counts.hpp). A slider's or cannon's moves along one axis depend on the pieces of
// that axis's stretch of line alone (RW-3; board.hpp stretch: a line is cut by the
// hole), and an ordinary move changes only the stretches holding its two cells: so in a
// child only the pieces on those stretches, along their axes, are recounted, and each
// stretch's pieces are one word's bits.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "movegen_rooks.hpp"
#include "position.hpp"

namespace dt::ringworld {

// How many more moves the slider or cannon on `c` (owned by `owner`) has along the line of
// `axis` after the ordinary move from `from` to `to` of another player than in `parent`,
// both directions of the axis that it moves in. The line's words after the move are the
// parent's with `from` emptied and `to` the mover's (RW-3), when they lie on it.
[[gnu::always_inline]] inline int axis_change(const Tables& b, const Position& parent, int c, Player owner, int axis,
                                              LinePlace from, LinePlace to) {
  const PieceInfo& piece = kPieces[type_of(parent.cell[c])];
  const unsigned dirs = piece.slides | piece.cannon;
  const bool cannon = piece.cannon != 0;
  const LinePlace lp = b.place[c][axis];
  const LineBits walls = b.walls[lp.line];
  const LineBits before = parent.line_pieces[lp.line], mine_before = parent.line_mine[owner][lp.line];
  const LineBits emptied = lp.line == from.line ? LineBits{1} << from.bit : 0;
  const LineBits entered = lp.line == to.line ? LineBits{1} << to.bit : 0;
  const LineBits after = (before & ~emptied) | entered;
  const LineBits theirs_before = before & ~mine_before, theirs_after = after & ~(mine_before & ~entered);
  int n = 0;
  if ((dirs >> axis) & 1U)
    n += moves_one_way<true>(after, theirs_after, after | walls, lp.bit, cannon) -
         moves_one_way<true>(before, theirs_before, before | walls, lp.bit, cannon);
  if ((dirs >> (axis + kAxes)) & 1U)
    n += moves_one_way<false>(after, theirs_after, after | walls, lp.bit, cannon) -
         moves_one_way<false>(before, theirs_before, before | walls, lp.bit, cannon);
  return n;
}

class ArmyLines {
 public:
  // An accepted position's army holds at most 36 sliders and cannons (three armies' 12,
  // after takeovers: movegen.hpp kMaxMoves), one bit each.
  static constexpr int kMaxPieces = 64;

  ArmyLines(const Tables& b, const Position& p, Player owner) : owner_(owner) {
    Cells lined = p.by_player[owner] & (p.family[Sliders] | p.family[Cannons]);
    int i = 0;
    for (const int c : lined) {
      cell_[i] = static_cast<std::uint8_t>(c);
      index_[c] = static_cast<std::uint8_t>(i);
      for (const int s : b.stretch[c]) on_stretch_[s] |= std::uint64_t{1} << i;
      ++i;
    }
  }

  // The change in the moves of the army's sliders and cannons from `parent` to its child
  // by the ordinary move `m` of another player: along each axis, those on the stretches
  // of `from` and `to`. A piece captured on `to` is left out: its moves go with it
  // (child_counts.hpp).
  int change(const Tables& b, const Position& parent, Move m) const {
    std::uint64_t gone = 0;
    if (const Code taken = parent.cell[m.to]; taken && owner_of(taken) == owner_ && family_of(type_of(taken)) != Leapers)
      gone = std::uint64_t{1} << index_[m.to];
    int n = 0;
    for (int axis = 0; axis < kAxes; ++axis) {
      std::uint64_t on = (on_stretch_[b.stretch[m.from][axis]] | on_stretch_[b.stretch[m.to][axis]]) & ~gone;
      const LinePlace from = b.place[m.from][axis], to = b.place[m.to][axis];
      for (; on; on &= on - 1) n += axis_change(b, parent, cell_[std::countr_zero(on)], owner_, axis, from, to);
    }
    return n;
  }

 private:
  Player owner_;
  std::array<std::uint64_t, kStretches> on_stretch_{};  // by stretch, the pieces on it (bit i: cell_[i])
  std::array<std::uint8_t, kMaxPieces> cell_;
  std::array<std::uint8_t, kCells> index_;  // by cell, its piece's bit (only the pieces' cells are set)
};

}  // namespace dt::ringworld
