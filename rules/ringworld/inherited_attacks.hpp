// The attacks the children of one parent inherit from it (count_children,
// child_counts.hpp). An ordinary move changes the board on its two cells alone, and every
// attack on a cell runs along one of the cell's six rays (RW-3, RW-9), so in a child an
// attack along a ray holding neither `from` nor `to` is the parent's. The attacks are
// found once per parent along every ray, and each child looks again only along the at
// most two rays its move touched:
// - the takeover before the next player's turn (RW-6): whether the next player attacks
//   another player's General;
// - the next player's General's steps (RW-3, RW-5): whether another player attacks a
//   step's cell;
// - the next player's castlings (RW-8): which its rights and the lines allow at all, so
//   that a child looks for one only when the cells between General and Rook are empty.
#pragma once

#include <array>
#include <cstdint>

#include "movegen.hpp"

namespace dt::ringworld {

// The bit of direction `d` in a set of directions, none for -1 (board.hpp line_dir: no
// ray holds the cell): -1 & 7 is 7, outside the six.
constexpr unsigned dir_bit(int d) { return (1U << (d & 7)) & kAllDirs; }

// The directions of `t`'s rays along which a piece of `attackers` attacks `t` (RW-9).
inline std::uint8_t attacking_dirs(const Tables& b, const Mailbox& m, int t, unsigned attackers) {
  unsigned dirs = 0;
  for (int d = 0; d < kDirs; ++d)
    if (attacked_along(b, m, t, d, attackers)) dirs |= 1U << d;
  return static_cast<std::uint8_t>(dirs);
}

// Whether `t`, attacked along `dirs` in the parent, is attacked in the child `m` that the
// ordinary move from `from` to `to` made.
inline bool still_attacked(const Tables& b, const Mailbox& m, int t, std::uint8_t dirs, int from, int to,
                           unsigned attackers) {
  const auto& line_dir = b.line_dir[t];
  const int dir_from = line_dir[from], dir_to = line_dir[to];
  if (dirs & ~(dir_bit(dir_from) | dir_bit(dir_to))) return true;
  return (dir_from >= 0 && attacked_along(b, m, t, dir_from, attackers)) ||
         (dir_to >= 0 && dir_to != dir_from && attacked_along(b, m, t, dir_to, attackers));
}

class InheritedAttacks {
 public:
  // `next`: the player who moves in the children of `p` (not p.side).
  InheritedAttacks(const Tables& b, const Position& p, Player next) : next_(next) {
    for (Player x = 0; x < kPlayers; ++x) {
      if (x == next || !p.is_in(x)) continue;
      const int g = p.general[x];
      if (!(p.by_player[next] & b.lines[g]).empty()) on_general_[x] = attacking_dirs(b, p.cell, g, 1U << next);
    }
    Cells theirs;
    for (Player x = 0; x < kPlayers; ++x)
      if (x != next) theirs |= p.by_player[x];
    const int g = p.general[next];
    general_lines_ = &b.line_dir[g];
    others_on_lines_ = (theirs & b.lines[g]).count();
    const Tables::Leaps& steps = b.leaps[General][g];
    steps_ = steps.count;
    for (int i = 0; i < steps_; ++i) {
      const int t = steps.cell[i];
      step_to_[i] = static_cast<std::uint8_t>(t);
      step_attacked_[i] = (theirs & b.lines[t]).empty() ? 0 : attacking_dirs(b, p.cell, t, others(next));
    }
    // castling_moves' first tests, those a child's move cannot change.
    bool between_empty = false;
    for (const int rook : b.rook_home[next]) {
      if (!(p.castling & b.rook_right[rook])) continue;
      const int d = b.line_dir[g][rook];
      if (d < 0 || b.ray[g][d].length < 3 || b.ray[g][d].cell[2] != rook) continue;
      castling_between_[castlings_++] = {b.ray[g][d].cell[0], b.ray[g][d].cell[1]};
      between_empty |= !p.cell[b.ray[g][d].cell[0]] && !p.cell[b.ray[g][d].cell[1]];
      watched_.set(b.ray[g][d].cell[0]);
      watched_.set(b.ray[g][d].cell[1]);
    }
    // The cells whose change a finding above can see: the other Generals' and the next
    // General's lines and cells, its steps' lines and cells, the cells between castlings.
    // A child whose move touches none of them has the parent's findings (quiet_*).
    for (Player x = 0; x < kPlayers; ++x) {
      if (x == next || !p.is_in(x)) continue;
      watched_ |= b.lines[p.general[x]];
      watched_.set(p.general[x]);
      quiet_takeover_ |= on_general_[x] != 0;
    }
    watched_ |= b.lines[g];
    watched_.set(g);
    for (int i = 0; i < steps_; ++i) {
      const int t = step_to_[i];
      watched_ |= b.lines[t];
      watched_.set(t);
      const Code there = p.cell[t];
      quiet_general_moves_ += !(there && owner_of(there) == next) && !step_attacked_[i];
    }
    // A castling whose cells between are empty is tried child by child (general_moves).
    if (between_empty) watched_ = ~Cells{};
    quiet_plain_ = !quiet_takeover_ && others_on_lines_ == 0;
  }

