// Geometry as a graph with precomputed steps and rays (style.md, after Ludii). Every
// board of the project is built with this: the 8x8 and 6x7 squares, the Hitchhiker
// diamond with its black hole and a6-i6 link, the Outer Space pair of boards, the
// Ringworld hex ring. A hole, a missing cell or a wraparound link is one call in the
// board's builder, never an `if` in a move generator.
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
  void remove_steps_into(Cell hole);  // a hole: nothing steps onto it, nothing leaves it

  int cells() const { return static_cast<int>(names_.size()); }
  int directions() const { return directions_; }
  Cell step(Cell from, int dir) const { return step_[index(from, dir)]; }
  const std::string& name(Cell c) const { return names_[static_cast<std::size_t>(c)]; }
  std::optional<Cell> find(std::string_view name) const;

  // The cells met stepping from `from` in `dir` until the edge or a hole (from excluded).
  // Stops on returning to `from` (a ring closed by links).
  std::vector<Cell> ray(Cell from, int dir) const;
  // Cells one step away in any direction, each once.
  std::vector<Cell> neighbours(Cell c) const;

 private:
  std::size_t index(Cell c, int dir) const {
    return static_cast<std::size_t>(c) * static_cast<std::size_t>(directions_) + static_cast<std::size_t>(dir);
  }
  int directions_;
  std::vector<std::string> names_;
  std::vector<Cell> step_;
};

}  // namespace dt
