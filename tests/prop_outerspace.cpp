// Properties of Outer Space Chess over real positions: random legal playouts from the
// start position (support/playout.hpp). A failure shows the
// moves that reach the position. The properties of every variant (the reference, no
// duplicates, perft counts, round trips, copy-make) are in prop_variants.cpp.
#include <algorithm>
#include <cstdint>
#include <iterator>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "core/movelist.hpp"
#include "counting/perft.hpp"
#include "face/adapter.hpp"
#include "outerspace/outerspace.hpp"
#include "support/playout.hpp"

namespace dt::test {
namespace {

using outerspace::Rules;
namespace os = outerspace;
using Game = PlayoutOf<Rules>;

std::vector<std::string> sorted_texts(std::vector<std::string> v) {
  std::sort(v.begin(), v.end());
  return v;
}

rc::Gen<Game> games() { return playouts_from<Rules>({std::string(Rules{}.format_position(Rules{}.start()))}, 60); }

// The position turned half round: ranks and files reversed, 2a and 2c swapped, colours
// swapped (the start position is its own image). Files must turn with the ranks: the
// Spaceship's continuation east goes to 2c (OS-6), so swapping 2a and 2c alone, with
// files kept, would not be a symmetry of the rules.
os::Position rotated(const os::Position& p) {
  os::Position r = p;
  for (int c = 0; c < os::kOrdinary; ++c) {
    const os::Code x = p.cell[c];
    r.cell[os::kOrdinary - 1 - c] = x ? os::code(~os::owner_of(x), os::type_of(x)) : 0;
  }
  for (int h = os::k2a; h <= os::k2c; ++h) {
    const int to = os::k2a + os::k2c - h;
    const os::Code x = p.cell[h];
    r.cell[to] = x ? os::code(~os::owner_of(x), os::type_of(x)) : 0;
    r.n(to) = p.n(h);
  }
  r.index_cells();
  r.nebula_moved = {p.nebula_moved[1], p.nebula_moved[0]};
  r.side = ~p.side;
  return r;
}

// OS-3: a Galaxy is never removed: each side keeps exactly one.
RC_GTEST_PROP(OuterspaceProperties, GalaxiesAreNeverRemoved, ()) {
  const Game g = *games();
  for (const auto& p : g.visited) {
    int galaxies[2] = {0, 0};
    for (const os::Code c : p.cell)
      if (c && os::type_of(c) == os::Galaxy) ++galaxies[os::owner_of(c)];
    RC_ASSERT(galaxies[0] == 1);
    RC_ASSERT(galaxies[1] == 1);
  }
}

// OS-5: no Planet on an ordinary black hole while 2b is empty; OS-9: only Galaxies and
// Spaceships in hyperspace.
RC_GTEST_PROP(OuterspaceProperties, BlackHolesAndHyperspaceHoldOnlyWhatTheyMay, ()) {
  const Game g = *games();
  for (const auto& p : g.visited) {
    if (!p.cell[os::k2b])
      for (const int h : os::kTables.ordinary_holes) RC_ASSERT(os::type_of(p.cell[h]) != os::Planet);
    for (int h = os::k2a; h <= os::k2c; ++h) {
      const os::PieceType t = os::type_of(p.cell[h]);
      RC_ASSERT(t == os::NoPiece || t == os::Galaxy || t == os::Spaceship);
    }
  }
}

// OS-8, OS-12: a Nebula never passes over a square in a capture zone, and never moves on
// two turns of its side in a row.
RC_GTEST_PROP(OuterspaceProperties, NebulaeKeepTheirRules, ()) {
  const Game g = *games();
  const os::Tables& b = os::kTables;
  bool moved_last[2] = {false, false};
  for (std::size_t i = 0; i + 1 < g.visited.size(); ++i) {
    const os::Position& p = g.visited[i];
    const auto move = *find_move(Rules{}, p, g.moves[i]);
    const bool nebula = move.kind == os::MoveKind::Normal && os::type_of(p.cell[move.from]) == os::Nebula;
    if (nebula) {
      RC_ASSERT(!moved_last[p.side]);
      const os::Cells zone = os::capture_zones(p, move.from);
      for (int d = os::N; d <= os::W; ++d) {
        bool on_line = false;
        for (int t = b.step[move.from][d]; t >= 0; t = b.step[t][d]) on_line |= t == move.to;
        if (!on_line) continue;
        for (int t = b.step[move.from][d]; t != move.to; t = b.step[t][d]) RC_ASSERT(!zone.test(t));
      }
    }
    moved_last[p.side] = nebula;
  }
}

// OS-8, OS-12: the zones the Nebula's generator reads (capture_zones_across, which skips
// the Spaceships and the Nebula whose rays cannot reach the mover's lines) are the plain
// capture_zones on every empty square of the mover's lines up to the first occupied
// square (where it could pass), for either side's Nebula.
RC_GTEST_PROP(OuterspaceProperties, ZonesAcrossTheNebulaLinesAreThePlainZones, ()) {
  const Game g = *games();
  for (const auto& p : g.visited)
    for (const int n : os::each(p.by_type[os::Nebula])) {
      const os::Cells passable = os::nebula_zone(n, p.occupied()) & ~p.occupied();
      RC_ASSERT((os::capture_zones_across(p, n) & passable) == (os::capture_zones(p, n) & passable));
    }
}

// OS-6, OS-8: the lines read from tables (line_reach.hpp: a Spaceship's diagonals, a
// Nebula's rook lines, up to and including the first stop on each ray) are line_to's,
// from every ordinary cell, with the stops of real positions (their pieces, and their
// pieces with the zones the Nebula of the side to move may not pass) and arbitrary ones.
RC_GTEST_PROP(OuterspaceProperties, LinesReadFromTablesAreTheLinesWalked, ()) {
  const Game g = *games();
  std::vector<os::Cells> stop_sets;
  for (const auto& p : g.visited) {
    stop_sets.push_back(p.occupied());
    if (const int n = p.find(p.side, os::Nebula); n >= 0) stop_sets.push_back(p.occupied() | os::capture_zones(p, n));
  }
  stop_sets.push_back(os::cells_of(*rc::gen::arbitrary<std::uint64_t>() & os::bits(os::kTables.ordinary)));
  for (const os::Cells& stops : stop_sets)
    for (int c = 0; c < os::kOrdinary; ++c) {
      os::Cells diagonals, rook;
      for (int d = os::N; d <= os::W; ++d) rook |= os::line_to(c, d, stops);
      for (int d = os::NE; d <= os::NW; ++d) diagonals |= os::line_to(c, d, stops);
      RC_ASSERT(os::diagonal_reach(c, os::bits(stops)) == os::bits(diagonals));
      RC_ASSERT(os::rook_reach(c, os::bits(stops)) == os::bits(rook));
    }
}

// OS-6: the steps counted from a table (spaceship_steps, perft's leaves) are the steps
// the generator lists, for every Spaceship of the side to move in ordinary space.
RC_GTEST_PROP(OuterspaceProperties, SpaceshipStepsCountedAreTheStepsListed, ()) {
  const Game g = *games();
  for (const auto& p : g.visited) {
    const os::Occupancy o(p);
    for (const int from : os::each(p.pieces(p.side, os::Spaceship) & os::kTables.ordinary)) {
      os::Move moves[os::kMaxMoves];
      MoveWriter<os::Move> w(moves);
      os::generate_spaceship_ordinary(p, o, from, w);
      const auto steps = std::count_if(moves, w.end(), [](const os::Move& m) { return m.kind != os::MoveKind::Shot; });
      RC_ASSERT(os::spaceship_steps(p, o, from) == static_cast<std::size_t>(steps));
    }
  }
}

// OS-9, OS-13: a piece never stays in hyperspace past its clock when a way out exists.
// At the start of a turn, a piece of the mover on 2a or 2c with n >= 3 while 2b is empty
// must step to 2b: the legal moves are exactly those steps. A piece of the mover on 2b
// with n >= 4 must leave when it can: if any legal move takes it to ordinary space, every
// legal move does.
RC_GTEST_PROP(OuterspaceProperties, NothingOutstaysTheHyperspaceClock, ()) {
  const Game g = *games();
  const Rules rules;
  for (const auto& p : g.visited) {
    if (rules.result(p).over()) continue;  // a captured Nebula ends the game: no moves (CO-1)
    std::vector<std::string> moves;
    for (const auto& m : MoveList<Rules>(rules, p)) moves.push_back(rules.format_move(p, m));
    const auto mine = [&](int cell) { return p.cell[cell] && os::owner_of(p.cell[cell]) == p.side; };
    if (!p.cell[os::k2b]) {
      std::vector<std::string> steps;
      for (const int h : {os::k2a, os::k2c})
        if (mine(h) && p.n(h) >= 3) steps.push_back(os::cell_name(h) + "-2b");
      if (!steps.empty()) RC_ASSERT(sorted_texts(moves) == sorted_texts(steps));
    } else if (mine(os::k2b) && p.n(os::k2b) >= 4) {
      const auto leaves = [](const std::string& m) { return m.starts_with("2b@"); };
      if (std::any_of(moves.begin(), moves.end(), leaves))
        RC_ASSERT(std::all_of(moves.begin(), moves.end(), leaves));
    }
  }
}

// The children perft's inner nodes visit (children.hpp: made as the generators find
// each move, by piece and kind) are, in order, the positions the listed moves lead to
// through make_move.
RC_GTEST_PROP(OuterspaceProperties, ChildrenMadeAsFoundAreTheListedMovesMade, ()) {
  const Game g = *games();
  const Rules rules;
  for (const auto& p : g.visited) {
    std::vector<os::Position> listed;
    for (const auto& m : MoveList<Rules>(rules, p)) {
      os::Position child = p;
      rules.make(child, m);
      listed.push_back(child);
    }
    std::vector<os::Position> visited;
    rules.for_each_child(p, [&](const os::Position& child) { visited.push_back(child); });
    RC_ASSERT(visited == listed);
  }
}

// The children's moves counted at their parent by piece family (child_counts.hpp: each
// family counted once on the parent's board and again only in the children that changed
// a cell its count reads) are the sum of count_legal over the positions the listed moves
// lead to.
RC_GTEST_PROP(OuterspaceProperties, ChildrenCountedByFamilyAreTheChildrensCounts, ()) {
  const Game g = *games();
  const Rules rules;
  for (const auto& p : g.visited) {
    std::uint64_t listed = 0;
    for (const auto& m : MoveList<Rules>(rules, p)) {
      os::Position child = p;
      rules.make(child, m);
      listed += os::count_legal(child);
    }
    RC_ASSERT(os::count_children(p) == listed);
  }
}

// Under an obligation (OS-9, OS-13) the legal moves are listed and counted from the
// obligated pieces' moves only (movegen.hpp obliged_moves, obliged_count): the same list,
// in the same order, as every piece's moves filtered, the 2b obligation dropped when its
// piece has no way out. Playouts of 60 plies meet many: the Galaxies start in hyperspace and owe a
// move at their side's fourth turn.
RC_GTEST_PROP(OuterspaceProperties, ObligedMovesAreEveryMoveFiltered, ()) {
  const Game g = *games();
  for (const auto& p : g.visited) {
    os::Cells duty = os::obligations(p);
    if (duty.empty() || os::nebula_taken(p)) continue;
    os::Move all[os::kMaxMoves];
    MoveWriter<os::Move> w(all);
    os::generate_pieces(p, os::Occupancy(p), w);
    const auto fulfilled = [&](const os::Move& m) { return duty.test(m.from) && os::fulfils(m.from, m); };
    if (duty.test(os::k2b) && std::none_of(all, w.end(), [&](const os::Move& m) { return m.from == os::k2b && fulfilled(m); }))
      duty.reset(os::k2b);
    if (duty.empty()) continue;
    std::vector<os::Move> expected;
    std::copy_if(all, w.end(), std::back_inserter(expected), fulfilled);
    os::Move moves[os::kMaxMoves];
    const std::vector<os::Move> listed(moves, os::generate_legal(p, moves));
    RC_ASSERT(listed == expected);
    RC_ASSERT(os::count_legal(p) == expected.size());
    RC_TAG("obliged");
  }
}

// The half-turned position has the same perft.
RC_GTEST_PROP(OuterspaceProperties, RotatedPositionHasTheSamePerft, ()) {
  const Game g = *games();
  const Rules rules;
  const os::Position& p = g.position();
  RC_ASSERT(perft(rules, rotated(p), 2) == perft(rules, p, 2));
}

TEST(OuterspaceProperties, StartIsItsOwnRotation) {
  const Rules rules;
  os::Position s = rules.start();
  os::Position r = rotated(s);
  r.side = s.side;
  EXPECT_EQ(r, s);
}

}  // namespace
}  // namespace dt::test
