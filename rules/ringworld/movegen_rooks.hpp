// Rook, Forerook and Hindrook (RW-3): any distance through empty cells along their
// directions (all six; f only; h only), capturing the first piece met if it belongs to
// another player (CO-4). A slide ends at the edge or the hole: on the board's bit rows
// (board.hpp) both are wall bits, so the first blocker is one bit scan away.
#pragma once

#include <bit>
#include <cstddef>
#include <utility>

#include "position.hpp"

namespace dt::ringworld {

// The three direction sets a slider or cannon moves in (RW-3); with_dirs hands one to a
// generator as a constant, so its loop over the directions is unrolled and each
// direction's axis and sense are known when it is compiled.
constexpr bool is_direction_set(std::uint8_t dirs) { return dirs == kAllDirs || dirs == kFDirs || dirs == kHDirs; }
static_assert([] {
  for (const PieceInfo& piece : kPieces)
    if ((piece.slides && !is_direction_set(piece.slides)) || (piece.cannon && !is_direction_set(piece.cannon)))
      return false;
  return true;
}());

template <class F>
[[gnu::always_inline]] inline void with_dirs(std::uint8_t dirs, F&& f) {
  if (dirs == kAllDirs) {
    f(std::integral_constant<std::uint8_t, kAllDirs>{});
  } else if (dirs == kFDirs) {
    f(std::integral_constant<std::uint8_t, kFDirs>{});
  } else {
    f(std::integral_constant<std::uint8_t, kHDirs>{});
  }
}

// f(std::integral_constant<int, d>) for each direction d of Dirs, in increasing order.
template <std::uint8_t Dirs, class F>
[[gnu::always_inline]] inline void for_each_dir(F&& f) {
  [&]<int... D>(std::integer_sequence<int, D...>) [[gnu::always_inline]] {
    ((((Dirs >> D) & 1U) ? f(std::integral_constant<int, D>{}) : void()), ...);
  }(std::make_integer_sequence<int, kDirs>{});
}

// The bit of the first piece or wall met from `bit` of a line whose pieces and walls are
// `blocking`, rising or falling; the walls make sure there is one.
template <bool Rising>
constexpr int first_blocker(LineBits blocking, int bit) {
  if constexpr (Rising) {
    return bit + 1 + std::countr_zero(blocking >> (bit + 1));
  } else {
    return std::bit_width(blocking & ((LineBits{1} << bit) - 1)) - 1;
  }
}

// A slide from a cell along direction D, on its line: the bits of the line's pieces, of
// those another player owns, of its pieces and walls, and the cell's bit.
template <int D>
struct Slide {
  static constexpr bool kRising = rises(D);
  int line;
  int bit;
  LineBits pieces;
  LineBits theirs;
  LineBits blocking;

  Slide(const Tables& b, const Position& p, int from, Player us)
      : line(b.place[from][axis_of(D)].line), bit(b.place[from][axis_of(D)].bit), pieces(p.line_pieces[line]),
        theirs(pieces & ~p.line_mine[us][line]), blocking(pieces | b.walls[line]) {}

  int next(int from_bit) const { return first_blocker<kRising>(blocking, from_bit); }
};

// The quiet moves of slide `s` from `from`, to each empty cell before the first blocker,
// nearest first; the blocker's bit. Rooks and cannons (movegen_cannons.hpp) slide alike;
// what they capture differs.
template <int D, class Out>
int slide_to_first_piece(const Tables& b, const Slide<D>& s, int from, Out& out) {
  const int stop = s.next(s.bit);
  constexpr int step = Slide<D>::kRising ? 1 : -1;
  for (int i = s.bit + step; i != stop; i += step) out.add(Move(from, b.line_cell[s.line][i]));
  return stop;
}

// The moves one way along a line from `bit`, only counted: the empty cells before the
// first blocker, and the capture a slider makes on that blocker or a cannon (`cannon`)
// beyond it, the blocker being its screen (RW-3). Shared by the leaves' parents' counts
// (count_along_lines) and the children's (child_counts.hpp).
template <bool Rising>
[[gnu::always_inline]] inline int moves_one_way(LineBits pieces, LineBits theirs, LineBits blocking, int bit,
                                                bool cannon) {
  const int stop = first_blocker<Rising>(blocking, bit);
  const LineBits capture = cannon ? (pieces >> stop) & (theirs >> first_blocker<Rising>(blocking, stop)) : theirs >> stop;
  return (Rising ? stop - bit - 1 : bit - stop - 1) + static_cast<int>(capture & 1U);
}

// The moves of a slider (or, `AsCannon`, a cannon) on `from` along the directions of
// Dirs, only counted: axis by axis, so that a line's words are read once for both of its
// directions (a count visits every piece of the army at each of perft's leaves' parents).
template <std::uint8_t Dirs, bool AsCannon>
[[gnu::always_inline]] inline std::size_t count_along_lines(const Tables& b, const Position& p, int from, Player us) {
  const auto& mine = p.line_mine[us];
  int n = 0;
  [&]<int... A>(std::integer_sequence<int, A...>) [[gnu::always_inline]] {
    (([&] [[gnu::always_inline]] {
       constexpr bool up = (Dirs >> A) & 1U, down = (Dirs >> (A + kAxes)) & 1U;
       if constexpr (up || down) {
         const LinePlace lp = b.place[from][A];
         const LineBits pieces = p.line_pieces[lp.line];
         const LineBits theirs = pieces & ~mine[lp.line];
         const LineBits blocking = pieces | b.walls[lp.line];
         if constexpr (up) n += moves_one_way<true>(pieces, theirs, blocking, lp.bit, AsCannon);
         if constexpr (down) n += moves_one_way<false>(pieces, theirs, blocking, lp.bit, AsCannon);
       }
     }()),
     ...);
  }(std::make_integer_sequence<int, kAxes>{});
  return static_cast<std::size_t>(n);
}

template <std::uint8_t Dirs, class Out>
[[gnu::always_inline]] inline void rook_moves(const Tables& b, const Position& p, int from, Player us, Out& out) {
  if constexpr (!Out::lists) {
    out.add_count(count_along_lines<Dirs, false>(b, p, from, us));
  } else {
    for_each_dir<Dirs>([&](auto d) [[gnu::always_inline]] {
      const Slide<d()> s(b, p, from, us);
      const int stop = slide_to_first_piece(b, s, from, out);
      if ((s.theirs >> stop) & 1U) out.add(Move(from, b.line_cell[s.line][stop]));
    });
  }
}

}  // namespace dt::ringworld
