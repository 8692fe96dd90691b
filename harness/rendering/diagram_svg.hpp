// A Drawing (core/drawing.hpp) as one self-contained SVG document: no fonts, images or
// scripts from outside, only polygons, circles and text in a generic font family. On a
// page of many diagrams (the rulebook) the board, the pieces and the marks are defined
// once for the page (SvgDefs) and each diagram only places them.
#pragma once

#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/drawing.hpp"

namespace dt::cli {

// The legal moves of one piece, each with its notation, to mark on the board.
struct MarkedMove {
  std::string notation;
  MoveMark mark;
};

// Shapes shared by the diagrams of one page: each is defined once, under an id that
// every <use> on the page finds, whichever <svg> holds it.
class SvgDefs {
 public:
  // The id of `body` (SVG in pixels, round the origin), defined on first use.
  std::string id_of(const std::string& body);
  // A hidden <svg> holding every definition, for the top of the page ("" when none).
  std::string svg() const;

 private:
  std::map<std::string, std::string> ids_;  // body -> id
  std::string defs_;
};

struct DiagramRequest {
  std::string title;
  Drawing drawing;
  std::optional<std::string> selected;  // the cell whose moves are marked
  std::vector<MarkedMove> moves;
  std::optional<MarkedMove> last;       // highlighted: its from and to cells
  std::vector<MarkedMove> refused;      // moves shown as refused on their target cells
  // Set on a page of many diagrams: the shapes go there, and the title, sides, shades and
  // mark kinds are left to the page's one legend. Unset, the SVG stands alone.
  SvgDefs* shared = nullptr;
};

// The <svg> element, fit for a file (after an XML declaration) or inline in HTML.
std::string render_svg(const DiagramRequest& request);

// How every diagram marks a kind of move, the same in every variant: one colour per
// family (green a plain move, red a capture or shot, blue a move through hyperspace or a
// black hole, purple a king's or pawn's special move, black a refused move) and a shape
// per kind within it.
struct MarkStyle {
  std::string_view kind;  // the move kind of MoveMark, or "refused"
  std::string_view meaning;
};
std::span<const MarkStyle> mark_styles();
// The kind of the refused marks (DiagramRequest::refused).
inline constexpr std::string_view kRefused = "refused";

// Small <svg>s for a page's legend, drawn as the diagrams draw them (into `defs`).
std::string piece_swatch(SvgDefs& defs, int side, const std::string& text);
std::string mark_swatch(SvgDefs& defs, std::string_view kind);
std::string shade_swatch(Shade shade);
std::string highlight_swatch(bool selected);  // the selected piece's cell, or the last move's

}  // namespace dt::cli
