// The cells' names of Outer Space Chess (OS-1), for notation; the geometry is kTables
// (geometry.hpp).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "geometry.hpp"

namespace dt::outerspace {

// "1a1" ... "1e8", "2a", "2b", "2c".
const std::string& cell_name(int cell);

// Full names (`1c2`, `2b`) and, for ordinary space, short ones (`c2`) (OS-1).
std::optional<int> find_cell(std::string_view text);

}  // namespace dt::outerspace
