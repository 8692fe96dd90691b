// Properties of Hyperspace Chess over real positions (random legal playouts, see
// support/random_hyperspace.hpp), checked against the independent reference in
// support/reference_hyperspace.hpp, which reads only position text and move text.
// A failure prints the `deepthought play hyperspace` command that reaches the position.
#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>
#include <iterator>
#include <string>
#include <string_view>
#include <vector>

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "core/movelist.hpp"
#include "counting/perft.hpp"
#include "face/adapter.hpp"
#include "face/erased.hpp"
#include "hyperspace/hyperspace.hpp"
#include "support/mirror_fen.hpp"
#include "support/move_sets.hpp"
#include "support/playout.hpp"
#include "support/random_hyperspace.hpp"
#include "support/random_orthodox.hpp"
#include "support/reference.hpp"
#include "support/reference_hyperspace.hpp"
#include "support/square_offsets.hpp"
#include "support/visited_children.hpp"

namespace dt::test {
namespace {

using hyperspace::Rules;

// Perft counts Hyperspace leaves without listing them and expands inner nodes without a
// list; a signature that drifted would silently fall back to the list.
static_assert(CountsMoves<Rules> && VisitsChildren<Rules>);

// The default options; the "other options" properties draw one of the option sets below
// per case: each option off its default alone, castling by launch with optional jumps, and
// all three at once (castling by launch, no drop check, optional jumps: the most moves
// and the most special cases).
const OptionValues kDefaults = {};
const std::vector<OptionValues> kOtherOptions = {
    {{"castling", "hyperspace"}},
    {{"castling", "off"}},
    {{"drop_check", "off"}},
    {{"jumps", "optional"}},
    {{"castling", "hyperspace"}, {"jumps", "optional"}},
    {{"castling", "hyperspace"}, {"drop_check", "off"}, {"jumps", "optional"}},
};

// Plies per game. Hyperspace games end early (a king is easily exploded); lengths were
// chosen so that each property stays well under 20 s at 2000 cases.
constexpr int kLongGame = 100;
constexpr int kShortGame = 40;
constexpr int kScrambledGame = 8;

// The options for the reference: the option text resolved through the variant's table
// (not the rules' Config), every option with its value.
OptionValues reference_options(const OptionValues& options) { return *resolve_options(Rules::options(), options); }

bool optional_jumps(const OptionValues& options) { return reference_option(reference_options(options), "jumps") == "optional"; }

rc::Gen<HyperspacePlayout> other_option_playouts(int max_plies) {
  return rc::gen::mapcat(rc::gen::elementOf(kOtherOptions),
                         [max_plies](const OptionValues& options) { return hyperspace_playouts(options, max_plies); });
}

// Most properties below hold under every option set: each is checked, as a RapidCheck
// property of its own, on games of `default_plies` under the default options and on
// games of kShortGame plies under one of kOtherOptions.
template <class Check>
void under_each_option_set(Check check, int default_plies = kLongGame) {
  EXPECT_TRUE(rc::check("default options", [&] { check(*hyperspace_playouts(kDefaults, default_plies)); }));
  EXPECT_TRUE(rc::check("other options", [&] { check(*other_option_playouts(kShortGame)); }));
}

std::string board_text(const std::array<char, 64>& board) {
  std::string out;
  for (int rank = 7; rank >= 0; --rank) out += std::string(board.begin() + 8 * rank, board.begin() + 8 * rank + 8) + '/';
  return out;
}

char colour_of(char piece) { return piece == '.' ? 0 : (piece >= 'A' && piece <= 'Z' ? 'w' : 'b'); }
char upper(char piece) { return piece >= 'a' && piece <= 'z' ? static_cast<char>(piece - 'a' + 'A') : piece; }
int king_distance(int a, int b) { return std::max(std::abs(a % 8 - b % 8), std::abs(a / 8 - b / 8)); }
int square_of(std::string_view name) { return (name[0] - 'a') + 8 * (name[1] - '1'); }

// Pieces on the board and in transit, counted on the position text.
int pieces_in_play(const Rules& rules, const hyperspace::Position& p) {
  const ReferencePosition read = reference_read(rules.format_position(p));
  return static_cast<int>(std::count_if(read.board.begin(), read.board.end(), [](char c) { return c != '.'; }) +
                          read.transit.size());
}

// 1. The generator and make agree with the reference, move by move (on games from the
// start and the rulebook in prop_variants.cpp; here on the scrambled positions below).
void check_generators(const HyperspacePlayout& game) {
  const Rules rules = game.rules();
  const Variant& hyperspace = *find_variant("hyperspace");
  for (const auto& p : game.visited) {
    const std::string text = rules.format_position(p);
    ReferenceMoves generated;
    for (const auto& m : MoveList<Rules>(rules, p)) {
      hyperspace::Position child = p;
      rules.make(child, m);
      if (!generated.emplace(rules.format_move(p, m), rules.format_position(child)).second)
        RC_FAIL("at " + text + ": " + rules.format_move(p, m) + " is listed twice");
    }
    if (const auto diff = reference_difference(generated, reference_moves(hyperspace, text, game.options)); !diff.empty())
      RC_FAIL("at " + text + ":" + diff);
  }
}

// 2. Rules::make then format_position gives the reference's turn, move by move.
void check_turns(const HyperspacePlayout& game) {
  const Rules rules = game.rules();
  const auto options = reference_options(game.options);
  for (std::size_t i = 0; i < game.moves.size(); ++i) {
    const std::string before = rules.format_position(game.visited[i]);
    const std::string fast = rules.format_position(game.visited[i + 1]);
    const std::string reference = reference_hyperspace_turn(before, game.moves[i], options).position;
    if (fast != reference)
      RC_FAIL("at " + before + " after " + game.moves[i] + ": the rules give " + fast + ", the reference " + reference);
  }
}

TEST(HyperspaceProperties, FastTurnAgreesWithReference) { under_each_option_set(check_turns); }

// 3. Nothing appears or vanishes unaccounted: on the board + in transit + removed so far
// (counted by the reference's turn) stays what the game started with, 32 from the
// initial position.
void check_conservation(const HyperspacePlayout& game) {
  const Rules rules = game.rules();
  const auto options = reference_options(game.options);
  const int at_start = pieces_in_play(rules, game.visited[0]);
  if (rules.format_position(game.visited[0]) == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
    RC_ASSERT(at_start == 32);
  int removed = 0;
  for (std::size_t i = 0; i < game.moves.size(); ++i) {
    const std::string before = rules.format_position(game.visited[i]);
    removed += reference_hyperspace_turn(before, game.moves[i], options).removed;
    const int now = pieces_in_play(rules, game.visited[i + 1]);
    if (now + removed != at_start)
      RC_FAIL("after " + game.moves[i] + " from " + before + ": " + std::to_string(now) + " in play + " +
              std::to_string(removed) + " removed != " + std::to_string(at_start) + " (" +
              rules.format_position(game.visited[i + 1]) + ")");
  }
}

RC_GTEST_PROP(HyperspaceProperties, PiecesAreConserved, ()) {
  check_conservation(*hyperspace_playouts(kDefaults, kLongGame));
}

// 4. HY-3, HY-13: a piece launched on ply i from distance d (a knight's 2) drops at the
// end of its owner's turn on ply i + 2(d - 1); after ply j it has (drop - j + 1) / 2 of
// its owner's turns left. The transit list after every ply is exactly the pieces in
// flight with those counts; after its drop its square holds it (promoted if a pawn on its
// last rank) or is empty (it exploded, or a later blast of that turn took it).
struct Flight {
  char owner, piece;
  int square, launched, drops;  // plies (0 = the first move), -1 for the start's entries
};

void check_flights(const HyperspacePlayout& game) {
  const Rules rules = game.rules();
  const bool castling_launches = reference_option(reference_options(game.options), "castling") == "hyperspace";
  std::vector<Flight> flights;
  const ReferencePosition start = reference_read(rules.format_position(game.visited[0]));
  for (const auto& e : start.transit)
    flights.push_back({e.owner, e.piece, e.square, -1, 2 * (e.turns - 1) + (e.owner == start.side ? 0 : 1)});
  for (int i = 0; i < static_cast<int>(game.moves.size()); ++i) {
    const std::string& m = game.moves[i];
    const ReferencePosition before = reference_read(rules.format_position(game.visited[i]));
    const char us = before.side;
    if (m.size() >= 6 && m[5] == '^') {
      const int from = square_of(m.substr(0, 2)), to = square_of(m.substr(3, 2));
      const char piece = upper(before.board[from]);
      const int d = piece == 'N' ? 2 : king_distance(from, to);
      flights.push_back({us, piece, to, i, i + 2 * (d - 1)});
    } else if (castling_launches && m.starts_with("O-O")) {
      const int rank = us == 'w' ? 0 : 56;
      const bool long_side = m.starts_with("O-O-O");
      // King e -> g or c (d = 2), rook h -> f (d = 2) or a -> d (d = 3).
      flights.push_back({us, 'K', rank + (long_side ? 2 : 6), i, i + 2});
      flights.push_back({us, 'R', rank + (long_side ? 3 : 5), i, i + 2 * (long_side ? 2 : 1)});
    }
    const std::string after_text = rules.format_position(game.visited[i + 1]);
    const ReferencePosition after = reference_read(after_text);
    std::vector<std::string> expected, actual;
    for (const auto& f : flights)
      if (f.launched <= i && i < f.drops)
        expected.push_back(reference_entry_text({f.owner, f.piece, f.square, (f.drops - i + 1) / 2}));
    for (const auto& e : after.transit) actual.push_back(reference_entry_text(e));
    std::sort(expected.begin(), expected.end());
    std::sort(actual.begin(), actual.end());
    if (expected != actual)
      RC_FAIL("after " + m + " (ply " + std::to_string(i + 1) + ") the transit list is [" + joined(actual) +
              "], expected [" + joined(expected) + "] in " + after_text);
    for (const auto& f : flights) {
      if (f.drops != i) continue;
      const char there = after.board[f.square];
      const bool promoted = f.piece == 'P' && f.square / 8 == (f.owner == 'w' ? 7 : 0) &&
                            std::string_view("QRBN").find(upper(there)) != std::string_view::npos;
      if (there != '.' && !(colour_of(there) == f.owner && (upper(there) == f.piece || promoted)))
        RC_FAIL(std::string("after ") + m + " the " + f.owner + f.piece + " due on " + reference_square_name(f.square) +
                " is neither there nor exploded: " + after_text);
    }
  }
}

TEST(HyperspaceProperties, LaunchedPiecesDropOnTime) { under_each_option_set(check_flights); }

// 5. HY-5: the board after the turn is the board after the move with the mover's single
// drops placed and the union of the 3x3 areas around the centres emptied, nothing else
// changed. Centres are worked out here from the transit list (two or more drops on a
// square, or one onto the mover's own piece) and must match the reference's.
void check_explosions(const HyperspacePlayout& game) {
  const Rules rules = game.rules();
  const auto options = reference_options(game.options);
  for (std::size_t i = 0; i < game.moves.size(); ++i) {
    const std::string before_text = rules.format_position(game.visited[i]);
    const ReferencePosition before = reference_read(before_text);
    const ReferenceTurn turn = reference_hyperspace_turn(before_text, game.moves[i], options);
    const ReferencePosition after = reference_read(rules.format_position(game.visited[i + 1]));
    std::array<int, 64> dropping{};
    std::array<char, 64> piece{};
    for (const auto& e : before.transit)
      if (e.owner == before.side && e.turns == 1) ++dropping[e.square], piece[e.square] = e.piece;
    std::vector<int> centres;
    std::array<bool, 64> blast{};
    for (int s = 0; s < 64; ++s) {
      if (dropping[s] == 0 || (dropping[s] == 1 && colour_of(turn.after_move[s]) != before.side)) continue;
      centres.push_back(s);
      for (int t = 0; t < 64; ++t) blast[t] = blast[t] || king_distance(s, t) <= 1;
    }
    const std::string where = "after " + game.moves[i] + " from " + before_text;
    RC_ASSERT(centres == turn.centres);
    for (int s = 0; s < 64; ++s) {
      const char got = after.board[s];
      bool fine;
      if (blast[s]) {
        fine = got == '.';
      } else if (dropping[s] == 1) {
        const bool promoted = piece[s] == 'P' && s / 8 == (before.side == 'w' ? 7 : 0);
        fine = colour_of(got) == before.side && (upper(got) == piece[s] || (promoted && upper(got) != 'P'));
      } else {
        fine = got == turn.after_move[s];
      }
      if (!fine)
        RC_FAIL(where + ": square " + reference_square_name(s) + " holds '" + std::string(1, got) +
                "'; board after the move " + board_text(turn.after_move) + ", after the turn " +
                board_text(after.board));
    }
  }
}

TEST(HyperspaceProperties, ExplosionsRemoveExactlyTheirAreas) { under_each_option_set(check_explosions); }

// 6. HY-9: after every legal move (made by the rules) the mover's king is not on the
// board in check by the reference's reading of check.
void check_no_self_check(const HyperspacePlayout& game) {
  const Rules rules = game.rules();
  const auto options = reference_options(game.options);
  for (const auto& p : game.visited) {
    const char mover = p.board.side == hyperspace::White ? 'w' : 'b';
    for (const auto& m : MoveList<Rules>(rules, p)) {
      hyperspace::Position child = p;
      rules.make(child, m);
      const std::string after = rules.format_position(child);
      if (reference_in_check(reference_read(after), mover, options))
        RC_FAIL(rules.format_move(p, m) + " from " + rules.format_position(p) + " leaves the mover in check: " + after);
    }
  }
}

TEST(HyperspaceProperties, NoLegalMoveLeavesTheMoversKingInCheck) { under_each_option_set(check_no_self_check, kShortGame); }

// 7. OR-1: with jumps=off the variant is orthodox chess, only written in this variant's
// notation: the same perft to depth 3 as the orthodox rules, and the moves and positions
// of the hyperspace reference, which under jumps=off are the orthodox reference's
// rewritten in this notation.
RC_GTEST_PROP(HyperspaceProperties, JumpsOffIsOrthodoxChess, (const Playout& game)) {
  const std::string fen = orthodox::Rules{}.format_position(game.position());
  const OptionValues jumps_off = {{"jumps", "off"}};
  auto orthodox_game = find_variant("orthodox")->load(fen, {});
  auto hyperspace_game = find_variant("hyperspace")->load(fen, jumps_off);
  RC_ASSERT(orthodox_game.ok());
  if (!hyperspace_game.ok()) RC_FAIL("jumps=off refuses " + fen + ": " + hyperspace_game.error().message());
  for (int depth = 1; depth <= 3; ++depth) {
    const auto want = (*orthodox_game)->perft(depth), got = (*hyperspace_game)->perft(depth);
    if (want != got)
      RC_FAIL("perft " + std::to_string(depth) + " of " + fen + ": orthodox " + std::to_string(want) +
              ", hyperspace jumps=off " + std::to_string(got));
  }
  const auto reference = reference_moves(*find_variant("hyperspace"), fen, jumps_off);
  if (const auto diff = reference_difference(**hyperspace_game, reference); !diff.empty()) RC_FAIL("at " + fen + ":" + diff);
}

// 8. Colour mirror: ranks flipped, colours swapped (the FEN by support/mirror_fen, each
// transit entry by hand: owner swapped, rank r -> 9 - r). Perft cannot tell them apart.
std::string mirrored(const std::string& text) {
  const auto bar = text.find(" | transit:");
  std::string out = mirror_fen(text.substr(0, bar));
  if (bar == std::string::npos) return out;
  const ReferencePosition p = reference_read(text);
  out += " | transit:";
  for (const auto& e : p.transit) {
    const ReferenceEntry m{e.owner == 'w' ? 'b' : 'w', e.piece, e.square % 8 + 8 * (7 - e.square / 8), e.turns};
    out += ' ' + reference_entry_text(m);
  }
  return out;
}

// Depth 3, or 2 with optional jumps: every move is then played out, about a hundred per node.
void check_mirror(const HyperspacePlayout& game) {
  const int max_depth = optional_jumps(game.options) ? 2 : 3;
  const Rules rules = game.rules();
  const std::string text = rules.format_position(game.position());
  const auto mirror = rules.parse_position(mirrored(text));
  if (!mirror) RC_FAIL("the mirror " + mirrored(text) + " of " + text + " is refused: " + mirror.error().message());
  for (int depth = 1; depth <= max_depth; ++depth) {
    const auto want = perft(rules, game.position(), depth), got = perft(rules, *mirror, depth);
    if (want != got)
      RC_FAIL("perft " + std::to_string(depth) + ": " + std::to_string(want) + " for " + text + ", " +
              std::to_string(got) + " for its mirror " + mirrored(text));
  }
}

TEST(HyperspaceProperties, MirroredPositionHasTheSamePerft) { under_each_option_set(check_mirror); }

// 9. Every listed move's text finds that same move, and the position text reads back to
// the same position (on games from the start and the rulebook in prop_variants.cpp; here
// on the scrambled positions).
void check_round_trips(const HyperspacePlayout& game) {
  const Rules rules = game.rules();
  for (const auto& p : game.visited) assert_notation_round_trips(rules, p);
}

// 10. Perft's inner nodes are expanded by making each move as the generator finds it
// (children.hpp, most of them on the position after the turn's drops alone): those
// children are the listed moves made, in list order.
void check_children(const HyperspacePlayout& game) {
  const Rules rules = game.rules();
  for (const auto& p : game.visited) {
    if (!dt::test::children_are_listed_moves_made(rules, p)) RC_FAIL("at " + rules.format_position(p) + " the visited children are not the listed moves made");
  }
}

TEST(HyperspaceProperties, VisitedChildrenAreTheListedMovesMade) { under_each_option_set(check_children, kShortGame); }

// 11. perft's leaf count (Rules::count: movegen.hpp's counting generator, which counts
// the pieces the verdict frees whole, by their tables) is the length of the list, at
// every position of the game and at each of its children.
void check_counts(const HyperspacePlayout& game) {
  const Rules rules = game.rules();
  const auto counted_is_listed = [&](const hyperspace::Position& p) {
    const std::size_t listed = MoveList<Rules>(rules, p).size();
    if (rules.count(p) != listed)
      RC_FAIL("at " + rules.format_position(p) + " the count is " + std::to_string(rules.count(p)) + ", the list has " +
              std::to_string(listed) + " moves");
  };
  for (const auto& p : game.visited) {
    counted_is_listed(p);
    for (const auto& m : MoveList<Rules>(rules, p)) {
      hyperspace::Position child = p;
      rules.make(child, m);
      counted_is_listed(child);
    }
  }
}

TEST(HyperspaceProperties, CountIsTheLengthOfTheList) { under_each_option_set(check_counts, kShortGame); }

// 12. A king in check beside an enemy queen, a drop of the mover's due next to that queen
// (or next to the king) and a piece of the mover's beside the drop's square: the move onto
// that square explodes its area, which may take the checker away (HY-5, HY-9, HY-10).
// movegen.hpp's verdict judges such moves without playing them out; the reference plays
// them. Games rarely reach these positions, so they are built here (White to move).
rc::Gen<std::string> landing_beside_check_text() {
  return rc::gen::exec([] {
    std::string board(64, '.');
    const auto neighbour = [](int s) {
      std::vector<int> out;
      for (int t = 0; t < 64; ++t)
        if (t != s && king_distance(s, t) <= 1) out.push_back(t);
      return *rc::gen::elementOf(out);
    };
    const int king = *rc::gen::inRange(0, 64);
    const int checker = neighbour(king);
    int landing = neighbour(checker);
    if (landing == king) landing = neighbour(checker);
    board[static_cast<std::size_t>(king)] = 'K';
    board[static_cast<std::size_t>(checker)] = 'q';
    const int mover = neighbour(landing);
    const char type = *rc::gen::elementOf(std::string("PNBRQ"));
    if (board[static_cast<std::size_t>(mover)] == '.' && (type != 'P' || (mover >= 8 && mover < 56)))
      board[static_cast<std::size_t>(mover)] = type;
    const int black_king = *rc::gen::inRange(0, 64);
    if (board[static_cast<std::size_t>(black_king)] == '.' && king_distance(black_king, king) > 1)
      board[static_cast<std::size_t>(black_king)] = 'k';
    std::string text = placement_text([&](int file, int rank) { return board[static_cast<std::size_t>(8 * rank + file)]; });
    text += " w - - 0 1 | transit: w";
    text += *rc::gen::elementOf(std::string("NBRQ"));
    text += '>';
    text += static_cast<char>('a' + landing % 8);
    text += static_cast<char>('1' + landing / 8);
    return text + ":1";
  });
}

RC_GTEST_PROP(HyperspaceProperties, MovesOntoALandingSquareBesideACheckAgreeWithTheReference, ()) {
  const Rules rules;
  auto accepted = rc::gen::suchThat(rc::gen::resize(rc::kNominalSize, landing_beside_check_text()),
                                    [rules](const std::string& text) { return rules.parse_position(text).ok(); });
  const auto game = *playouts_starting<Rules>(std::move(accepted), 0, kDefaults);
  check_generators(game);
  check_counts(game);
}

// Everything above on short games from scrambled positions (support/random_hyperspace.hpp),
// under the default options and the others.
void check_everything(const HyperspacePlayout& game) {
  check_generators(game);
  check_turns(game);
  check_conservation(game);
  check_flights(game);
  check_explosions(game);
  check_no_self_check(game);
  check_round_trips(game);
  check_mirror(game);
  check_children(game);
  check_counts(game);
}

RC_GTEST_PROP(HyperspaceProperties, ScrambledPositionsAgreeWithTheReference, ()) {
  check_everything(*hyperspace_scrambled_playouts(kDefaults, kScrambledGame));
}

RC_GTEST_PROP(HyperspaceProperties, ScrambledPositionsAgreeWithTheReferenceUnderOtherOptions, ()) {
  const OptionValues options = *rc::gen::elementOf(kOtherOptions);
  check_everything(*hyperspace_scrambled_playouts(options, kScrambledGame));
}

}  // namespace
}  // namespace dt::test
