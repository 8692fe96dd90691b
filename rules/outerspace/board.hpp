// The two boards of Outer Space Chess (OS-1) for notation: the tables of geometry.hpp
// with the cells' names.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

#include "geometry.hpp"

namespace dt::outerspace {

struct Board : Tables {
  std::array<std::string, kCells> name;  // "1a1" ... "1e8", "2a", "2b", "2c"

  // Full names (`1c2`, `2b`) and, for ordinary space, short ones (`c2`) (OS-1).
  std::optional<int> find(std::string_view cell_name) const;
};

const Board& board();

}  // namespace dt::outerspace
