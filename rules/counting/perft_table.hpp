// A transposition table for perft: subtree counts by (position, depth), made once for a
// whole run and shared by its threads and its counts (perft's depths one after another,
// divide, a suite's lines): a count stored is true of its position under the game's rules
// whatever count it was found in, so the table is never cleared. Its memory comes zeroed
// from the system page by page as slots are first touched (Memory below), so a table of
// gigabytes costs nothing until used and nothing to set up.
//
// Keys (counting/position_key.hpp) are 128 bits in two independent lanes: `index` picks a
// bucket of four slots (one cache line) by its low bits, `check` is stored whole and
// compared, with the depth, on every probe. A false hit needs another position of the same
// depth in the probed bucket with an equal 64-bit check; each lane is a strongly universal
// hash, so another position's check equals this one's with probability 2^-64 whatever
// their difference, and a probe, which reads four slots, is false with probability at most
// 4 * 2^-64 = 2.2e-19. A count probes only positions two or more plies above its leaves, so
// perft d makes at most perft(0) + ... + perft(d - 2) probes: 3.5e8 for Hyperspace perft 7
// from the start, the deepest count published here (positions/suites/deep-*.perft), a
// chance below 7.6e-11 that any of its counts came from another position. A 64-bit key
// with its bucket taken from its own low bits would leave 64 - 22 = 42 bits to compare in
// a 256 MB table (2^22 buckets): 4 * 2^-42 = 9e-13 a probe, too much for counts to publish.
//
// Slots are written and read without locks: the check is stored xor-ed with the data, so
// a slot torn by two threads writing at once fails the comparison and reads as a miss.
// A bucket keeps its deepest counts (the dearest to redo): a new count goes to the slot
// that already holds this position at this depth, or else to the shallowest slot.
//
// The table grows into its memory as it fills: it starts with its first 1 MB of buckets
// and doubles the buckets it uses whenever about half their slots hold counts, up to the
// size asked for. Every page touched costs its first-touch fault (zeroing by the system),
// dear on a virtual machine (docs/performance.md), so a count that needs a fraction of the
// table touches only that. A doubling moves the counts whose new index bit is 1 to the new
// half, where they are looked for: each slot keeps kHomeBits bits of its index above the
// first buckets' (its home), enough for tables up to 2^30 buckets (64 GB); a bigger table
// strands them past that size (misses, never a wrong count). Stranding half of them at
// each doubling, deep ones as well as shallow, would redo counts the table had paid for.
// The thread that doubles the table moves the counts, one doubling at a time, while the
// others go on: a count not moved yet is a miss, and a slot torn by a move and a store at
// once fails its check as any torn slot does.
#pragma once

#include <algorithm>
#include <atomic>
#include <bit>
#include <cstdint>
#include <cstdlib>
#include <new>
#include <optional>

#if defined(__linux__)
#include <sys/mman.h>
#endif

#include "position_key.hpp"
#include "table_gate.hpp"

namespace dt {

class PerftTable {
 public:
  static constexpr int kSlotsPerBucket = 4;

  // Throws std::bad_alloc when the memory cannot be had (the CLI names --hash).
  explicit PerftTable(std::size_t megabytes)
      : buckets_(std::bit_floor(std::max<std::size_t>(megabytes * (std::size_t(1) << 20) / sizeof(Bucket), 1))),
        memory_(buckets_ * sizeof(Bucket)),
        mask_(std::min(buckets_, kFirstBuckets) - 1) {
    table_ = static_cast<Bucket*>(memory_.aligned(alignof(Bucket)));
  }
  PerftTable(const PerftTable&) = delete;
  PerftTable& operator=(const PerftTable&) = delete;

  std::size_t bytes() const { return buckets_ * sizeof(Bucket); }

  std::optional<std::uint64_t> find(const PositionKey& key, int depth) const {
    Bucket& b = bucket(home_index(key, depth));
    for (Slot& s : b.slots) {
      const std::uint64_t data = load(s.data);
      if ((load(s.check) ^ data) == key.check && depth_of(data) == depth) return data & kCountMask;
    }
    return std::nullopt;
  }

