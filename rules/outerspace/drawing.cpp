// The two boards (OS-1) for `deepthought diagram`: ordinary space 5x8 with its six black
// holes, and hyperspace 2a-2b-2c beside it, 2b a black hole.
#include "outerspace/outerspace.hpp"

namespace dt::outerspace {

namespace {

// Hyperspace is drawn to the right of ordinary space, level with ranks 4-5.
constexpr double kHyperX = 6.5, kHyperY = 3.5;

Shade shade_of(int c) {
  if (kTables.black_holes.test(c)) return Shade::Hole;
  return in_hyperspace(c) ? Shade::Light : chequered(file_of(c), rank_of(c));
}

}  // namespace

Drawing Rules::drawing(const Position& p) const {
  Drawing d;
  add_square_grid(d, {kFiles, kRanks, {0, 0}, [&](int f, int r) { return cell_name(square(f, r)); },
                      [](int f, int r) { return shade_of(square(f, r)); }});
  for (int i = 0; i < 3; ++i) {
    const int c = kOrdinary + i;
    const double x = kHyperX + i, y = kHyperY;
    d.cells.push_back({cell_name(c), {{x, y}, {x + 1, y}, {x + 1, y + 1}, {x, y + 1}}, {x + 0.5, y + 0.5}, shade_of(c)});
    d.labels.push_back({cell_name(c), {x + 0.5, y + 1.3}});
  }
  d.labels.push_back({"ordinary space", {2.5, -0.35}});
  d.labels.push_back({"hyperspace", {kHyperX + 1.5, kHyperY - 0.35}});
  for (int c = 0; c < kCells; ++c)
    if (p.cell[c]) d.pieces.push_back({cell_name(c), std::string(1, kPieces[type_of(p.cell[c])].letter), owner_of(p.cell[c])});
  d.key = {{Shade::Hole, "black hole (1b3 1b6 1c4 1c5 1d3 1d6 2b)"}};
  d.sides.assign(kPlayerNames.begin(), kPlayerNames.end());
  for (const auto& info : kPieces)
    if (info.type != NoPiece) d.piece_names.push_back({std::string(1, info.letter), std::string(info.name)});
  for (int c = kOrdinary; c < kCells; ++c)
    if (p.cell[c]) d.panel.push_back(cell_name(c) + ": n = " + std::to_string(p.n(c)) + " (OS-9)");
  return d;
}

MoveMark Rules::mark(const Position& p, Move m) const {
  const std::string text = format_move(p, m);
  const std::string kind = m.kind == MoveKind::Shot   ? "shot"
                           : m.kind == MoveKind::Warp ? "warp"
                           : m.kind == MoveKind::Exit ? "exit"
                           : p.cell[m.to]             ? "capture"
                                                      : "move";
  return mark_last_cell(text, kind, cell_name(m.from));
}

}  // namespace dt::outerspace
