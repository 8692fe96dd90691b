// Where a generator puts its moves: a caller's buffer (MoveWriter, for `generate`) or only
// their number (MoveCounter, for perft's leaves, counting/perft.hpp's CountsMoves). A generator
// templated on its sink is written once for both, so perft's leaf count is the length of
// the list by construction. Each is one word, nothing is allocated or dispatched per node,
// and the counter counts a set of targets with one popcount instead of visiting its cells.
// A generator may take its sink by reference, or by value and return it (Hitchhiker, LUE):
// then it stays in a register across the calls the compiler does not inline, which keeps
// their perft at its speed.
// Orthodox calls them through PieceSink (orthodox/move_sink.hpp), which adds the moving
// piece to each call for its third sink, the child visitor of perft's inner nodes (a
// list or a count ignores the piece, so the wrapper adds no work per move).
#pragma once

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <type_traits>

#include "cellset.hpp"

namespace dt {

// The cells of a set: one word (a board of at most 64 cells) or a CellSet.
constexpr std::size_t cell_count(std::uint64_t cells) { return static_cast<std::size_t>(std::popcount(cells)); }
template <std::size_t N>
constexpr std::size_t cell_count(const CellSet<N>& cells) { return static_cast<std::size_t>(cells.count()); }

template <class F>
constexpr void for_each_cell(std::uint64_t cells, F&& f) {
  for (; cells; cells &= cells - 1) f(std::countr_zero(cells));
}
template <std::size_t N, class F>
constexpr void for_each_cell(const CellSet<N>& cells, F&& f) {
  for (const int c : cells) f(c);
}

// How many moves `make` builds for one cell in add_each: a Move, or an array of them
// (LUE's promotion choices, LU-4).
template <class Built>
inline constexpr std::size_t kMovesPerCell = 1;
template <class M, std::size_t K>
inline constexpr std::size_t kMovesPerCell<std::array<M, K>> = K;

// Each move make(cell) builds for the cells of `targets`, in increasing cell order,
// handed to `f`: the one loop of the sinks that look at every move.
template <class Cells, class Make, class F>
constexpr void for_each_built(const Cells& targets, Make&& make, F&& f) {
  for_each_cell(targets, [&](int to) {
    if constexpr (kMovesPerCell<decltype(make(to))> == 1) {
      f(make(to));
    } else {
      for (const auto m : make(to)) f(m);
    }
  });
}

template <class Move>
class MoveWriter {
 public:
  static constexpr bool lists = true;

  explicit MoveWriter(Move* out) : out_(out) {}

  void add(Move m) { *out_++ = m; }
  // The moves make(cell) builds for each cell of `targets`, in increasing cell order.
  template <class Cells, class Make>
  void add_each(const Cells& targets, Make&& make) {
    for_each_built(targets, make, [&](const Move m) { *out_++ = m; });
  }

  Move* end() const { return out_; }

 private:
  Move* out_;
};

class MoveCounter {
 public:
  static constexpr bool lists = false;

  template <class Move>
  void add(const Move&) { ++n_; }
  template <class Cells, class Make>
  void add_each(const Cells& targets, Make&&) {
    n_ += kMovesPerCell<std::invoke_result_t<Make&, int>> * cell_count(targets);
  }
  // For a generator that knows a number of moves without building them; it lists the
  // same moves when `lists`.
  void add_count(std::size_t n) { n_ += n; }

  std::size_t count() const { return n_; }

 private:
  std::size_t n_ = 0;
};

}  // namespace dt
