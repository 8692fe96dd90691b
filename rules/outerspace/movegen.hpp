// Legal moves of Outer Space Chess: every piece family (movegen_steppers,
// movegen_spaceship, movegen_royals), the Nebula's no-twice rule and its forced pass
// (OS-8, OS-12, CO-2), and the hyperspace obligations (OS-9, OS-13); as a list or, for
// perft's leaves, as a count.
#pragma once

#include <algorithm>
#include <optional>

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

// OS-9, OS-13: every move of the pieces on the cells of `duty`, in generate_pieces' order
// (Spaceships, then Galaxies: the only pieces that enter hyperspace); only those pieces'
// moves are generated. At perft 7 from the start most of White's fourth-turn positions
// are under an obligation, and generating every piece's moves to keep one or two's was
// where the count spent its time (docs/performance.md).
template <class Sink>
void duty_pieces_moves(const Position& p, const Occupancy& o, const Cells& duty, Sink& s) {
  for (const int from : each(p.pieces(p.side, Spaceship) & duty)) generate_spaceship_hyper(p, o, from, s);
  for (const int from : each(p.pieces(p.side, Galaxy) & duty)) generate_galaxy_at(p, o, from, s, p.side);
}

// A sink that keeps no move: it counts those that fulfil their piece's obligation, and
// among them those from 2b.
class FulfilmentCounter {
 public:
  static constexpr bool lists = true;  // each move is looked at
  void add(Move m) {
    if (!fulfils(m.from, m)) return;
    ++count_;
    from_2b_ += m.from == k2b;
  }
  template <class Targets, class Make>
  void add_each(const Targets& targets, Make&& make) {
    for_each_built(targets, make, [&](const Move m) { add(m); });
  }
  std::size_t count() const { return count_; }
  std::size_t from_2b() const { return from_2b_; }

 private:
  std::size_t count_ = 0, from_2b_ = 0;
};

// OS-9, OS-13: while an obligation holds, only the moves fulfilling it (either piece's)
// are legal; the one on 2b holds only if its piece has such a move. The legal moves
// under the obligations `duty` (not empty), written from `begin`; null when none holds.
inline Move* obliged_moves(const Position& p, const Occupancy& o, Cells duty, Move* const begin) {
  MoveWriter<Move> w(begin);
  duty_pieces_moves(p, o, duty, w);
  Move* kept = begin;
  for (const Move* m = begin; m != w.end(); ++m)
    if (fulfils(m->from, *m)) *kept++ = *m;
  if (duty.test(k2b) && std::none_of(begin, kept, [](const Move& m) { return m.from == k2b; })) duty.reset(k2b);
  return duty.empty() ? nullptr : kept;
}

// The length of obliged_moves' list, counted without listing; nothing when no
// obligation holds.
inline std::optional<std::size_t> obliged_count(const Position& p, const Occupancy& o, Cells duty) {
  FulfilmentCounter c;
  duty_pieces_moves(p, o, duty, c);
  if (duty.test(k2b) && c.from_2b() == 0) duty.reset(k2b);
  if (duty.empty()) return std::nullopt;
  return c.count();
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
// and whose obligations are `duty`, counted without writing a move.
inline std::size_t count_legal(const Position& p, const Cells& duty) {
  const Occupancy o(p);
  if (!duty.empty())
    if (const auto obliged = obliged_count(p, o, duty)) return *obliged;
  MoveCounter c;
  generate_pieces(p, o, c);
  return c.count() ? c.count() : forced_pass(p, o);
}

// The length of generate_legal's list.
inline std::size_t count_legal(const Position& p) { return nebula_taken(p) ? 0 : count_legal(p, obligations(p)); }

}  // namespace dt::outerspace
