// Legal move generation (RW-3, RW-5, RW-7, RW-8). Each piece's moves come from its
// row of kPieces, by family; then a move is kept if it leaves the mover's General
// unattacked (RW-5). All attacks run along the six rays from the General, and a move
// changes only its two cells; leaps ignore what lies between. So when the General is
// not in check and does not move, only the rays holding `from` (a discovered slider,
// or a cannon whose screens change) and `to` (a new cannon screen) can carry a new
// attack, and a move touching neither is kept without being tried. Header-only so
// perft inlines it.
#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>

#include "../core/move_sink.hpp"
#include "movegen_cannons.hpp"
#include "movegen_general.hpp"
#include "movegen_puppeteers.hpp"
#include "movegen_rooks.hpp"
#include "position.hpp"

namespace dt::ringworld {

// An accepted position has at most 3 Generals and 6 pieces of each other type (three
// armies of 2; nothing promotes), 75 in all; the player to move owns at most 73 (not
// the other Generals).
// A slider or cannon reaches at most the cells of its six rays (at most 48 from any
// cell; test_ringworld_board.cpp counts them), a puppeteer or General at most 6 cells,
// and two castlings: 73 x 48 + 2 = 3506.
inline constexpr std::size_t kMaxMoves = 3584;
// The General's six steps and at most one castling per direction.
inline constexpr std::size_t kMaxGeneralMoves = 2 * kDirs;

namespace detail {

// Plays `m` on `scratch`, asks whether the mover's General stands attacked (on every
// ray when `all_rays`, else only on the General's rays `dir_from` and `dir_to`, -1 for
// none: the General stays put and was not in check), and puts `scratch` back.
inline bool leaves_general_safe(const Tables& b, Mailbox& scratch, Move m, int general, Player us, bool all_rays,
                                int dir_from, int dir_to) {
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
  const unsigned them = others(us);
  bool safe;
  if (all_rays) {
    safe = !attacked(b, scratch, from == general ? to : general, them);
  } else {
    safe = !(dir_from >= 0 && attacked_along(b, scratch, general, dir_from, them)) &&
           !(dir_to >= 0 && dir_to != dir_from && attacked_along(b, scratch, general, dir_to, them));
  }
  if (rook_from >= 0) {
    scratch[rook_from] = scratch[rook_to];
    scratch[rook_to] = 0;
  }
  scratch[from] = moved;
  scratch[to] = there;
  return safe;
}

}  // namespace detail

// f(cell) for each cell of both `a` and `b`, in increasing order, a word at a time (the
// army's pieces of one family, at each of perft's leaves' parents).
template <class F>
[[gnu::always_inline]] inline void for_each_cell_of_both(const Cells& a, const Cells& b, F&& f) {
  for (std::size_t w = 0; w < Cells::kWords; ++w)
    for (std::uint64_t bits = a.words()[w] & b.words()[w]; bits; bits &= bits - 1)
      f(static_cast<int>(w * 64) + std::countr_zero(bits));
}

// Pseudo-legal moves of `us` but the General's steps and castling: family by family
// (one loop each, so the branches of a loop go the same way piece after piece), into a
// list or only counted (core/move_sink.hpp).
template <class Out>
void army_moves(const Tables& b, const Position& p, Player us, Out& out) {
  const Cells& army = p.by_player[us];
  for_each_cell_of_both(army, p.family[Sliders], [&](int from) [[gnu::always_inline]] {
    with_dirs(kPieces[type_of(p.cell[from])].slides, [&](auto dirs) [[gnu::always_inline]] { rook_moves<dirs()>(b, p, from, us, out); });
  });
  for_each_cell_of_both(army, p.family[Cannons], [&](int from) [[gnu::always_inline]] {
    with_dirs(kPieces[type_of(p.cell[from])].cannon, [&](auto dirs) [[gnu::always_inline]] { cannon_moves<dirs()>(b, p, from, us, out); });
  });
  Cells leapers = army;
  leapers.reset(p.general[us]);
  for_each_cell_of_both(leapers, p.family[Leapers], [&](int from) [[gnu::always_inline]] {
    leap_moves(b, p, from, type_of(p.cell[from]), us, out);
  });
}

// The General's steps and castling, pseudo-legal.
inline Move* general_moves(const Tables& b, const Position& p, Player us, Move* out) {
  MoveWriter<Move> w(out);
  leap_moves(b, p, p.general[us], General, us, w);
  if (p.castling & rights_of(us)) castling_moves(b, p, us, w);
  return w.end();
}

// Keeps the moves of [first, end) that leave the General of `us` unattacked; returns
// the new end.
inline Move* keep_legal(const Tables& b, const Position& p, Player us, bool exposed, bool check, Move* first, Move* end) {
  const int general = p.general[us];
  const auto& line_dir = b.line_dir[general];
  Mailbox scratch = p.cell;
  Move* kept = first;
  for (Move* m = first; m != end; ++m) {
    const bool all_rays = check || m->from == general;
    const int dir_from = line_dir[m->from], dir_to = line_dir[m->to];
    if (!all_rays && (!exposed || (dir_from < 0 && dir_to < 0))) {
      *kept++ = *m;
      continue;
    }
    if (detail::leaves_general_safe(b, scratch, *m, general, us, all_rays, dir_from, dir_to)) *kept++ = *m;
  }
  return kept;
}

// Without a piece of another player on a ray of the General, only a move of the
// General itself can end attacked: the rest of the army's moves are all legal.
inline bool general_exposed(const Tables& b, const Position& p, Player us) {
  Cells theirs;
  for (Player x = 0; x < kPlayers; ++x)
    if (x != us) theirs |= p.by_player[x];
  return !(theirs & b.lines[p.general[us]]).empty();
}

// The legal moves of the player to move; `pass` alone when there is none (RW-7, CO-2);
// nothing once one player is left (RW-6, CO-1).
inline Move* generate_legal(const Position& p, Move* out) {
  if (p.players_in() <= 1) return out;
  const Tables& b = kTables;
  const Player us = p.side;
  const bool exposed = general_exposed(b, p, us);
  const bool check = exposed && attacked(b, p.cell, p.general[us], others(us));
  Move* const first = out;
  MoveWriter<Move> army(out);
  army_moves(b, p, us, army);
  Move* end = army.end();
  if (exposed) end = keep_legal(b, p, us, exposed, check, first, end);
  Move* const general_first = end;
  end = keep_legal(b, p, us, exposed, check, general_first, general_moves(b, p, us, end));
  if (end == first) *end++ = Move::pass();
  return end;
}

// The General's legal moves (RW-5, RW-8) when it is not exposed.
inline std::size_t unexposed_general_moves(const Tables& b, const Position& p, Player us) {
  Move general[kMaxGeneralMoves];
  return static_cast<std::size_t>(keep_legal(b, p, us, false, false, general, general_moves(b, p, us, general)) -
                                  general);
}

// The number of generate_legal's moves (perft's leaves). With the General unexposed
// (most positions), the army's moves are all legal and only counted (a popcount or a
// blocker's distance each, army_moves); the General's few are listed and tried.
// Otherwise the list is made and its length taken.
inline std::size_t count_legal(const Position& p) {
  if (p.players_in() <= 1) return 0;
  const Tables& b = kTables;
  const Player us = p.side;
  if (general_exposed(b, p, us)) {
    Move moves[kMaxMoves];
    return static_cast<std::size_t>(generate_legal(p, moves) - moves);
  }
  MoveCounter army;
  army_moves(b, p, us, army);
  const std::size_t n = army.count() + unexposed_general_moves(b, p, us);
  return n == 0 ? 1 : n;  // RW-7, CO-2: the pass
}

}  // namespace dt::ringworld
