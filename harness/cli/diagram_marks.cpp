#include "diagram_marks.hpp"

#include <algorithm>

#include "cli_error.hpp"

namespace dt::cli {

std::vector<MarkedMove> marked_moves(const Game& game, const Drawing& drawing, const std::string& cell) {
  const bool occupied = std::any_of(drawing.pieces.begin(), drawing.pieces.end(),
                                    [&](const DrawnPiece& p) { return p.cell == cell && !p.in_transit; });
  if (!occupied) throw CliError("no piece on " + cell + " in " + game.position());
  auto moves = game.moves_from(cell);
  if (!moves) throw CliError(moves.error().message());
  std::vector<MarkedMove> out;
  for (const auto& move : *moves) {
    auto mark = game.mark(move);
    if (!mark) throw CliError(mark.error().message());
    out.push_back({move, *mark});
  }
  return out;
}

}  // namespace dt::cli
