#include "core/geometry.hpp"

#include <algorithm>

namespace dt {

Cell Geometry::add_cell(std::string name) {
  names_.push_back(std::move(name));
  step_.resize(names_.size() * static_cast<std::size_t>(directions_), kNoCell);
  return static_cast<Cell>(names_.size() - 1);
}

std::optional<Cell> Geometry::find(std::string_view name) const {
  for (std::size_t i = 0; i < names_.size(); ++i)
    if (names_[i] == name) return static_cast<Cell>(i);
  return std::nullopt;
}

std::vector<Cell> Geometry::ray(Cell from, int dir) const {
  std::vector<Cell> out;
  for (Cell c = step(from, dir); c != kNoCell && c != from; c = step(c, dir)) {
    if (std::find(out.begin(), out.end(), c) != out.end()) break;
    out.push_back(c);
  }
  return out;
}

}  // namespace dt
