// Making a move (copy-make; count_children plays its children's ordinary moves only as
// far as their counts read them, sketch_move), then the next turn: the next player still
// in moves (RW-4), after the takeovers before its turn (RW-6, takeover.hpp).
#pragma once

#include "position.hpp"
#include "takeover.hpp"

namespace dt::ringworld {

// RW-9, after the ordinary move `m` of the piece `moved`: rights end when the General
// moves; a right is lost when its Rook leaves its cell or a piece is captured there.
// play_move and sketch_move both apply it.
inline void lose_castling_rights(const Tables& b, Position& p, Move m, Code moved) {
  if (type_of(moved) == General) p.castling &= static_cast<std::uint8_t>(~rights_of(owner_of(moved)));
  p.castling &= static_cast<std::uint8_t>(~(b.rook_right[m.from] | b.rook_right[m.to]));
}

// The move itself and the passing of the turn, without the takeovers before it.
inline void play_move(const Tables& b, Position& p, Move m) {
  const Player us = p.side;
  switch (m.kind) {
    case MoveKind::Pass: break;  // RW-7: the turn is forfeited, nothing moves
    case MoveKind::Normal: {
      const Code moved = p.cell[m.from];
      p.move_piece(m.from, m.to);
      lose_castling_rights(b, p, m, moved);
      break;
    }
    case MoveKind::Castling: {
      // RW-8: the General two cells toward the Rook, the Rook two cells toward the
      // General, crossing it.
      const Ray& ray = b.ray[m.from][m.dir];
      p.castling &= static_cast<std::uint8_t>(~rights_of(us));
      p.remove(m.from);
      p.remove(ray.cell[2]);
      p.put(us, General, m.to);
      p.put(us, Rook, ray.cell[0]);
      break;
    }
  }
  Player next = next_player(us);
  while (!p.is_in(next)) next = next_player(next);
  p.side = static_cast<std::uint8_t>(next);
}

// count_children's children (child_counts.hpp): the ordinary move `m` (RW-3) played on a
// copy of its parent only as far as the children's findings read it (inherited_attacks.hpp:
// the mailbox, the Generals, the castling rights): the two cells, the mover's General and
// the castling rights (RW-9, lose_castling_rights). The sets and the lines' bit rows stay the
// parent's: the army's change is counted from the parent's (army_lines.hpp), and a child
// that needs them (a takeover, an exposed General) is played whole.
inline void sketch_move(const Tables& b, Position& p, Move m) {
  const Code moved = p.cell[m.from];
  p.cell[m.from] = 0;
  p.cell[m.to] = moved;
  if (type_of(moved) == General) p.general[owner_of(moved)] = static_cast<std::int16_t>(m.to);
  lose_castling_rights(b, p, m, moved);
}

// Undoes sketch_move(b, p, m), `p` having been a copy of `parent`: what it changed, read
// back from `parent`.
inline void unsketch_move(Position& p, const Position& parent, Move m) {
  p.cell[m.from] = parent.cell[m.from];
  p.cell[m.to] = parent.cell[m.to];
  p.general = parent.general;
  p.castling = parent.castling;
}

inline void make_move(Position& p, Move m) {
  const Tables& b = kTables;
  play_move(b, p, m);
  take_over(b, p);
}

}  // namespace dt::ringworld
