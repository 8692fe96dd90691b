// perft's leaves' grandparents (counting/perft.hpp's CountsChildren): the sub-moves of
// every child, summed. The children's side to move is the same in all of them, and a
// sub-move changes a few cells (the position's `changed`, LU-8: two for a step or a swap,
// a chain capture's run and its ends), so each of that side's pieces is counted once on
// the parent's board, and a child follows from it by those cells:
// - a piece that steps with single-square powers (LU-4, LU-6) counts the empty cells
//   among its quiet targets and the enemy ones among its capturing targets: while its
//   powers stay, a changed cell among its targets changes its count by that cell's
//   change alone, summed for all such pieces from the parent's targets of each cell;
// - its powers change only where a Life of its side that lends to it comes, goes, or sees
//   the types around it change (LU-6, LU-10): those pieces are counted again in the child;
// - an Everything (LU-7, LU-11) is counted again when a changed cell is next to it or on
//   one of its rides or chains; a Universe's swaps (LU-5), which read the whole board and
//   the placement before, in every child; a piece the sub-move moved, in the child.
// A property test holds the sum to the lists of the children made one by one.
#pragma once

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>

#include "make.hpp"
#include "movegen.hpp"

namespace dt::lue {

// LU-7, LU-11: the cells whose contents the count of the Everything on `c` reads: its
// neighbours, which give its powers, each ride's cells up to and including the first
// piece, and each chain's whole diagonal.
inline Cells everything_reads(const Squares& x, int c) {
  const Iterated it = iterated(x.p, c);
  Cells reads = bit(c) | kTables.adjacent[c] | (queen_reach(c, x.occupied) & (it.capturing | it.quiet));
  for (const Dir d : {NE, SE, SW, NW})
    if (it.chain & (1U << d)) reads |= kTables.line[c][d];
  return reads;
}

// The pieces of the children's side to move counted on the parent's board (`base`: the
// parent with that side to move at a first sub-move).
class PieceCounts {
 public:
  PieceCounts(const Position& base, const Config& cfg)
      : side_(base.side),
        pieces_(movers(base)),
        everythings_(pieces_ & base.by_type[Everything]),
        marvins_(pieces_ & base.by_type[Marvin]),
        lifes_(base.pieces(base.side, Life)),
        zone_(kPromotionZone[make_piece(base.side, Marvin)]) {
    const Context x(base, cfg);
    occupied_ = x.occupied;
    empty_ = x.empty;
    enemy_ = x.enemy;
    for (Cells b = lifes_; b; b &= b - 1) {
      const int l = std::countr_zero(b);
      near_lifes_ |= kTables.adjacent[l] | bit(l);
      lent_[static_cast<std::size_t>(l)] = static_cast<std::uint8_t>(lent_by(base, l, cfg.pawn_dir_mover));
    }
    for (Cells b = everythings_; b; b &= b - 1) {
      const int c = std::countr_zero(b);
      const auto i = static_cast<std::size_t>(c);
      reach_[i] = queen_reach(c, occupied_);
      iterated_[i] = iterated(base, c);
      const std::size_t n = gen_everything(x, c, iterated_[i], reach_[i], MoveCounter{}).count();
      count_[i] = static_cast<std::uint8_t>(n);
      total_ += n;
      reads_[i] = everything_reads(x, c);
      everything_reads_ |= reads_[i];
    }
    for (Cells b = pieces_ & ~everythings_; b; b &= b - 1) {
      const int c = std::countr_zero(b);
      const StepTargets s = kPowerSetSteps.at[kOwnPower[base.at(c)] | x.lending.at(c)][c];
      const std::size_t n = gen_steps(x, c, x.lending.at(c), MoveCounter{}).count();
      count_[static_cast<std::size_t>(c)] = static_cast<std::uint8_t>(n);
      total_ += n;
      for (Cells t = s.quiet; t; t &= t - 1) quiet_readers_[static_cast<std::size_t>(std::countr_zero(t))] |= bit(c);
      for (Cells t = s.capture; t; t &= t - 1) capture_readers_[static_cast<std::size_t>(std::countr_zero(t))] |= bit(c);
    }
  }

