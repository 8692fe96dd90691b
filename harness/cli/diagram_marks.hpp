// The legal moves of the piece on one cell, each with its mark (kind and target cell),
// for `diagram --moves-of` and the rulebook's diagrams.
#pragma once

#include <string>
#include <vector>

#include "face/erased.hpp"
#include "rendering/diagram_svg.hpp"

namespace dt::cli {

// `cell` in full (Game::cell_name). Throws CliError when no piece stands there.
std::vector<MarkedMove> marked_moves(const Game& game, const Drawing& drawing, const std::string& cell);

}  // namespace dt::cli
