// Legal move generation (CO-1, CO-3, HC-14): into the caller's buffer or, for perft's
// leaves, only counted. The piece families are in movegen_steppers.hpp (Mine, Colonizer)
// and movegen_riders.hpp (Orbiter, Rocket, Sun); this file holds what they share and the
// driver.
#pragma once

#include <bit>

#include "../core/move_sink.hpp"
#include "carry.hpp"
#include "position.hpp"

namespace dt::hitchhiker {

// What every piece's generation reads, computed once per position.
struct Context {
  const Position& p;
  Player us, them;
  Cells occupied;    // every piece, both Hitchhikers and the hole (HC-3)
  Cells empty;       // the 42 squares minus `occupied`
  Cells capturable;  // enemy pieces but the Hitchhiker (HC-9) and a just-moved Sun (HC-8)
  Cells unsafe = 0;  // HC-12: cells next to an enemy piece other than the Hitchhiker
  std::uint64_t rings = 0;  // `occupied` on the rings (ring_lanes), for the Orbiters
  CarrySources carry;
  bool kidnap_optional;
  bool orbit_any;

  [[gnu::always_inline]] Context(const Position& pos, bool kidnap_opt, bool orbit_any_change)
      : p(pos), us(pos.side), them(~pos.side), occupied(pos.blocked()), empty(~occupied & kAll),
        carry(carry_sources(pos)), kidnap_optional(kidnap_opt), orbit_any(orbit_any_change) {
    capturable = p.by_player[them] & ~(p.sun_just_moved ? p.pieces(them, Sun) : 0);
    if (p.pieces(us, Rocket)) unsafe = adjacent_to(p.by_player[them]);
    if (p.pieces(us, Orbiter)) rings = ring_lanes(occupied);
  }
  // The same with `unsafe` and `rings` (each needed only when the mover has a Rocket,
  // an Orbiter) brought from the parent (child_counts.hpp), on the occupancy `occ`.
  [[gnu::always_inline]] Context(const Position& pos, Cells occ, Cells unsafe_cells, std::uint64_t ring_bits,
                                 bool kidnap_opt, bool orbit_any_change)
      : p(pos), us(pos.side), them(~pos.side), occupied(occ), empty(~occ & kAll), unsafe(unsafe_cells),
        rings(ring_bits), carry(carry_sources(pos)), kidnap_optional(kidnap_opt), orbit_any(orbit_any_change) {
    capturable = p.by_player[them] & ~(p.sun_just_moved ? p.pieces(them, Sun) : 0);
  }
};

// One piece about to move, with the Hitchhikers its move would carry (HC-9). Squares
// of carried Hitchhikers count as empty (HC-16); a move that lands on or passes such a
// square is legal only if that Hitchhiker really leaves it. Without such a Hitchhiker
// (nearly always) every target is legal as found and is written straight out.
struct Mover {
  const Context& ctx;
  int from;
  Cells carry;  // the candidate Hitchhikers' cells
  bool kidnap;  // kidnap=optional: this is the move that takes the enemy Hitchhiker along
  bool whole_moves;  // scorch and detonation (which carry nothing) are generated once
  // Only the moves onto or over a carried Hitchhiker's square: a counting generator
  // takes the others from a mover without carry, whose targets are masks (pieces_of).
  bool extras_only = false;

  Cells empty() const { return ctx.empty | carry; }

  bool ok(int to, Cells passed) const {
    if (!carry) return true;
    const Cells must = (passed | bit(to)) & carry;
    if (!must && !kidnap) return true;
    // A Hitchhiker that must leave but would be carried off the board stays (HC-9), so
    // the move is illegal without resolving the others: the usual case, a Sun beside
    // its Hitchhiker on the restaurant (the start) riding onto that square.
    for (Cells b = must; b; b &= b - 1)
      if (kTables.step[to][kTables.dir_to[from][std::countr_zero(b)]] < 0) return false;
    const Carried c = resolve_carry(ctx.p, from, to, carry);
    for (int h = 0; h < 2; ++h)
      if (ctx.p.hitch[h] >= 0 && (must & bit(ctx.p.hitch[h])) && c.to[h] == ctx.p.hitch[h]) return false;
    // The kidnapping move exists only where the enemy Hitchhiker really goes along;
    // elsewhere it is the same as the move without it (CO-3).
    return !kidnap || c.to[ctx.them] != ctx.p.hitch[ctx.them];
  }

  // Whether this mover yields the move to `to` over the squares `passed`.
  bool wanted(int to, Cells passed) const {
    if (extras_only && !((passed | bit(to)) & carry)) return false;
    return ok(to, passed);
  }

  template <class Out>
  Out emit(Out out, int to, MoveKind kind, Cells passed = 0) const {
    if (wanted(to, passed)) out.add(Move(from, to, kind, kidnap));
    return out;
  }

