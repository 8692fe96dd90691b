// A map from a table key to a small index (its first insertion's position in an array the
// caller keeps), by open addressing over one flat array: the walk of counting/ply_stats.hpp
// keeps a ply's distinct positions in it. Flat, so that tens of millions of entries are
// given back at once when the walk is stopped (a node-based map took seconds to free them)
// and cost 24 bytes each rather than a node each.
#pragma once

#include <cstdint>
#include <vector>

#include "position_key.hpp"

namespace dt {

class KeyIndex {
 public:
  // The index of `key`: the one it was given, or `next` when it is new (then `fresh`).
  std::uint64_t find_or_add(const PositionKey& key, std::uint64_t next, bool& fresh) {
    if (4 * (size_ + 1) > 3 * slots_.size()) grow();  // at most three slots in four used
    std::size_t at = static_cast<std::size_t>(key.index) & (slots_.size() - 1);
    while (slots_[at].used) {
      if (slots_[at].key == key) {
        fresh = false;
        return slots_[at].value;
      }
      at = (at + 1) & (slots_.size() - 1);
    }
    slots_[at] = {key, next, true};
    ++size_;
    fresh = true;
    return next;
  }
  std::uint64_t size() const { return size_; }

 private:
  struct Slot {
    PositionKey key{0, 0};
    std::uint64_t value : 63 = 0;
    bool used : 1 = false;
  };
  void grow() {
    std::vector<Slot> old(slots_.empty() ? 16 : 2 * slots_.size());
    old.swap(slots_);
    for (const Slot& s : old)
      if (s.used) {
        std::size_t at = static_cast<std::size_t>(s.key.index) & (slots_.size() - 1);
        while (slots_[at].used) at = (at + 1) & (slots_.size() - 1);
        slots_[at] = s;
      }
  }
  std::vector<Slot> slots_;
  std::uint64_t size_ = 0;
};

}  // namespace dt
