// A position as shapes, for `deepthought diagram`: each variant describes its board in
// its own geometry (rules/VARIANT/drawing.cpp) and the harness only renders polygons,
// circles and text. Coordinates are in board units (about one cell wide), y downward.
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace dt {

struct Point {
  double x = 0, y = 0;
};

// Mid is the third tone of a three-coloured hex board.
enum class Shade { Light, Dark, Mid, Hole, Special };

// One cell a piece can be named on (the board's cell count is the number of these).
struct DrawnCell {
  std::string name;
  std::vector<Point> outline;
  Point centre;
  Shade shade = Shade::Light;
};

// Shapes that are not cells: a hole made of several hexes, a link drawn as a line.
struct Area {
  std::vector<Point> outline;
  Shade shade = Shade::Hole;
};
struct Line {
  std::vector<Point> points;
};

struct Label {
  std::string text;
  Point at;
  double size = 0.3;  // text height in board units
};

// A piece standing on `cell`, or (in_transit) due to arrive there.
struct DrawnPiece {
  std::string cell;
  std::string text;  // one or two letters
  int side = 0;      // index into Drawing::sides
  bool in_transit = false;
};

struct Drawing {
  std::vector<DrawnCell> cells;
  std::vector<Area> areas;
  std::vector<Line> lines;
  std::vector<Label> labels;  // square names along the edges, legends, board titles
  std::vector<DrawnPiece> pieces;
  std::vector<std::string> sides;  // the players' names, in side order
  std::vector<std::string> panel;  // extra text lines shown beside the board
  // What the special shades mean here ("black hole", "restaurant"), for the legend.
  std::vector<std::pair<Shade, std::string>> key;
  // Every text a piece can be drawn with and the piece it names ("Ge", "General"), for
  // the legend: the same whatever the position.
  std::vector<std::pair<std::string, std::string>> piece_names;
};

// A legal move as the diagram marks it: its kind (a row of the rulings' notation table,
// "capture", "plunge", ...) and the cell the mark goes on.
struct MoveMark {
  std::string kind;
  std::string from;
  std::string to;
};

// A rectangular board of square cells, one unit each, rank 1 at the bottom, with file
// letters below and rank numbers on the left; the top-left corner at `origin`.
// `name(file, rank)` (0-based) names a cell, `shade` colours it.
struct SquareGrid {
  int files = 8, ranks = 8;
  Point origin;
  std::function<std::string(int file, int rank)> name;
  std::function<Shade(int file, int rank)> shade;
};
void add_square_grid(Drawing& d, const SquareGrid& grid);
// The usual chess colouring: a1 dark.
Shade chequered(int file, int rank);
std::string file_rank_name(int file, int rank);  // "a1"

// The cell names in a move's notation, in order ("e5xd4" -> e5 d4, "2b@1d3-1d1" -> 2b
// 1d3 1d1): a lower-case file letter with digits, or a digit and a letter (Outer
// Space's 2a). Upper-case letters (promotions) and the capture mark `x` are not cells.
std::vector<std::string> cells_in(std::string_view notation);
// The mark of a move whose kind is told by the notation: the last cell named before
// any '/' or '=' is where it goes.
MoveMark mark_last_cell(std::string_view notation, std::string kind, std::string origin);

}  // namespace dt
