// Legal move generation (RW-3, RW-5, RW-7, RW-8). Each piece's moves come from its
// row of kPieces, by family; then a move is kept if it leaves the mover's General
// unattacked (RW-5). All attacks run along the six lines through the General, so a move
// that neither starts nor ends on one of them, made while not in check and not by the
// General, cannot expose it and is kept without being tried. Header-only so perft
// inlines it.
#pragma once

#include "ringworld/movegen_cannons.hpp"
#include "ringworld/movegen_general.hpp"
#include "ringworld/movegen_puppeteers.hpp"
#include "ringworld/movegen_rooks.hpp"
#include "ringworld/position.hpp"

namespace dt::ringworld {

namespace detail {

// Plays `m` on `scratch`, asks whether the mover's General stands attacked, and puts
// `scratch` back as it was.
inline bool leaves_general_safe(const Board& b, Mailbox& scratch, Move m, int general, Player us) {
  const int from = m.from, to = m.to;
  const Code moved = scratch[from], there = scratch[to];
  scratch[to] = moved;
  scratch[from] = 0;
  int rook_from = -1, rook_to = -1;
  if (m.kind == MoveKind::Castling) {
    rook_from = b.ray[from][m.dir].cell[2];
    rook_to = b.ray[from][m.dir].cell[0];
    scratch[rook_to] = scratch[rook_from];
    scratch[rook_from] = 0;
  }
  const bool safe = !attacked(b, scratch, from == general ? to : general, others(us));
  if (rook_from >= 0) {
    scratch[rook_from] = scratch[rook_to];
    scratch[rook_to] = 0;
  }
  scratch[from] = moved;
  scratch[to] = there;
  return safe;
}

}  // namespace detail

// Pseudo-legal moves of `us`: every piece by its families, then castling.
inline Move* generate_pseudo(const Board& b, const Position& p, Player us, Move* out) {
  for (const int from : p.pieces[us]) {
    const PieceType t = type_of(p.cell[from]);
    const PieceInfo& info = kPieces[t];
    if (info.slides) out = rook_moves(b, p.cell, from, info.slides, us, out);
    if (info.cannon) out = cannon_moves(b, p.cell, from, info.cannon, us, out);
    if (info.f_leap | info.h_leap) out = leap_moves(b, p.cell, from, t, us, out);
  }
  if (!(p.castling & p.pieces[us]).empty()) out = castling_moves(b, p, us, out);
  return out;
}

// The legal moves of the player to move; `pass` alone when there is none (RW-7, CO-2);
// nothing once one player is left (RW-6, CO-1).
inline Move* generate_legal(const Position& p, Move* out) {
  if (p.players_in() <= 1) return out;
  const Board& b = board();
  const Player us = p.to_move;
  const int general = p.general[us];
  Move* const first = out;
  Move* const end = generate_pseudo(b, p, us, out);
  const bool check = attacked(b, p.cell, general, others(us));
  const Cells& lines = b.lines[general];
  Mailbox scratch = p.cell;
  Move* kept = first;
  for (Move* m = first; m != end; ++m) {
    const bool may_expose = check || m->from == general || lines.test(m->from) || lines.test(m->to);
    if (!may_expose || detail::leaves_general_safe(b, scratch, *m, general, us)) *kept++ = *m;
  }
  if (kept == first) *kept++ = pass_move();
  return kept;
}

}  // namespace dt::ringworld
