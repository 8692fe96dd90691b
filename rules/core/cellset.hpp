// A board-width-generic set of cells: one bit per cell index, over as many 64-bit
// words as the board needs (Outer Space's 43 cells fit one word, Ringworld's 198 need
// four). Orthodox chess (and Hyperspace on its board), Hitchhiker and LUE keep raw
// 64-bit words instead: their tables index and shift a set as a bitboard
// (core/geometry.hpp says which board uses what).
#pragma once

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>

namespace dt {

template <std::size_t Cells>
class CellSet {
 public:
  static constexpr std::size_t kWords = (Cells + 63) / 64;

  constexpr CellSet() = default;
  static constexpr CellSet of(int cell) { CellSet s; s.set(cell); return s; }

  constexpr bool test(int cell) const { return (words_[word(cell)] >> bit(cell)) & 1U; }
  constexpr void set(int cell) { words_[word(cell)] |= std::uint64_t{1} << bit(cell); }
  constexpr void reset(int cell) { words_[word(cell)] &= ~(std::uint64_t{1} << bit(cell)); }

  constexpr bool empty() const {
    for (auto w : words_) if (w) return false;
    return true;
  }
  constexpr int count() const {
    int n = 0;
    for (auto w : words_) n += std::popcount(w);
    return n;
  }
  // Lowest cell index; the set must not be empty.
  constexpr int first() const {
    for (std::size_t i = 0; i < kWords; ++i)
      if (words_[i]) return static_cast<int>(i * 64) + std::countr_zero(words_[i]);
    return -1;
  }
  constexpr int pop_first() { const int c = first(); reset(c); return c; }

  constexpr CellSet operator|(const CellSet& o) const { CellSet r = *this; r |= o; return r; }
  constexpr CellSet operator&(const CellSet& o) const { CellSet r = *this; r &= o; return r; }
  constexpr CellSet operator^(const CellSet& o) const { CellSet r = *this; r ^= o; return r; }
  constexpr CellSet& operator|=(const CellSet& o) { for (std::size_t i = 0; i < kWords; ++i) words_[i] |= o.words_[i]; return *this; }
  constexpr CellSet& operator&=(const CellSet& o) { for (std::size_t i = 0; i < kWords; ++i) words_[i] &= o.words_[i]; return *this; }
  constexpr CellSet& operator^=(const CellSet& o) { for (std::size_t i = 0; i < kWords; ++i) words_[i] ^= o.words_[i]; return *this; }
  // Complement within the board's cells (bits past Cells stay clear).
  constexpr CellSet operator~() const {
    CellSet r;
    for (std::size_t i = 0; i < kWords; ++i) r.words_[i] = ~words_[i];
    if constexpr (Cells % 64 != 0) r.words_[kWords - 1] &= (std::uint64_t{1} << (Cells % 64)) - 1;
    return r;
  }
  constexpr bool operator==(const CellSet&) const = default;
  // The words themselves, lowest cells first, for a board that reads a one-word set as a
  // bitboard (Outer Space's highest cell, rules/outerspace/geometry.hpp).
  constexpr const std::array<std::uint64_t, kWords>& words() const { return words_; }
  // The set whose words these are (bits past Cells must be clear).
  static constexpr CellSet of_words(const std::array<std::uint64_t, kWords>& words) {
    CellSet s;
    s.words_ = words;
    return s;
  }

  // Iteration over set cells in increasing order, over a copy of the set taken when the
  // loop starts (changing the set inside the loop does not change what it visits). One
  // word at a time: each step clears the lowest bit, and the end test compares the word
  // index and the bits left, not the whole set.
  class Iterator {
   public:
    constexpr explicit Iterator(const std::array<std::uint64_t, kWords>& words) : words_(words), bits_(words[0]) { skip(); }
    constexpr Iterator() : words_{}, index_(kWords), bits_(0) {}  // the end
    constexpr int operator*() const { return static_cast<int>(index_ * 64) + std::countr_zero(bits_); }
    constexpr Iterator& operator++() {
      bits_ &= bits_ - 1;
      skip();
      return *this;
    }
    constexpr bool operator!=(const Iterator& o) const { return index_ != o.index_ || bits_ != o.bits_; }

   private:
    constexpr void skip() {
      while (!bits_ && ++index_ < kWords) bits_ = words_[index_];
    }
    std::array<std::uint64_t, kWords> words_;
    std::size_t index_ = 0;
    std::uint64_t bits_;
  };
  constexpr Iterator begin() const { return Iterator(words_); }
  constexpr Iterator end() const { return Iterator(); }

 private:
  static constexpr std::size_t word(int cell) { return static_cast<std::size_t>(cell) / 64; }
  static constexpr unsigned bit(int cell) { return static_cast<unsigned>(cell) % 64; }
  std::array<std::uint64_t, kWords> words_{};
};

}  // namespace dt
