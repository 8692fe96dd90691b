// The riding pieces: Orbiter (HC-11), Rocket (HC-12), Sun (HC-8). Included by movegen.hpp.
#pragma once

namespace dt::hitchhiker {

// The squares the orbit slide reaches either way, as a mover with a Hitchhiker to carry
// judges them (Mover::ok), walked square by square; without one, orbit_slide.
inline Cells orbit_reach_carrying(const Mover& m) {
  const Tables& t = kTables;
  const Cells empty = m.empty();
  Cells reached = 0;
  for (int way = 0; way < 2; ++way) {
    Cells passed = 0;
    for (const std::int8_t* q = t.orbit_path[m.from][way]; *q >= 0; ++q) {
      const int c = *q;
      if (empty & bit(c)) {
        if (m.ok(c, passed)) reached |= bit(c);
        passed |= bit(c) & m.carry;
        continue;
      }
      if ((m.ctx.capturable & bit(c)) && m.ok(c, passed)) reached |= bit(c);
      break;
    }
  }
  return reached;
}

// HC-11: the orbit slide along the ring both ways (a square reached both ways is one
// move, CO-3; never back to the start; a missing ring square ends the slide, so an
// Orbiter on a restaurant has none, HC-19), then the orbit change.
template <class Out>
[[gnu::always_inline]] inline Out orbiter_moves(const Mover& m, Out out) {
  const Tables& t = kTables;
  const Cells empty = m.empty();
  const Cells plain = orbit_slide(m.from, m.ctx.rings) & (m.ctx.empty | m.ctx.capturable);
  if (!m.carry) {
    out = m.emit_all(out, plain, Step);
  } else {
    // A square reached one way over a carried Hitchhiker's square and the other way
    // without is one move, already counted by the mover without carry.
    Cells reached = orbit_reach_carrying(m);
    if (m.extras_only) reached &= ~plain;
    for (; reached; reached &= reached - 1) out.add(Move(m.from, std::countr_zero(reached), Step, m.kidnap));
  }
  return m.emit_all(out, t.orbit_change[m.ctx.orbit_any][m.from] & empty, Step);
}

// A line along direction d from `from` (HC-3: the hole ends it) with a Hitchhiker to
// carry, emitting each empty square and, when `capture`, the first capturable piece. The
// squares are walked one by one, since whether one may pass that Hitchhiker's square
// depends on the landing square (HC-16); without one a line is a table lookup (slide).
template <class Out>
Out ride_carrying(const Mover& m, int d, bool capture, Out out) {
  // Only a line whose first occupied square is a carried Hitchhiker's holds such a move.
  if (m.extras_only && !(slide(m.from, d, m.ctx.occupied) & m.carry)) return out;
  const Cells empty = m.empty();
  Cells passed = 0;
  for (int c = kTables.step[m.from][d]; c >= 0 && c != m.from; c = kTables.step[c][d]) {
    if (!(empty & bit(c))) {
      if (capture && (m.ctx.capturable & bit(c))) out = m.emit(out, c, Step, passed);
      break;
    }
    out = m.emit(out, c, Step, passed);
    passed |= bit(c) & m.carry;
  }
  return out;
}

// HC-12: along its file both ways, capturing by replacement; or rematerialization on any
// empty safe square but its own, judged before the move (HC-19).
template <class Out>
[[gnu::always_inline]] inline Out rocket_moves(const Mover& m, Out out) {
  if (!m.carry) {
    const Cells occ = m.ctx.occupied, targets = m.ctx.empty | m.ctx.capturable;
    out = m.emit_all(out, ray_slide(m.from, N, occ) & targets, Step);
    out = m.emit_all(out, ray_slide(m.from, S, occ) & targets, Step);
  } else {
    out = ride_carrying(m, N, true, out);
    out = ride_carrying(m, S, true, out);
  }
  return m.emit_all(out, m.empty() & ~m.ctx.unsafe & ~bit(m.from), Rematerialize);
}

// HC-8: a queen's slide to an empty square (the link works on rank 6), or the scorch of
// an adjacent enemy piece, the Sun staying where it is.
template <class Out>
[[gnu::always_inline]] inline Out sun_moves(const Mover& m, Out out) {
  const Tables& t = kTables;
  if (!m.carry) {
    // Only the lines whose first square is empty lead anywhere; on a crowded board
    // that is few of the eight.
    Cells reached = 0;
    for (Cells b = t.adjacent[m.from] & m.ctx.empty; b; b &= b - 1)
      reached |= slide(m.from, t.dir_to[m.from][std::countr_zero(b)], m.ctx.occupied);
    out = m.emit_all(out, reached & m.ctx.empty, Step);
  } else {
    // A line whose first square is neither empty nor carried yields nothing. The carried
    // Hitchhikers stand next to the Sun, so a line passes one only when it starts on
    // it or runs round rank 6 over the link (HC-2) back to it.
    const Cells firsts = m.extras_only ? m.carry | (kRank6 & bit(m.from) ? kRank6 : 0) : m.empty();
    for (Cells b = t.adjacent[m.from] & firsts; b; b &= b - 1)
      out = ride_carrying(m, t.dir_to[m.from][std::countr_zero(b)], false, out);
  }
  if (m.whole_moves)
    for (Cells b = t.adjacent[m.from] & m.ctx.capturable; b; b &= b - 1) out.add(Move(m.from, std::countr_zero(b), Scorch));
  return out;
}

}  // namespace dt::hitchhiker