  // The sub-moves of `child`, made from the parent by a sub-move that changed the cells
  // `child.changed`. Forced inline into count_children's loop, as the leaf count is.
  [[gnu::always_inline]] std::size_t in_child(const Position& child, const Config& cfg) const {
    const Cells now = movers(child);
    if (!now) return 0;
    const Cells changed = child.changed;
    // The pieces counted again: those the sub-move moved or took, those whose lent powers
    // may differ, the Everythings whose count reads a changed cell.
    Cells again = pieces_ & changed;
    // The powers each Life of the side lends in the child, read again only where the
    // sub-move touched the Life or its neighbours.
    const Cells lifes = child.pieces(side_, Life);
    std::array<std::uint8_t, kCells> lent_here;  // at the cells of `lifes`
    const std::uint8_t* lent = lent_.data();
    if (changed & (near_lifes_ | lifes)) {
      lent = lent_here.data();
      for (Cells b = changed & (lifes_ | lifes); b; b &= b - 1) again |= lends_to(std::countr_zero(b));
      for (Cells b = lifes; b; b &= b - 1) {
        const int l = std::countr_zero(b);
        const auto i = static_cast<std::size_t>(l);
        if (!((kTables.adjacent[l] | bit(l)) & changed)) {
          lent_here[i] = lent_[i];
          continue;
        }
        lent_here[i] = static_cast<std::uint8_t>(lent_by(child, l, cfg.pawn_dir_mover));
        if (!(changed & bit(l)) && lent_here[i] != lent_[i]) again |= lends_to(l);
      }
    }
    if (changed & everything_reads_)
      for (Cells b = everythings_ & ~again; b; b &= b - 1)
        if (reads_[static_cast<std::size_t>(std::countr_zero(b))] & changed) again |= b & (~b + 1);
    std::size_t n = total_;
    for (Cells b = again & pieces_; b; b &= b - 1) n -= count_[static_cast<std::size_t>(std::countr_zero(b))];
    // The other pieces step with the same powers: each changed cell adds or takes away
    // one target (a promoting Marvin's: five, LU-4) for each of them that reads it.
    const Cells kept = pieces_ & ~again & ~everythings_;
    const Cells occupied = child.occupied(), empty = ~occupied & kBoard, enemy = child.by_player[~side_];
    // (A swap with a piece of the side leaves every cell as empty and as enemy as it was.)
    if (changed & ((empty ^ empty_) | (enemy ^ enemy_))) {
      n += targets_of(quiet_readers_, changed & empty & ~empty_, kept) + targets_of(capture_readers_, changed & enemy & ~enemy_, kept);
      n -= targets_of(quiet_readers_, changed & empty_ & ~empty, kept) + targets_of(capture_readers_, changed & enemy_ & ~enemy, kept);
    }
    const Squares x(child, cfg);
    for (Cells b = now & (again | changed); b; b &= b - 1) {
      const int c = std::countr_zero(b);
      const auto i = static_cast<std::size_t>(c);
      if (type_of(child.at(c)) != Everything) {
        Powers powers = 0;  // LU-6, LU-10: lent by the Lifes on c and next to it
        for (Cells l = lifes & (kTables.adjacent[c] | bit(c)); l; l &= l - 1) powers |= lent[static_cast<std::size_t>(std::countr_zero(l))];
        n += gen_steps(x, c, powers, MoveCounter{}).count();
        continue;
      }
      // An Everything that stayed has its parent's powers while its neighbours stay, and
      // rides as far while no cell of its reach was emptied or filled.
      const bool stayed = (everythings_ & ~changed & bit(c)) != 0;
      n += gen_everything(x, c, stayed && !(kTables.adjacent[c] & changed) ? iterated_[i] : iterated(child, c),
                          stayed && !((occupied ^ occupied_) & reach_[i]) ? reach_[i] : queen_reach(c, occupied),
                          MoveCounter{})
               .count();
    }
    for (Cells b = now & child.by_type[Universe]; b; b &= b - 1) n += gen_swaps(x, std::countr_zero(b), MoveCounter{}).count();
    return n;
  }

 private:
  // The targets that the pieces `kept` have on `cells` by the readers `of` (quiet or
  // capturing): one per piece, five for a Marvin on its last rank (LU-4).
  [[gnu::always_inline]] std::size_t targets_of(const std::array<Cells, kCells>& of, Cells cells, Cells kept) const {
    std::size_t n = 0;
    for (; cells; cells &= cells - 1) {
      const int c = std::countr_zero(cells);
      const Cells r = of[static_cast<std::size_t>(c)] & kept;
      n += cell_count(r) + (zone_ & bit(c) ? (kPromotionChoices - 1) * cell_count(r & marvins_) : 0);
    }
    return n;
  }

  // The parent's pieces of the children's side to move that a Life on `l` lends to.
  Cells lends_to(int l) const { return pieces_ & (kTables.adjacent[l] | bit(l)); }

  Player side_;
  Cells pieces_, everythings_, marvins_, lifes_, zone_;
  Cells occupied_ = 0, empty_ = 0, enemy_ = 0;
  Cells near_lifes_ = 0;  // the cells of lifes_ and their neighbours
  std::size_t total_ = 0;
  std::array<std::uint8_t, kCells> count_;
  std::array<std::uint8_t, kCells> lent_;  // by a Life's cell (lifes_): the powers it lends
  // By an Everything's cell (everythings_): the cells its count reads, its reach, its powers.
  std::array<Cells, kCells> reads_, reach_;
  Cells everything_reads_ = 0;  // every cell of reads_
  std::array<Iterated, kCells> iterated_;
  // By cell, the pieces that step with a power whose quiet (capturing) targets include it.
  std::array<Cells, kCells> quiet_readers_{}, capture_readers_{};
};

// After a first sub-move make_move asks has_legal_move whether a second one exists (LU-2,
// LU-9), and perft then counts them: here that count answers both, and only a child with
// no second sub-move is counted again, its turn ended (LU-9: no pass node). After a royal's
// capture the child has no sub-move (LU-3, CO-1), as make_move leaves it.
inline std::uint64_t count_children(const Position& p, const Config& cfg) {
  Move moves[kMaxMoves];
  const Move* const end = generate_legal(p, moves, cfg);
  if (end == moves) return 0;
  std::uint64_t n = 0;
  if (ends_turn(p)) {
    Position base = p;
    end_turn(base);
    const PieceCounts counts(base, cfg);
    for (const Move* m = moves; m != end; ++m) {
      Position child = p;
      play(child, *m);
      end_turn(child);
      n += counts.in_child(child, cfg);
    }
    return n;
  }
  // A first sub-move's children are made one after another on one position, whose
  // placement before the sub-move (LU-5, LU-8) is the same for all, the parent's placement
  // put back after each. (The children of a second sub-move, made so, ran more
  // instructions: docs/performance.md.)
  Position child = p;
  child.previous = p.board;
  child.has_previous = true;
  const PieceCounts counts(p, cfg);
  for (const Move* m = moves; m != end; ++m) {
    begin_second(child, play_over_previous(child, *m));
    if (!child.royal_captured()) {
      if (const std::size_t second = counts.in_child(child, cfg)) {
        n += second;
      } else {
        Position ended = child;
        end_turn(ended);
        n += count_legal(ended, cfg);
      }
    }
    child.copy_placement(p);
  }
  return n;
}

}  // namespace dt::lue
