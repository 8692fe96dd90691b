// The key perft's table files a position under (counting/position_key.hpp) is a full function
// of what a count below the position depends on, in every variant: positions that differ
// in such state (side to move, castling, en passant, pieces in transit, sub-moves, who is
// still in, the options) get different keys, and a position gets the same key however it
// was reached and whatever its clocks say.
#include <gtest/gtest.h>

#include <iostream>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "chess960/chess960.hpp"
#include "core/movelist.hpp"
#include "core/options.hpp"
#include "counting/perft.hpp"
#include "counting/position_key.hpp"
#include "hitchhiker/hitchhiker.hpp"
#include "hyperspace/hyperspace.hpp"
#include "lue/lue.hpp"
#include "orthodox/orthodox.hpp"
#include "outerspace/outerspace.hpp"
#include "ringworld/ringworld.hpp"

namespace dt::test {
namespace {

template <class Rules>
PositionKey key_of(const Rules& rules, const typename Rules::Position& pos) {
  return position_key(rules, pos, game_seed(rules));
}

template <class Rules>
class PositionKeys : public ::testing::Test {};

using AllRules = ::testing::Types<orthodox::Rules, hyperspace::Rules, hitchhiker::Rules, lue::Rules, outerspace::Rules,
                                  ringworld::Rules, chess960::Rules>;
TYPED_TEST_SUITE(PositionKeys, AllRules);

// Along random games: a position read back from its own text (so built by the parser,
// not by making moves, with no history in unused slots) has the key it had; two positions
// with one key are the same position, or differ only in state no count reads (a clock):
// the same moves and the same perft 2 below each.
TYPED_TEST(PositionKeys, KeysFollowThePositionNotItsHistory) {
  const TypeParam rules{};
  std::mt19937_64 random(7);
  std::map<std::pair<std::uint64_t, std::uint64_t>, typename TypeParam::Position> seen;
  for (int game = 0; game < 8; ++game) {
    auto pos = rules.start();
    for (int ply = 0; ply < 24; ++ply) {
      const std::string text = rules.format_position(pos);
      const auto reread = rules.parse_position(text);
      ASSERT_TRUE(reread.ok()) << text;
      const PositionKey key = key_of(rules, pos);
      EXPECT_EQ(key_of(rules, *reread), key) << text;
      const auto [it, added] = seen.try_emplace({key.index, key.check}, pos);
      if (!added && rules.format_position(it->second) != text) {
        std::vector<std::string> a, b;
        for (const auto& m : MoveList<TypeParam>(rules, pos)) a.push_back(rules.format_move(pos, m));
        for (const auto& m : MoveList<TypeParam>(rules, it->second)) b.push_back(rules.format_move(it->second, m));
        EXPECT_EQ(a, b) << text << " and " << rules.format_position(it->second) << " share a key";
        EXPECT_EQ(perft(rules, pos, 2), perft(rules, it->second, 2)) << text;
      }
      const MoveList<TypeParam> moves(rules, pos);
      if (moves.size() == 0) break;
      rules.make(pos, *(moves.begin() + static_cast<std::ptrdiff_t>(random() % moves.size())));
    }
  }
}

// Every option value other than the default gives the start position another key, so one
// table could never mix two games' counts.
TYPED_TEST(PositionKeys, OptionsAreInTheKey) {
  const TypeParam defaults = TypeParam::configure(*resolve_options(TypeParam::options(), {}));
  const PositionKey start = key_of(defaults, defaults.start());
  for (const OptionSpec& spec : TypeParam::options())
    for (const std::string_view value : spec.values) {
      if (value == spec.default_value) continue;
      const auto options = resolve_options(TypeParam::options(), {{std::string(spec.name), std::string(value)}});
      ASSERT_TRUE(options.ok());
      const TypeParam other = TypeParam::configure(*options);
      EXPECT_NE(key_of(other, other.start()), start) << spec.name << "=" << value;
    }
}

// The seed is the game's (its name and options), not the bytes of the object that plays
// it: a type derived from a variant's rules that holds something more, as the counting
// wrapper below holds its counter's address, seeds the same game alike whatever it holds.
// When the whole object was hashed, such a wrapper's keys changed from run to run under
// address randomisation, and with them the positions the table's gate sampled.
template <class Rules>
struct WithMore : Rules {
  std::uint64_t more;
};

TYPED_TEST(PositionKeys, TheSeedIsTheGamesNotTheObjects) {
  const TypeParam defaults = TypeParam::configure(*resolve_options(TypeParam::options(), {}));
  EXPECT_EQ(game_seed(WithMore<TypeParam>{defaults, 1}), game_seed(defaults));
  EXPECT_EQ(game_seed(WithMore<TypeParam>{defaults, 0xFFFF'FFFF'FFFF'FFFFULL}), game_seed(defaults));
}

template <class Rules>
PositionKey key_of_text(std::string_view text) {
  const Rules rules{};
  const auto pos = rules.parse_position(text);
  EXPECT_TRUE(pos.ok()) << text << ": " << (pos.ok() ? "" : pos.error().message());
  return pos.ok() ? key_of(rules, *pos) : PositionKey{};
}

// Pairs of positions that differ in one piece of state only, each read from its text.
TEST(PositionKeys, StateBesideThePiecesIsInTheKey) {
  using orthodox::Rules;
  // The side to move, a castling right, the en passant square.
  EXPECT_NE(key_of_text<Rules>("4k3/8/8/8/8/8/8/4K2R w K - 0 1"), key_of_text<Rules>("4k3/8/8/8/8/8/8/4K2R b K - 0 1"));
  EXPECT_NE(key_of_text<Rules>("4k3/8/8/8/8/8/8/4K2R w K - 0 1"), key_of_text<Rules>("4k3/8/8/8/8/8/8/4K2R w - - 0 1"));
  EXPECT_NE(key_of_text<Rules>("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2"),
            key_of_text<Rules>("4k3/8/8/3pP3/8/8/8/4K3 w - - 0 2"));
  // Ringworld: who moves, who is still in.
  using RW = ringworld::Rules;
  EXPECT_NE(key_of_text<RW>("Ge@i1,Rk@i6/Ge@q9/Ge@a9 123 1 -"), key_of_text<RW>("Ge@i1,Rk@i6/Ge@q9/Ge@a9 123 2 -"));
  // Chess960: a castling right, and which rook a right belongs to.
  using FR = chess960::Rules;
  EXPECT_NE(key_of_text<FR>("1r2k1r1/8/8/8/8/8/8/1R2K1R1 w GBgb - 0 1"),
            key_of_text<FR>("1r2k1r1/8/8/8/8/8/8/1R2K1R1 w Gbg - 0 1"));
  EXPECT_NE(key_of_text<FR>("4k3/8/8/8/8/8/8/RR2K3 w A - 0 1"), key_of_text<FR>("4k3/8/8/8/8/8/8/RR2K3 w B - 0 1"));
  // Outer Space: the side to move, the n of a piece in hyperspace, whose Nebula moved last
  // turn, and the owner of a piece (the key reads the pieces as White's and each type's).
  using OS = outerspace::Rules;
  const std::string os = "4n/5/5/5/5/5/5/P1G1N 1g1 ";
  EXPECT_NE(key_of_text<OS>(os + "w 2b:1 - 0"), key_of_text<OS>(os + "b 2b:1 - 0"));
  EXPECT_NE(key_of_text<OS>(os + "w 2b:1 - 0"), key_of_text<OS>(os + "w 2b:2 - 0"));
  EXPECT_NE(key_of_text<OS>(os + "w 2b:1 - 0"), key_of_text<OS>(os + "w 2b:1 w 0"));
  EXPECT_NE(key_of_text<OS>(os + "w 2b:1 w 0"), key_of_text<OS>(os + "w 2b:1 b 0"));
  EXPECT_NE(key_of_text<OS>(os + "w 2b:1 - 0"), key_of_text<OS>("4n/5/5/5/5/5/5/p1G1N 1g1 w 2b:1 - 0"));
  // Hitchhiker Chess: the side to move.
  using HC = hitchhiker::Rules;
  EXPECT_NE(key_of_text<HC>("h/1/3/5/7/C3*4/7/5/3/1/H w -"), key_of_text<HC>("h/1/3/5/7/C3*4/7/5/3/1/H b -"));
}

// LUE (LU-5): of the placement before the previous sub-move the key keeps only the swap
// it forbids. After a swap of the Universe with a Wowbagger the swap back is forbidden, a
// count of one move less; after a Marvin's step (from either of two cells) nothing is,
// and the two positions are one. The key used to hash the whole previous placement.
TEST(PositionKeys, LueKeysTheForbiddenSwapOnly) {
  using LU = lue::Rules;
  const std::string now = "weuzlf/mmmmmm/6/6/6/MMMMMM/WEUALF w 1 ";
  const auto swapped = LU{}.parse_position(now + "weuzlf/mmmmmm/6/6/6/MMMMMM/UEWALF");
  const auto stepped = LU{}.parse_position(now + "weuzlf/mmmmmm/6/6/M5/1MMMMM/WEUALF");
  ASSERT_TRUE(swapped.ok() && stepped.ok());
  EXPECT_EQ(perft(LU{}, *swapped, 1) + 1, perft(LU{}, *stepped, 1));
  EXPECT_NE(key_of(LU{}, *swapped), key_of(LU{}, *stepped));
  EXPECT_EQ(key_of_text<LU>(now + "weuzlf/mmmmmm/6/6/M5/1MMMMM/WEUALF"),
            key_of_text<LU>(now + "weuzlf/mmmmmm/6/6/1M4/M1MMMM/WEUALF"));
}

// The clocks never change a count (perft does not end a game by them, CO-1), so
// transpositions that reset the halfmove clock at different plies meet in the table. The
// key used to hash them too.
TEST(PositionKeys, ClocksAreNotInTheKey) {
  EXPECT_EQ(key_of_text<orthodox::Rules>("4k3/8/8/8/8/8/8/4K2R w K - 0 1"),
            key_of_text<orthodox::Rules>("4k3/8/8/8/8/8/8/4K2R w K - 7 30"));
  EXPECT_EQ(key_of_text<hyperspace::Rules>("4k3/8/8/8/8/1p6/8/N3K3 w - - 0 1"),
            key_of_text<hyperspace::Rules>("4k3/8/8/8/8/1p6/8/N3K3 w - - 9 12"));
  EXPECT_EQ(key_of_text<outerspace::Rules>("g3n/5/5/5/5/5/5/P1G1N 3 w - - 0"),
            key_of_text<outerspace::Rules>("g3n/5/5/5/5/5/5/P1G1N 3 w - - 11"));
  // Chess960 fell back on its whole position, clocks and all.
  EXPECT_EQ(key_of_text<chess960::Rules>("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 0 9"),
            key_of_text<chess960::Rules>("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 4 12"));
}

// Orthodox chess from the start: Nf3 Nf6 e4 and e4 Nf6 Nf3 reach one position with
// halfmove clocks 0 and 2. A table filled by one count answers the other's perft 3 at
// its root.
TEST(PositionKeys, TranspositionsWithOtherClocksShareAnEntry) {
  const orthodox::Rules rules;
  const auto a = rules.parse_position("rnbqkb1r/pppppppp/5n2/8/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 0 2");
  const auto b = rules.parse_position("rnbqkb1r/pppppppp/5n2/8/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 2 2");
  ASSERT_TRUE(a.ok() && b.ok());
  PerftTable table(1);
  NoPoll none;
  const std::uint64_t nodes = perft(rules, *a, 3, &table, none);
  EXPECT_EQ(table.find(key_of(rules, *b), 3), nodes);
}

// The variant's rules, counting the positions whose moves they generate (listed or
// counted): perft's work, whatever the machine's load. Children are made from lists, as
// for a variant without its own visit, and their moves counted one child at a time (a
// variant's count_children, CountsChildren, would count them past the counter).
template <class R>
struct Counting : R {
  std::uint64_t* generated;
  Counting(const R& rules, std::uint64_t* counter) : R(rules), generated(counter) {}
  typename R::Move* generate(const typename R::Position& p, typename R::Move* out) const {
    ++*generated;
    return R::generate(p, out);
  }
  std::size_t count(const typename R::Position& p) const
    requires CountsMoves<R>
  {
    ++*generated;
    return R::count(p);
  }
  template <class Visit>
  void for_each_child(const typename R::Position&, Visit&&) const = delete;
  std::uint64_t count_children(const typename R::Position&) const = delete;
};

// Positions generated (listed or counted) by perft `depth` from the start, after its
// first listed move when `after_first`, without the table and with a fresh one that keeps
// every count; the counts must agree. The table's gate (counting/table_gate.hpp) is told to
// keep everything, since this test is about the keys, not the gate: the figures below are
// those of a table that looks every position up. (Before the seed left out what a type
// derived from the rules holds, Counting's counter address seeded the keys, and with the
// gate judging the positions generated changed from run to run: outerspace perft 5,
// 202567 in one run, 233776 in another.)
template <class R>
std::pair<std::uint64_t, std::uint64_t> generations(int depth, bool after_first = false) {
  const R rules{};
  auto pos = rules.start();
  if (after_first) rules.make(pos, *MoveList<R>(rules, pos).begin());
  std::uint64_t plain = 0, hashed = 0;
  NoPoll none;
  PerftTable table(16);
  table.gate().keep_every_count();
  const std::uint64_t nodes = perft(Counting<R>(rules, &plain), pos, depth, nullptr, none);
  EXPECT_EQ(perft(Counting<R>(rules, &hashed), pos, depth, &table, none), nodes);
  std::cout << R::card.name << " perft " << depth << (after_first ? " after the first move" : "") << ": " << plain
            << " positions generated without the table, " << hashed << " with it (" << double(plain) / double(hashed)
            << "x)\n";
  return {plain, hashed};
}

// The table saves work where transpositions come within a few plies: with it, fewer
// positions are generated for the same count (deeper counts save more). A key that held
// the clocks, or that depended on the path to a position, would lose the saving. In
// Hyperspace Chess, Life, the Universe and Everything and Ringworld transpositions come
// later (pieces in transit count their turns, Ringworld's three players move in turn),
// past what a test can count; LUE's after its first sub-move.
TEST(PositionKeys, TheTableSavesGenerations) {
  const auto orthodox = generations<orthodox::Rules>(5);
  EXPECT_LT(orthodox.second * 3, orthodox.first * 2);  // 206604 against 124305
  const auto hitchhiker = generations<hitchhiker::Rules>(5);
  EXPECT_LT(hitchhiker.second * 4, hitchhiker.first * 3);  // 195620 against 123219
  const auto outerspace = generations<outerspace::Rules>(5);
  EXPECT_LT(outerspace.second * 4, outerspace.first * 3);  // 305537 against 202567
  const auto lue = generations<lue::Rules>(4, true);  // Black's two sub-moves in either order meet
  EXPECT_LT(lue.second * 20, lue.first * 19);  // 77443 against 70774; none saved when the key
                                               // held the whole previous placement
}

}  // namespace
}  // namespace dt::test
