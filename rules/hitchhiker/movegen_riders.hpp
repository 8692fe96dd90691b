// The riding pieces: Orbiter (HC-11), Rocket (HC-12), Sun (HC-8). Included by movegen.hpp.
#pragma once

namespace dt::hitchhiker {

// HC-11: the orbit slide along the ring both ways (a square reached both ways is one
// move, CO-3; never back to the start; a missing ring square ends the slide, so an
// Orbiter on a restaurant has none, HC-19), then the orbit change.
template <class Out>
Out orbiter_moves(const Mover& m, Out out) {
  const Tables& t = kTables;
  const Cells empty = m.empty();
  Cells reached = 0;
  for (int way = 0; way < 2; ++way) {
    Cells passed = 0;
    for (int c = t.orbit[m.from][way]; c >= 0 && c != m.from; c = t.orbit[c][way]) {
      if (empty & bit(c)) {
        if (m.ok(c, passed)) reached |= bit(c);
        passed |= bit(c) & m.carry;
        continue;
      }
      if ((m.ctx.capturable & bit(c)) && m.ok(c, passed)) reached |= bit(c);
      break;
    }
  }
  for (; reached; reached &= reached - 1) out.add(Move(m.from, std::countr_zero(reached), Step, m.kidnap));
  return m.emit_all(out, t.orbit_change[m.ctx.orbit_any][m.from] & empty, Step);
}

// A line along direction d from `from` (HC-3: the hole ends it), emitting each empty
// square and, when `capture`, the first capturable piece. With a Hitchhiker to carry the
// squares are walked one by one, since whether one may pass it depends on the landing
// square (HC-16); otherwise the line is one table lookup (board.hpp, slide).
template <class Out>
Out ride(const Mover& m, int d, bool capture, Out out) {
  if (!m.carry) {
    const Cells line = slide(m.from, d, m.ctx.occupied);
    return m.emit_all(out, line & (capture ? m.ctx.empty | m.ctx.capturable : m.ctx.empty), Step);
  }
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
Out rocket_moves(const Mover& m, Out out) {
  out = ride(m, N, true, out);
  out = ride(m, S, true, out);
  return m.emit_all(out, m.empty() & ~m.ctx.unsafe & ~bit(m.from), Rematerialize);
}

// HC-8: a queen's slide to an empty square (the link works on rank 6), or the scorch of
// an adjacent enemy piece, the Sun staying where it is.
template <class Out>
Out sun_moves(const Mover& m, Out out) {
  const Tables& t = kTables;
  if (!m.carry) {
    // Only the lines whose first square is empty lead anywhere; on a crowded board
    // that is few of the eight.
    Cells reached = 0;
    for (Cells b = t.adjacent[m.from] & m.ctx.empty; b; b &= b - 1)
      reached |= slide(m.from, t.dir_to[m.from][std::countr_zero(b)], m.ctx.occupied);
    out = m.emit_all(out, reached & m.ctx.empty, Step);
  } else {
    for (int d = 0; d < kDirs; ++d) out = ride(m, d, false, out);
  }
  if (m.whole_moves)
    for (Cells b = t.adjacent[m.from] & m.ctx.capturable; b; b &= b - 1) out.add(Move(m.from, std::countr_zero(b), Scorch));
  return out;
}

}  // namespace dt::hitchhiker
