// The 6x7 board (LU-1) for `deepthought diagram`.
#include <cctype>

#include "lue/lue.hpp"

namespace dt::lue {

namespace {

std::string upper(char letter) { return std::string(1, static_cast<char>(std::toupper(static_cast<unsigned char>(letter)))); }

}  // namespace

Drawing Rules::drawing(const Position& p) const {
  Drawing d;
  add_square_grid(d, {kFiles, kRanks, {0, 0}, file_rank_name, chequered});
  for (int c = 0; c < kCells; ++c) {
    const Piece pc = p.board[static_cast<std::size_t>(c)];
    if (pc == kEmpty) continue;
    const PieceInfo& info = kPieces[type_of(pc)];
    // Black's royal is Zaphod `z`: both sides are drawn in capitals, told apart by colour.
    const char letter = owner_of(pc) == White ? info.white : info.black;
    d.pieces.push_back({cell_name(c), upper(letter), owner_of(pc)});
  }
  d.sides.assign(kPlayerNames.begin(), kPlayerNames.end());
  for (const auto& info : kPieces) {
    d.piece_names.push_back({upper(info.white), std::string(info.name)});
    if (upper(info.black) != upper(info.white)) d.piece_names.push_back({upper(info.black), std::string(info.name)});
  }
  if (p.second && p.first_mover >= 0) d.panel.push_back("second sub-move; " + cell_name(p.first_mover) + " has moved this turn");
  return d;
}

MoveMark Rules::mark(const Position& p, Move m) const {
  const std::string text = format_move(p, m);
  const std::string kind = m.kind() == Swap    ? "swap"
                           : m.kind() == Chain ? "chain"
                           : m.promotes()      ? "promotion"
                           : text.find('x') != std::string::npos ? "capture"
                                                                 : "move";
  return mark_last_cell(text, kind, cell_name(m.from()));
}

}  // namespace dt::lue
