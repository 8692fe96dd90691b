// The table's keys (counting/position_key.hpp) behave like a random function of the whole
// position: a count is never handed from one position to another because their keys were
// made to meet by the way they are computed. Three checks, each run on the keys the table
// uses and on a witness built as the keys once were (each lane mixed word by word with a
// multiply and an xor-shift), so that each is seen to catch a hash of that kind:
// - every input bit flips every key bit about half the time;
// - a difference in one word followed by a difference of one or two bits in the next never
//   makes a lane meet (the witness's lanes met: a top-bit difference left its step as a
//   fixed pattern the next word cancelled, so `4b2N/8/8/b7/3k1r2/8/7K/4n3 w` and
//   `4b2b/8/8/8/3k1r2/8/7K/4n3 w` shared a key);
// - in every variant, pairs of real positions that differ by one piece moved, removed,
//   added, changed in type or in owner, or in one field of the state beside the board,
//   never share a key, and their keys' low bits meet as often as the birthday bound says.
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <cctype>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <iostream>
#include <map>
#include <random>
#include <set>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "chess960/chess960.hpp"
#include "core/movelist.hpp"
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

// The witness: two lanes, each step xor the word, multiply by an odd constant, xor-shift
// by 31, then Murmur3's finalizer. Its steps are bijections, so streams that differ in
// one word never meet; a difference in bit 63 alone leaves a step as bits {63, 32}.
class MixingStepHasher : public WordStream<MixingStepHasher> {
 public:
  explicit MixingStepHasher(std::uint64_t seed = 0) : a_(0x9E3779B97F4A7C15ULL ^ seed), b_(0xD1B54A32D192ED03ULL + seed) {}
  void add(std::uint64_t word) {
    a_ = step(a_ ^ word, 0xBF58476D1CE4E5B9ULL);
    b_ = step(b_ ^ word, 0x94D049BB133111EBULL);
  }
  PositionKey key() const { return {finish(a_), finish(b_ ^ 0x2545F4914F6CDD1DULL)}; }

 private:
  static std::uint64_t step(std::uint64_t h, std::uint64_t odd) {
    h *= odd;
    return h ^ (h >> 31);
  }
  static std::uint64_t finish(std::uint64_t h) {
    h ^= h >> 33;
    h *= 0xFF51AFD7ED558CCDULL;
    h ^= h >> 33;
    h *= 0xC4CEB9FE1A85EC53ULL;
    return h ^ (h >> 33);
  }
  std::uint64_t a_, b_;
};

constexpr int kWords = 8;  // about an orthodox key's length (2 sides, 6 types, 1 word of state)
using Words = std::array<std::uint64_t, kWords>;

template <class Hasher>
PositionKey key_of_words(const Words& words) {
  Hasher h(0x5EED);
  for (const std::uint64_t w : words) h.add(w);
  return h.key();
}

Words random_words(std::mt19937_64& random) {
  Words w;
  for (auto& x : w) x = random();
  return w;
}

// The largest distance from one half of any key bit's flip frequency, over every word
// position and input bit flipped, each on `samples` random streams.
template <class Hasher>
double worst_flip_bias(int samples) {
  std::mt19937_64 random(11);
  double worst = 0;
  for (int word = 0; word < kWords; ++word)
    for (int bit = 0; bit < 64; ++bit) {
      std::array<int, 128> flips{};
      for (int s = 0; s < samples; ++s) {
        Words w = random_words(random);
        const PositionKey before = key_of_words<Hasher>(w);
        w[word] ^= std::uint64_t(1) << bit;
        const PositionKey after = key_of_words<Hasher>(w);
        for (int o = 0; o < 64; ++o) {
          flips[o] += int(((before.index ^ after.index) >> o) & 1);
          flips[64 + o] += int(((before.check ^ after.check) >> o) & 1);
        }
      }
      for (const int f : flips) worst = std::max(worst, std::fabs(double(f) / samples - 0.5));
    }
  return worst;
}

