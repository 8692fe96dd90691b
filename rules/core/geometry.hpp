// Geometry as a graph with precomputed steps and rays (style.md, after Ludii), for the
// boards whose shape is not a plain grid of words: a hole or a missing cell is a step the
// board's builder leaves unset, a wraparound link one call, never an `if` in a move
// generator.
// Hitchhiker (the diamond, its black hole and the a6-i6 link), LUE (the 6x7 board) and
// Ringworld (the hex ring) build their cells, names and steps with it once, then
// flatten it into the plain tables their move generators read.
// The others do not: orthodox chess and Hyperspace (built on its board) step by shifts
// of 64-bit bitboards and magic tables; Outer Space computes its tables at compile time
// (geometry.hpp there), which this run-time builder of names and vectors cannot.
// Sets of cells are a CellSet (cellset.hpp) in Outer Space and Ringworld; Hitchhiker and
// LUE fit one 64-bit word and keep it raw, as orthodox does, since their tables index
// and shift it like a bitboard.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace dt {

using Cell = std::int16_t;
inline constexpr Cell kNoCell = -1;

class Geometry {
 public:
  // Cells are added in index order; `directions` is the number of step directions.
  explicit Geometry(int directions) : directions_(directions) {}

  Cell add_cell(std::string name);
  // One directed step; `link` joins two cells that need not be near in the drawing
  // (both ways: dir from a to b and back_dir from b to a).
  void set_step(Cell from, int dir, Cell to) { step_[index(from, dir)] = to; }
  void link(Cell a, int dir, Cell b, int back_dir) { set_step(a, dir, b); set_step(b, back_dir, a); }

  int cells() const { return static_cast<int>(names_.size()); }
  int directions() const { return directions_; }
  Cell step(Cell from, int dir) const { return step_[index(from, dir)]; }
  const std::string& name(Cell c) const { return names_[static_cast<std::size_t>(c)]; }
  std::optional<Cell> find(std::string_view name) const;

  // The cells met stepping from `from` in `dir` until the edge or a hole (from excluded).
  // Stops on returning to `from` (a ring closed by links).
  std::vector<Cell> ray(Cell from, int dir) const;

 private:
  std::size_t index(Cell c, int dir) const {
    return static_cast<std::size_t>(c) * static_cast<std::size_t>(directions_) + static_cast<std::size_t>(dir);
  }
  int directions_;
  std::vector<std::string> names_;
  std::vector<Cell> step_;
};

}  // namespace dt
