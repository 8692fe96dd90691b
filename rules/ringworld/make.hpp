// Making a move (copy-make; count_children takes its children's ordinary moves back,
// take_back), then the next turn: the next player still in moves (RW-4), after the
// takeovers before its turn (RW-6, takeover.hpp).
#pragma once

#include "position.hpp"
#include "takeover.hpp"

namespace dt::ringworld {

// The move itself and the passing of the turn, without the takeovers before it.
inline void play_move(const Tables& b, Position& p, Move m) {
  const Player us = p.side;
  switch (m.kind) {
    case MoveKind::Pass: break;  // RW-7: the turn is forfeited, nothing moves
    case MoveKind::Normal: {
      const Code moved = p.cell[m.from];
      p.move_piece(m.from, m.to);
      // RW-9: rights end when the General moves; a right is lost when its Rook leaves its
      // cell or a piece is captured there.
      if (type_of(moved) == General) p.castling &= static_cast<std::uint8_t>(~rights_of(us));
      p.castling &= static_cast<std::uint8_t>(~(b.rook_right[m.from] | b.rook_right[m.to]));
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

// Taking back the ordinary move `m` that play_move made on a copy of `parent`, no
// takeover having followed (count_children's children, child_counts.hpp): what the move
// changed, read back from `parent`: the cells `from` and `to`, the sets of cells, the
// lines through `from` and `to`, the Generals, the castling rights and the turn.
inline void take_back(const Tables& b, Position& p, const Position& parent, Move m) {
  p.cell[m.from] = parent.cell[m.from];
  p.cell[m.to] = parent.cell[m.to];
  p.by_player = parent.by_player;
  p.family = parent.family;
  for (const int c : {m.from, m.to})
    for (const LinePlace lp : b.place[c]) {
      p.line_pieces[lp.line] = parent.line_pieces[lp.line];
      for (Player x = 0; x < kPlayers; ++x) p.line_mine[x][lp.line] = parent.line_mine[x][lp.line];
    }
  p.general = parent.general;
  p.castling = parent.castling;
  p.side = parent.side;
}

inline void make_move(Position& p, Move m) {
  const Tables& b = kTables;
  play_move(b, p, m);
  take_over(b, p);
}

}  // namespace dt::ringworld
