// The key perft's transposition table (counting/perft_table.hpp) files a position under: 128
// bits, a full function of everything a count below the position depends on (the pieces,
// the side to move, castling rights, en passant, pieces in transit, sub-move state, the
// game's options) and of nothing else (no clock that only `result()` reads), so that
// transpositions reached with different clocks share one entry.
//
// A variant says what counts by feeding those fields to a hasher
// (`template <class Hasher> void key(const Position&, Hasher&) const`: the table gives it
// a KeyHasher, the key tests a weaker one too); one that does not is keyed on its
// position's whole object representation, which is complete but may hash equal states
// apart (padding, unused slots), costing hits, never counts.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string_view>
#include <type_traits>

#include "../core/variant_hooks.hpp"

namespace dt {

struct PositionKey {
  std::uint64_t index, check;  // two independent lanes: one picks the slot, the other is compared
  bool operator==(const PositionKey&) const = default;
};

namespace key_multipliers {

__extension__ typedef unsigned __int128 Wide;  // GCC and Clang, on x86-64 and WebAssembly alike

struct Multiplier {
  Wide index, check;  // one per lane
};

constexpr std::uint64_t splitmix(std::uint64_t& state) {
  std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

// The lanes' multipliers of word i: four draws of splitmix64 from a state of its own.
constexpr Multiplier draw(std::uint64_t i) {
  std::uint64_t state = 0x243F6A8885A308D3ULL + i * 4 * 0x9E3779B97F4A7C15ULL;
  const std::uint64_t a = splitmix(state), b = splitmix(state), c = splitmix(state), d = splitmix(state);
  return {Wide(a) << 64 | b, Wide(c) << 64 | d};
}

// The first kTabled words' multipliers from a table (every variant's key is shorter); a
// longer stream draws the rest as it goes.
inline constexpr std::size_t kTabled = 64;
inline constexpr std::array<Multiplier, kTabled> kTable = [] {
  std::array<Multiplier, kTabled> t{};
  for (std::size_t i = 0; i < kTabled; ++i) t[i] = draw(i);
  return t;
}();

}  // namespace key_multipliers

// What a variant's `key` writes to (core/variant.hpp's optional `key(pos, hasher)`, a
// template over the hasher, so that tests can feed the same words to a weaker hasher and
// see them caught): words, and fields given as their bytes, which become words here.
template <class Hasher>
class WordStream {
 public:
  // A field hashed as its bytes, eight to a word: only types whose bytes are their value
  // (no padding, no floating point), so equal fields always hash equal. Its size is the
  // type's, so a stream of fields is read one way whatever their values.
  template <class T>
  void add_bytes(const T& field) {
    static_assert(std::has_unique_object_representations_v<T>, "a field with padding would hash equal values apart");
    add_words(&field, sizeof(T));
  }

  // Any trivially copyable object, padding and all (the fallback for a variant without
  // its own key), or bytes of any length: the size first, so that streams of such fields
  // are read one way.
  void add_raw(const void* data, std::size_t size) {
    static_cast<Hasher&>(*this).add(size);
    add_words(data, size);
  }

