// The key perft's transposition table (core/perft_table.hpp) files a position under: 128
// bits, a full function of everything a count below the position depends on (the pieces,
// the side to move, castling rights, en passant, pieces in transit, sub-move state, the
// game's options) and of nothing else (no clock that only `result()` reads), so that
// transpositions reached with different clocks share one entry.
//
// A variant says what counts by feeding those fields to a KeyHasher
// (`void key(const Position&, KeyHasher&) const`); one that does not is keyed on its
// position's whole object representation, which is complete but may hash equal states
// apart (padding, unused slots), costing hits, never counts.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string_view>
#include <type_traits>

namespace dt {

struct PositionKey {
  std::uint64_t index, check;  // two independent lanes: one picks the slot, the other is compared
  bool operator==(const PositionKey&) const = default;
};

// Two 64-bit lanes over a stream of words, each step (xor the word, multiply by an odd
// constant, xor-shift) a bijection of the lane for a given word: two streams of one
// length that differ in one word never meet in either lane, and streams that differ in
// more meet in a lane with a chance of about 2^-64, independently per lane.
class KeyHasher {
 public:
  explicit KeyHasher(std::uint64_t seed = 0) : a_(0x9E3779B97F4A7C15ULL ^ seed), b_(0xD1B54A32D192ED03ULL + seed) {}

  void add(std::uint64_t word) {
    a_ = step(a_ ^ word, 0xBF58476D1CE4E5B9ULL);
    b_ = step(b_ ^ word, 0x94D049BB133111EBULL);
  }

  // A field hashed as its bytes: only types whose bytes are their value (no padding, no
  // floating point), so equal fields always hash equal.
  template <class T>
  void add_bytes(const T& field) {
    static_assert(std::has_unique_object_representations_v<T>, "a field with padding would hash equal values apart");
    add_raw(&field, sizeof(T));
  }

  // Any trivially copyable object, padding and all (the fallback for a variant without
  // its own key).
  void add_raw(const void* data, std::size_t size) {
    const auto* bytes = static_cast<const unsigned char*>(data);
    add(size);
    for (; size >= 8; size -= 8, bytes += 8) {
      std::uint64_t w;
      std::memcpy(&w, bytes, 8);
      add(w);
    }
    if (size) {
      std::uint64_t w = 0;
      std::memcpy(&w, bytes, size);
      add(w);
    }
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

// Optional: a variant that names the state its counts depend on.
template <class Rules>
concept KeysPositions = requires(const Rules rules, const typename Rules::Position& pos, KeyHasher& hasher) {
  rules.key(pos, hasher);
};

// The game a key belongs to: the variant's name and its option values (the Config a
// variant with options holds through core/configured.hpp; CONTRIBUTING.md: nothing else
// configures a game), so that one table could serve several games without mixing their
// counts. Only the Config is hashed, as its bytes (add_bytes: no padding, checked at
// compile time), not the whole Rules object: anything else an object of a type derived
// from a variant's Rules holds (a test's counter, a pointer) would seed the same game
// differently from run to run. Counts never depend on the seed, but the positions the
// table's gate samples do (core/table_gate.hpp), and so the work a hashed count does.
template <class Rules>
std::uint64_t game_seed(const Rules& rules) {
  KeyHasher h;
  const std::string_view name = Rules::card.name;
  h.add_raw(name.data(), name.size());
  if constexpr (requires { rules.config(); }) h.add_bytes(rules.config());
  return h.key().index;
}

template <class Rules>
PositionKey position_key(const Rules& rules, const typename Rules::Position& pos, std::uint64_t seed) {
  KeyHasher h(seed);
  if constexpr (KeysPositions<Rules>) {
    rules.key(pos, h);
  } else {
    static_assert(std::is_trivially_copyable_v<typename Rules::Position>, "the fallback key hashes the position's bytes");
    h.add_raw(&pos, sizeof(pos));
  }
  return h.key();
}

}  // namespace dt
