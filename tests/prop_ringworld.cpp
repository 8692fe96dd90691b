// Properties of Ringworld Chess over real positions (random legal playouts, see
// support/random_ringworld.hpp). A failure prints the
// `deepthought play ringworld` command that reaches the position. The properties of every
// variant (the reference, no duplicates, perft counts, round trips, copy-make) are in
// prop_variants.cpp.
#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "core/movelist.hpp"
#include "counting/perft.hpp"
#include "ringworld/ringworld.hpp"
#include "support/random_ringworld.hpp"

namespace dt::test {
namespace {

using ringworld::Rules;
namespace rw = ringworld;

// The direction of the line from `from` to `to`, or -1.
int direction(int from, int to) {
  const rw::Tables& b = rw::kTables;
  for (int d = 0; d < rw::kDirs; ++d)
    for (int i = 0; i < b.ray[from][d].length; ++i)
      if (b.ray[from][d].cell[i] == to) return d;
  return -1;
}

// The board: 198 cells, the neighbour relation symmetric (a step and the step back along
// the opposite direction). Not random, checked once.
TEST(RingworldProperties, BoardHas198CellsWithSymmetricNeighbours) {
  const rw::Tables& b = rw::kTables;
  ASSERT_EQ(b.graph.cells(), 198);
  for (int c = 0; c < rw::kCells; ++c) {
    for (int d = 0; d < rw::kDirs; ++d) {
      const int n = b.step(c, d);
      if (n >= 0) {
        EXPECT_EQ(b.step(n, rw::opposite(d)), c) << b.name[c] << " dir " << d;
      }
    }
  }
}

// RW-2: a Forerook or Forecannon never moves along an h direction, a Hindrook or
// Hindcannon never along an f direction.
RC_GTEST_PROP(RingworldProperties, ForeAndHindPiecesKeepTheirDirections, (const RingworldPlayout& game)) {
  const Rules rules;
  for (const auto& p : game.visited)
    for (const auto& m : MoveList<Rules>(rules, p)) {
      if (m.kind != rw::MoveKind::Normal) continue;
      const rw::PieceType t = rw::type_of(p.cell[m.from]);
      const int d = direction(m.from, m.to);
      RC_ASSERT(d >= 0);
      if (t == rw::Forerook || t == rw::Forecannon) RC_ASSERT(rw::is_f(d));
      if (t == rw::Hindrook || t == rw::Hindcannon) RC_ASSERT(!rw::is_f(d));
    }
}

// RW-5: no legal move leaves the mover's General attacked (judged on the board right
// after the move, before any takeover).
RC_GTEST_PROP(RingworldProperties, NoLegalMoveLeavesTheGeneralAttacked, (const RingworldPlayout& game)) {
  const Rules rules;
  const rw::Tables& b = rw::kTables;
  const rw::Position& p = game.position();
  for (const auto& m : MoveList<Rules>(rules, p)) {
    rw::Position after = p;
    rw::play_move(b, after, m);
    const rw::Player us = p.side;
    if (m.kind == rw::MoveKind::Pass) continue;  // a pass in check is allowed (RW-7)
    RC_ASSERT(!rw::attacked(b, after.cell, after.general[us], rw::others(us)));
  }
}

// RW-6: after a takeover every piece of the checkmated army belongs to the taker, its
// General is gone, and the taker moves.
RC_GTEST_PROP(RingworldProperties, TakeoverGivesTheWholeArmyToTheTaker, (const RingworldPlayout& game)) {
  const Rules rules;
  const rw::Tables& b = rw::kTables;
  int takeovers = 0;
  for (const auto& p : game.visited)
    for (const auto& m : MoveList<Rules>(rules, p)) {
      rw::Position before = p;
      rw::play_move(b, before, m);
      rw::Position after = before;
      rw::take_over(b, after);
      const rw::Player taker = before.side;
      RC_ASSERT(after.side == taker);
      takeovers += after.in != before.in;
      for (rw::Player x = 0; x < rw::kPlayers; ++x) {
        if (!before.is_in(x) || after.is_in(x)) continue;
        RC_ASSERT(after.by_player[x].empty());
        RC_ASSERT(!after.cell[before.general[x]]);
        for (const int c : before.by_player[x])
          if (c != before.general[x]) RC_ASSERT(after.cell[c] == rw::code(taker, rw::type_of(before.cell[c])));
      }
    }
  RC_CLASSIFY(takeovers > 0, "a move of the game allows a takeover");
}

// The position's derived sets (by owner, by family, the bit rows of the lines), kept up
// move by move by make (and takeover), are those a position built afresh from its cells
// has: after every legal move of every visited position.
RC_GTEST_PROP(RingworldProperties, DerivedSetsMatchTheCellsAfterEveryMove, (const RingworldPlayout& game)) {
  const Rules rules;
  const auto rebuilt = [](const rw::Position& p) {
    rw::Position r;
    for (int c = 0; c < rw::kCells; ++c)
      if (p.cell[c]) r.put(rw::owner_of(p.cell[c]), rw::type_of(p.cell[c]), c);
    r.general = p.general;
    r.in = p.in;
    r.side = p.side;
    r.castling = p.castling;
    return r;
  };
  for (const auto& p : game.visited) {
    RC_ASSERT(rebuilt(p) == p);
    for (const auto& m : MoveList<Rules>(rules, p)) {
      rw::Position after = p;
      rules.make(after, m);
      RC_ASSERT(rebuilt(after) == after);
    }
  }
}

// count_children (perft's leaves' grandparents, child_counts.hpp) adds each child's change
// to the next army's count; it is the sum of count_legal over the children made one by
// one, which is the length of each child's list: at every visited position.
RC_GTEST_PROP(RingworldProperties, ChildrenCountedAtOnceAreTheListsOfTheChildren, (const RingworldPlayout& game)) {
  const Rules rules;
  for (const auto& p : game.visited) {
    std::uint64_t listed = 0;
    for (const auto& m : MoveList<Rules>(rules, p)) {
      rw::Position child = p;
      rules.make(child, m);
      const std::uint64_t counted = rules.count(child);
      RC_ASSERT(counted == MoveList<Rules>(rules, child).size());
      listed += counted;
    }
    RC_ASSERT(rules.count_children(p) == listed);
  }
}

// count_children's findings from the parent (inherited_attacks.hpp), re-examined per child
// along the rays its move touched, are what the child itself gives: whether a takeover
// follows (RW-6, take_over) and, the next General unexposed, its legal moves (RW-3, RW-5,
// RW-8, unexposed_general_moves): for every ordinary move of every visited position.
RC_GTEST_PROP(RingworldProperties, AttacksInheritedFromTheParentAreTheChildsOwn, (const RingworldPlayout& game)) {
  const Rules rules;
  const rw::Tables& b = rw::kTables;
  int takeovers = 0, castlings = 0;
  for (const auto& p : game.visited) {
    if (p.players_in() <= 1) continue;
    rw::Player next = rw::next_player(p.side);
    while (!p.is_in(next)) next = rw::next_player(next);
    const rw::InheritedAttacks inherited(b, p, next);
    for (const auto& m : MoveList<Rules>(rules, p)) {
      if (m.kind != rw::MoveKind::Normal) continue;
      rw::Position child = p;
      rw::play_move(b, child, m);
      rw::Position taken = child;
      rw::take_over(b, taken);
      const bool takeover = taken.in != child.in;
      takeovers += takeover;
      RC_ASSERT(inherited.takeover_follows(b, child, m) == takeover);
      if (takeover || rw::general_exposed(b, child, next)) continue;
      const std::size_t own = rw::unexposed_general_moves(b, child, next);
      RC_ASSERT(static_cast<std::size_t>(inherited.general_moves(b, child, m)) == own);
      castlings += (child.castling & rw::rights_of(next)) != 0;
    }
  }
  RC_CLASSIFY(takeovers > 0, "a child follows a takeover");
  RC_CLASSIFY(castlings > 0, "a child's next player may castle");
}

// f(p, next, m, child) for every ordinary move `m` of every visited position `p` with two
// or more players in: `child` is `p` after play_move (before any takeover), `next` the
// player who moves in it.
template <class F>
void for_each_ordinary_child(const RingworldPlayout& game, F&& f) {
  const Rules rules;
  for (const auto& p : game.visited) {
    if (p.players_in() <= 1) continue;
    rw::Player next = rw::next_player(p.side);
    while (!p.is_in(next)) next = rw::next_player(next);
    for (const auto& m : MoveList<Rules>(rules, p)) {
      if (m.kind != rw::MoveKind::Normal) continue;
      rw::Position child = p;
      rw::play_move(rw::kTables, child, m);
      f(p, next, m, child);
    }
  }
}

// count_children's sketched children (make.hpp sketch_move) hold what the children's
// findings read as play_move leaves it: the cells, the Generals and the castling rights
// (RW-3, RW-6, RW-9); the
// inherited findings asked of a sketch answer as the played child does (takeover, an
// exposed next General, its legal moves), and so do the parent's own when the move
// touches none of the cells they look at (InheritedAttacks::touches); undoing the sketch
// gives the parent back.
RC_GTEST_PROP(RingworldProperties, SketchedChildrenReadAsThePlayedOnes, (const RingworldPlayout& game)) {
  const rw::Tables& b = rw::kTables;
  int exposed = 0, quiet = 0;
  for_each_ordinary_child(game, [&](const rw::Position& p, rw::Player next, rw::Move m, const rw::Position& child) {
    const rw::InheritedAttacks inherited(b, p, next);
    rw::Position sketch = p;
    rw::sketch_move(b, sketch, m);
    RC_ASSERT(sketch.cell == child.cell);
    RC_ASSERT(sketch.general == child.general);
    RC_ASSERT(sketch.castling == child.castling);
    rw::Position taken = child;
    rw::take_over(b, taken);
    const bool takeover = taken.in != child.in;
    RC_ASSERT(inherited.takeover_follows(b, sketch, m) == takeover);
    const bool is_exposed = rw::general_exposed(b, child, next);
    exposed += is_exposed;
    RC_ASSERT(inherited.general_exposed_after(p, m) == is_exposed);
    if (!takeover && !is_exposed)
      RC_ASSERT(static_cast<std::size_t>(inherited.general_moves(b, sketch, m)) ==
                rw::unexposed_general_moves(b, child, next));
    if (!inherited.touches(m)) {
      ++quiet;
      RC_ASSERT(inherited.quiet_plain() == (!takeover && !is_exposed));
      if (!takeover && !is_exposed)
        RC_ASSERT(static_cast<std::size_t>(inherited.quiet_general_moves()) ==
                  rw::unexposed_general_moves(b, child, next));
    }
    rw::unsketch_move(sketch, p, m);
    RC_ASSERT(sketch == p);
  });
  RC_CLASSIFY(exposed > 0, "a child's next General is exposed");
  RC_CLASSIFY(quiet > 0, "a child's move touches none of the parent's findings");
}

// The next army's change of pseudo-legal moves that count_children adds to the parent's
// count (army_lines.hpp, child_counts.hpp army_change, from the parent alone) is the
// difference of the army's counts in the played child and the parent (RW-3).
RC_GTEST_PROP(RingworldProperties, ArmyChangeIsTheDifferenceOfTheArmyCounts, (const RingworldPlayout& game)) {
  const rw::Tables& b = rw::kTables;
  const auto army = [&](const rw::Position& p, rw::Player x) {
    MoveCounter n;
    rw::army_moves(b, p, x, n);
    return static_cast<int>(n.count());
  };
  int captures = 0;
  for_each_ordinary_child(game, [&](const rw::Position& p, rw::Player next, rw::Move m, const rw::Position& child) {
    const rw::ArmyLines lines(b, p, next);
    captures += p.cell[m.to] && rw::owner_of(p.cell[m.to]) == next;
    RC_ASSERT(rw::army_change(b, p, m, next, lines) == army(child, next) - army(p, next));
  });
  RC_CLASSIFY(captures > 0, "a move captures a piece of the next army");
}

// Turning the position by 120 degrees and renaming the players keeps every perft.
RC_GTEST_PROP(RingworldProperties, RotatedPositionHasTheSamePerft, (const RingworldPlayout& game)) {
  const Rules rules;
  const rw::Position turned = rotated(game.position());
  RC_ASSERT(rotated(rotated(turned)) == game.position());
  RC_ASSERT(rules.parse_position(rules.format_position(turned)).ok());
  for (int depth = 1; depth <= 2; ++depth) RC_ASSERT(perft(rules, turned, depth) == perft(rules, game.position(), depth));
}

// Bad input never crashes the reader: texts near real positions (a playout's position
// with characters replaced, inserted or deleted) are either refused with an error that
// names a column inside the text or just past it, or read as a position that prints back
// to a text the reader reads as the same position.
RC_GTEST_PROP(RingworldProperties, DamagedPositionTextsAreRefusedOrRoundTrip, (const RingworldPlayout& game)) {
  const Rules rules;
  std::string text = rules.format_position(game.position());
  const auto edits = *rc::gen::container<std::vector<std::pair<std::size_t, char>>>(
      rc::gen::pair(rc::gen::arbitrary<std::size_t>(), rc::gen::elementOf(std::string("GeRkCnFrHcWdDtTw@,/ -123479iaqx\n"))));
  for (const auto& [where, c] : edits) {
    const std::size_t at = text.empty() ? 0 : where % text.size();
    if (c == 'x' && !text.empty()) text.erase(at, 1);
    else if (where % 2) text.insert(at, 1, c);
    else if (!text.empty()) text[at] = c;
  }
  const auto p = rules.parse_position(text);
  if (!p) {
    RC_ASSERT(p.error().column >= 0);
    RC_ASSERT(p.error().column <= static_cast<int>(text.size()) + 1);
    RC_ASSERT(p.error().what.find('\n') == std::string::npos);
    return;
  }
  const auto again = rules.parse_position(rules.format_position(*p));
  RC_ASSERT(again.ok());
  RC_ASSERT(*again == *p);
}

// CO-1, RW-7: a player with no move passes, so only a finished game has no moves.
RC_GTEST_PROP(RingworldProperties, OnlyFinishedGamesHaveNoMoves, (const RingworldPlayout& game)) {
  const Rules rules;
  RC_ASSERT(MoveList<Rules>(rules, game.position()).empty() == rules.result(game.position()).over());
}

}  // namespace
}  // namespace dt::test
