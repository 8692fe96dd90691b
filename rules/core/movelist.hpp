// Generation writes into a caller's buffer (no allocation per node); MoveList wraps one.
#pragma once

#include <cstddef>

namespace dt {

template <class Rules>
class MoveList {
 public:
  using Move = typename Rules::Move;

  MoveList(const Rules& rules, const typename Rules::Position& pos)
      : end_(rules.generate(pos, moves_)) {}

  std::size_t size() const { return static_cast<std::size_t>(end_ - moves_); }
  bool empty() const { return end_ == moves_; }
  const Move* begin() const { return moves_; }
  const Move* end() const { return end_; }
  const Move& operator[](std::size_t i) const { return moves_[i]; }

 private:
  Move moves_[Rules::card.max_moves];
  Move* end_;
};

}  // namespace dt
