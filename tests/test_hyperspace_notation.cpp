// Hyperspace Chess notation (specs/rulings/notation.yaml, HY-12, HY-13): the position text
// with its transit list, the move syntax, and which moves a few positions have, each
// worked out by hand from the rulings in the comment beside it. The seed's own sample
// game is replayed and compared with its diagrams.
#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/movelist.hpp"
#include "counting/perft.hpp"
#include "face/adapter.hpp"
#include "face/erased.hpp"
#include "hyperspace/hyperspace.hpp"
#include "support/erased_game.hpp"
#include "support/reference_hyperspace.hpp"

namespace dt::hyperspace {
namespace {

constexpr std::string_view kStart = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

Rules rules_with(const OptionValues& options) {
  return Rules::configure(*resolve_options(Rules::options(), options));
}

std::string round_trip(std::string_view text, const OptionValues& options = {}) {
  const Rules rules = rules_with(options);
  const auto p = rules.parse_position(text);
  EXPECT_TRUE(p.ok()) << text << ": " << (p.ok() ? "" : p.error().message());
  return p.ok() ? rules.format_position(*p) : "";
}

std::unique_ptr<Game> game_after(std::string_view text, const std::vector<std::string_view>& moves = {},
                                 const OptionValues& options = {}) {
  return test::game_after("hyperspace", text, moves, options);
}

std::vector<std::string> moves_of(std::string_view text, const OptionValues& options = {}) {
  auto moves = game_after(text, {}, options)->moves();
  std::sort(moves.begin(), moves.end());
  return moves;
}

bool has(const std::vector<std::string>& moves, std::string_view move) {
  return std::find(moves.begin(), moves.end(), move) != moves.end();
}

// --- Position text -----------------------------------------------------------------

// Texts already in canonical form come back character for character.
TEST(HyperspaceNotation, CanonicalPositionTextsRoundTrip) {
  for (const std::string_view text : {
           kStart,
           std::string_view("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKB1R b KQkq - 1 1 | transit: wN>f3:1"),
           std::string_view("r3k2r/8/8/8/8/8/8/R3K2R b Kq - 12 40"),
           std::string_view("4k3/8/8/8/8/8/8/4K3 w - - 0 1 | transit: wP>a8:1 wR>a4:6 bP>h1:2"),
       })
    EXPECT_EQ(round_trip(text), text);
}

// HY-12's output order: White's entries, then Black's; each side's by turns left, then
// square in the order a1 b1 .. h1 a2 .., then piece P N B R Q K. Sorted by hand:
// White at 1: a1 (N); at 2: f3 (square 21: N before R), d4 (27), b5 (33); Black at 1:
// c6; at 3: a4.
TEST(HyperspaceNotation, TransitEntriesInAnyOrderComeBackInCanonicalOrder) {
  EXPECT_EQ(round_trip("4k3/8/8/8/8/8/8/4K3 w - - 0 1 | transit: bR>a4:3 wB>b5:2 wR>f3:2 bN>c6:1 wQ>d4:2 wN>f3:2 wN>a1:1"),
            "4k3/8/8/8/8/8/8/4K3 w - - 0 1 | transit: wN>a1:1 wN>f3:2 wR>f3:2 wQ>d4:2 wB>b5:2 bN>c6:1 bR>a4:3");
}

// Same entries in two orders are the same position.
TEST(HyperspaceNotation, TheOrderOfEntriesDoesNotMatter) {
  const Rules rules;
  const auto a = rules.parse_position("4k3/8/8/8/8/8/8/4K3 b - - 0 1 | transit: wN>c3:1 bB>c5:2 bP>d5:1");
  const auto b = rules.parse_position("4k3/8/8/8/8/8/8/4K3 b - - 0 1 | transit: bP>d5:1 bB>c5:2 wN>c3:1");
  ASSERT_TRUE(a.ok() && b.ok());
  EXPECT_EQ(*a, *b);
}

// A position with nothing in transit is plain FEN; the four-field FEN reads with the
// counters at 0 and 1.
TEST(HyperspaceNotation, FourFieldFenGetsTheDefaultCounters) {
  EXPECT_EQ(round_trip("4k3/8/8/8/8/8/8/4K3 w - -"), "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
  EXPECT_EQ(round_trip("4k3/8/8/8/8/8/8/4K3 w - - | transit: wN>f3:1"),
            "4k3/8/8/8/8/8/8/4K3 w - - 0 1 | transit: wN>f3:1");
}

// --- Move syntax -------------------------------------------------------------------

TEST(HyperspaceNotation, EveryKindOfTheNotationTableIsWellFormed) {
  for (const std::string_view text : {"e7-e6", "e5xd4", "g1-f3^", "a1-a8^", "O-O", "O-O-O", "e7-e8=Q", "e7xd8=N",
                                      "b2-b1=R", "h1-g1/a8=N", "e7-e8=Q/a8=B", "g1-f3^/h1=Q", "O-O/a8=Q", "O-O-O/h1=R"})
    EXPECT_TRUE(Rules::check_move_syntax(text).ok()) << text;
}

// UCI and SAN are not this variant's notation; squares off the board, a king or
// lower-case promotion letter, a launch mark twice, a drop suffix without its type,
// stray characters.
TEST(HyperspaceNotation, TextsThatAreNotMovesAreSyntaxErrors) {
  for (const std::string_view text : {"", "e2", "e2e4", "e2e4q", "Nf3", "e2-e9", "i2-i4", "e0-e1", "E2-E4", "e2--e4",
                                      "e2-e4^^", "e7-e8=K", "e7-e8=q", "e7-e8Q", "e7-e8=", "h1-g1/a8", "h1-g1/a9=N",
                                      "h1-g1/a8=K", "h1-g1a8=N", "O-O-O-O", "0-0", "o-o", "O-O=Q", "e2-e4 ", " e2-e4",
                                      "pass"})
    EXPECT_FALSE(Rules::check_move_syntax(text).ok()) << "'" << text << "'";
}

// The notation table writes a launch "never x" and appends `=X` to the ordinary move
// only ("promotion (move / drop)"): a launch is never a promotion (HY-8: a pawn launches
// only by its double step, which cannot reach the last rank). So `fromxto^` and
// `from-to^=X` are no kind of move at all.
TEST(HyperspaceNotation, ALaunchWithACaptureMarkOrAPromotionIsNotAMove) {
  for (const std::string_view text : {"d1xd7^", "d4xe5^", "g1-f3^=Q", "e7-e8^=Q", "a2-a4^=N/a8=Q"})
    EXPECT_FALSE(Rules::check_move_syntax(text).ok()) << "'" << text << "'";
  const Rules rules;
  const auto r = find_move(rules, rules.start(), "d1xd7^");
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().what.find("expected a move"), std::string::npos) << r.error().what;
}

TEST(HyperspaceNotation, FindMoveTellsSyntaxFromLegality) {
  const Rules rules;
  const Position start = rules.start();
  const auto says = [&](std::string_view text, std::string_view phrase) {
    const auto r = find_move(rules, start, text);
    return !r.ok() && r.error().what.find(phrase) != std::string::npos;
  };
  EXPECT_TRUE(says("g1f3", "expected a move"));
  // Well formed but not legal: a knight move is always a launch (HY-1), e2-e4 is a launch
  // (not adjacent), e2-e3 is adjacent and so never a launch, the king never launches.
  EXPECT_TRUE(says("g1-f3", "illegal move"));
  EXPECT_TRUE(says("g1-f3", "g1-f3^"));  // the near miss lists the knight's launches
  EXPECT_TRUE(says("e2-e4", "illegal move"));
  EXPECT_TRUE(says("e2-e3^", "illegal move"));
  EXPECT_TRUE(find_move(rules, start, "d1-d7^").ok());
}

// --- Moves of hand-made positions --------------------------------------------------

// The brief's count, redone square by square: 8 single pawn steps + 8 double-step
// launches; knights b1 -> a3, c3 and g1 -> f3, h3 (d2, e2 are own); rook a1 -> a3..a8
// (a2 own, a7 and a8 black pieces are fine, blockers ignored), nothing along rank 1;
// same for h1; bishop c1 -> a3, e3, f4, g5, h6 (b2, d2 own), same for f1; queen d1 ->
// d3..d8 (6), b3, a4, f3, g4, h5; king none: 16 + 4 + 12 + 10 + 11 = 53.
TEST(HyperspaceNotation, TheStartPositionHas53Moves) {
  const auto moves = moves_of(kStart);
  EXPECT_EQ(moves.size(), 53u);
  for (const std::string_view m : {"e2-e3", "e2-e4^", "g1-f3^", "b1-a3^", "a1-a8^", "a1-a3^", "c1-h6^", "d1-d8^", "d1-a4^"})
    EXPECT_TRUE(has(moves, m)) << m;
  for (const std::string_view m : {"e2-e4", "g1-f3", "a1xa8^", "a1-a2", "b1-d2^", "e1-e2", "e1-g1^", "O-O"})
    EXPECT_FALSE(has(moves, m)) << m;
}

// White's first move cannot change Black's 53: White puts no piece on the board beyond
// rank 3 (launches are still in the air), Black's launches ignore blockers and may land
// on White's pieces, Black's double steps land on the empty rank 5, and no white entry
// with 1 turn left can be due on e8 (from ranks 1 and 2 a launch with d = 2 reaches rank
// 4 at most). So every one of the 53 first moves has 53 replies: perft 2 = 2809. The
// reference generator (tests/support/reference_hyperspace) agrees move by move.
TEST(HyperspaceNotation, EveryFirstMoveHas53Replies) {
  const Rules rules;
  const Position start = rules.start();
  std::size_t first_moves = 0;
  for (const Move m : MoveList<Rules>(rules, start)) {
    Position child = start;
    rules.make(child, m);
    const std::string text = rules.format_position(child);
    EXPECT_EQ(MoveList<Rules>(rules, child).size(), 53u) << rules.format_move(start, m);
    EXPECT_EQ(test::reference_moves(*find_variant("hyperspace"), text, {}).size(), 53u) << text;
    ++first_moves;
  }
  EXPECT_EQ(first_moves, 53u);
  EXPECT_EQ(perft(rules, start, 2), 2809u);
}

// An adjacent capture is written with x; a launch onto an enemy never is, and ignores
// what stands between (HY-2): the queen d1 reaches d5 (the pawn) and d6, d7, d8 beyond.
TEST(HyperspaceNotation, CapturesAndLaunches) {
  const auto pawn = moves_of("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1");
  EXPECT_TRUE(has(pawn, "e4-e5"));
  EXPECT_TRUE(has(pawn, "e4xd5"));
  EXPECT_FALSE(has(pawn, "e4-e5^"));
  const auto queen = moves_of("4k3/8/8/3p4/8/8/8/3QK3 w - - 0 1");
  for (const std::string_view m : {"d1-d5^", "d1-d6^", "d1-d8^", "d1-d2", "d1-d3^", "d1-h5^"}) EXPECT_TRUE(has(queen, m)) << m;
  EXPECT_FALSE(has(queen, "d1xd5^"));
  EXPECT_FALSE(has(queen, "d1xd5"));
}

// HY-8: an ordinary step to the last rank is four moves, one per type.
TEST(HyperspaceNotation, EachPromotionTypeIsItsOwnMove) {
  const auto moves = moves_of("4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
  for (const std::string_view m : {"a7-a8=Q", "a7-a8=R", "a7-a8=B", "a7-a8=N"}) EXPECT_TRUE(has(moves, m)) << m;
  EXPECT_FALSE(has(moves, "a7-a8"));
  // The king's five steps and the four promotions.
  EXPECT_EQ(moves.size(), 9u);
}

// HY-16: White's pawn lands on the empty a8 at the end of this turn whatever White
// plays, so each of the king's five steps (d1, d2, e2, f2, f1) comes in four versions.
TEST(HyperspaceNotation, APawnDroppingOnItsLastRankMakesEachMoveFourMoves) {
  const auto moves = moves_of("4k3/8/8/8/8/8/8/4K3 w - - 0 1 | transit: wP>a8:1");
  EXPECT_EQ(moves.size(), 20u);
  for (const std::string_view m : {"e1-d1/a8=Q", "e1-d1/a8=R", "e1-d1/a8=B", "e1-d1/a8=N", "e1-f2/a8=N"})
    EXPECT_TRUE(has(moves, m)) << m;
  EXPECT_FALSE(has(moves, "e1-d1"));
}

// HY-16: two pawns placed in one turn choose their types separately. The king's five
// steps place both (a8 and h8 are empty and far from it): 5 x 4 x 4 = 80 moves, each a
// different Move value found back from its text, suffixes by file (a8 before h8).
TEST(HyperspaceNotation, TwoPlacedPawnsChooseEachTheirOwnType) {
  const Rules rules;
  const Position p = *rules.parse_position("4k3/8/8/8/8/8/8/4K3 w - - 0 1 | transit: wP>a8:1 wP>h8:1");
  const MoveList<Rules> moves(rules, p);
  ASSERT_EQ(moves.size(), 80u);
  for (std::size_t i = 0; i < moves.size(); ++i) {
    const std::string text = rules.format_move(p, moves[i]);
    const auto found = find_move(rules, p, text);
    ASSERT_TRUE(found.ok()) << text;
    EXPECT_EQ(*found, moves[i]) << text;
    for (std::size_t j = 0; j < i; ++j) EXPECT_FALSE(moves[i] == moves[j]) << text;
  }
  const auto texts = moves_of("4k3/8/8/8/8/8/8/4K3 w - - 0 1 | transit: wP>a8:1 wP>h8:1");
  EXPECT_TRUE(has(texts, "e1-d1/a8=Q/h8=N"));
  EXPECT_TRUE(has(texts, "e1-d1/a8=N/h8=Q"));
  EXPECT_FALSE(has(texts, "e1-d1/h8=N/a8=Q"));
}

// Rules::card.max_moves against a crowded position of the kind its comment bounds: under
// optional jumps, two white pawns due on a8 and b8, seven queens, both rooks (castling
// both ways), bishops and knights; Black's king shut in on h8 so that it is not in check.
TEST(HyperspaceNotation, ACrowdedPositionWithTwoPromotingDropsFitsTheMoveBuffer) {
  const auto moves = moves_of(
      "6bk/6pp/2Q5/1N1QQ1N1/3QQ3/1BQ2QB1/8/R3K2R w KQ - 0 1 | transit: wP>a8:1 wP>b8:1", {{"jumps", "optional"}});
  EXPECT_LE(moves.size(), Rules::card.max_moves);
}

// HY-16: a pawn dropping into a collision is never placed and has no choice: the five
// king steps only.
TEST(HyperspaceNotation, APawnDroppingIntoACollisionHasNoSuffix) {
  const auto moves = moves_of("4k3/8/8/8/8/8/8/4K3 w - - 0 1 | transit: wP>c8:1 wN>c8:1");
  EXPECT_EQ(moves, (std::vector<std::string>{"e1-d1", "e1-d2", "e1-e2", "e1-f1", "e1-f2"}));
}

// The pawn is due on a8, held by White's own rook. A rook move vacates a8 and the pawn
// lands and promotes: the rook's 14 moves (a7; a6..a1 launched; b8; c8..h8 launched,
// e8 too, a launch may target the king, HY-15) in four versions each = 56. Any king step
// leaves the rook there: the drop explodes (HY-5) and has no suffix: 5. Total 61.
TEST(HyperspaceNotation, APawnDroppingOntoItsOwnPieceExplodesUnlessThePieceMoves) {
  const auto moves = moves_of("R3k3/8/8/8/8/8/8/4K3 w - - 0 1 | transit: wP>a8:1");
  EXPECT_EQ(moves.size(), 61u);
  for (const std::string_view m : {"a8-a7/a8=Q", "a8-b8/a8=N", "a8-e8^/a8=R", "a8-a1^/a8=B", "e1-d1", "e1-f2"})
    EXPECT_TRUE(has(moves, m)) << m;
  EXPECT_FALSE(has(moves, "e1-d1/a8=Q"));
  EXPECT_FALSE(has(moves, "a8-a7"));
}

// HY-6 and HY-14: f1 is attacked by the knight due there at the end of Black's next turn,
// so no O-O; c1 only by a queen with 2 turns left, not an attack: O-O-O is legal.
TEST(HyperspaceNotation, CastlingIsWrittenOOAndHonoursTheDropAttack) {
  const auto both = moves_of("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
  EXPECT_TRUE(has(both, "O-O"));
  EXPECT_TRUE(has(both, "O-O-O"));
  EXPECT_FALSE(has(both, "e1-g1"));
  EXPECT_FALSE(has(both, "e1-g1^"));
  EXPECT_FALSE(has(moves_of("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", {{"castling", "off"}}), "O-O"));
  const std::string_view dropping = "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1 | transit: bN>f1:1 bQ>c1:2";
  for (const OptionValues& options : {OptionValues{}, OptionValues{{"castling", "hyperspace"}}, OptionValues{{"drop_check", "off"}}}) {
    const auto moves = moves_of(dropping, options);
    EXPECT_FALSE(has(moves, "O-O"));
    EXPECT_TRUE(has(moves, "O-O-O"));
  }
}

// After O-O-O on the board: king c1, rook d1, White's rights gone, halfmove clock + 1,
// Black's entries untouched. Under castling=hyperspace both launch: king e1 -> c1 is 2
// away (1 turn left), rook a1 -> d1 3 away (2 turns left); White's entries come first.
TEST(HyperspaceNotation, CastlingOnTheBoardAndByLaunch) {
  const std::string_view dropping = "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1 | transit: bN>f1:1 bQ>c1:2";
  const auto board = game_after(dropping, {"O-O-O"});
  EXPECT_EQ(board->position(), "4k3/8/8/8/8/8/8/2KR3R b - - 1 1 | transit: bN>f1:1 bQ>c1:2");
  const auto launched = game_after(dropping, {"O-O-O"}, {{"castling", "hyperspace"}});
  EXPECT_EQ(launched->position(), "4k3/8/8/8/8/8/8/7R b - - 1 1 | transit: wK>c1:1 wR>d1:2 bN>f1:1 bQ>c1:2");
}

// HY-11: the rook a1 has, blockers ignored, a2 and b1 (adjacent), a3..a8 and c1, d1,
// f1, g1, h1 (launches): 13; the king d1, d2, e2, f2, f1: 5; 18 in all. With optional
// jumps the non-adjacent squares an orthodox rook reaches (a3..a8, c1, d1; the king
// blocks f1..h1) are also ordinary moves: 8 more, 26.
TEST(HyperspaceNotation, OptionalJumpsAddTheOrthodoxMoves) {
  const std::string_view rook = "4k3/8/8/8/8/8/8/R3K3 w - - 0 1";
  const auto forced = moves_of(rook);
  EXPECT_EQ(forced.size(), 18u);
  EXPECT_TRUE(has(forced, "a1-h1^"));
  EXPECT_FALSE(has(forced, "a1-a8"));
  const auto optional = moves_of(rook, {{"jumps", "optional"}});
  EXPECT_EQ(optional.size(), 26u);
  for (const std::string_view m : {"a1-a8", "a1-a8^", "a1-d1", "a1-d1^", "a1-h1^", "a1-a2"}) EXPECT_TRUE(has(optional, m)) << m;
  EXPECT_FALSE(has(optional, "a1-h1"));
  EXPECT_FALSE(has(optional, "a1-a2^"));
}

// --- The end of the game (HY-10, HY-15) ---------------------------------------------

// Knight and bishop collide on d4 at the end of White's turn: the area c3..e5 holds the
// black king d5 and, unless it steps out, White's king d3. d3-c3 stays inside: both kings
// removed, a draw; d3-d2 leaves it: Black's king alone is removed. The explosion removed
// a piece, so the halfmove clock is 0; no moves remain (CO-1).
TEST(HyperspaceNotation, KingsRemovedByAnExplosionEndTheGame) {
  const std::string_view collision = "8/8/8/3k4/8/3K4/8/8 w - - 0 1 | transit: wN>d4:1 wB>d4:1";
  const auto both = game_after(collision, {"d3-c3"});
  EXPECT_EQ(both->position(), "8/8/8/8/8/8/8/8 b - - 0 1");
  EXPECT_EQ(both->result_text(), "draw by both kings removed");
  EXPECT_EQ(both->perft(1), 0u);
  const auto one = game_after(collision, {"d3-d2"});
  EXPECT_EQ(one->position(), "8/8/8/8/8/8/3K4/8 b - - 0 1");
  EXPECT_EQ(one->result_text(), "white wins by king removed");
  EXPECT_EQ(one->perft(1), 0u);
}

// Black's king h8 is next to the queen g7 (check); g8 and h7 are next to the queen too,
// and taking it puts the king next to White's king f6: checkmate. In the second
// position the king a8 is not next to any white piece, but a7 and b7 are next to the
// queen b6 and b8 and b7 next to the king c8: stalemate.
TEST(HyperspaceNotation, CheckmateAndStalemateByAdjacentPieces) {
  const auto mate = game_after("7k/6Q1/5K2/8/8/8/8/8 b - - 0 1");
  EXPECT_EQ(mate->perft(1), 0u);
  EXPECT_EQ(mate->result_text(), "white wins by checkmate");
  const auto stale = game_after("k1K5/8/1Q6/8/8/8/8/8 b - - 0 1");
  EXPECT_EQ(stale->perft(1), 0u);
  EXPECT_EQ(stale->result_text(), "draw by stalemate");
}

// Reported, never applied in perft (CO-1): bare kings with nothing in transit, and a
// halfmove clock at 100. With a piece still in transit the bare kings play on (it may
// yet drop onto a king). Every position keeps its moves: the king e1 has 5 steps, and
// with the rook a1 (13 moves, see OptionalJumpsAddTheOrthodoxMoves) 18.
TEST(HyperspaceNotation, DrawsByTheCountersAndBareKingsKeepTheMoves) {
  const auto bare = game_after("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
  EXPECT_EQ(bare->result_text(), "draw by insufficient material");
  EXPECT_EQ(bare->perft(1), 5u);
  const auto flying = game_after("4k3/8/8/8/8/8/8/4K3 w - - 0 1 | transit: bN>d3:2");
  EXPECT_NE(flying->result_text(), "draw by insufficient material");
  const auto fifty = game_after("4k3/8/8/8/8/8/8/R3K3 w - - 100 80");
  EXPECT_EQ(fifty->result_text(), "draw by fifty-move rule");
  EXPECT_EQ(fifty->perft(1), 18u);
}

// --- The seed's sample game ----------------------------------------------------------

// The seed, Hyperspace Chess: 1. Nf3 e6 2. e4 (Nf3) Nc6 3. d4 (e4) Ra4 (Nc6) 4. Nc3 (d4)
// e5 5. c4 (Nc3) Nd4 6. Nd5 (c4) exd4 (Nd4, Ra4) with five pieces exploded. Positions
// from its diagrams; transit and counters by hand (HY-3, HY-13): the rook a8 -> a4 is 4
// away, so 3 turns left after Black's 3rd move, 2 after the 4th, and it drops at the end
// of the 6th. Castling: Black's a8 rook left its square (q gone). The halfmove clock is
// reset by pawn moves and launches and by the capture exd4.
TEST(HyperspaceNotation, TheSeedsSampleGame) {
  auto started = find_variant("hyperspace")->start({});
  ASSERT_TRUE(started.ok());
  auto& game = **started;
  const auto play = [&](std::initializer_list<std::string_view> moves) {
    for (const auto m : moves) ASSERT_TRUE(game.play(m).ok()) << m << " in " << game.position();
  };
  play({"g1-f3^"});
  EXPECT_EQ(game.position(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKB1R b KQkq - 1 1 | transit: wN>f3:1");
  play({"e7-e6", "e2-e4^"});
  EXPECT_EQ(game.position(), "rnbqkbnr/pppp1ppp/4p3/8/8/5N2/PPPP1PPP/RNBQKB1R b KQkq - 0 2 | transit: wP>e4:1");
  play({"b8-c6^", "d2-d4^", "a8-a4^", "b1-c3^", "e6-e5", "c2-c4^"});
  // The diagram after 4. c4 (Nc3); c4 and the rook still in transit.
  EXPECT_EQ(game.position(), "2bqkbnr/pppp1ppp/2n5/4p3/3PP3/2N2N2/PP3PPP/R1BQKB1R b KQk - 0 5 | transit: wP>c4:1 bR>a4:2");
  play({"c6-d4^", "c3-d5^", "e5xd4"});
  // The last diagram: c4, d4 (captured by the pawn), e4 and Black's pawn and knight are
  // gone; the rook stands on a4; White's knight is still on its way to d5.
  EXPECT_EQ(game.position(), "2bqkbnr/pppp1ppp/8/8/r7/5N2/PP3PPP/R1BQKB1R w KQk - 0 7 | transit: wN>d5:1");
}

}  // namespace
}  // namespace dt::hyperspace
