// Properties of Life, the Universe and Everything over real positions: random legal
// playouts of sub-moves from the start (support/playout.hpp). The properties of every
// variant (the reference, no duplicates, perft counts, round trips, copy-make) are in
// prop_variants.cpp.
#include <cstdint>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "core/movelist.hpp"
#include "counting/perft.hpp"
#include "lue/lue.hpp"
#include "support/playout.hpp"
#include "support/visited_children.hpp"

namespace dt::test {
namespace {

using lue::Rules;
namespace lu = lue;

// Perft counts leaves without listing them; a signature that drifted would silently fall
// back to the list.
static_assert(CountsMoves<Rules>);
static_assert(CountsChildren<Rules>);

const std::string kStart = "weuzlf/mmmmmm/6/6/6/MMMMMM/WEUALF w only -";

rc::Gen<PlayoutOf<Rules>> games() { return playouts_from<Rules>({kStart}, 40); }

bool next_to_own_life(const lu::Position& p, int c) {
  for (int n = 0; n < lu::kCells; ++n)
    if ((lu::kTables.adjacent[c] & lu::bit(n)) && p.at(n) == lu::make_piece(p.side, lu::Life)) return true;
  return false;
}

// LU-4: the cells a Marvin of `side` moves to with its own power, as a pawn does: one
// step forward (White north, Black south) and the two forward diagonals. Worked out here
// from the board's steps, apart from the generator's tables.
lu::Cells marvin_reach(lu::Player side, int c) {
  const bool white = side == lu::White;
  const lu::Dir dirs[3] = {white ? lu::N : lu::S, white ? lu::NE : lu::SE, white ? lu::NW : lu::SW};
  lu::Cells reach = 0;
  for (const lu::Dir d : dirs)
    if (const int to = lu::neighbour(c, d); to >= 0) reach |= lu::bit(to);
  return reach;
}

// The colour mirror: ranks reversed, colours exchanged (the start is its own mirror).
lu::Placement mirrored(const lu::Placement& b) {
  lu::Placement out{};
  for (int c = 0; c < lu::kCells; ++c) {
    const lu::Piece pc = b[static_cast<std::size_t>(c)];
    const int m = (lu::kRanks - 1 - lu::rank_of(c)) * lu::kFiles + lu::file_of(c);
    out[static_cast<std::size_t>(m)] = pc == lu::kEmpty ? pc : lu::make_piece(~lu::owner_of(pc), lu::type_of(pc));
  }
  return out;
}
lu::Position mirrored(const lu::Position& p) {
  lu::Position out;
  const lu::Placement b = mirrored(p.board);
  for (int c = 0; c < lu::kCells; ++c)
    if (b[static_cast<std::size_t>(c)] != lu::kEmpty) out.put(c, b[static_cast<std::size_t>(c)]);
  out.side = ~p.side;
  out.second = p.second;
  if (p.first_mover >= 0)
    out.first_mover = static_cast<std::int8_t>((lu::kRanks - 1 - lu::rank_of(p.first_mover)) * lu::kFiles + lu::file_of(p.first_mover));
  if (p.has_previous) out.set_previous(mirrored(p.previous));
  return out;
}

// LU-3: with the royals two squares apart, playouts often end with a royal taken on a
// first or a second sub-move; every position on the way reads back, so the reader's
// refusal of a missing royal (only the last mover's) never meets a reachable position.
RC_GTEST_PROP(LueProperties, PositionsAroundARoyalCaptureReadBack, ()) {
  const auto game = *playouts_from<Rules>({"6/6/1mzf2/6/1MAF2/6/6 w 1 -"}, 12);
  for (const auto& p : game.visited) assert_notation_round_trips(Rules{}, p);
}

// LU-2: the second sub-move never moves the piece that made the first.
RC_GTEST_PROP(LueProperties, SecondSubMoveMovesAnotherPiece, ()) {
  const auto game = *games();
  const lu::Position& p = game.position();
  if (!p.second) return;
  for (const auto& m : MoveList<Rules>(Rules{}, p)) RC_ASSERT(m.from() != p.first_mover);
}

// LU-5: a Universe never captures with its own power (LU-10: a lent power may capture,
// so only Universes with no friendly Life next to them are checked).
RC_GTEST_PROP(LueProperties, UniverseNeverCapturesWithItsOwnPower, ()) {
  const auto game = *games();
  const lu::Position& p = game.position();
  for (const auto& m : MoveList<Rules>(Rules{}, p)) {
    if (lu::type_of(p.at(m.from())) != lu::Universe || m.kind() == lu::Swap || next_to_own_life(p, m.from())) continue;
    RC_ASSERT(p.at(m.to()) == lu::kEmpty);
  }
}

// LU-6: a transmitted power never outlives the adjacency: a piece (not an Everything)
// with no friendly Life next to it steps only with its own power. (A Life is its own
// lender, LU-6, so Lifes are not checked.)
RC_GTEST_PROP(LueProperties, NoLentPowerAwayFromLife, ()) {
  const auto game = *games();
  const lu::Position& p = game.position();
  const lu::Tables& tb = lu::kTables;
  for (const auto& m : MoveList<Rules>(Rules{}, p)) {
    const lu::PieceType t = lu::type_of(p.at(m.from()));
    if (m.kind() != lu::Step || t == lu::Everything || t == lu::Life || next_to_own_life(p, m.from())) continue;
    const int c = m.from();
    lu::Cells own = 0;
    switch (t) {
      case lu::Royal: case lu::Universe: own = tb.adjacent[c]; break;
      case lu::Ford: own = tb.diagonal[c]; break;
      case lu::Wowbagger: own = tb.orthogonal[c]; break;
      case lu::Marvin: own = marvin_reach(p.side, c); break;
      default: break;
    }
    if ((own & lu::bit(m.to())) == 0) {
      std::string played;
      for (const auto& t2 : game.moves) played += t2 + ",";
      RC_FAIL("after " + played + " in " + Rules{}.format_position(p) + ": " + Rules{}.format_move(p, m));
    }
  }
}

// LU-7: an Everything whose neighbours are all Life or Everything (or none) has no move.
RC_GTEST_PROP(LueProperties, EverythingWithoutPowersHasNoMove, ()) {
  const auto game = *games();
  const lu::Position& p = game.position();
  for (const auto& m : MoveList<Rules>(Rules{}, p)) {
    if (lu::type_of(p.at(m.from())) != lu::Everything) continue;
    bool powered = false;
    for (int n = 0; n < lu::kCells; ++n)
      if ((lu::kTables.adjacent[m.from()] & lu::bit(n)) && p.at(n) != lu::kEmpty && lu::type_of(p.at(n)) != lu::Life &&
          lu::type_of(p.at(n)) != lu::Everything)
        powered = true;
    RC_ASSERT(powered);
  }
}

// LU-5: a swap never recreates the placement before the previous sub-move, nor the current one.
RC_GTEST_PROP(LueProperties, SwapNeverRepeatsAPlacement, ()) {
  const auto game = *games();
  const lu::Position& p = game.position();
  const Rules rules;
  for (const auto& m : MoveList<Rules>(rules, p)) {
    if (m.kind() != lu::Swap) continue;
    lu::Position child = p;
    rules.make(child, m);
    RC_ASSERT(child.board != p.board);
    if (p.has_previous) RC_ASSERT(child.board != p.previous);
  }
}

// LU-5: make_move keeps, as the cells changed since the placement before the previous
// sub-move, exactly the cells where the two placements differ (swaps read them).
RC_GTEST_PROP(LueProperties, ChangedCellsAreWhereThePlacementsDiffer, ()) {
  const auto game = *games();
  const lu::Position& p = game.position();
  const Rules rules;
  for (const auto& m : MoveList<Rules>(rules, p)) {
    lu::Position child = p;
    rules.make(child, m);
    RC_ASSERT(child.changed == lu::differing_cells(child.board, child.previous));
  }
}

// LU-7, LU-11: the Everything's rides read from line-occupancy tables (slides.hpp) end
// where a walk one step at a time along each direction stops, at the first piece, from
// every cell of the random positions.
RC_GTEST_PROP(LueProperties, RidesReadFromTablesAreTheWalks, ()) {
  const auto game = *games();
  const lu::Position& p = game.position();
  const lu::Cells occupied = p.occupied();
  for (int c = 0; c < lu::kCells; ++c) {
    const lu::Cells reach = lu::queen_reach(c, occupied);
    for (int d = 0; d < lu::kDirs; ++d)
      RC_ASSERT((reach & lu::kTables.line[c][d]) == lu::walk(c, d, occupied));
  }
}

// LU-6, LU-10: the powers lent to each cell (lending.hpp, read from the Lifes'
// neighbours by type, and when a single Life lends, one set shared by all its borrowers)
// are, neighbour by neighbour, those of every piece next to a Life of the side to move
// that stands on the cell or next to it, under both pawn directions.
RC_GTEST_PROP(LueProperties, LentPowersAreThoseOfTheLifesNeighbours, ()) {
  const auto game = *games();
  const lu::Position& p = game.position();
  for (const bool mover : {false, true}) {
    const lu::Lending lending(p, mover);
    lu::Cells borrowers = 0;
    for (int c = 0; c < lu::kCells; ++c) {
      lu::Powers lent = 0;
      if (p.at(c) != lu::kEmpty && lu::owner_of(p.at(c)) == p.side)
        for (int l = 0; l < lu::kCells; ++l) {
          if (p.at(l) != lu::make_piece(p.side, lu::Life) || (l != c && !(lu::kTables.adjacent[l] & lu::bit(c)))) continue;
          for (int s = 0; s < lu::kCells; ++s)
            if ((lu::kTables.adjacent[l] & lu::bit(s)) && p.at(s) != lu::kEmpty)
              lent |= lu::power_of(lu::type_of(p.at(s)), mover ? p.side : lu::owner_of(p.at(s)));
        }
      RC_ASSERT(lending.at(c) == lent);
      if (lent) {
        borrowers |= lu::bit(c);
        RC_ASSERT(lending.of_borrower(c) == lent);
      }
    }
    RC_ASSERT(lending.borrowers == borrowers);
  }
}

// perft's leaf count (movegen.hpp's count, which takes each family of pieces its own way:
// Marvins by shifts, pieces that borrow nothing by their own power alone) is the length of
// the list of sub-moves, at every position of the playout and at each of its children.
RC_GTEST_PROP(LueProperties, CountIsTheLengthOfTheList, ()) {
  const auto game = *games();
  const Rules rules;
  for (const auto& p : game.visited) {
    RC_ASSERT(rules.count(p) == MoveList<Rules>(rules, p).size());
    for (const auto& m : MoveList<Rules>(rules, p)) {
      lu::Position child = p;
      rules.make(child, m);
      RC_ASSERT(rules.count(child) == MoveList<Rules>(rules, child).size());
    }
  }
}

// count_children (child_counts.hpp, perft's leaves' grandparents) counts the children's
// side once on the parent's board and each child by the cells its sub-move changed
// (targets gained or lost, lending and Everythings read again), and reads whether a first
// sub-move has a second from that second sub-move's count (LU-2, LU-9): its sum is the
// lengths of the lists of the children made one by one, at every position of a playout
// under each ruling's option (LU-6's pawn direction, LU-7's chain). Besides the start, the
// games start from rulebook positions: a lone royal a side, or a royal and a Marvin
// (positions/lue/impossible.yaml), where first sub-moves with no second (LU-9) and royal
// captures (LU-3) are common; two Lifes lending side by side (details.yaml,
// life-next-to-a-friendly-life: LU-10); an Everything's chains (everything.yaml,
// marvin-chain-any: LU-7); a Universe whose swap may promote and may recreate the
// placement before (details.yaml, a-promoting-swap-may-not-recreate-the-placement: LU-5); a Marvin
// one step from promotion (pieces.yaml, marvin-promotes: LU-4).
RC_GTEST_PROP(LueProperties, ChildrenCountedAtOnceAreTheListsOfTheChildren, ()) {
  const OptionValues options =
      *rc::gen::element(OptionValues{}, OptionValues{{"life_pawn_dir", "mover"}}, OptionValues{{"chain", "whole"}});
  const auto game = *playouts_from<Rules>({kStart, "6/6/6/2z3/2A3/6/6 w 1 -", "z5/6/6/6/6/6/M4A w 1 -",
                                           "5z/6/6/6/2LL2/4F1/A5 w 1 -", "A4z/6/6/5m/4w1/3f2/1ME3 w 1 -",
                                           "2U3/6/6/6/M5/6/A4z w 1 2F3/6/6/6/U5/6/A4z", "5z/2M3/6/6/6/6/A5 w 1 -"},
                                          40, options);
  const Rules rules = game.rules();
  for (const auto& p : game.visited) RC_ASSERT(rules.count_children(p) == listed_grandchildren(rules, p));
}

// Colour-mirror symmetry of perft.
RC_GTEST_PROP(LueProperties, MirroredPositionHasTheSamePerft, ()) {
  const auto game = *games();
  const lu::Position& p = game.position();
  if (p.opening) return;  // White's one-sub-move opening has no Black counterpart
  const Rules rules;
  const lu::Position m = mirrored(p);
  RC_ASSERT(mirrored(m) == p);
  for (int depth = 1; depth <= 2; ++depth) RC_ASSERT(perft(rules, m, depth) == perft(rules, p, depth));
}

}  // namespace
}  // namespace dt::test