  // Targets reached without passing a square (steps, plunge, rematerialization).
  template <class Out>
  [[gnu::always_inline]] Out emit_all(Out out, Cells targets, MoveKind kind) const {
    if (!carry) {
      const std::uint16_t base = Move::base(from, kind, false);
      out.add_each(targets, [base](int to) { return Move::with_base(base, to); });
      return out;
    }
    if (extras_only) targets &= carry;
    for (; targets; targets &= targets - 1) out = emit(out, std::countr_zero(targets), kind);
    return out;
  }
};

}  // namespace dt::hitchhiker

#include "movegen_riders.hpp"
#include "movegen_steppers.hpp"

namespace dt::hitchhiker {

// Whether every Hitchhiker in `carry` (each next to `from`) is stranded: its next square
// on, away from `from`, is off the board, so it cannot be carried (HC-9) and no move
// of a piece but the Orbiter lands on or passes its square. Such a piece reaches that
// square only by a move in the direction of the Hitchhiker (then stepping onto it or
// beyond it, where the line ends) or by landing on it (a plunge, a rematerialization),
// and both need the Hitchhiker to leave (Mover::ok). An Orbiter can pass it along its
// ring, landing elsewhere: the Hitchhiker then goes to a square next to that one.
// The common case: a Sun beside its Hitchhiker on the restaurant, where both start.
inline bool stranded(int from, Cells carry) {
  for (Cells b = carry; b; b &= b - 1) {
    const int h = std::countr_zero(b);
    if (kTables.step[h][kTables.dir_to[from][h]] >= 0) return false;
  }
  return true;
}

// For a count, the moves of a piece standing next to a Hitchhiker it may carry (HC-9)
// that a mover without carry does not count: those onto or over a carried Hitchhiker's
// square, and under kidnap=optional the marked kidnaps. A move that neither lands on nor
// passes such a square is legal as found (Mover::ok), so the caller counts those as
// masks by a mover without carry, as for any other piece, and only these are walked
// square by square.
template <class Out, Out (*Gen)(const Mover&, Out)>
Out carried_moves(const Context& ctx, PieceType type, int from, Out out) {
  const Cells plain = ctx.carry.from(from, !ctx.kidnap_optional);
  if (plain && (type == Orbiter || !stranded(from, plain))) out = Gen(Mover{ctx, from, plain, false, false, true}, out);
  if (ctx.kidnap_optional) {
    const Cells with = ctx.carry.from(from, true);
    if (with != plain) out = Gen(Mover{ctx, from, with, true, false}, out);
  }
  return out;
}

// Every piece of one type, in the list's order; Gen is that type's generator. (perft's
// leaf count is count.hpp's, which takes the carriers' moves from carried_moves.)
template <class Out, Out (*Gen)(const Mover&, Out)>
Out pieces_of(const Context& ctx, PieceType type, Out out) {
  const Cells carriers = ctx.carry.own_near | ctx.carry.enemy_near;
  const Cells pieces = ctx.p.pieces(ctx.us, type);
  for (Cells b = pieces; b; b &= b - 1) {
    const int from = std::countr_zero(b);
    // HC-9: carrying is automatic; under kidnap=optional the abandoned enemy
    // Hitchhiker is taken along only by a second, marked move.
    if (!(carriers & bit(from))) {  // nearly always: nothing to carry
      out = Gen(Mover{ctx, from, 0, false, true}, out);
      continue;
    }
    const Cells plain = ctx.carry.from(from, !ctx.kidnap_optional);
    out = Gen(Mover{ctx, from, plain, false, true}, out);  // the list's order: each target once, in cell order
    if (ctx.kidnap_optional) {
      const Cells with = ctx.carry.from(from, true);
      if (with != plain) out = Gen(Mover{ctx, from, with, true, false}, out);
    }
  }
  return out;
}

template <class Out>
Out generate_into(const Position& p, Out out, bool kidnap_optional, bool orbit_any) {
  if (p.over()) return out;  // CO-1
  const Context ctx(p, kidnap_optional, orbit_any);
  out = pieces_of<Out, mine_moves<Out>>(ctx, Mine, out);
  out = pieces_of<Out, colonizer_moves<Out>>(ctx, Colonizer, out);
  out = pieces_of<Out, orbiter_moves<Out>>(ctx, Orbiter, out);
  out = pieces_of<Out, rocket_moves<Out>>(ctx, Rocket, out);
  return pieces_of<Out, sun_moves<Out>>(ctx, Sun, out);
}

inline Move* generate_legal(const Position& p, Move* out, bool kidnap_optional, bool orbit_any) {
  MoveWriter<Move> w = generate_into(p, MoveWriter<Move>(out), kidnap_optional, orbit_any);
  if (w.end() == out && !p.over()) w.add(Move::pass());  // HC-14, CO-2
  return w.end();
}

}  // namespace dt::hitchhiker
