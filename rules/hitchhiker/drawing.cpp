// The diamond board (HC-1) for `deepthought diagram`: dark and light squares, the black
// hole e6, the restaurants e1 and e11 (HC-4) and the a6-i6 link (HC-2) as a stub off
// each end. Each square carries its name: the diamond's edges have no room for them all.
#include "hitchhiker/hitchhiker.hpp"

namespace dt::hitchhiker {

namespace {

Shade shade_of(int c) {
  if (c == kHole) return Shade::Hole;
  if (bit(c) & kRestaurants) return Shade::Special;
  return (kTables.dark & bit(c)) ? Shade::Dark : Shade::Light;
}

}  // namespace

Drawing Rules::drawing(const Position& p) const {
  const Tables& t = kTables;
  Drawing d;
  for (int c = 0; c < kCells; ++c) {
    const double x = t.file[c] - 1, y = 11 - t.rank[c];
    d.cells.push_back({cell_name(c), {{x, y}, {x + 1, y}, {x + 1, y + 1}, {x, y + 1}}, {x + 0.5, y + 0.5}, shade_of(c)});
    d.labels.push_back({cell_name(c), {x + 0.2, y + 0.16}, 0.17});
  }
  // a6 is at (0, 5)-(1, 6) and i6 at (8, 5)-(9, 6): the link is a short stub off each
  // of the two, named by the square at its other end. A line joining them would have to
  // run round half the board and read as a frame.
  d.lines.push_back({{{0, 5.5}, {-0.45, 5.5}}});
  d.lines.push_back({{{9, 5.5}, {9.45, 5.5}}});
  d.labels.push_back({"to i6", {-0.8, 5.5}, 0.2});
  d.labels.push_back({"to a6", {9.8, 5.5}, 0.2});
  for (int player = White; player <= Black; ++player) {
    const Player side = static_cast<Player>(player);
    for (int c = 0; c < kCells; ++c) {
      const PieceType type = p.type_on(c);
      if (type != NoPiece && (p.by_player[side] & bit(c)))
        d.pieces.push_back({cell_name(c), std::string(1, kPieces[type].letter), player});
    }
    if (p.hitch[side] >= 0) d.pieces.push_back({cell_name(p.hitch[side]), "H", player});
  }
  d.key = {{Shade::Hole, "black hole (e6)"}, {Shade::Special, "restaurant (e1, e11)"}};
  d.sides.assign(kPlayerNames.begin(), kPlayerNames.end());
  for (const auto& info : kPieces) d.piece_names.push_back({std::string(1, info.letter), std::string(info.name)});
  if (p.sun_just_moved) d.panel.push_back("the " + d.sides[~p.side] + " Sun has just moved (HC-8)");
  return d;
}

MoveMark Rules::mark(const Position& p, Move m) const {
  const std::string text = format_move(p, m);
  const bool capture = text.find('x') != std::string::npos;
  // HC-11: the seed's diagram tells the Orbiter's orbit change (never a capture) from
  // its orbit move, though both are written from-to.
  const bool orbit_change = p.type_on(m.from()) == Orbiter && kTables.ring[m.from()] != kTables.ring[m.to()];
  std::string kind = capture ? "capture" : orbit_change ? "orbit change" : "move";
  switch (m.kind()) {
    case Plunge: kind = capture ? "plunge capturing" : "plunge"; break;
    case Rematerialize: kind = "rematerialization"; break;
    case Scorch: kind = "scorch"; break;
    case Detonate: kind = "detonation"; break;
    case Step:
    case Pass: break;
  }
  // HC-9: a kidnapping move is marked where its mover lands, the cell before `&`; the
  // cell after it is where the kidnapped Hitchhiker lands, so that each kidnap and the
  // plain move to the same cell are offered together, on that cell.
  return mark_last_cell(std::string_view(text).substr(0, text.find('&')), kind, cell_name(m.from()));
}

}  // namespace dt::hitchhiker
