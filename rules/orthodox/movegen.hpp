// Legal move generation for orthodox chess (FIDE Laws art. 3). Legal, not pseudo-legal:
// the check, pin and king-danger masks are computed once per position so that no move
// is made and taken back to test it. Written once over a sink (move_sink.hpp) that
// lists, counts or makes the moves; header-only so perft inlines it.
#pragma once

#include "move_sink.hpp"
#include "movegen_pawns.hpp"
#include "position.hpp"

namespace dt::orthodox {

namespace detail {

inline Reach king_reach(Square ksq) {
  const Tables& t = kTables;
  return {t.king_knights[ksq], t.king_bishop_lines[ksq], t.king_rook_lines[ksq]};
}

// The squares of `squares` (near our king: the Reach `reach_of()` gives covers them) that the opponent does
// not attack, with the king lifted off the board so that a slider's line through its
// own square counts (art. 3.9). The pawns' and leapers' attacks are one mask; only the
// knights within a knight's jump of those squares are looked at. Then each enemy slider
// on a line through a square the king may go to (most are on none) takes its attack set
// from the slider table, one lookup whatever the number of squares it might reach.
// Testing each reached square for a clear line with the between table instead (a loop
// per square) cost more instructions per node and more time, and the table's reads are
// not the cost (docs/performance.md, "Measurements behind the code").
template <Player Them, class ReachOf>
[[gnu::always_inline]] inline Bitboard safe_squares(const Position& p, Bitboard squares, Bitboard diagonal, Bitboard straight,
                                                    Square ksq, ReachOf reach_of) {
  // A king walled in by its own pieces (most of the opening) needs no attack computed,
  // nor its reach read.
  if (!squares) return 0;
  const Reach reach = reach_of();
  const Tables& t = kTables;
  const Bitboard them = p.by_player[Them];
  const Bitboard pawns = p.by_type[Pawn] & them;
  Bitboard leapers = capture_west<Them>(pawns) | capture_east<Them>(pawns) | t.king[p.king(Them)];
  for (Bitboard b = p.by_type[Knight] & them & reach.knights; b;) leapers |= t.knight[pop_lsb(b)];
  Bitboard safe = squares & ~leapers;
  const Bitboard occ = p.occupied() ^ bb(ksq);
  for (Bitboard b = diagonal & reach.bishop_lines; b;) safe &= ~bishop_attacks(pop_lsb(b), occ);
  for (Bitboard b = straight & reach.rook_lines; b;) safe &= ~rook_attacks(pop_lsb(b), occ);
  return safe;
}

// The squares the king crosses or lands on when castling with the rights held, when
// all the squares between king and rook are empty: they must not be attacked (art.
// 3.8.2.2). A castling blocked by a piece adds no square to test. Both sides are
// tested without a branch: most positions of a game's first moves hold a right.
template <Player Us>
Bitboard castling_crossings(const Position& p, Bitboard occ) {
  constexpr Square king = Us == White ? 4 : 60;
  constexpr Bitboard short_path = bb(king + 1) | bb(king + 2), long_path = bb(king - 1) | bb(king - 2);
  const bool short_open = bool(p.castling & (Us == White ? WhiteShort : BlackShort)) & !(occ & short_path);
  const bool long_open = bool(p.castling & (Us == White ? WhiteLong : BlackLong)) & !(occ & (long_path | bb(king - 3)));
  return (short_open ? short_path : 0) | (long_open ? long_path : 0);
}

// `safe` holds the squares the opponent does not attack among the king's steps and the
// castling crossings. The king stands on its home square (a castling right needs it
// there), so the square it lands on (g or c file) is never one of its steps: that
// square is in `safe` only if castling_crossings found the right held and the path
// empty. The king may castle there when the square it crosses on the way (f or d file,
// beside the landing square) is safe too (art. 3.8.2.2); the b-file square must be
// empty but may be attacked. One shift and mask for each side, no test.
template <Player Us, class Sink>
void castling_moves(Sink& s, Bitboard safe) {
  constexpr Square king = Us == White ? 4 : 60;
  s.castlings(safe & (safe << 1) & bb(king + 2), 2);
  s.castlings(safe & (safe >> 1) & bb(king - 2), -2);
}

// Orthodox castling (art. 3.8.2) as the generator asks for it: whether `Us` holds a
// right, the squares that must not be attacked for each castling open, and the castlings
// once those squares' safety is known. A right held means the king stands on its home
// square, which castling_moves relies on. Chess960 gives its own (chess960/castling.hpp),
// with the rook on any file, over the same generator.
template <Player Us>
struct HomeCastling {
  const Position& p;
  bool held() const { return p.castling & (Us == White ? WhiteShort | WhiteLong : BlackShort | BlackLong); }
  Bitboard crossings(Bitboard occ) const { return castling_crossings<Us>(p, occ); }
  // The king's reach holds the crossings of a king on its home square (bitboard.cpp).
  Reach reach(Square ksq, Bitboard) const { return king_reach(ksq); }
  template <class Sink>
  void add(Sink& s, Bitboard safe) const {
    castling_moves<Us>(s, safe);
  }
};

// The moves of `movers` along the lines of `Kind` (Bishop or Rook; the queens among them
// move along both and are named Queen). A pinned slider keeps the moves along its pin
// line; the pinned ones are taken apart, so that the many that are not skip the test.
template <PieceType Kind, class Sink>
[[gnu::always_inline]] inline void slider_moves(Sink& s, Bitboard movers, Bitboard queens, Bitboard occ,
                                                Bitboard target, Bitboard pinned, Square ksq) {
  const auto attacks = [occ](Square from) { return Kind == Bishop ? bishop_attacks(from, occ) : rook_attacks(from, occ); };
  for (Bitboard b = movers & ~pinned; b;) {
    const Square from = pop_lsb(b);
    s.add(queens & bb(from) ? Queen : Kind, from, attacks(from) & target);
  }
  for (Bitboard b = movers & pinned; b;) {
    const Square from = pop_lsb(b);
    s.add(queens & bb(from) ? Queen : Kind, from, attacks(from) & target & kTables.line[ksq][from]);
  }
}

// The enemy pieces that give check to our king on `ksq`, and ours that are pinned to it,
// in one pass over the enemy sliders on the king's empty-board rays (no slider lookup):
// nothing between gives check, one piece of ours alone between is pinned.
template <Player Us>
[[gnu::always_inline]] inline void checks_and_pins(const Position& p, Square ksq, Bitboard diagonal, Bitboard straight,
                                                   Bitboard& checkers, Bitboard& pinned) {
  constexpr Player Them = ~Us;
  const Tables& t = kTables;
  const Bitboard us = p.by_player[Us], occ = p.occupied();
  checkers = ((t.knight[ksq] & p.by_type[Knight]) | (t.pawn[Us][ksq] & p.by_type[Pawn])) & p.by_player[Them];
  pinned = 0;
  for (Bitboard snipers = (t.rook_ray[ksq] & straight) | (t.bishop_ray[ksq] & diagonal); snipers;) {
    const Square sniper = pop_lsb(snipers);
    const Bitboard between = t.between[ksq][sniper] & occ;
    if (!between)
      checkers |= bb(sniper);
    else if (!more_than_one(between))
      pinned |= between & us;
  }
}

// The squares the king on `ksq` steps to or crosses when castling, and those of them
// the opponent does not attack.
struct KingSquares {
  Bitboard steps, crossings, safe;
};

// The king may not step onto an attacked square, nor castle across one; both sets are
// tested at once. Our own rights only (the opponent's say nothing of our king). No
// crossing when no castling is open (the start position's pieces stand between).
// `diagonal` and `straight` are the opponent's sliders along each kind of line.
template <Player Us, class Castles>
[[gnu::always_inline]] inline KingSquares king_squares(const Position& p, Castles& castles, Bitboard checkers,
                                                       Square ksq, Bitboard diagonal, Bitboard straight) {
  constexpr Player Them = ~Us;
  const Bitboard steps = kTables.king[ksq] & ~p.by_player[Us];
  const Bitboard crossings = castles.held() && !checkers ? castles.crossings(p.occupied()) : 0;
  return {steps, crossings,
          safe_squares<Them>(p, steps | crossings, diagonal, straight, ksq,
                             [&] { return castles.reach(ksq, crossings); })};
}

// `castles` says which castlings there are (HomeCastling's interface): the squares it
// names are tested with the king's steps, in one pass.
template <Player Us, class Sink, class Castles>
[[gnu::always_inline]] inline void generate(const Position& p, Sink& s, Castles&& castles) {
  constexpr Player Them = ~Us;
  const Tables& t = kTables;
  const Bitboard us = p.by_player[Us], occ = p.occupied();
  const Square ksq = p.king(Us);
  const Bitboard diagonal = (p.by_type[Bishop] | p.by_type[Queen]) & p.by_player[Them];
  const Bitboard straight = (p.by_type[Rook] | p.by_type[Queen]) & p.by_player[Them];
  Bitboard checkers, pinned;
  checks_and_pins<Us>(p, ksq, diagonal, straight, checkers, pinned);
  const auto [steps, crossings, safe] = king_squares<Us>(p, castles, checkers, ksq, diagonal, straight);
  s.add(King, ksq, steps & safe);
  if (more_than_one(checkers)) return;  // double check: only the king moves

  // Other pieces must capture the checker or block its line.
  const Bitboard target = checkers ? (t.between[ksq][lsb(checkers)] | checkers) : ~us;

  pawn_moves<Us>(p, s, target, pinned, ksq);
  for (Bitboard b = p.pieces(Us, Knight) & ~pinned; b;) {
    const Square from = pop_lsb(b);
    s.add(Knight, from, t.knight[from] & target);
  }
  const Bitboard queens = p.pieces(Us, Queen);
  slider_moves<Bishop>(s, p.pieces(Us, Bishop) | queens, queens, occ, target, pinned, ksq);
  slider_moves<Rook>(s, p.pieces(Us, Rook) | queens, queens, occ, target, pinned, ksq);
  if (crossings) castles.add(s, safe);
}

template <Player Us, class Sink>
[[gnu::always_inline]] inline void generate(const Position& p, Sink& s) {
  generate<Us>(p, s, HomeCastling<Us>{p});
}

template <class Sink>
void generate(const Position& p, Sink& s) {
  if (p.side == White)
    generate<White>(p, s);
  else
    generate<Black>(p, s);
}

// The legal moves with `Us` to move, counted (perft's leaves): one function for each
// side, so that the count is a local that stays in a register (through the sink that
// the side dispatch above takes by reference, the count was loaded and stored at every
// add) and each side's code has the registers to itself.
template <Player Us>
[[gnu::noinline]] std::size_t count_moves(const Position& p) {
  CountSink counter;
  generate<Us>(p, counter);
  return counter.count();
}

}  // namespace detail

inline Move* generate_legal(const Position& p, Move* out) {
  ListSink list(out);
  detail::generate(p, list);
  return list.end();
}

inline std::size_t count_legal(const Position& p) {
  return p.side == White ? detail::count_moves<White>(p) : detail::count_moves<Black>(p);
}

}  // namespace dt::orthodox
