#include "suite_gen/features.hpp"

#include <map>
#include <memory>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

namespace dt::suite_gen {

namespace {

// "orbit change" -> "orbit-change": a feature name is one word between its dots.
std::string word(std::string_view text) {
  std::string out(text);
  for (char& c : out)
    if (c == ' ' || c == '.') c = '-';
  return out;
}

// The drawn pieces, by cell, standing and in transit apart.
struct Pieces {
  std::map<std::string, std::pair<std::string, int>> standing;  // cell -> text, side
  int in_transit = 0;
  int total = 0;
};

Pieces pieces_of(const Game& game) {
  Pieces out;
  for (const auto& p : game.drawing().pieces) {
    ++out.total;
    if (p.in_transit) ++out.in_transit;
    else out.standing.emplace(p.cell, std::make_pair(p.text, p.side));
  }
  return out;
}

// The side that makes the moves of `game`: the side of the piece on the first move's
// origin (a pass or a move from off the board names none).
std::optional<int> mover_side(const Game& game, const Pieces& pieces) {
  for (const std::string& move : game.moves()) {
    const auto mark = game.mark(move);
    if (!mark) continue;
    const auto at = pieces.standing.find(mark->from);
    if (at != pieces.standing.end()) return at->second.second;
  }
  return std::nullopt;
}

// The features of one move from `game` (drawn as `before`) to `after`.
void move_features(const Game& game, const Pieces& before, std::string_view move, const Game& after,
                   std::set<std::string>& out) {
  if (move == "pass") out.insert("pass");
  const auto mark = game.mark(move);
  const std::string kind = mark ? word(mark->kind) : "unknown";
  out.insert("kind." + kind);
  std::optional<int> side;
  if (mark) {
    const auto at = before.standing.find(mark->from);
    if (at != before.standing.end()) {
      out.insert("piece." + word(at->second.first));
      out.insert("piece." + word(at->second.first) + "." + kind);
      side = at->second.second;
    }
  }
  const Pieces now = pieces_of(after);
  const int removed = before.total - now.total;
  if (removed >= 2) out.insert("removed.several");
  if (now.in_transit < before.in_transit) out.insert("transit.arrival");
  if (now.in_transit > 0) out.insert("transit.pending");
  // Pieces that the move placed elsewhere than its own two cells: a carried or kidnapped
  // Hitchhiker, a castling Rook, a swapped piece, a drop from transit; one that stayed but
  // changed side: a takeover.
  for (const auto& [cell, piece] : now.standing) {
    if (mark && (cell == mark->from || cell == mark->to)) continue;
    const auto was = before.standing.find(cell);
    if (was != before.standing.end() && was->second == piece) continue;
    if (was != before.standing.end() && was->second.first == piece.first) {
      out.insert("side.change");
      continue;
    }
    out.insert("moved." + word(piece.first) + (side && piece.second != *side ? ".other-side" : ""));
  }
  std::set<int> sides_before, sides_now;
  for (const auto& [cell, piece] : before.standing) sides_before.insert(piece.second);
  for (const auto& [cell, piece] : now.standing) sides_now.insert(piece.second);
  if (sides_now.size() < sides_before.size()) out.insert("sides.fewer");
  const GameResult result = after.result();
  if (result.over()) out.insert("result." + word(result.reason));
  else if (side && mover_side(after, now) == side) out.insert("side.moves-again");
}

}  // namespace

std::set<std::string> tree_features(const Game& game, int depth, std::uint64_t node_budget) {
  std::set<std::string> out;
  std::vector<std::unique_ptr<Game>> level;
  level.push_back(game.clone());
  std::uint64_t nodes = 0;
  for (int d = 1; d <= depth && !level.empty(); ++d) {
    std::vector<std::unique_ptr<Game>> next;
    std::uint64_t count = 0;
    for (const auto& g : level) count += g->moves().size();
    if (d > 1 && nodes + count > node_budget) break;
    nodes += count;
    for (const auto& g : level) {
      const Pieces before = pieces_of(*g);
      for (const std::string& move : g->moves()) {
        auto child = g->clone();
        if (!child->play(move).ok()) continue;
        move_features(*g, before, move, *child, out);
        if (d < depth) next.push_back(std::move(child));
      }
    }
    level = std::move(next);
  }
  return out;
}

}  // namespace dt::suite_gen
