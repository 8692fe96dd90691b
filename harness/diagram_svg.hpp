// A Drawing (core/drawing.hpp) as one self-contained SVG document: no fonts, images or
// scripts from outside, only polygons, circles and text in a generic font family.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/drawing.hpp"

namespace dt::cli {

// The legal moves of one piece, each with its notation, to mark on the board.
struct MarkedMove {
  std::string notation;
  MoveMark mark;
};

struct DiagramRequest {
  std::string title;
  Drawing drawing;
  std::optional<std::string> selected;  // the cell whose moves are marked
  std::vector<MarkedMove> moves;
  std::optional<MarkedMove> last;       // highlighted: its from and to cells
};

// The <svg> element, fit for a file (after an XML declaration) or inline in HTML.
std::string render_svg(const DiagramRequest& request);

}  // namespace dt::cli