// How many pairs of streams met in a lane, over every word but the last, every bit of it
// flipped, and every difference of one or two bits in the next word, `samples` random
// streams each.
template <class Hasher>
std::uint64_t two_word_meetings(int samples) {
  std::mt19937_64 random(12);
  std::uint64_t met = 0;
  for (int word = 0; word + 1 < kWords; ++word)
    for (int bit = 0; bit < 64; ++bit)
      for (int c1 = 0; c1 < 64; ++c1)
        for (int c2 = c1; c2 < 64; ++c2)
          for (int s = 0; s < samples; ++s) {
            Words w = random_words(random);
            const PositionKey before = key_of_words<Hasher>(w);
            w[word] ^= std::uint64_t(1) << bit;
            w[word + 1] ^= (std::uint64_t(1) << c1) | (std::uint64_t(1) << c2);
            const PositionKey after = key_of_words<Hasher>(w);
            met += before.index == after.index || before.check == after.check;
          }
  return met;
}

// 2000 samples: one standard deviation of a frequency is 0.011; over the 65,536 (input
// bit, key bit) pairs the largest deviation of a random function is about 4.3 of them.
// The bound is 6.3.
TEST(KeyStrength, EveryInputBitFlipsEveryKeyBit) {
  constexpr int kSamples = 2000;
  const double bound = 6.3 * 0.5 / std::sqrt(double(kSamples));
  EXPECT_LT(worst_flip_bias<KeyHasher>(kSamples), bound);
  // The witness passes this too: its finalizer mixes the last word's difference well
  // enough for one bit. What it fails is below.
}

TEST(KeyStrength, TwoWordDifferencesNeverMeet) {
  EXPECT_EQ(two_word_meetings<KeyHasher>(2), 0U);
  EXPECT_GT(two_word_meetings<MixingStepHasher>(2), 0U) << "the check no longer catches a mixing-step hash";
}

// The two orthodox positions python-chess's random.perft led to, which the witness keys
// alike (the counts the table must give from them are fixed cases of
// tests/prop_table_counts.cpp).
TEST(KeyStrength, TheTwoOrthodoxPositionsThatMetNowDiffer) {
  const orthodox::Rules rules{};
  const auto a = rules.parse_position("4b2N/8/8/b7/3k1r2/8/7K/4n3 w - - 0 2");
  const auto b = rules.parse_position("4b2b/8/8/8/3k1r2/8/7K/4n3 w - - 0 2");
  ASSERT_TRUE(a.ok() && b.ok());
  const std::uint64_t seed = game_seed(rules);
  EXPECT_EQ(position_key<MixingStepHasher>(rules, *a, seed), position_key<MixingStepHasher>(rules, *b, seed));
  const PositionKey ka = position_key(rules, *a, seed), kb = position_key(rules, *b, seed);
  EXPECT_NE(ka.index, kb.index);
  EXPECT_NE(ka.check, kb.check);
}

// ---- Structured pairs of real positions, in every variant, edited through their text.

std::vector<std::string> split(const std::string& text, char by) {
  std::vector<std::string> out(1);
  for (const char c : text) {
    if (c == by)
      out.emplace_back();
    else
      out.back() += c;
  }
  return out;
}

std::string join(const std::vector<std::string>& parts, char by) {
  std::string out;
  for (std::size_t i = 0; i < parts.size(); ++i) out += (i ? std::string(1, by) : "") + parts[i];
  return out;
}

// A board's placement written FEN's way (core/placement.hpp): one character per cell once
// the runs are spelled out ('.' for an empty cell); letters are pieces, other marks stay.
std::vector<std::string> expand_ranks(const std::string& placement) {
  std::vector<std::string> ranks;
  for (const std::string& rank : split(placement, '/')) {
    std::string cells;
    for (const char c : rank) cells += (c >= '1' && c <= '9') ? std::string(std::size_t(c - '0'), '.') : std::string(1, c);
    ranks.push_back(cells);
  }
  return ranks;
}

std::string compress_ranks(const std::vector<std::string>& ranks) {
  std::vector<std::string> out;
  for (const std::string& cells : ranks) {
    std::string rank;
    int run = 0;
    for (const char c : cells) {
      if (c == '.') {
        ++run;
        continue;
      }
      if (run) rank += char('0' + run), run = 0;
      rank += c;
    }
    if (run) rank += char('0' + run);
    out.push_back(rank);
  }
  return join(out, '/');
}

// The edits of one position's text: one piece moved, removed, added, changed in type or
// in owner; one field beside the board given a value another real position had.
class Editor {
 public:
  Editor(std::mt19937_64& random, const std::set<char>& letters, const std::vector<std::set<std::string>>& field_values)
      : random_(random), letters_(letters.begin(), letters.end()), field_values_(field_values) {}

