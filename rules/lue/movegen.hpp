// Sub-move generation (LU-2 ... LU-7, LU-10, LU-11): the driver over the pieces of the
// side to move. Every power a piece has on this sub-move (its own, each power lent by a
// Life) is collected into one set of destination squares, so an effect reached by
// several powers is one move (CO-3). The families: lending.hpp (single-square powers,
// Life), everything.hpp, universe.hpp (swaps).
#pragma once

#include <array>
#include <bit>
#include <cstddef>

#include "context.hpp"
#include "emit.hpp"
#include "everything.hpp"
#include "lending.hpp"
#include "universe.hpp"

namespace dt::lue {

// LU-4, LU-10: where a piece arriving by a single-square power promotes, by piece code: a
// Marvin on its last rank (rank 7 for White, rank 1 for Black), no other piece anywhere.
// A lookup rather than a test of the type, which the branch predictor missed often.
inline constexpr auto kPromotionZone = [] {
  std::array<Cells, 1 + 2 * kPieceTypes> zone{};
  constexpr Cells kRank1 = (Cells{1} << kFiles) - 1;
  zone[make_piece(White, Marvin)] = kRank1 << (kCells - kFiles);
  zone[make_piece(Black, Marvin)] = kRank1;
  return zone;
}();

// The single-square sub-moves of the piece on `c` (not an Everything): its own power and
// every power lent to it (`lent`) are one set of targets.
template <class Out>
[[gnu::always_inline]] inline Out gen_steps(const Squares& x, int c, Powers lent, Out out) {
  const Piece piece = x.p.at(c);
  const StepTargets s = kPowerSetSteps.at[kOwnPower[piece] | lent][c];
  const Cells targets = (s.quiet & x.empty) | (s.capture & x.enemy);
  const Cells promoting = targets & kPromotionZone[piece];
  out = put_all(out, c, targets & ~promoting, Step);
  return put_promotions(out, c, promoting);
}

// The number of pawn moves (LU-4) of the side to move's Marvins `marvins`, none of which
// borrows a power: each of their three kinds of pawn move is a shift of the whole set, and
// a cell reached is one move per promotion choice on the last rank.
inline std::size_t count_pawn_moves(const Squares& x, Cells marvins) {
  constexpr Cells kFileF = kFileA << (kFiles - 1);  // kFileA: slides.hpp
  const bool north = x.p.side == White;
  const auto ahead = [north](Cells from, int by) { return north ? (from << by) & kBoard : from >> by; };
  const Cells steps = ahead(marvins, kFiles) & x.empty;
  // Towards file f and towards file a, for either side.
  const Cells east = ahead(marvins & ~kFileF, north ? kFiles + 1 : kFiles - 1) & x.enemy;
  const Cells west = ahead(marvins & ~kFileA, north ? kFiles - 1 : kFiles + 1) & x.enemy;
  const Cells zone = kPromotionZone[make_piece(x.p.side, Marvin)];
  std::size_t n = cell_count(steps) + cell_count(east) + cell_count(west);
  // LU-4: an arrival on the last rank is one move per promotion choice, the cell already
  // counted once above; seldom reached, so looked for once for the three sets.
  if ((steps | east | west) & zone)
    n += (kPromotionChoices - 1) * (cell_count(steps & zone) + cell_count(east & zone) + cell_count(west & zone));
  return n;
}

// The legal sub-moves of the piece on `c` (a piece of the side to move) but a Universe's
// swaps: an Everything's rides and chains, any other piece's single-square powers.
template <class Out>
[[gnu::always_inline]] inline Out gen_steps_or_rides(const Context& x, int c, Out out) {
  if (type_of(x.p.at(c)) == Everything) return gen_everything(x, c, out);
  return gen_steps(x, c, x.lending.at(c), out);
}

// The legal sub-moves of the piece on `c` (a piece of the side to move).
// Inlined into the per-position loops: a call per piece costs perft measurable time.
template <class Out>
[[gnu::always_inline]] inline Out gen_piece(const Context& x, int c, Out out) {
  out = gen_steps_or_rides(x, c, out);
  if (type_of(x.p.at(c)) == Universe) out = gen_swaps(x, c, out);
  return out;
}

// The pieces of the side to move that may make this sub-move (LU-2: not the first
// mover on the second sub-move; CO-1: none once a royal is captured).
inline Cells movers(const Position& p) {
  if (p.royal_captured()) return 0;
  Cells own = p.by_player[p.side];
  if (p.second) own &= ~bit(p.first_mover);
  return own;
}

template <class Out>
Out gen_all(const Position& p, const Config& cfg, Out out) {
  Cells pieces = movers(p);
  if (!pieces) return out;
  const Context x(p, cfg);
  if constexpr (Out::lists) {
    for (; pieces; pieces &= pieces - 1) out = gen_piece(x, std::countr_zero(pieces), out);
  } else {
    // A count needs no order: each family in a loop of its own, with no test of the type
    // per piece.
    const Cells everythings = pieces & p.by_type[Everything];
    const Cells unlent = pieces & ~x.lending.borrowers;
    out.add_count(count_pawn_moves(x, unlent & p.by_type[Marvin]));
    // A borrower moves with its own power and those lent to it (gen_steps). Only a Marvin
    // promotes (LU-4), and every one here is the side to move's, with the same own power
    // and zone: Marvins and the rest each in a loop of their own, the rest with no zone.
    const Cells borrowing = pieces & x.lending.borrowers & ~everythings;
    const Piece marvin = make_piece(p.side, Marvin);
    for (Cells c = borrowing & p.by_type[Marvin]; c; c &= c - 1) {
      const int from = std::countr_zero(c);
      const StepTargets s = kPowerSetSteps.at[kOwnPower[marvin] | x.lending.of_borrower(from)][from];
      const Cells targets = (s.quiet & x.empty) | (s.capture & x.enemy);
      const Cells promoting = targets & kPromotionZone[marvin];  // LU-4, as in count_pawn_moves
      out.add_count(cell_count(targets) + (promoting ? (kPromotionChoices - 1) * cell_count(promoting) : 0));
    }
    for (Cells c = borrowing & ~p.by_type[Marvin]; c; c &= c - 1) {
      const int from = std::countr_zero(c);
      const StepTargets s = kPowerSetSteps.at[kOwnPower[p.at(from)] | x.lending.of_borrower(from)][from];
      out.add_count(cell_count((s.quiet & x.empty) | (s.capture & x.enemy)));
    }
    // A piece that borrows nothing moves with its own power alone, and promotes only if it
    // is a Marvin (LU-4): the rest need no lent powers and no promotion zone. A Life
    // without a lent power has no move (LU-6).
    for (Cells c = unlent & ~p.by_type[Marvin] & ~p.by_type[Life] & ~everythings; c; c &= c - 1) {
      const int from = std::countr_zero(c);
      const StepTargets s = kPowerSetSteps.at[kOwnPower[p.at(from)]][from];
      out.add_count(cell_count((s.quiet & x.empty) | (s.capture & x.enemy)));
    }
    for (Cells c = everythings; c; c &= c - 1) out = gen_everything(x, std::countr_zero(c), out);
    for (Cells c = pieces & p.by_type[Universe]; c; c &= c - 1) out = gen_swaps(x, std::countr_zero(c), out);
  }
  return out;
}

// Every legal sub-move of the side to move.
inline Move* generate_legal(const Position& p, Move* out, const Config& cfg) {
  return gen_all(p, cfg, MoveWriter<Move>(out)).end();
}

// Their number, the length of generate_legal's list (perft's leaves).
inline std::size_t count_legal(const Position& p, const Config& cfg) { return gen_all(p, cfg, MoveCounter{}).count(); }

// Whether the side to move has a legal sub-move (LU-2's early end of a turn), stopping
// at the first piece that has one. Universes are asked first: LU-5 forbids at most one
// swap besides those with a friendly Universe, so a Universe with two partners has one
// (known before any of the position's lending is worked out). Then each piece's own
// power: gen_steps moves every piece but an Everything with it, lent powers only adding
// targets (LU-6, LU-10), and no sub-move is illegal for what it leaves attacked (LU-3:
// the game ends at a royal's capture, there is no check), so a target of a piece's own
// power is a legal sub-move. An Everything has no power of its own (LU-7) and a Life
// none (LU-6): their table row is empty. Only when no piece has one is the lending
// worked out.
inline bool has_legal_move(const Position& p, const Config& cfg) {
  const Cells pieces = movers(p);
  if (!pieces) return false;
  if ((pieces & p.by_type[Universe]) && std::popcount(swap_partners(p)) >= 2) return true;
  const Cells empty = ~p.occupied() & kBoard, enemy = p.by_player[~p.side];
  for (Cells c = pieces; c; c &= c - 1) {
    const int from = std::countr_zero(c);
    const StepTargets s = kPowerSetSteps.at[kOwnPower[p.at(from)]][from];
    if ((s.quiet & empty) | (s.capture & enemy)) return true;
  }
  const Context x(p, cfg);
  const Cells universes = p.by_type[Universe];
  for (Cells group : {pieces & universes, pieces & ~universes})
    for (; group; group &= group - 1)
      if (gen_piece(x, std::countr_zero(group), MoveCounter{}).count() != 0) return true;
  return false;
}

}  // namespace dt::lue
