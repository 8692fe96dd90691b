// Properties of Hitchhiker Chess over real positions (random legal playouts, see
// support/random_hitchhiker.hpp), checked through the notations and the test-side
// reading of the board in support/text_hitchhiker.hpp. A failure prints the
// `deepthought play` command that reaches the position. The properties of every variant
// (the reference, no duplicates, perft counts, round trips, copy-make) are in
// prop_variants.cpp.
#include <algorithm>
#include <cctype>
#include <cstdint>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "core/movelist.hpp"
#include "counting/perft.hpp"
#include "hitchhiker/hitchhiker.hpp"
#include "support/random_hitchhiker.hpp"
#include "support/text_hitchhiker.hpp"

namespace dt::test {
namespace {

using hitchhiker::Rules;
using Pos = hitchhiker::Position;
using hh::Board;
using hh::MoveText;
using hh::Square;

// Every move of every visited position, with the boards before and after it.
struct Step {
  const Pos& before;
  std::string text;
  MoveText move;
  Board from_board, to_board;
  std::string after_text;
};

template <class Check>
void for_every_move(const HitchhikerPlayout& game, Check check) {
  const Rules rules = game.rules();
  for (const Pos& p : game.visited) {
    const std::string before = rules.format_position(p);
    for (const auto& m : MoveList<Rules>(rules, p)) {
      Pos child = p;
      rules.make(child, m);
      const std::string text = rules.format_move(p, m);
      const std::string after = rules.format_position(child);
      check(Step{p, text, hh::parse_move(text), hh::parse_board(before), hh::parse_board(after), after}, before);
    }
  }
}

bool is_white(char c) { return std::isupper(static_cast<unsigned char>(c)) != 0; }
char upper(char c) { return static_cast<char>(std::toupper(static_cast<unsigned char>(c))); }
char at(const Board& b, Square s) {
  const auto it = b.pieces.find(s);
  return it == b.pieces.end() ? 0 : it->second;
}
bool hitchhiker_letter(char c) { return c == 'H' || c == 'h' || c == '&'; }
bool enemy_of_mover(const Board& b, char c) { return c && c != '&' && is_white(c) != (b.side == 'w'); }

// Perft counts leaves without listing them; a signature that drifted would silently fall
// back to the list.
static_assert(CountsMoves<Rules>);
static_assert(CountsChildren<Rules>);

// perft's leaf count on plain masks (count.hpp) is the length of generate_legal's list,
// at every visited position and at each of its children (where carrying, kidnapping and
// vaporization happen), under either option.
RC_GTEST_PROP(HitchhikerProperties, LeafCountIsTheLengthOfTheList, (const HitchhikerPlayout& game)) {
  const Rules rules = game.rules();
  const auto check = [&](const Pos& p) {
    const std::size_t listed = MoveList<Rules>(rules, p).size();
    if (rules.count(p) != listed)
      RC_FAIL("at " + rules.format_position(p) + " the count is " + std::to_string(rules.count(p)) + ", the list " +
              std::to_string(listed));
  };
  for (const Pos& p : game.visited) {
    check(p);
    for (const auto& m : MoveList<Rules>(rules, p)) {
      Pos child = p;
      rules.make(child, m);
      check(child);
    }
  }
}

// count_children (child_counts.hpp), which counts each family of the children's side to
// move once on the parent's board and again only in the children that changed a cell it
// reads, and brings each child's Rocket-unsafe cells (HC-12) and rings (HC-11) from the
// parent, and sketches the cells a move carrying no Hitchhiker changes without making the
// child, sums the counts of the children made and counted one by one, at every visited
// position under either option.
RC_GTEST_PROP(HitchhikerProperties, ChildrenCountedAtOnceAreTheListsOfTheChildren, (const HitchhikerPlayout& game)) {
  const Rules rules = game.rules();
  for (const Pos& p : game.visited) {
    std::uint64_t listed = 0;
    for (const auto& m : MoveList<Rules>(rules, p)) {
      Pos child = p;
      rules.make(child, m);
      listed += MoveList<Rules>(rules, child).size();
    }
    if (rules.count_children(p) != listed)
      RC_FAIL("at " + rules.format_position(p) + " the children count " + std::to_string(rules.count_children(p)) +
              ", their lists " + std::to_string(listed));
  }
}

// The test-side reading of the board (support/text_hitchhiker.hpp) agrees with the
// library's notations: every listed move passes the syntax check, and every position's
// text reads and prints back through the test side unchanged.
RC_GTEST_PROP(HitchhikerProperties, TestSideReadingAgreesWithTheNotation, (const HitchhikerPlayout& game)) {
  const Rules rules = game.rules();
  for (const Pos& p : game.visited) {
    for (const auto& m : MoveList<Rules>(rules, p)) RC_ASSERT(Rules::check_move_syntax(rules.format_move(p, m)).ok());
    const std::string text = rules.format_position(p);
    RC_ASSERT(hh::format_board(hh::parse_board(text)) == text);
  }
}

// HC-14, CO-1: an empty list only when the game is over; a pass only alone.
RC_GTEST_PROP(HitchhikerProperties, PassOnlyAloneAndNoMovesOnlyWhenOver, (const HitchhikerPlayout& game)) {
  const Rules rules = game.rules();
  const MoveList<Rules> moves(rules, game.position());
  RC_ASSERT(moves.empty() == rules.result(game.position()).over());
  bool pass = false;
  for (const auto& m : moves) pass |= rules.format_move(game.position(), m) == "pass";
  RC_ASSERT(!pass || moves.size() == 1);
}

// HC-11: an Orbiter never ends on its origin; an orbit move (same ring) keeps the square
// colour, an orbit change goes one ring in or out by an orthogonal step.
RC_GTEST_PROP(HitchhikerProperties, OrbiterNeverReturnsAndKeepsRingAndColour, (const HitchhikerPlayout& game)) {
  for_every_move(game, [](const Step& s, const std::string& where) {
    if (s.move.kind != MoveText::Step || upper(at(s.from_board, s.move.from)) != 'O') return;
    RC_ASSERT(!(s.move.to == s.move.from));
    const int from_ring = hh::ring(s.move.from), to_ring = hh::ring(s.move.to);
    if (from_ring == to_ring) {
      if (hh::dark(s.move.from) != hh::dark(s.move.to)) RC_FAIL("orbit move changes colour: " + s.text + " at " + where);
    } else {
      RC_ASSERT(std::abs(from_ring - to_ring) == 1);
      RC_ASSERT(!s.move.capture);
      const auto orth = hh::neighbours(s.move.from, true);
      RC_ASSERT(std::find(orth.begin(), orth.end(), s.move.to) != orth.end());
    }
  });
}

// HC-5: a Mine never captures on a light square.
RC_GTEST_PROP(HitchhikerProperties, MineNeverCapturesOnALightSquare, (const HitchhikerPlayout& game)) {
  for_every_move(game, [](const Step& s, const std::string& where) {
    if (s.move.kind == MoveText::Step && upper(at(s.from_board, s.move.from)) == 'M' && s.move.capture &&
        !hh::dark(s.move.to))
      RC_FAIL("Mine captures on a light square: " + s.text + " at " + where);
  });
}

// HC-9: Hitchhikers are never captured or exploded. After any move the mover's own
// Hitchhiker is still on the board; the enemy one is gone only when the game is won by
// vaporizing it, never by a scorch or a detonation, which move no Hitchhiker at all.
RC_GTEST_PROP(HitchhikerProperties, HitchhikerIsNeverCapturedOrExploded, (const HitchhikerPlayout& game)) {
  for_every_move(game, [](const Step& s, const std::string& where) {
    const auto hitchhikers = [](const Board& b, char who) {
      std::vector<Square> out;
      for (const auto& [sq, c] : b.pieces)
        if (c == who || c == '&') out.push_back(sq);
      return out;
    };
    const char own = s.from_board.side == 'w' ? 'H' : 'h', enemy = own == 'H' ? 'h' : 'H';
    const auto own_before = hitchhikers(s.from_board, own), enemy_before = hitchhikers(s.from_board, enemy);
    const auto own_after = hitchhikers(s.to_board, own), enemy_after = hitchhikers(s.to_board, enemy);
    if (own_after.size() != own_before.size()) RC_FAIL("own Hitchhiker lost by " + s.text + " at " + where);
    if (s.move.kind == MoveText::Scorch || s.move.kind == MoveText::Detonate || s.move.kind == MoveText::Pass) {
      if (own_after != own_before || enemy_after != enemy_before) RC_FAIL("Hitchhiker moved or lost by " + s.text + " at " + where);
      RC_ASSERT(!hitchhiker_letter(at(s.from_board, s.move.to)) || s.move.kind != MoveText::Scorch);
    }
    if (enemy_after.size() != enemy_before.size()) {
      // Vaporized (HC-10, HC-13): the enemy Hitchhiker was next to the origin.
      const auto next = hh::neighbours(s.move.from);
      RC_ASSERT(enemy_before.size() == 1);
      RC_ASSERT(std::find(next.begin(), next.end(), enemy_before[0]) != next.end());
    }
  });
}

// HC-5, HC-8, HC-18: a detonation removes exactly the Mine and every piece orthogonally
// next to it, except Hitchhikers and a just-moved (enemy) Sun.
RC_GTEST_PROP(HitchhikerProperties, DetonationRemovesExactlyTheMineAndItsOrthogonalNeighbours, (const HitchhikerPlayout& game)) {
  for_every_move(game, [](const Step& s, const std::string& where) {
    if (s.move.kind != MoveText::Detonate) return;
    RC_ASSERT(upper(at(s.from_board, s.move.from)) == 'M');
    RC_ASSERT(hh::dark(s.move.from));
    Board expected = s.from_board;
    expected.pieces.erase(s.move.from);
    for (const Square n : hh::neighbours(s.move.from, true)) {
      const char c = at(s.from_board, n);
      const bool protected_sun = s.from_board.just_moved && *s.from_board.just_moved == n;
      if (c && !hitchhiker_letter(c) && !protected_sun) expected.pieces.erase(n);
    }
    expected.side = s.from_board.side == 'w' ? 'b' : 'w';
    expected.just_moved.reset();
    if (hh::format_board(expected) != s.after_text)
      RC_FAIL(s.text + " at " + where + ": expected " + hh::format_board(expected) + ", got " + s.after_text);
  });
}

// HC-7: a plunge always lands on the point reflection through e6.
RC_GTEST_PROP(HitchhikerProperties, PlungeLandsOnThePointReflection, (const HitchhikerPlayout& game)) {
  for_every_move(game, [](const Step& s, const std::string&) {
    if (s.move.kind != MoveText::Plunge) return;
    RC_ASSERT(upper(at(s.from_board, s.move.from)) == 'C');
    const auto mirror = hh::reflection(s.move.from);
    RC_ASSERT(mirror.has_value());
    RC_ASSERT(*mirror == s.move.to);
    RC_ASSERT(upper(at(s.from_board, s.move.to)) != 'C' || !s.move.capture);
  });
}

// HC-12: every rematerialization square is empty (or holds a Hitchhiker carried away)
// and has no enemy piece but the Hitchhiker next to it, before the move.
RC_GTEST_PROP(HitchhikerProperties, EveryRematerializationSquareIsSafe, (const HitchhikerPlayout& game)) {
  for_every_move(game, [](const Step& s, const std::string& where) {
    if (s.move.kind != MoveText::Rematerialize) return;
    RC_ASSERT(upper(at(s.from_board, s.move.from)) == 'R');
    const char there = at(s.from_board, s.move.to);
    RC_ASSERT(!there || hitchhiker_letter(there));
    for (const Square n : hh::neighbours(s.move.to)) {
      const char c = at(s.from_board, n);
      if (enemy_of_mover(s.from_board, c) && upper(c) != 'H')
        RC_FAIL(s.text + " lands next to the enemy " + std::string(1, c) + " on " + hh::name(n) + " at " + where);
    }
  });
}

// HC-1: the 180-degree rotation with colours swapped gives the same perft.
RC_GTEST_PROP(HitchhikerProperties, RotatedPositionHasTheSamePerft, (const HitchhikerPlayout& game)) {
  const Rules rules = game.rules();
  const std::string text = rules.format_position(game.position());
  const auto turned = rules.parse_position(hh::rotated(text));
  RC_ASSERT(turned.ok());
  RC_ASSERT(hh::rotated(rules.format_position(*turned)) == text);
  for (int depth = 1; depth <= 3; ++depth) RC_ASSERT(perft(rules, *turned, depth) == perft(rules, game.position(), depth));
}

// HC-11: the Orbiter's slide by ring lanes (board.hpp's orbit_slide) reaches what the walk
// along its ring both ways reaches: each empty square and the first occupied one, for any
// Orbiter square and any occupancy.
RC_GTEST_PROP(HitchhikerProperties, OrbitSlideIsTheWalkAlongTheRing, (std::uint64_t occupancy)) {
  const hitchhiker::Tables& t = hitchhiker::kTables;
  const hitchhiker::Cells occ = occupancy & hitchhiker::kAll;
  const std::uint64_t lanes = hitchhiker::ring_lanes(occ);
  for (int from = 0; from < hitchhiker::kCells; ++from) {
    hitchhiker::Cells walked = 0;
    for (int way = 0; way < 2; ++way)
      for (const std::int8_t* q = t.orbit_path[from][way]; *q >= 0; ++q) {
        walked |= hitchhiker::bit(*q);
        if (occ & hitchhiker::bit(*q)) break;
      }
    RC_ASSERT(hitchhiker::orbit_slide(from, lanes) == walked);
  }
}

}  // namespace
}  // namespace dt::test