  std::vector<std::string> edits(const std::string& text) {
    const std::vector<std::string> fields = split(text, ' ');
    std::vector<std::string> out;
    if (fields[0].find('@') != std::string::npos)
      listed_board_edits(fields, out);
    else
      ranked_board_edits(fields, out);
    for (std::size_t f = 1; f < fields.size() && f < field_values_.size(); ++f)
      for (const std::string& value : field_values_[f]) {
        if (value == fields[f]) continue;
        std::vector<std::string> edited = fields;
        edited[f] = value;
        out.push_back(join(edited, ' '));
      }
    return out;
  }

 private:
  char any_letter() { return letters_[random_() % letters_.size()]; }

  void ranked_board_edits(const std::vector<std::string>& fields, std::vector<std::string>& out) {
    const std::vector<std::string> ranks = expand_ranks(fields[0]);
    std::vector<std::pair<std::size_t, std::size_t>> pieces, empty;
    for (std::size_t r = 0; r < ranks.size(); ++r)
      for (std::size_t c = 0; c < ranks[r].size(); ++c) {
        const char x = ranks[r][c];
        if (x == '.')
          empty.emplace_back(r, c);
        else if (std::isalpha(static_cast<unsigned char>(x)))
          pieces.emplace_back(r, c);
      }
    const auto with = [&](const std::vector<std::string>& edited) {
      std::vector<std::string> f = fields;
      f[0] = compress_ranks(edited);
      out.push_back(join(f, ' '));
    };
    for (const auto& [r, c] : pieces) {
      const char piece = ranks[r][c];
      std::vector<std::string> e = ranks;
      e[r][c] = '.';
      with(e);  // removed
      for (const auto& [r2, c2] : empty) {
        e[r2][c2] = piece;
        with(e);  // moved
        e[r2][c2] = '.';
      }
      e = ranks;
      e[r][c] = char(std::isupper(static_cast<unsigned char>(piece)) ? std::tolower(piece) : std::toupper(piece));
      with(e);  // the other owner
      for (const char letter : letters_) {
        if (letter == piece) continue;
        e[r][c] = letter;
        with(e);  // another type or owner
      }
    }
    for (const auto& [r, c] : empty) {
      std::vector<std::string> e = ranks;
      e[r][c] = any_letter();
      with(e);  // added
    }
  }

  // Ringworld lists each player's pieces as TYPE@CELL, players separated by '/'.
  void listed_board_edits(const std::vector<std::string>& fields, std::vector<std::string>& out) {
    std::vector<std::vector<std::string>> players;
    std::set<std::string> used, types;
    for (const std::string& list : split(fields[0], '/')) {
      players.push_back(list.empty() ? std::vector<std::string>{} : split(list, ','));
      for (const std::string& entry : players.back()) {
        used.insert(entry.substr(entry.find('@') + 1));
        types.insert(entry.substr(0, entry.find('@')));
      }
    }
    std::vector<std::string> free;
    for (const std::string& cell : cells_) if (!used.count(cell)) free.push_back(cell);
    const auto with = [&](const std::vector<std::vector<std::string>>& edited) {
      std::vector<std::string> lists;
      for (const auto& p : edited) lists.push_back(join(p, ','));
      std::vector<std::string> f = fields;
      f[0] = join(lists, '/');
      out.push_back(join(f, ' '));
    };
    for (std::size_t p = 0; p < players.size(); ++p)
      for (std::size_t i = 0; i < players[p].size(); ++i) {
        const std::string entry = players[p][i];
        const std::string type = entry.substr(0, entry.find('@')), cell = entry.substr(entry.find('@') + 1);
        auto e = players;
        e[p].erase(e[p].begin() + std::ptrdiff_t(i));
        with(e);  // removed
        for (std::size_t q = 0; q < players.size(); ++q) {
          if (q == p) continue;
          auto o = e;
          o[q].push_back(entry);
          std::sort(o[q].begin(), o[q].end());
          with(o);  // the other owner
        }
        for (std::size_t k = 0; k < std::min<std::size_t>(free.size(), 12); ++k) {
          auto m = players;
          m[p][i] = type + "@" + free[random_() % free.size()];
          with(m);  // moved
        }
        for (const std::string& other : types) {
          if (other == type) continue;
          auto t = players;
          t[p][i] = other + "@" + cell;
          with(t);  // another type
        }
      }
    for (std::size_t k = 0; k < std::min<std::size_t>(free.size(), 24); ++k) {
      auto a = players;
      const std::size_t p = random_() % players.size();
      a[p].push_back(*std::next(types.begin(), std::ptrdiff_t(random_() % types.size())) + "@" + free[random_() % free.size()]);
      with(a);  // added
    }
  }