  // Asks for the bucket of (key, depth) ahead of a find or store.
  void prefetch(const PositionKey& key, int depth) const { __builtin_prefetch(&bucket(home_index(key, depth))); }

  void store(const PositionKey& key, int depth, std::uint64_t nodes) {
    if (nodes > kCountMask) return;  // beyond 2^42 nodes (4.4 x 10^12): not kept
    const std::uint64_t index = home_index(key, depth);
    Bucket& b = bucket(index);
    Slot* target = &b.slots[0];
    int shallowest = 64;
    for (Slot& s : b.slots) {
      const std::uint64_t data = load(s.data);
      const int d = depth_of(data);
      if ((load(s.check) ^ data) == key.check && d == depth) {
        target = &s;
        break;
      }
      if (d < shallowest) shallowest = d, target = &s;
    }
    if ((key.check & (kFillSample - 1)) == 0 && depth_of(load(target->data)) == 0) filled_one();
    const std::uint64_t data = (std::uint64_t(depth) << kDepthShift) |
                               (((index >> kFirstBits) & kHomeMask) << kCountBits) | nodes;
    write(*target, key.check ^ data, data);
  }

  // Which (ply, depth) counts are worth keeping (counting/table_gate.hpp), learnt as the
  // table is used: shared, like the counts, by the run's threads and counts.
  TableGate& gate() { return gate_; }
  const TableGate& gate() const { return gate_; }

  // The buckets in use (a power of two, at most bytes() / 64).
  std::size_t buckets_in_use() const { return mask_.load(std::memory_order_relaxed) + 1; }

 private:
  // A slot's data: the depth (< 64) in the top 6 bits, then the home, then the count.
  static constexpr int kCountBits = 42, kHomeBits = 16, kDepthShift = kCountBits + kHomeBits;
  static_assert(kDepthShift + 6 == 64);
  static constexpr std::uint64_t kCountMask = (std::uint64_t(1) << kCountBits) - 1;
  static constexpr std::uint64_t kHomeMask = (std::uint64_t(1) << kHomeBits) - 1;
  static int depth_of(std::uint64_t data) { return int(data >> kDepthShift); }

  // Plain words, so that zeroed pages are slots as they are (an empty slot holds
  // depth 0, which no probe asks for); threads reach them through atomic_ref.
  struct Slot {
    alignas(std::atomic_ref<std::uint64_t>::required_alignment) std::uint64_t check, data;
  };
  struct alignas(64) Bucket {
    Slot slots[kSlotsPerBucket];
  };
  static constexpr int kFirstBits = 14;  // the first 1 MB: 2^14 buckets of 64 bytes
  static constexpr std::size_t kFirstBuckets = std::size_t(1) << kFirstBits;
  static_assert(kFirstBuckets * sizeof(Bucket) == std::size_t(1) << 20);
  // Empty slots filled are counted one in kFillSample (by the check's low bits, a fair
  // sample), so that threads seldom write the shared counter.
  static constexpr std::uint64_t kFillSample = 64;
  // Doubles the buckets in use when about half their slots are filled, one doubling at a
  // time: the thread that doubles moves the counts (move_home) before another may.
  void filled_one() {
    const std::size_t filled = (filled_.fetch_add(1, std::memory_order_relaxed) + 1) * kFillSample;
    const auto half_full = [&](std::size_t mask) {
      return mask + 1 < buckets_ && filled * 2 > (mask + 1) * kSlotsPerBucket;
    };
    if (!half_full(mask_.load(std::memory_order_relaxed))) return;
    if (moving_.exchange(true, std::memory_order_acquire)) return;  // another thread is doubling
    // Read again: another thread may have doubled it since.
    if (const std::size_t mask = mask_.load(std::memory_order_relaxed); half_full(mask)) {
      mask_.store(mask * 2 + 1, std::memory_order_relaxed);
      if (mask + 1 < (std::size_t(1) << (kFirstBits + kHomeBits)))
        for (std::size_t i = 0; i <= mask; ++i) move_home(i, mask * 2 + 1);
    }
    moving_.store(false, std::memory_order_release);
  }

