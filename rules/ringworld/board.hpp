// The Ringworld board (RW-1, RW-2): a radius-8 hexagon of flat-topped cells without its
// radius-2 centre, built once as a core Geometry graph and flattened into the tables the
// hot path reads (steps, rays, the cells on any line through a cell).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "../core/cellset.hpp"
#include "../core/geometry.hpp"
#include "types.hpp"

namespace dt::ringworld {

using Cells = CellSet<kCells>;

// A ray: the cells met stepping from a cell in one direction, nearest first, up to the
// edge or the hole (RW-3). The longest ray on this board has 13 cells.
struct Ray {
  std::array<std::uint8_t, 16> cell{};  // past `length`, cell 0: never an unset value
  std::uint8_t length;
};

// The board's lines as bit rows (RW-2): 17 lines along each of the three axes (N-S,
// NE-SW, SE-NW), each a 32-bit word with one bit per cell of the full hexagon's line,
// rising going N, NE or SE. Bits 0-1, the hole's cells and every bit past the line's
// end are walls: a slide's first blocker is then one bit scan away and always exists,
// and a scan never shifts by 32 or more. A cell sits on one line per axis; direction d
// runs along axis d % 3, rising for d < 3 (N, NE, SE) and falling for the rest.
inline constexpr int kAxes = 3;
inline constexpr int kLines = 3 * 17;
inline constexpr int kStretches = 2 * kLines;
using LineBits = std::uint32_t;
struct LinePlace {
  std::uint8_t line;  // 0 ... kLines - 1
  std::uint8_t bit;   // 2 ... 18
};
constexpr int axis_of(int d) { return d % kAxes; }
constexpr bool rises(int d) { return d < kAxes; }

struct Tables {
  Geometry graph{kDirs};                          // the graph the tables come from
  std::array<std::array<Ray, kDirs>, kCells> ray; // ray[c][d].cell[0] is the step from c in d
  // line_dir[c][t]: the direction of the ray from c that holds t, or -1 (t on no line
  // through c). Every attack on c comes from a cell of its rays (all moves are
  // orthogonal, RW-3), so this says which ray a change on t can matter to.
  std::array<std::array<std::int8_t, kCells>, kCells> line_dir;
  std::array<Cells, kCells> lines;  // the cells of the six rays of c, as a set
  // leaps[type][c]: the cells a piece of a stepping or leaping type reaches from c
  // (RW-3), at most one per direction.
  struct Leaps {
    std::array<std::uint8_t, kDirs> cell;
    std::uint8_t count;
  };
  std::array<std::array<Leaps, kCells>, kPieceTypes> leaps;
  std::array<std::array<Cells, kCells>, kPieceTypes> leap_set;  // the same cells as a set, for counting
  std::array<std::array<LinePlace, kAxes>, kCells> place;  // the cell's line and bit, by axis
  std::array<LineBits, kLines> walls;                          // the wall bits of each line
  // The cell's stretch of its line by axis, between the edge and the hole or the two
  // edges (a line missing the hole is one stretch): 2 line + 1 past the hole. A piece's
  // moves along a line never cross the hole (RW-3), so they depend on its stretch alone.
  std::array<std::array<std::uint8_t, kAxes>, kCells> stretch;

  std::array<std::array<std::uint8_t, 32>, kLines> line_cell;  // the cell at each bit (walls: 0)
  std::array<std::string, kCells> name;           // "a1" ... "q9"
  std::array<int, kCells> axial_q, axial_r;       // axial coordinates, centre i9 = (0, 0)
  std::array<int, kCells> rotated;                // the cell 120 degrees round: i1 -> a9 -> q9 -> i1
  std::array<int, kPlayers> general_home;         // RW-1: i1, q9, a9
  std::array<std::array<int, 2>, kPlayers> rook_home;  // the Rooks three cells from the General
  // The bit of a Rook home cell in Position::castling (rook_home[x][i]: bit 2x + i), 0 on
  // every other cell.
  std::array<std::uint8_t, kCells> rook_right{};

  std::optional<int> find(std::string_view cell_name) const;
  int step(int c, int d) const { return ray[c][d].length ? ray[c][d].cell[0] : -1; }
};

// The board, built once at load.
extern const Tables kTables;

// Whether `name` is written like a cell but names one of the 19 hole cells (g8, i9, k10,
// ...): the hole keeps its numbers (RW-1), so a user may well type one.
bool names_a_hole_cell(std::string_view name);

}  // namespace dt::ringworld
