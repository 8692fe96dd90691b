// The legal moves of every child of a position, counted at once: perft's leaves'
// grandparents (counting/perft.hpp, CountsChildren). A child's army count differs from its
// parent's only where its move changed the board, so the next player's army is counted
// once in the parent and each child adds what its move changed (RW-3: every move runs
// along one line):
// - a slider's or cannon's moves along a line depend on that line alone, so the next
//   player's sliders and cannons on a line through `from` or `to` are recounted along
//   that line, before and after (army_lines.hpp);
// - a leaper's moves depend on which of its targets its own army holds: only a captured
//   piece of the next player changes that, on `to`, and its own moves go with it.
// The General's few moves, and whether a takeover follows the move, are the parent's
// findings re-examined along the rays the move touched (inherited_attacks.hpp). A child
// whose mover takes over an army (RW-6), whose General is exposed, or which follows
// castling or a pass is counted whole.
#pragma once

#include <cstdint>

#include "army_lines.hpp"
#include "inherited_attacks.hpp"
#include "make.hpp"
#include "movegen.hpp"

namespace dt::ringworld {

// The moves of the slider or cannon on `c` along the line of `axis` (both of its
// directions there, if it has them).
inline int moves_along_axis(const Tables& b, const Position& p, int c, int axis) {
  const PieceInfo& piece = kPieces[type_of(p.cell[c])];
  const unsigned dirs = piece.slides | piece.cannon;
  const LinePlace lp = b.place[c][axis];
  const LineBits pieces = p.line_pieces[lp.line];
  const LineBits theirs = pieces & ~p.line_mine[owner_of(p.cell[c])][lp.line];
  const LineBits blocking = pieces | b.walls[lp.line];
  int n = 0;
  if ((dirs >> axis) & 1U) n += moves_one_way<true>(pieces, theirs, blocking, lp.bit, piece.cannon != 0);
  if ((dirs >> (axis + kAxes)) & 1U) n += moves_one_way<false>(pieces, theirs, blocking, lp.bit, piece.cannon != 0);
  return n;
}

// The leapers of `owner` (not its General) whose step or leap lands on `t`.
inline int leapers_reaching(const Tables& b, const Position& p, int t, Player owner) {
  int n = 0;
  for (int d = 0; d < kDirs; ++d) {
    const Ray& ray = b.ray[t][d];
    const int near = ray.length < 3 ? ray.length : 3;
    for (int k = 0; k < near; ++k) {
      const Code c = p.cell[ray.cell[k]];
      if (c && owner_of(c) == owner && type_of(c) != General && family_of(type_of(c)) == Leapers &&
          leap_length(type_of(c), opposite(d)) == k + 1)
        ++n;
    }
  }
  return n;
}

// The pseudo-legal moves of the piece on `c` (not a General), all lines or leaps.
inline int moves_of_piece(const Tables& b, const Position& p, int c) {
  const PieceType t = type_of(p.cell[c]);
  if (family_of(t) == Leapers) return (b.leap_set[t][c] & ~p.by_player[owner_of(p.cell[c])]).count();
  return moves_along_axis(b, p, c, 0) + moves_along_axis(b, p, c, 1) + moves_along_axis(b, p, c, 2);
}

// How many more pseudo-legal moves the army of `next` has after the ordinary move `m` of
// another player (no takeover) than in `parent`:
// its sliders and cannons on the lines of `from` and `to` (army_lines.hpp), and a piece
// of its own captured on `to`.
inline int army_change(const Tables& b, const Position& parent, Move m, Player next, const ArmyLines& lines) {
  int change = lines.change(b, parent, m);
  if (const Code taken = parent.cell[m.to]; taken && owner_of(taken) == next)
    change += leapers_reaching(b, parent, m.to, next) - moves_of_piece(b, parent, m.to);
  return change;
}

// The sum of count_legal over the children of `p`, in the order of generate_legal.
inline std::uint64_t count_children(const Position& p) {
  const Tables& b = kTables;
  Move moves[kMaxMoves];
  const Move* const end = generate_legal(p, moves);
  if (end == moves) return 0;
  Player next = next_player(p.side);
  while (!p.is_in(next)) next = next_player(next);
  MoveCounter army;
  if (next != p.side) army_moves(b, p, next, army);
  const InheritedAttacks inherited(b, p, next);
  const ArmyLines lines(b, p, next);
  std::uint64_t n = 0;
  // One copy of `p` serves every child whose move touches the parent's findings
  // (inherited_attacks.hpp): an ordinary move is sketched on it (make.hpp sketch_move:
  // what the findings read) and undone. A child that a takeover follows, or whose next
  // General is exposed, or that follows castling or a pass, is played whole on a copy of
  // `p` and counted whole.
  Position child = p;
  for (const Move* m = moves; m != end; ++m) {
    if (m->kind == MoveKind::Normal) {
      int general = -1;  // the next General's legal moves, once known to be counted here
      if (!inherited.touches(*m)) {
        if (inherited.quiet_plain()) general = inherited.quiet_general_moves();
      } else {
        sketch_move(b, child, *m);
        if (!inherited.takeover_follows(b, child, *m) && !inherited.general_exposed_after(p, *m))
          general = inherited.general_moves(b, child, *m);
        unsketch_move(child, p, *m);
      }
      if (general >= 0) {
        const std::size_t count =
            static_cast<std::size_t>(static_cast<int>(army.count()) + army_change(b, p, *m, next, lines) + general);
        n += count == 0 ? 1 : count;  // RW-7, CO-2: the pass
        continue;
      }
    }
    Position whole = p;
    make_move(whole, *m);
    n += count_legal(whole);
  }
  return n;
}

}  // namespace dt::ringworld
