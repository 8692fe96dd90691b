// The Spaceship (OS-6, OS-14): one or two orthogonal steps without capturing, shots
// along its diagonals, falling into hyperspace through an ordinary black hole, moves
// along hyperspace, and the exit from 2b.
#pragma once

#include "line_reach.hpp"
#include "movegen_steppers.hpp"

namespace dt::outerspace {

// OS-6: the steps of a Spaceship on the ordinary cell `from` with the ordinary cells of
// `empty` empty, as generate_spaceship_ordinary lists them, packed: bits 0-3 the steps
// that end in ordinary space without touching an ordinary black hole; bit 4 whether a
// step reaches one (while 2b is empty, the move into 2b: CO-3, one move however many
// lead there); bits 5 and 6 whether the first step east, west is onto one (while 2b is
// empty, the step on to 2c, 2a). While 2b is occupied no step goes onto or over one.
constexpr unsigned spaceship_step_code(int from, std::uint64_t empty) {
  const Tables& g = kTables;
  const std::uint64_t holes = bits(g.ordinary_holes);
  const std::uint64_t first = bits(g.orthogonal[from]) & empty;
  // The second step goes on the same way from an empty square that is not a black hole.
  const std::uint64_t second = bits(g.second_steps[from]) & orthogonal_steps(first & ~holes) & empty;
  const std::uint64_t onto_hole = first & holes, here = std::uint64_t{1} << from;
  return static_cast<unsigned>(std::popcount((first | second) & ~holes)) |
         unsigned{((first | second) & holes) != 0} << 4 | unsigned{(onto_hole & steps<E>(here)) != 0} << 5 |
         unsigned{(onto_hole & steps<W>(here)) != 0} << 6;
}

// spaceship_step_code for every ordinary cell and every emptiness of the cells one or two
// orthogonal steps from it (at most 8), gathered by core/gather_bits.hpp.
struct SpaceshipStepTable {
  std::array<std::uint64_t, kOrdinary> near;
  std::array<std::array<std::uint8_t, 256>, kOrdinary> code;
};
constexpr SpaceshipStepTable build_spaceship_steps() {
  SpaceshipStepTable t{};
  for (int c = 0; c < kOrdinary; ++c) {
    const std::uint64_t near = bits(kTables.orthogonal[c]) | bits(kTables.second_steps[c]);
    t.near[c] = near;
    for (std::uint64_t i = 0; i < (std::uint64_t{1} << std::popcount(near)); ++i)
      t.code[c][i] = static_cast<std::uint8_t>(spaceship_step_code(c, scatter_bits(i, near)));
  }
  return t;
}
inline constexpr SpaceshipStepTable kSpaceshipSteps = build_spaceship_steps();

// OS-6: the number of steps of a Spaceship on the ordinary cell `from`
// (tests/prop_outerspace.cpp compares it with the steps listed).
inline std::size_t spaceship_steps(const Position& p, const Occupancy& o, int from) {
  const unsigned code = kSpaceshipSteps.code[from][gather_bits(bits(o.empty), kSpaceshipSteps.near[from])];
  std::size_t n = code & 15;
  if (!p.cell[k2b]) n += (code >> 4 & 1) + (code >> 5 & unsigned{!p.cell[k2c]}) + (code >> 6 & unsigned{!p.cell[k2a]});
  return n;
}

// OS-6: the first cell of `pieces` on each diagonal from the ordinary cell `from`
// (line_reach.hpp: none when a diagonal meets none).
inline std::uint64_t first_on_diagonals(int from, std::uint64_t pieces) { return diagonal_reach(from, pieces) & pieces; }

// OS-6: from ordinary space.
template <class Sink>
void generate_spaceship_ordinary(const Position& p, const Occupancy& o, int from, Sink& s) {
  const Tables& g = kTables;
  const bool hyper_hole_empty = !p.cell[k2b];
  bool into_2b = false;  // CO-3: entering 2b through several black holes is one move
  if constexpr (!Sink::lists) s.add_count(spaceship_steps(p, o, from));
  else for (int d = N; d <= W; ++d) {
    int at = from;
    for (int k = 1; k <= 2; ++k) {
      const int t = g.step[at][d];
      // OS-14: an occupied black hole blocks like any occupied square.
      if (t < 0 || p.cell[t]) break;
      if (g.ordinary_holes.test(t)) {
        // OS-6: while 2b is occupied, no step onto or over an ordinary black hole.
        if (!hyper_hole_empty) break;
        into_2b = true;
        // OS-6, OS-14: after a first step east or west onto the hole, it may go on
        // one step the same way in hyperspace instead.
        if (k == 1 && (d == E || d == W)) {
          const int beyond = d == E ? k2c : k2a;
          if (!p.cell[beyond]) s.add(Move(from, beyond));
        }
        break;
      }
      s.add(Move(from, t));
      at = t;
    }
  }
  if (into_2b) s.add(Move(from, k2b));  // (counted by spaceship_steps)
  // OS-6: a shot removes the first piece on a diagonal, if it may be captured (OS-3).
  if constexpr (!Sink::lists) {
    s.add_count(cell_count(first_on_diagonals(from, ~bits(o.empty)) & bits(o.capturable)));
    return;
  }
  for (int d = NE; d <= NW; ++d)
    if (const Cells met = g.ray[from][d] & ~o.empty; !met.empty())
      if (const int t = nearest(met, d); o.capturable.test(t)) s.add(Move(from, t, MoveKind::Shot));
}

// OS-6, OS-14: in hyperspace, one or two steps along 2a-2b-2c through empty squares,
// no shots; from 2b also the exit.
template <class Sink>
void generate_spaceship_hyper(const Position& p, const Occupancy& o, int from, Sink& s) {
  const Tables& g = kTables;
  for (const int d : {E, W}) {
    for (int t = g.step[from][d], k = 1; t >= 0 && k <= 2 && !p.cell[t]; t = g.step[t][d], ++k)
      s.add(Move(from, t));
  }
  if (from != k2b) return;
  // OS-6: to an empty ordinary black hole, then one or two orthogonal steps through
  // empty squares that are not black holes. CO-3: one move per final square, named
  // after the first usable hole in name order (the count is that of all final squares).
  const std::uint64_t open = bits(o.empty) & ~bits(g.ordinary_holes);
  if constexpr (!Sink::lists) {
    s.add_count(cell_count(orthogonal_two_steps(bits(g.ordinary_holes & o.empty), open)));
  } else {
    std::uint64_t seen = 0;
    for (const int h : g.holes_by_name) {
      if (p.cell[h]) continue;
      const std::uint64_t reach = orthogonal_two_steps(bits(Cells::of(h)), open);
      add_moves(s, MoveKind::Exit, from, cells_of(reach & ~seen), h);
      seen |= reach;
    }
  }
}

template <class Sink>
void generate_spaceships(const Position& p, const Occupancy& o, Sink& s, Player me) {
  for (const int from : each(p.pieces(me, Spaceship))) {
    if (in_hyperspace(from)) generate_spaceship_hyper(p, o, from, s);
    else generate_spaceship_ordinary(p, o, from, s);
  }
}
template <class Sink>
void generate_spaceships(const Position& p, const Occupancy& o, Sink& s) {
  generate_spaceships(p, o, s, p.side);
}

}  // namespace dt::outerspace
