// perft's leaves' grandparents (counting/perft.hpp's CountsChildren): the sub-moves of
// every child, each child made and counted once.
#pragma once

#include <cstdint>

#include "make.hpp"
#include "movegen.hpp"

namespace dt::lue {

// After a first sub-move make_move asks has_legal_move whether a second one exists (LU-2,
// LU-9), and perft then counts them: here that count answers both, and only a child with
// no second sub-move is counted again, its turn ended (LU-9: no pass node). After a royal's
// capture the child has no sub-move (LU-3, CO-1), as make_move leaves it.
inline std::uint64_t count_children(const Position& p, const Config& cfg) {
  Move moves[kMaxMoves];
  const Move* const end = generate_legal(p, moves, cfg);
  std::uint64_t n = 0;
  if (ends_turn(p)) {
    for (const Move* m = moves; m != end; ++m) {
      Position child = p;
      play(child, *m);
      end_turn(child);
      n += count_legal(child, cfg);
    }
    return n;
  }
  for (const Move* m = moves; m != end; ++m) {
    Position child = p;
    begin_second(child, play(child, *m));
    if (child.royal_captured()) continue;
    if (const std::size_t second = count_legal(child, cfg)) {
      n += second;
      continue;
    }
    end_turn(child);
    n += count_legal(child, cfg);
  }
  return n;
}

}  // namespace dt::lue
