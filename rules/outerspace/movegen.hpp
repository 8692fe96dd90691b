// Legal moves of Outer Space Chess: every piece family (movegen_steppers,
// movegen_spaceship, movegen_royals), the Nebula's no-twice rule and its forced pass
// (OS-8, OS-12, CO-2), and the hyperspace obligations (OS-9, OS-13); as a list or, for
// perft's leaves, as a count.
#pragma once

#include <algorithm>

#include "movegen_royals.hpp"
#include "movegen_spaceship.hpp"
#include "movegen_steppers.hpp"

namespace dt::outerspace {

// OS-10, CO-1: the game ends when a Nebula is captured; a finished game has no moves.
inline bool nebula_taken(const Position& p) { return p.by_type[Nebula].count() < 2; }

// The sink the generator of one piece type's moves writes to: the list or the count
// itself; perft's child maker (children.hpp) has its own, which knows the type.
template <PieceType T, class Sink>
Sink& piece_sink(Sink& s) {
  return s;
}

// Every move of the side to move's pieces, before the obligations; a Nebula that moved
// on its side's last turn has none (OS-8).
template <class Sink>
void generate_pieces(const Position& p, const Occupancy& o, Sink& s) {
  auto&& clusters = piece_sink<Cluster>(s);
  generate_clusters(p, o, clusters);
  auto&& planets = piece_sink<Planet>(s);
  generate_planets(p, o, planets);
  auto&& spaceships = piece_sink<Spaceship>(s);
  generate_spaceships(p, o, spaceships);
  auto&& galaxy = piece_sink<Galaxy>(s);
  generate_galaxy(p, o, galaxy);
  auto&& nebula = piece_sink<Nebula>(s);
  if (!p.nebula_moved[static_cast<std::size_t>(p.side)])
    for (const int from : each(p.pieces(p.side, Nebula))) generate_nebula(p, o, from, nebula);
}

// OS-8, OS-12, CO-2: with no other move, the pass exists only when the Nebula has a move
// that the no-twice rule forbids.
inline bool forced_pass(const Position& p, const Occupancy& o) {
  return p.nebula_moved[static_cast<std::size_t>(p.side)] && nebula_can_move(p, o);
}

// OS-9, OS-13: the hyperspace cells whose piece is under an obligation at the start of
// the turn: a piece of the side to move on 2a or 2c with n >= 3 while 2b is empty, or
// on 2b with n >= 4 (that one only if it has a way out, which the moves decide).
inline Cells obligations(const Position& p) {
  Cells duty;
  for (const int h : each(p.by_player[static_cast<std::size_t>(p.side)] & kTables.hyperspace))
    if (h == k2b ? p.n(h) >= 4 : p.n(h) >= 3 && !p.cell[k2b]) duty.set(h);
  return duty;
}

// OS-9, OS-13: whether `m` of the piece on `from` fulfils the obligation that piece is
// under: from 2a or 2c by ending on 2b, from 2b by ending in ordinary space.
constexpr bool fulfils(int from, Move m) {
  return from == k2b ? !in_hyperspace(m.to) : m.to == k2b && m.kind != MoveKind::Shot;
}

// OS-9, OS-13: the moves of the pieces on the cells of `duty` that fulfil their
// obligations, in generate_pieces' order (Spaceships, then Galaxies: the only pieces
// that enter hyperspace), written from `begin`; only those pieces' moves are generated.
// At perft 7 from the start most of White's fourth-turn positions are under one, and
// generating every piece's moves to keep one or two took over half of the count's time.
inline Move* fulfilling_moves(const Position& p, const Occupancy& o, const Cells& duty, Move* const begin) {
  MoveWriter<Move> w(begin);
  for (const int from : each(p.pieces(p.side, Spaceship) & duty)) generate_spaceship_hyper(p, o, from, w);
  for (const int from : each(p.pieces(p.side, Galaxy) & duty)) generate_galaxy_at(p, o, from, w, p.side);
  Move* kept = begin;
  for (const Move* m = begin; m != w.end(); ++m)
    if (fulfils(m->from, *m)) *kept++ = *m;
  return kept;
}

// OS-9, OS-13: while an obligation holds, only the moves fulfilling it (either piece's)
// are legal; the one on 2b holds only if its piece has such a move. The legal moves
// under the obligations `duty` (not empty), written from `begin`; null when none holds.
inline Move* obliged_moves(const Position& p, const Occupancy& o, Cells duty, Move* const begin) {
  Move* const kept = fulfilling_moves(p, o, duty, begin);
  if (duty.test(k2b) && std::none_of(begin, kept, [](const Move& m) { return m.from == k2b; })) duty.reset(k2b);
  return duty.empty() ? nullptr : kept;
}

inline Move* generate_legal(const Position& p, Move* const begin) {
  if (nebula_taken(p)) return begin;
  const Occupancy o(p);
  if (const Cells duty = obligations(p); !duty.empty())
    if (Move* const kept = obliged_moves(p, o, duty, begin)) return kept;
  MoveWriter<Move> w(begin);
  generate_pieces(p, o, w);
  if (w.end() == begin && forced_pass(p, o)) w.add(Move::pass());
  return w.end();
}

// The length of generate_legal's list, for a position whose Nebulae are both on the board
// and whose obligations are `duty`. Under an obligation the few moves are listed; the
// others are counted without writing a move.
inline std::size_t count_legal(const Position& p, const Cells& duty) {
  const Occupancy o(p);
  if (!duty.empty()) {
    Move moves[kMaxMoves];
    if (const Move* const kept = obliged_moves(p, o, duty, moves)) return static_cast<std::size_t>(kept - moves);
  }
  MoveCounter c;
  generate_pieces(p, o, c);
  return c.count() ? c.count() : forced_pass(p, o);
}

// The length of generate_legal's list.
inline std::size_t count_legal(const Position& p) { return nebula_taken(p) ? 0 : count_legal(p, obligations(p)); }

}  // namespace dt::outerspace