 public:
  std::vector<std::string> cells_;  // every cell name seen (a listed board's)

 private:
  std::mt19937_64& random_;
  std::vector<char> letters_;
  const std::vector<std::set<std::string>>& field_values_;
};

template <class Rules>
class StructuredPairs : public ::testing::Test {};

using AllRules = ::testing::Types<orthodox::Rules, hyperspace::Rules, hitchhiker::Rules, lue::Rules, outerspace::Rules,
                                  ringworld::Rules, chess960::Rules>;
TYPED_TEST_SUITE(StructuredPairs, AllRules);

// How many pairs each variant checks: DT_KEY_PAIRS when set (ctest sets fewer under the
// sanitizers, tests/CMakeLists.txt; more for a longer run by hand).
std::size_t pairs_wanted() {
  if (const char* n = std::getenv("DT_KEY_PAIRS")) return std::size_t(std::strtoull(n, nullptr, 10));
  return 300'000;
}

// The positions of random games from the start: the bases to edit, and what each field
// beside the board was seen to hold.
template <class Rules>
struct Bases {
  std::vector<std::string> texts;
  std::set<char> letters;
  std::vector<std::set<std::string>> field_values;
  std::set<std::string> cells;
};

template <class Rules>
Bases<Rules> random_bases(const Rules& rules, std::mt19937_64& random, int games) {
  Bases<Rules> b;
  for (int g = 0; g < games; ++g) {
    auto pos = rules.start();
    const int plies = int(random() % 60);
    for (int ply = 0; ply <= plies; ++ply) {
      const std::string text = rules.format_position(pos);
      b.texts.push_back(text);
      const std::vector<std::string> fields = split(text, ' ');
      if (b.field_values.size() < fields.size()) b.field_values.resize(fields.size());
      for (std::size_t f = 1; f < fields.size(); ++f) b.field_values[f].insert(fields[f]);
      for (const char c : fields[0])
        if (std::isalpha(static_cast<unsigned char>(c)) && fields[0].find('@') == std::string::npos) b.letters.insert(c);
      if (fields[0].find('@') != std::string::npos)
        for (const std::string& list : split(fields[0], '/'))
          for (const std::string& entry : split(list, ','))
            if (entry.find('@') != std::string::npos) b.cells.insert(entry.substr(entry.find('@') + 1));
      const MoveList<Rules> moves(rules, pos);
      if (moves.size() == 0) break;
      rules.make(pos, *(moves.begin() + static_cast<std::ptrdiff_t>(random() % moves.size())));
    }
  }
  return b;
}

// Two texts whose positions share a key are allowed only when no count can tell them
// apart (a clock, an en passant square no pawn can take on): the same moves, the same
// perft 2.
template <class Rules>
bool counts_tell_apart(const Rules& rules, const typename Rules::Position& a, const typename Rules::Position& b) {
  std::vector<std::string> ma, mb;
  for (const auto& m : MoveList<Rules>(rules, a)) ma.push_back(rules.format_move(a, m));
  for (const auto& m : MoveList<Rules>(rules, b)) mb.push_back(rules.format_move(b, m));
  std::sort(ma.begin(), ma.end());
  std::sort(mb.begin(), mb.end());
  return ma != mb || perft(rules, a, 2) != perft(rules, b, 2);
}

struct PairCounts {
  std::size_t pairs = 0;          // edits read back as positions
  std::size_t told_apart = 0;     // pairs sharing a key that a count tells apart
  std::set<std::pair<std::uint64_t, std::uint64_t>> keys;  // every distinct key seen
};

struct KeyOrder {
  std::size_t operator()(const PositionKey& k) const { return std::size_t(k.index); }
};