  // Whether the ordinary move `m` changes a cell that the findings look at: if not, the
  // child has the parent's findings, no takeover and an unexposed General when
  // quiet_plain(), and quiet_general_moves() legal General moves (no castling).
  bool touches(Move m) const { return watched_.test(m.from) || watched_.test(m.to); }
  bool quiet_plain() const { return quiet_plain_; }
  int quiet_general_moves() const { return quiet_general_moves_; }

  // Whether the next player's General is exposed (movegen.hpp general_exposed) in the
  // child that the ordinary move `m` makes from the parent `p`: the other players' pieces
  // on its lines are the parent's, less the mover's on `from`, plus the mover's on `to`
  // unless a third player's piece stood there (the next player does not move, and its
  // General is never captured: takeover.hpp).
  bool general_exposed_after(const Position& p, Move m) const {
    const Code there = p.cell[m.to];
    const bool to_gained = (*general_lines_)[m.to] >= 0 && (!there || owner_of(there) == next_);
    return others_on_lines_ - ((*general_lines_)[m.from] >= 0) + to_gained > 0;
  }

  // RW-6: whether the next player takes over an army before its turn in `child`, which
  // the ordinary move `m` made from the parent.
  bool takeover_follows(const Tables& b, const Position& child, Move m) const {
    for (Player x = 0; x < kPlayers; ++x) {
      if (x == next_ || !child.is_in(x)) continue;
      const int g = child.general[x];
      // The mover's General stepped: every ray of its new cell is new (asked of the
      // mailbox: a sketched child keeps its parent's sets, make.hpp sketch_move).
      if (g == m.to ? attacked(b, child.cell, g, 1U << next_)
                    : still_attacked(b, child.cell, g, on_general_[x], m.from, m.to, 1U << next_))
        return true;
    }
    return false;
  }

  // The legal moves of the next player's General (RW-3, RW-5, RW-8) in `child`, which the
  // ordinary move `m` made from the parent, the General not being exposed: no other
  // player's piece stands on its lines (movegen.hpp general_exposed), so none attacks a
  // step's cell through the General's own, in the child or, along a ray the move did not
  // touch, in the parent; the General is tried on each cell without being lifted.
  int general_moves(const Tables& b, const Position& child, Move m) const {
    const unsigned them = others(next_);
    int n = 0;
    for (int i = 0; i < steps_; ++i) {
      const int t = step_to_[i];
      const Code there = child.cell[t];
      if (there && owner_of(there) == next_) continue;
      n += !still_attacked(b, child.cell, t, step_attacked_[i], m.from, m.to, them);
    }
    bool between_empty = false;
    for (int i = 0; i < castlings_; ++i)
      between_empty |= !child.cell[castling_between_[i][0]] && !child.cell[castling_between_[i][1]];
    if (between_empty) {
      Move castlings[kMaxGeneralMoves];
      MoveWriter<Move> w(castlings);
      castling_moves(b, child, next_, w);
      if (w.end() != castlings)
        n += static_cast<int>(keep_legal(b, child, next_, false, false, castlings, w.end()) - castlings);
    }
    return n;
  }

 private:
  Player next_;
  std::array<std::uint8_t, kPlayers> on_general_{};  // by player: the next player's attack on its General
  std::array<std::uint8_t, kDirs> step_to_{};        // the cells of the next General's steps
  std::array<std::uint8_t, kDirs> step_attacked_{};  // and the directions others attack each along
  int steps_ = 0;
  std::array<std::array<std::uint8_t, 2>, 2> castling_between_{};  // the cells between, by castling
  int castlings_ = 0;
  const std::array<std::int8_t, kCells>* general_lines_ = nullptr;  // line_dir of the next General's cell
  int others_on_lines_ = 0;  // the other players' pieces on the next General's lines
  Cells watched_;
  bool quiet_takeover_ = false;
  bool quiet_plain_ = false;
  int quiet_general_moves_ = 0;
};

}  // namespace dt::ringworld
