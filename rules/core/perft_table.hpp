// A transposition table for perft: subtree counts by (position, depth). The key is a
// 64-bit hash of the position's whole object representation, so it covers every piece of
// state a variant keeps (pieces in transit, sub-move state, clocks, players still in):
// two different states never share a key by construction, only by a hash collision
// (about one in 2^64 per probe). Equal states written differently (an unused slot of a
// list, padding) only hash apart, which costs hits, never counts. Slots are written and
// read without locks (the key is stored xor-ed with the data, so a slot torn by two
// threads fails the check and counts as a miss).
#pragma once

#include <algorithm>
#include <atomic>
#include <bit>
#include <cstdint>
#include <cstring>
#include <memory>
#include <optional>
#include <type_traits>

namespace dt {

template <class Position>
std::uint64_t position_key(const Position& pos) {
  static_assert(std::is_trivially_copyable_v<Position>, "the table hashes the position's bytes");
  constexpr std::size_t kWords = (sizeof(Position) + 7) / 8;
  std::uint64_t words[kWords] = {};
  std::memcpy(words, &pos, sizeof(Position));
  std::uint64_t h = 0x9E3779B97F4A7C15ULL ^ sizeof(Position);
  for (const std::uint64_t w : words) {
    h ^= w;
    h *= 0xBF58476D1CE4E5B9ULL;
    h ^= h >> 31;
  }
  h *= 0x94D049BB133111EBULL;
  return h ^ (h >> 29);
}

class PerftTable {
 public:
  explicit PerftTable(std::size_t megabytes)
      : size_(std::bit_floor(std::max<std::size_t>(megabytes * (1u << 20) / sizeof(Slot), 1))),
        slots_(std::make_unique<Slot[]>(size_)) {}

  std::optional<std::uint64_t> find(std::uint64_t position, int depth) const {
    const std::uint64_t key = with_depth(position, depth);
    const Slot& s = slots_[key & (size_ - 1)];
    const std::uint64_t data = s.data.load(std::memory_order_relaxed);
    if ((s.check.load(std::memory_order_relaxed) ^ data) != key || int(data >> kCountBits) != depth) return std::nullopt;
    return data & kCountMask;
  }

  void store(std::uint64_t position, int depth, std::uint64_t nodes) {
    if (nodes > kCountMask) return;  // beyond 2^58 nodes: not kept
    const std::uint64_t key = with_depth(position, depth);
    const std::uint64_t data = (std::uint64_t(depth) << kCountBits) | nodes;
    Slot& s = slots_[key & (size_ - 1)];
    s.check.store(key ^ data, std::memory_order_relaxed);
    s.data.store(data, std::memory_order_relaxed);
  }

 private:
  static constexpr int kCountBits = 58;  // the depth (< 64) in the top 6 bits
  static constexpr std::uint64_t kCountMask = (std::uint64_t(1) << kCountBits) - 1;
  // One position's counts at different depths go to different slots.
  static std::uint64_t with_depth(std::uint64_t position, int depth) {
    return position ^ (std::uint64_t(depth) * 0xD6E8FEB86659FD93ULL);
  }
  struct Slot {
    std::atomic<std::uint64_t> check{0}, data{0};
  };
  std::size_t size_;
  std::unique_ptr<Slot[]> slots_;
};

}  // namespace dt