  // Moves the counts of bucket `i` that belong elsewhere under `mask` to their bucket: its
  // index is i's bits below the first buckets' and the home kept above them.
  void move_home(std::size_t i, std::size_t mask) {
    for (Slot& s : table_[i].slots) {
      const std::uint64_t data = load(s.data), check = load(s.check);
      if (depth_of(data) == 0) continue;
      const std::size_t home = ((i & (kFirstBuckets - 1)) | (((data >> kCountBits) & kHomeMask) << kFirstBits)) & mask;
      if (home == i) continue;
      Slot* target = &table_[home].slots[0];
      int shallowest = 64;
      for (Slot& t : table_[home].slots) {
        const int d = depth_of(load(t.data));
        if (d < shallowest) shallowest = d, target = &t;
      }
      if (shallowest < depth_of(data)) write(*target, check, data);
      // Emptied data first: a slot seen between the two stores holds depth 0, which no
      // probe asks for.
      std::atomic_ref(s.data).store(0, std::memory_order_relaxed);
      std::atomic_ref(s.check).store(0, std::memory_order_relaxed);
    }
  }

  // Where (key, depth) is filed: one position's counts at different depths go to different
  // buckets. Its bits under the mask pick the bucket in use.
  static std::uint64_t home_index(const PositionKey& key, int depth) {
    return key.index ^ (std::uint64_t(depth) * 0xD6E8FEB86659FD93ULL);
  }
  Bucket& bucket(std::uint64_t index) const { return table_[index & mask_.load(std::memory_order_relaxed)]; }
  static std::uint64_t load(std::uint64_t& word) { return std::atomic_ref(word).load(std::memory_order_relaxed); }
  static void write(Slot& s, std::uint64_t check, std::uint64_t data) {
    std::atomic_ref(s.check).store(check, std::memory_order_relaxed);
    std::atomic_ref(s.data).store(data, std::memory_order_relaxed);
  }

  // Zeroed memory, given by the system page by page as it is first touched. On Linux it
  // asks for 2 MB pages, 512 times fewer first-touch faults than 4 KB ones: on a virtual
  // machine, where each fault is dear, touching a table of hundreds of MB took longer
  // than the count it served.
  class Memory {
   public:
    explicit Memory(std::size_t bytes) : size_(bytes + kAlign) {
#if defined(__linux__)
      void* p = ::mmap(nullptr, size_, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
      if (p == MAP_FAILED) throw std::bad_alloc();
      base_ = static_cast<char*>(p);
      ::madvise(aligned(kAlign), bytes, MADV_HUGEPAGE);  // advice: refused, the table still works
#else
      base_ = static_cast<char*>(std::calloc(size_, 1));
      if (!base_) throw std::bad_alloc();
#endif
    }
    Memory(const Memory&) = delete;
    Memory& operator=(const Memory&) = delete;
    ~Memory() {
#if defined(__linux__)
      ::munmap(base_, size_);
#else
      std::free(base_);
#endif
    }
    void* aligned(std::size_t alignment) const {
      const auto address = reinterpret_cast<std::uintptr_t>(base_);
      return base_ + (-address & (alignment - 1));
    }

   private:
    static constexpr std::size_t kAlign = std::size_t(2) << 20;
    std::size_t size_;
    char* base_;
  };
  std::size_t buckets_;
  Memory memory_;
  Bucket* table_;
  std::atomic<std::size_t> mask_;           // buckets in use - 1
  std::atomic<std::size_t> filled_{0};      // empty slots filled, sampled
  std::atomic<bool> moving_{false};         // a thread is doubling the buckets in use
  TableGate gate_;
};

}  // namespace dt
