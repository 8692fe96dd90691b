// Chess960 generation: orthodox's generator on the board, with the castlings of FR-1
// (castling.hpp) in place of orthodox's, over the same sinks (orthodox's
// move_sink.hpp and children.hpp), so listing, counting and perft share one generator.
// One function for each side, as orthodox's: the side's sets and directions are
// constants, and a count stays in a register.
#pragma once

#include "../orthodox/child_counts.hpp"
#include "../orthodox/children.hpp"
#include "../orthodox/movegen.hpp"
#include "castling.hpp"
#include "make.hpp"
#include "position.hpp"

namespace dt::chess960 {

template <Player Us, class Sink>
[[gnu::always_inline]] inline void generate(const Position& p, Sink& s) {
  orthodox::detail::generate<Us>(p.board, s, Chess960Castling<Us>(p));
}

template <class Sink>
void generate(const Position& p, Sink& s) {
  if (p.board.side == orthodox::White)
    generate<orthodox::White>(p, s);
  else
    generate<orthodox::Black>(p, s);
}

// The legal moves with `Us` to move, counted (perft's leaves).
template <Player Us>
[[gnu::noinline]] std::size_t count_moves(const Position& p) {
  orthodox::CountSink counter;
  generate<Us>(p, counter);
  return counter.count();
}

inline std::size_t count_legal(const Position& p) {
  return p.board.side == orthodox::White ? count_moves<orthodox::White>(p) : count_moves<orthodox::Black>(p);
}

// The sum of count_legal over the positions one legal move from `p` (perft's leaves'
// grandparents): orthodox's count of all the children's replies at once, with these
// castlings; a child it does not cover is made and counted by this file's make and count.
inline std::uint64_t count_children(const Position& p) {
  return p.board.side == orthodox::White
             ? orthodox::detail::count_children<orthodox::White, Position, Chess960Castling>(p)
             : orthodox::detail::count_children<orthodox::Black, Position, Chess960Castling>(p);
}

// Calls `visit(child)` for the position after each legal move, in generation order, each
// made by the make of `Us` (make.hpp).
template <Player Us, class Visit>
void for_each_child(const Position& p, Visit& visit) {
  orthodox::ChildVisitor<Visit, Position, orthodox::Mover<Us>> visitor(p, visit);
  generate<Us>(p, visitor);
}

template <class Visit>
void for_each_child(const Position& p, Visit& visit) {
  if (p.board.side == orthodox::White)
    for_each_child<orthodox::White>(p, visit);
  else
    for_each_child<orthodox::Black>(p, visit);
}

}  // namespace dt::chess960
