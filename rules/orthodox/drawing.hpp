// The orthodox board as shapes (core/drawing.hpp), shared with Hyperspace Chess.
#pragma once

#include "../core/drawing.hpp"
#include "position.hpp"

namespace dt::orthodox {

Drawing board_drawing(const Position& p);

}  // namespace dt::orthodox