template <class Hasher, class Rules>
PairCounts check_pairs(const Rules& rules, std::size_t wanted, std::string* example) {
  std::mt19937_64 random(21);
  Bases<Rules> bases = random_bases(rules, random, 64);
  Editor editor(random, bases.letters, bases.field_values);
  editor.cells_.assign(bases.cells.begin(), bases.cells.end());
  const std::uint64_t seed = game_seed(rules);
  PairCounts counts;
  // Every text by its key, across all bases and edits: two positions that share a key
  // are caught whichever edits of which bases they came from (a single edit of a base
  // differs from it in one place; two positions far apart differ in many, which is where
  // a weak key's differences cancel). An edit keyed as its own base is compared with it
  // and not kept (edits of state no count reads would fill the map).
  std::unordered_map<PositionKey, std::string, KeyOrder> by_key;
  const auto meet = [&](const std::string& a, const typename Rules::Position& pa, const std::string& b) {
    const auto pb = rules.parse_position(b);
    if (pb.ok() && counts_tell_apart(rules, pa, *pb)) {
      ++counts.told_apart;
      if (example && example->empty()) *example = a + " and " + b;
    }
  };
  const auto keep = [&](const PositionKey& key, const std::string& text, const typename Rules::Position& pos) {
    const auto [at, added] = by_key.try_emplace(key, text);
    if (!added && at->second != text) meet(text, pos, at->second);
  };
  std::shuffle(bases.texts.begin(), bases.texts.end(), random);
  for (std::size_t round = 0; counts.pairs < wanted && round < 64; ++round)
    for (const std::string& text : bases.texts) {
      if (counts.pairs >= wanted) break;
      const auto base = rules.parse_position(text);
      if (!base.ok()) continue;
      const PositionKey base_key = position_key<Hasher>(rules, *base, seed);
      keep(base_key, text, *base);
      for (const std::string& edited : editor.edits(text)) {
        const auto other = rules.parse_position(edited);
        if (!other.ok()) continue;
        ++counts.pairs;
        const PositionKey key = position_key<Hasher>(rules, *other, seed);
        if (key == base_key)
          meet(edited, *other, text);
        else
          keep(key, edited, *other);
      }
    }
  for (const auto& [key, text] : by_key) counts.keys.insert({key.index, key.check});
  return counts;
}

// Distinct keys whose low `bits` of a lane meet, and what the birthday bound expects of
// that many random ones: n(n-1)/2 / 2^bits.
std::pair<std::uint64_t, double> low_bit_meetings(const std::set<std::pair<std::uint64_t, std::uint64_t>>& keys,
                                                  bool index_lane, int bits) {
  std::unordered_map<std::uint64_t, std::uint64_t> seen;
  const std::uint64_t mask = (std::uint64_t(1) << bits) - 1;
  std::uint64_t met = 0;
  for (const auto& [index, check] : keys) met += seen[(index_lane ? index : check) & mask]++;
  const double n = double(keys.size());
  return {met, n * (n - 1) / 2 / std::ldexp(1.0, bits)};
}

TYPED_TEST(StructuredPairs, NeverShareAKeyAndMeetInLowBitsAsRandomKeysWould) {
  const TypeParam rules{};
  const std::size_t wanted = pairs_wanted();
  std::string example;
  const PairCounts counts = check_pairs<KeyHasher>(rules, wanted, &example);
  EXPECT_GE(counts.pairs, wanted / 2) << "too few edits read back as positions";
  EXPECT_EQ(counts.told_apart, 0U) << "e.g. " << example;
  // The bucket bits (the index lane's low ones) and the check's, over the distinct keys:
  // within six standard deviations of the birthday expectation (a Poisson count).
  const int bits = std::max(8, int(std::bit_width(counts.keys.size())) * 2 - 10);
  for (const bool index_lane : {true, false}) {
    const auto [met, expected] = low_bit_meetings(counts.keys, index_lane, bits);
    EXPECT_LE(std::fabs(double(met) - expected), 6 * std::sqrt(expected) + 3)
        << (index_lane ? "index" : "check") << " lane, low " << bits << " bits of " << counts.keys.size()
        << " keys: " << met << " meetings, " << expected << " expected";
  }
  std::cout << "[ pairs    ] " << counts.pairs << " pairs, " << counts.keys.size() << " distinct keys\n";
}

// The same pairs catch the witness: in orthodox chess it keys alike positions such as
// `4qnnr/.../Bp4P1/...` and `4qnnn/.../Rp4P1/...` (a piece on h8 changed, and one on a5).
TEST(KeyStrength, StructuredPairsCatchTheMixingStepWitness) {
  std::string example;
  EXPECT_GT(check_pairs<MixingStepHasher>(orthodox::Rules{}, 300'000, &example).told_apart, 0U)
      << "the structured pairs no longer catch a mixing-step hash";
}

}  // namespace
}  // namespace dt::test