 private:
  void add_words(const void* data, std::size_t size) {
    auto& hasher = static_cast<Hasher&>(*this);
    const auto* bytes = static_cast<const unsigned char*>(data);
    for (; size >= 8; size -= 8, bytes += 8) {
      std::uint64_t w;
      std::memcpy(&w, bytes, 8);
      hasher.add(w);
    }
    if (size) {
      std::uint64_t w = 0;
      std::memcpy(&w, bytes, size);
      hasher.add(w);
    }
  }
};

// Two 64-bit lanes over a stream of words, each lane a vector multiply-shift hash
// (Dietzfelbinger, 1996; Thorup, "High speed hashing for integers and strings", 2015):
// word i is multiplied by the lane's 128-bit multiplier i, the products summed modulo
// 2^128, and the sum's upper 64 bits taken. Over random multipliers that family is
// strongly universal: two different streams agree in a lane with probability 2^-64,
// whatever their difference, and the lanes' multipliers are drawn apart, so both agree
// with probability 2^-128. The multipliers here are fixed pseudo-random numbers, chosen
// with no regard to positions, so a pair of real positions meets that bound; what the
// table can then claim is in counting/perft_table.hpp. A lane mixed word by word with a
// multiply and an xor-shift has no such bound: a difference in a word's top bit leaves
// that step as a fixed pattern, which a difference in the next word cancels for every
// seed (a piece on h8 and one on a5 against the h8 piece changed in type), so two
// positions share a key (KeyStrength.TwoWordDifferencesNeverMeet).
//
// The seed (the game's: game_seed below) starts each lane's sum in its upper half, so the same position in two games has keys a fixed distance apart in each
// lane, and positions of two games meet with the same 2^-64 a lane. The number of words is
// xor-ed into each lane's upper half before the finalizer, so a stream and the same
// stream with zero words after it differ too. Each lane then goes through a bijective
// finalizer (it cannot make two sums meet) so that every key bit flips with probability
// one half when any input bit does (KeyStrength.EveryInputBitFlipsEveryKeyBit):
// the table takes its bucket from the index lane's low bits and its samples from the
// check lane's. The words are independent products, not a chain, so their multiplications
// overlap.
class KeyHasher : public WordStream<KeyHasher> {
 public:
  explicit KeyHasher(std::uint64_t seed = 0)
      : index_(key_multipliers::Wide(seed) << 64), check_(key_multipliers::Wide(seed) << 64) {}

  void add(std::uint64_t word) {
    const key_multipliers::Multiplier m = multiplier(words_++);
    index_ += m.index * word;
    check_ += m.check * word;
  }

  PositionKey key() const {
    return {finish(std::uint64_t(index_ >> 64) ^ words_, 0xFF51AFD7ED558CCDULL, 0xC4CEB9FE1A85EC53ULL),
            finish(std::uint64_t(check_ >> 64) ^ words_, 0xBF58476D1CE4E5B9ULL, 0x94D049BB133111EBULL)};
  }

 private:
  static key_multipliers::Multiplier multiplier(std::uint64_t i) {
    if (i < key_multipliers::kTabled) [[likely]]
      return key_multipliers::kTable[i];
    return key_multipliers::draw(i);
  }
  // Murmur3's 64-bit finalizer, with the lane's two odd constants: a bijection.
  static constexpr std::uint64_t finish(std::uint64_t h, std::uint64_t odd1, std::uint64_t odd2) {
    h ^= h >> 33;
    h *= odd1;
    h ^= h >> 33;
    h *= odd2;
    return h ^ (h >> 33);
  }
  key_multipliers::Wide index_, check_;
  std::uint64_t words_ = 0;
};

// The game a key belongs to: the variant's name and its option values (the Config a
// variant with options holds through core/configured.hpp; CONTRIBUTING.md: nothing else
// configures a game), so that one table could serve several games without mixing their
// counts. Only the Config is hashed, as its bytes (add_bytes: no padding, checked at
// compile time), not the whole Rules object: anything else an object of a type derived
// from a variant's Rules holds (a test's counter, a pointer) would seed the same game
// differently from run to run. Counts never depend on the seed, but the positions the
// table's gate samples do (counting/table_gate.hpp), and so the work a hashed count does.
template <class Rules>
std::uint64_t game_seed(const Rules& rules) {
  KeyHasher h;
  const std::string_view name = Rules::card.name;
  h.add_raw(name.data(), name.size());
  if constexpr (HasConfig<Rules>) h.add_bytes(rules.config());
  return h.key().index;
}

// The position's key under `Hasher` (tests name another; the table uses KeyHasher).
// Flattened: with the variant's key() and the hasher inlined here, the stream's word
// count and each word's multipliers are constants, where GCC left orthodox's key() a
// call of its own that counted the words at run time (docs/performance.md).
template <class Hasher = KeyHasher, class Rules>
[[gnu::flatten]] PositionKey position_key(const Rules& rules, const typename Rules::Position& pos, std::uint64_t seed) {
  Hasher h(seed);
  if constexpr (KeysPositions<Rules, Hasher>) {
    rules.key(pos, h);
  } else {
    static_assert(std::is_trivially_copyable_v<typename Rules::Position>, "the fallback key hashes the position's bytes");
    h.add_raw(&pos, sizeof(pos));
  }
  return h.key();
}

}  // namespace dt
