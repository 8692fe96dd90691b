// Each piece's count of pseudo-legal moves, kept in the position from move to move, so
// that perft's leaves (count_legal) sum an army's moves without generating them. A move
// changes the board on a few cells (two; four for castling); a piece's count can change
// only if one of them lies on what it looks at: a slider's cells up to its first
// blocker, a cannon's up to its second, a leaper's targets (RW-3). Looking back from a
// changed cell along each of its six rays, on the board after the move, those pieces are
// the first piece met (if it slides or moves as a cannon back along that ray), the
// second (if it is a cannon that way) and a leaper whose leap back is exactly its
// distance. If the changed cell was a blocker before the move
// and is empty after it, the piece behind it is still the first met from it; if another
// changed cell now stands between, that cell finds it. Those pieces, and the ones on the
// changed cells, are counted afresh by their own generators (the ones perft lists with).
// A takeover changes owners wholesale and recounts every piece.
#pragma once

#include <algorithm>
#include <array>

#include "../core/move_sink.hpp"
#include "movegen_cannons.hpp"
#include "movegen_puppeteers.hpp"
#include "movegen_rooks.hpp"
#include "position.hpp"

namespace dt::ringworld {

// The pseudo-legal moves of the piece on `c` for its owner; none kept for a General
// (count_legal lists and tries its moves) or an empty cell.
inline int moves_of_piece(const Tables& b, const Position& p, int c) {
  const Code code = p.cell[c];
  const PieceType t = type_of(code);
  const Player owner = owner_of(code);
  MoveCounter n;
  if (!code || t == General) return 0;
  switch (family_of(t)) {
    case Sliders:
      with_dirs(kPieces[t].slides, [&](auto dirs) [[gnu::always_inline]] { rook_moves<dirs()>(b, p, c, owner, n); });
      break;
    case Cannons:
      with_dirs(kPieces[t].cannon, [&](auto dirs) [[gnu::always_inline]] { cannon_moves<dirs()>(b, p, c, owner, n); });
      break;
    case Leapers:
      leap_moves(b, p, c, t, owner, n);
      break;
  }
  return static_cast<int>(n.count());
}

inline void recount(const Tables& b, Position& p, int c) {
  const int now = moves_of_piece(b, p, c);
  if (p.cell[c]) p.army_count[owner_of(p.cell[c])] += now - p.piece_moves[c];
  p.piece_moves[c] = static_cast<std::uint8_t>(now);
}

// leaps_back[t][k - 1]: the directions in which a piece of type t steps or leaps exactly
// k cells (RW-3); none for a General, whose count is not kept.
inline constexpr auto kLeapsBack = [] {
  std::array<std::array<std::uint8_t, 3>, kPieceTypes> m{};
  for (int t = 0; t < kPieceTypes; ++t)
    for (int d = 0; d < kDirs; ++d)
      if (const int k = leap_length(static_cast<PieceType>(t), d); k > 0 && t != General) m[t][k - 1] |= 1U << d;
  return m;
}();

// Marks in `stale` the piece on `x` and every piece whose count a change on `x` can
// touch. A move changes two or four cells of one line, so the same pieces are often
// found from several of them: they are marked, then recounted once (recount_stale).
inline void mark_around(const Tables& b, const Position& p, int x, Cells& stale) {
  if (p.cell[x]) stale.set(x);
  for_each_dir<kAllDirs>([&](auto d) [[gnu::always_inline]] {
    constexpr unsigned back = 1U << opposite(d());
    const Ray& ray = b.ray[x][d()];
    const int near = std::min<int>(ray.length, 3);
    for (int k = 0; k < near; ++k)
      if (kLeapsBack[type_of(p.cell[ray.cell[k]])][k] & back) stale.set(ray.cell[k]);
    const Slide<d()> s(b, p, x, 0);
    const int first = s.next(s.bit);
    if (!((s.pieces >> first) & 1U)) return;
    const int first_cell = b.line_cell[s.line][first];
    const PieceInfo& piece = kPieces[type_of(p.cell[first_cell])];
    if ((piece.slides | piece.cannon) & back) stale.set(first_cell);
    const int second = s.next(first);
    if (!((s.pieces >> second) & 1U)) return;
    const int second_cell = b.line_cell[s.line][second];
    if (kPieces[type_of(p.cell[second_cell])].cannon & back) stale.set(second_cell);
  });
}

inline void recount_stale(const Tables& b, Position& p, const Cells& stale) {
  for (const int c : stale) recount(b, p, c);
}

inline void recount_all(const Tables& b, Position& p) {
  p.army_count = {};
  for (int c = 0; c < kCells; ++c) {
    p.piece_moves[c] = 0;
    recount(b, p, c);
  }
}

}  // namespace dt::ringworld
