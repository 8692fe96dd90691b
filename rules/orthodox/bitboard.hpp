// Precomputed attack tables. Sliding attacks are one table read, indexed by a magic
// multiply of the relevant occupancy. Every build indexes the same way: PEXT measured no
// faster here, even on a CPU with fast PEXT (docs/performance.md), and an index that depended
// on the compiler's target would give a package's consumer, compiling these inline
// functions with other flags, another table layout than the library filled.
#pragma once

#include <bit>
#include <cstdint>

#include "types.hpp"

namespace dt::orthodox {

using Bitboard = std::uint64_t;

constexpr Bitboard bb(Square s) { return Bitboard{1} << s; }
constexpr Square lsb(Bitboard b) { return std::countr_zero(b); }
constexpr Square pop_lsb(Bitboard& b) {
  const Square s = lsb(b);
  b &= b - 1;
  return s;
}
inline bool more_than_one(Bitboard b) { return (b & (b - 1)) != 0; }

inline constexpr Bitboard kFileA = 0x0101010101010101ULL;
inline constexpr Bitboard kFileH = kFileA << 7;
inline constexpr Bitboard kRank1 = 0xFFULL;
inline constexpr Bitboard kRank2 = kRank1 << 8;
inline constexpr Bitboard kRank3 = kRank1 << 16;
inline constexpr Bitboard kRank6 = kRank1 << 40;
inline constexpr Bitboard kRank7 = kRank1 << 48;
inline constexpr Bitboard kRank8 = kRank1 << 56;

// One slider on one square: its relevant occupancy (the rays less their last squares,
// where a piece cannot change the attack set), its block of kSliderAttacks, and the magic
// multiplier and shift of its index. 32 bytes, aligned, so that a lookup's fields never
// straddle two cache lines (at 24 bytes a quarter of the squares did); the block is a
// pointer, which spares an addition per lookup.
struct alignas(32) Slider {
  Bitboard mask;
  Bitboard magic;
  const Bitboard* attacks;
  std::uint32_t shift;
};

struct Tables {
  // First: a slider's entry is then found from the table's address and the square
  // alone, one instruction fewer per lookup than with an offset added.
  Slider rook[64];
  Slider bishop[64];
  Bitboard knight[64];
  Bitboard king[64];
  Bitboard pawn[2][64];      // squares a pawn of that colour on the square attacks
  Bitboard between[64][64];  // squares strictly between two aligned squares, else 0
  Bitboard line[64][64];     // the whole line through two aligned squares, else 0
  Bitboard rook_ray[64];     // empty-board rook attacks
  Bitboard bishop_ray[64];
  // The lines through the squares a king on the square may go to, castling included: an
  // enemy slider off them attacks none of those squares (movegen.hpp, safe_squares).
  Bitboard king_rook_lines[64];
  Bitboard king_bishop_lines[64];
  // The squares from which a knight attacks one of those squares: the enemy knights
  // elsewhere (most of them) need no attack set (movegen.hpp, safe_squares).
  Bitboard king_knights[64];
  Bitboard ray[8][64];       // per direction, for the classical slider scan
};

// Computed at compile time (bitboard.cpp): a process pays nothing for them at start-up.
extern const Tables kTables;

// Where a piece must stand to attack some square of a set: the knights' squares and the
// empty-board lines of the sliders. For the king's steps and orthodox castling's
// crossings these are the tables' king_* entries; Chess960's crossings add their own.
struct Reach {
  Bitboard knights, bishop_lines, rook_lines;
};

// The reach of `squares`, from the leaper and ray tables of `t` (which must be filled).
constexpr Reach reach_of(const Tables& t, Bitboard squares) {
  Reach reach{0, 0, 0};
  while (squares) {
    const Square s = pop_lsb(squares);
    reach.knights |= t.knight[s];
    reach.bishop_lines |= t.bishop_ray[s];
    reach.rook_lines |= t.rook_ray[s];
  }
  return reach;
}

// The index of an occupancy within a square's block: the magic multiply gathers the
// relevant bits, out of order, into the top popcount(mask) bits (shift = 64 -
// popcount(mask)) so that no two subsets with different attack sets share an index; a
// block holds 2^popcount(mask) entries. A whole word: narrowed to 32 bits, each lookup
// paid an instruction to widen it back into an address.
constexpr Bitboard slider_index(const Slider& slider, Bitboard occ) {
  return ((occ & slider.mask) * slider.magic) >> slider.shift;
}

inline Bitboard slider_attacks(const Slider& slider, Bitboard occ) {
  return slider.attacks[slider_index(slider, occ)];
}

namespace detail {
// The ray scan the tables are filled from, kept for tests to compare against.
Bitboard classical_rook(Square s, Bitboard occ);
Bitboard classical_bishop(Square s, Bitboard occ);
}  // namespace detail

inline Bitboard rook_attacks(Square s, Bitboard occ) { return slider_attacks(kTables.rook[s], occ); }
inline Bitboard bishop_attacks(Square s, Bitboard occ) { return slider_attacks(kTables.bishop[s], occ); }

template <Player C>
constexpr Bitboard shift_up(Bitboard b) { return C == White ? b << 8 : b >> 8; }

}  // namespace dt::orthodox
