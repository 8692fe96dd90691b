// Making a sub-move (copy-make) and the turn structure of LU-2.
#pragma once

#include "movegen.hpp"

namespace dt::lue {

// Cells a chain capture takes (LU-7): from the square diagonally next to `from` up to
// and including `to`.
inline Cells chain_cells(int from, int to) {
  const Tables& tb = kTables;
  for (const int d : {NE, SE, SW, NW})
    if (tb.line[from][d] & bit(to)) return tb.line[from][d] & ~tb.line[to][d];
  return 0;
}

// Places the move's pieces; returns the square where the moving piece now stands.
[[gnu::always_inline]] inline int apply(Position& p, Move m) {
  const int from = m.from(), to = m.to();
  const Piece mover = p.at(from);
  switch (m.kind()) {
    case Swap: {
      // LU-5: the arriving piece keeps its owner; a promotion changes only its type.
      const Piece other = p.at(to);
      p.clear(from);
      p.clear(to);
      p.put(to, mover);
      p.put(from, m.promotes() ? make_piece(owner_of(other), m.promotion()) : other);
      return to;
    }
    case Chain:
      for (Cells c = chain_cells(from, to); c; c &= c - 1) p.clear(std::countr_zero(c));
      break;
    case Step: p.clear(to); break;
  }
  p.clear(from);
  p.put(to, m.promotes() ? make_piece(owner_of(mover), m.promotion()) : mover);
  return to;
}

inline void end_turn(Position& p) {
  p.side = ~p.side;
  p.second = false;
  p.first_mover = -1;
  p.opening = false;
}

// The sub-move played on a position whose `previous` already holds its placement (LU-5,
// LU-8): the placement it leaves and the cells where the two differ. Returns where the
// mover stands. Forced inline (with apply and Position::clear): left to GCC, perft lue
// took more time in paired whole-process timings, though it ran fewer instructions
// (docs/performance.md).
[[gnu::always_inline]] inline int play_over_previous(Position& p, Move m) {
  const int now_at = apply(p, m);
  // Only the cells the sub-move touched can differ. A step or a chain capture changes
  // every one of them: it empties its origin and puts the mover, which no piece it
  // takes equals, on the cells it takes or lands on. A swap may leave one as it was (a
  // friendly Marvin swapped off its last rank and promoted to a Universe).
  if (m.kind() == Swap) {
    p.changed = 0;
    for (const int c : {m.from(), m.to()})
      if (p.board[static_cast<std::size_t>(c)] != p.previous[static_cast<std::size_t>(c)]) p.changed |= bit(c);
  } else {
    p.changed = bit(m.from()) | (m.kind() == Chain ? chain_cells(m.from(), m.to()) : bit(m.to()));
  }
  return now_at;
}

// The sub-move itself, without the turn structure: the placement it leaves, the one
// before it (LU-5, LU-8) and the cells where they differ. Returns where the mover stands.
[[gnu::always_inline]] inline int play(Position& p, Move m) {
  p.previous = p.board;  // LU-5, LU-8
  p.has_previous = true;
  return play_over_previous(p, m);
}

// LU-2: whether the sub-move just played ends the turn by itself (White's one-sub-move
// opening, or a second sub-move).
inline bool ends_turn(const Position& p) { return p.opening || p.second; }

// LU-2: after a first sub-move, the second of the same turn, by a piece other than the
// one now on `now_at`.
inline void begin_second(Position& p, int now_at) {
  p.second = true;
  p.first_mover = static_cast<std::int8_t>(now_at);
}

// LU-2, LU-9: the turn after a sub-move whose mover now stands on `now_at`.
inline void follow_turn(Position& p, int now_at, const Config& cfg) {
  if (ends_turn(p)) return end_turn(p);
  begin_second(p, now_at);
  // LU-2, LU-9: no legal second sub-move ends the turn after the first (no pass node).
  // After a royal capture (LU-3) the position stays as it is: the game is over.
  if (p.royal_captured()) return;
  if (!has_legal_move(p, cfg)) end_turn(p);
}

inline void make_move(Position& p, Move m, const Config& cfg) { follow_turn(p, play(p, m), cfg); }

}  // namespace dt::lue
