// The stepping pieces: Mine (HC-5) and Colonizer (HC-7). Included by movegen.hpp.
#pragma once

namespace dt::hitchhiker {

// HC-5: one square diagonally, or two orthogonally through an empty middle square (the
// link a6-i6 allowed); captures only on a dark square. On a dark square it may detonate.
template <class Out>
[[gnu::always_inline]] inline Out mine_moves(const Mover& m, Out out) {
  const Tables& t = kTables;
  const Cells empty = m.empty(), targets = empty | (m.ctx.capturable & t.dark);
  out = m.emit_all(out, t.adjacent[m.from] & ~t.orthogonal[m.from] & targets, Step);
  if (!m.carry) {
    Cells ends = 0;
    for (Cells b = t.orthogonal[m.from] & empty; b; b &= b - 1) ends |= bit(t.mine_jump[m.from][std::countr_zero(b)]);
    out = m.emit_all(out, ends & targets, Step);
  } else {
    for (int i = 0; i < 4; ++i) {
      const int middle = t.mine_middle[m.from][i];
      if ((empty & bit(middle)) && (t.mine_end[m.from][i] & targets))
        out = m.emit(out, std::countr_zero(t.mine_end[m.from][i]), Step, bit(middle));
    }
  }
  if (m.whole_moves && (t.dark & bit(m.from))) out.add(Move(m.from, m.from, Detonate));
  return out;
}

// HC-7: a step to any adjacent square, capturing by replacement; or the plunge to the
// point reflection through e6, onto an empty square or an enemy piece but a Colonizer.
template <class Out>
[[gnu::always_inline]] inline Out colonizer_moves(const Mover& m, Out out) {
  const Tables& t = kTables;
  const Cells targets = m.empty() | m.ctx.capturable;
  out = m.emit_all(out, t.adjacent[m.from] & targets, Step);
  const int mirror = t.reflection[m.from];
  if (mirror >= 0 && (targets & ~m.ctx.p.pieces(m.ctx.them, Colonizer) & bit(mirror))) out = m.emit(out, mirror, Plunge);
  return out;
}

}  // namespace dt::hitchhiker
