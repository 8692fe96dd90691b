// The key perft's table files a position under (core/position_key.hpp) is a full function
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

#include "core/movelist.hpp"
#include "core/options.hpp"
#include "core/perft.hpp"
#include "core/position_key.hpp"
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
                                  ringworld::Rules>;
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
  // Hitchhiker Chess: the side to move.
  using HC = hitchhiker::Rules;
  EXPECT_NE(key_of_text<HC>("h/1/3/5/7/C3*4/7/5/3/1/H w -"), key_of_text<HC>("h/1/3/5/7/C3*4/7/5/3/1/H b -"));
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
// for a variant without its own visit.
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
};

// Positions generated (listed or counted) by perft `depth` from the start, without the
// table and with a fresh one; the counts must agree.
template <class R>
std::pair<std::uint64_t, std::uint64_t> generations(int depth) {
  const R rules{};
  std::uint64_t plain = 0, hashed = 0;
  NoPoll none;
  PerftTable table(16);
  const std::uint64_t nodes = perft(Counting<R>(rules, &plain), rules.start(), depth, nullptr, none);
  EXPECT_EQ(perft(Counting<R>(rules, &hashed), rules.start(), depth, &table, none), nodes);
  std::cout << R::name << " perft " << depth << ": " << plain << " positions generated without the table, " << hashed
            << " with it (" << double(plain) / double(hashed) << "x)\n";
  return {plain, hashed};
}

// The table saves work where transpositions come within a few plies: with it, fewer
// positions are generated for the same count (deeper counts save more). A key that held
// the clocks, or that depended on the path to a position, would lose the saving. In
// Hyperspace Chess, Life, the Universe and Everything and Ringworld transpositions come
// later (pieces in transit count their turns, LUE's sub-moves keep the placement before
// the last one, Ringworld's three players move in turn), past what a test can count.
TEST(PositionKeys, TheTableSavesGenerations) {
  const auto orthodox = generations<orthodox::Rules>(5);
  EXPECT_LT(orthodox.second * 3, orthodox.first * 2);  // 206604 against 124305
  const auto hitchhiker = generations<hitchhiker::Rules>(5);
  EXPECT_LT(hitchhiker.second * 4, hitchhiker.first * 3);  // 195620 against 123219
  const auto outerspace = generations<outerspace::Rules>(5);
  EXPECT_LT(outerspace.second * 4, outerspace.first * 3);  // 305537 against 202567
}

}  // namespace
}  // namespace dt::test
