#include "interpretation_moves.hpp"

#include <algorithm>

#include "cli/cli_error.hpp"
#include "cli/interrupt.hpp"

namespace dt::cli {

namespace {

// The two games after the same moves.
struct Pair {
  std::unique_ptr<Game> a, b;
  std::vector<std::string> path;
};

std::vector<std::string> missing_from(const std::vector<std::string>& from, const std::vector<std::string>& in) {
  std::vector<std::string> out;
  for (const auto& m : from)
    if (std::find(in.begin(), in.end(), m) == in.end()) out.push_back(m);
  return out;
}

MoveSetDifference difference(const std::vector<std::string>& a, const std::vector<std::string>& b, std::vector<std::string> path) {
  return {std::move(path), missing_from(a, b), missing_from(b, a)};
}

// The pairs one shared move further, in A's generation order.
std::vector<Pair> children(const Pair& pair, const std::vector<std::string>& moves_a, const std::vector<std::string>& moves_b) {
  std::vector<Pair> out;
  for (const auto& move : moves_a) {
    if (std::find(moves_b.begin(), moves_b.end(), move) == moves_b.end()) continue;
    Pair next{pair.a->clone(), pair.b->clone(), pair.path};
    // Legal in both lists, so both games accept it.
    if (!next.a->play(move) || !next.b->play(move)) throw CliError("the rules refused their own move '" + move + "'");
    next.path.push_back(move);
    out.push_back(std::move(next));
  }
  return out;
}

void stop_if_interrupted() {
  if (interrupted()) throw CliStop(interrupted_status(), "interrupted while comparing the move sets");
}

// The first pair exactly `moves_left` shared moves below `pair` whose move sets differ, in
// generation order, depth first: memory grows with the depth, not with the positions.
std::optional<MoveSetDifference> first_difference_at(const Pair& pair, int moves_left) {
  stop_if_interrupted();
  const auto moves_a = pair.a->moves(), moves_b = pair.b->moves();
  if (moves_left == 0) {
    if (auto d = difference(moves_a, moves_b, pair.path); d.any()) return d;
    return std::nullopt;
  }
  for (const auto& child : children(pair, moves_a, moves_b))
    if (auto found = first_difference_at(child, moves_left - 1)) return found;
  return std::nullopt;
}

}  // namespace

MoveSetComparison compare_move_sets(const Game& a, const Game& b, int max_moves) {
  MoveSetComparison out;
  const Pair root{a.clone(), b.clone(), {}};
  const auto root_a = a.moves(), root_b = b.moves();
  out.root = difference(root_a, root_b, {});
  if (max_moves < 1) return out;
  for (const auto& child : children(root, root_a, root_b)) {
    if (auto d = difference(child.a->moves(), child.b->moves(), child.path); d.any()) out.after_one_move.push_back(std::move(d));
    else ++out.agreeing_after_one_move;
  }
  if (max_moves < 2 || out.root.any() || !out.after_one_move.empty()) return out;

  // Deepened one move at a time, so the first difference found has the shortest path
  // (every shorter one agreed), and among those the first in generation order.
  CatchInterrupt catching;
  out.searched_below = true;
  for (int depth = 2; depth <= max_moves && !out.below; ++depth) out.below = first_difference_at(root, depth);
  return out;
}

}  // namespace dt::cli
