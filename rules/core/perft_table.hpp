// A transposition table for perft: subtree counts by (position, depth). The key is a
// 64-bit hash of the position's whole object representation, so it covers every piece of
// state a variant keeps (pieces in transit, sub-move state, clocks, players still in):
// two different states never share a key by construction, only by a hash collision
// (about one in 2^64 per probe). Equal states written differently (an unused slot of a
// list, padding) only hash apart, which costs hits, never counts. Slots are written and
// read without locks (the key is stored xor-ed with the data, so a slot torn by two
// threads fails the check and counts as a miss).
//
// A count stored is true of its position under the game's rules whatever the count it
// was found in, so one table serves every count of one game (one variant under one set
// of options: perft's depths one after another, a suite's lines) and is never cleared.
// Its memory comes zeroed from the system page by page as slots are first touched, so a
// table of gigabytes costs nothing until used and nothing to set up.
#pragma once

#include <algorithm>
#include <atomic>
#include <bit>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <new>
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
  // Throws std::bad_alloc when the memory cannot be had (the CLI names --hash).
  explicit PerftTable(std::size_t megabytes)
      : size_(std::bit_floor(std::max<std::size_t>(megabytes * (std::size_t(1) << 20) / sizeof(Slot), 1))),
        slots_(static_cast<Slot*>(std::calloc(size_, sizeof(Slot)))) {
    if (!slots_) throw std::bad_alloc();
  }
  PerftTable(const PerftTable&) = delete;
  PerftTable& operator=(const PerftTable&) = delete;

  std::size_t bytes() const { return size_ * sizeof(Slot); }

  std::optional<std::uint64_t> find(std::uint64_t position, int depth) const {
    const std::uint64_t key = with_depth(position, depth);
    Slot& s = slots_[key & (size_ - 1)];
    const std::uint64_t data = load(s.data);
    if ((load(s.check) ^ data) != key || int(data >> kCountBits) != depth) return std::nullopt;
    return data & kCountMask;
  }

  void store(std::uint64_t position, int depth, std::uint64_t nodes) {
    if (nodes > kCountMask) return;  // beyond 2^58 nodes: not kept
    const std::uint64_t key = with_depth(position, depth);
    const std::uint64_t data = (std::uint64_t(depth) << kCountBits) | nodes;
    Slot& s = slots_[key & (size_ - 1)];
    std::atomic_ref(s.check).store(key ^ data, std::memory_order_relaxed);
    std::atomic_ref(s.data).store(data, std::memory_order_relaxed);
  }

 private:
  static constexpr int kCountBits = 58;  // the depth (< 64) in the top 6 bits
  static constexpr std::uint64_t kCountMask = (std::uint64_t(1) << kCountBits) - 1;
  // One position's counts at different depths go to different slots.
  static std::uint64_t with_depth(std::uint64_t position, int depth) {
    return position ^ (std::uint64_t(depth) * 0xD6E8FEB86659FD93ULL);
  }
  // Plain words, so that calloc's zeroed pages are slots as they are (an all-zero slot
  // matches no key with a depth of 2 or more); threads reach them through atomic_ref.
  struct Slot {
    alignas(std::atomic_ref<std::uint64_t>::required_alignment) std::uint64_t check, data;
  };
  static std::uint64_t load(std::uint64_t& word) { return std::atomic_ref(word).load(std::memory_order_relaxed); }
  struct Free {
    void operator()(Slot* slots) const { std::free(slots); }
  };
  std::size_t size_;
  std::unique_ptr<Slot[], Free> slots_;
};

}  // namespace dt
