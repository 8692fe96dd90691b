// The hex ring (RW-1) for `deepthought diagram`: 198 flat-topped cells round the hole,
// three armies, and in the hole the f/h legend of RW-2 as the seed's diagram has it.
#include <cmath>

#include "ringworld/ringworld.hpp"

namespace dt::ringworld {

namespace {

// Flat-topped hexes one unit wide (centre to corner 0.5), the hole's centre i9 at (0, 0).
constexpr double kSize = 0.5;
const double kRoot3 = std::sqrt(3.0);

Point centre_of(double q, double r) { return {1.5 * kSize * q, kRoot3 * kSize * (r + q / 2)}; }

std::vector<Point> hexagon(Point c) {
  std::vector<Point> out;
  for (int k = 0; k < 6; ++k) {
    const double a = M_PI / 3 * k;
    out.push_back({c.x + kSize * std::cos(a), c.y + kSize * std::sin(a)});
  }
  return out;
}

// Axial steps of N, NE, SE, S, SW, NW (the order of Dir, board.cpp).
constexpr int kDq[kDirs] = {0, 1, 1, 0, -1, -1};
constexpr int kDr[kDirs] = {-1, -1, 0, 1, 1, 0};

}  // namespace

Drawing Rules::drawing(const Position& p) const {
  const Tables& b = kTables;
  Drawing d;
  for (int c = 0; c < kCells; ++c) {
    const Point at = centre_of(b.axial_q[c], b.axial_r[c]);
    // Three shades so that every line of cells alternates, as on a hex chess board.
    const int tone = ((b.axial_q[c] - b.axial_r[c]) % 3 + 3) % 3;
    d.cells.push_back({b.name[c], hexagon(at), at, tone == 0 ? Shade::Dark : tone == 1 ? Shade::Light : Shade::Mid});
    // Names large enough to read at 100% zoom when the ring is drawn 60 px a cell.
    d.labels.push_back({b.name[c], {at.x, at.y - 0.27}, 0.19});
  }
  for (int q = -2; q <= 2; ++q)
    for (int r = -2; r <= 2; ++r)
      if (std::abs(q + r) <= 2) d.areas.push_back({hexagon(centre_of(q, r)), Shade::Hole});
  for (int dir = 0; dir < kDirs; ++dir) {
    const Point end = centre_of(1.2 * kDq[dir], 1.2 * kDr[dir]);
    d.lines.push_back({{{0, 0}, end}});
    const Point at = centre_of(1.7 * kDq[dir], 1.7 * kDr[dir]);
    d.labels.push_back({is_f(dir) ? "f" : "h", {at.x, at.y + 0.12}, 0.4});
  }
  for (int c = 0; c < kCells; ++c)
    if (p.cell[c]) d.pieces.push_back({b.name[c], std::string(kPieces[type_of(p.cell[c])].code), owner_of(p.cell[c])});
  d.key = {{Shade::Hole, "the hole; f and h directions (RW-2)"}};
  d.sides.assign(kPlayerNames.begin(), kPlayerNames.end());
  for (const auto& info : kPieces)
    if (info.type != NoPiece) d.piece_names.push_back({std::string(info.code), std::string(info.name)});
  for (Player pl = 0; pl < kPlayers; ++pl)
    if (!p.is_in(pl)) d.panel.push_back(std::string(kPlayerNames[pl]) + " is out (RW-6)");
  return d;
}

MoveMark Rules::mark(const Position& p, Move m) const {
  const std::string text = format_move(p, m);
  const std::string kind = m.kind == MoveKind::Castling ? "castling" : text.find('x') != std::string::npos ? "capture" : "move";
  return mark_last_cell(text, kind, kTables.name[m.from]);
}

}  // namespace dt::ringworld
