// Precomputed attack tables. Sliding attacks use PEXT where the CPU has BMI2 and a
// classical ray scan otherwise; both read the same occupancy and give the same sets.
#pragma once

#include <bit>
#include <cstdint>

#if defined(__BMI2__)
#include <immintrin.h>
#endif

#include "types.hpp"

namespace dt::orthodox {

using Bitboard = std::uint64_t;

constexpr Bitboard bb(Square s) { return Bitboard{1} << s; }
inline Square lsb(Bitboard b) { return std::countr_zero(b); }
inline Square pop_lsb(Bitboard& b) {
  const Square s = lsb(b);
  b &= b - 1;
  return s;
}
inline bool more_than_one(Bitboard b) { return (b & (b - 1)) != 0; }

inline constexpr Bitboard kFileA = 0x0101010101010101ULL;
inline constexpr Bitboard kFileH = kFileA << 7;
inline constexpr Bitboard kRank1 = 0xFFULL;
inline constexpr Bitboard kRank3 = kRank1 << 16;
inline constexpr Bitboard kRank6 = kRank1 << 40;
inline constexpr Bitboard kRank8 = kRank1 << 56;

struct Tables {
  Bitboard knight[64];
  Bitboard king[64];
  Bitboard pawn[2][64];      // squares a pawn of that colour on the square attacks
  Bitboard between[64][64];  // squares strictly between two aligned squares, else 0
  Bitboard line[64][64];     // the whole line through two aligned squares, else 0
  Bitboard rook_ray[64];     // empty-board rook attacks
  Bitboard bishop_ray[64];
  Bitboard ray[8][64];       // per direction, for the classical slider scan
  Bitboard rook_mask[64];    // relevant occupancy for PEXT
  Bitboard bishop_mask[64];
  std::uint32_t rook_offset[64];
  std::uint32_t bishop_offset[64];
};

extern const Tables kTables;
extern Bitboard kSliderAttacks[];  // PEXT-indexed attack sets, rook block then bishop block

namespace detail {
Bitboard classical_rook(Square s, Bitboard occ);
Bitboard classical_bishop(Square s, Bitboard occ);
}  // namespace detail

inline Bitboard rook_attacks(Square s, Bitboard occ) {
#if defined(__BMI2__)
  return kSliderAttacks[kTables.rook_offset[s] + _pext_u64(occ, kTables.rook_mask[s])];
#else
  return detail::classical_rook(s, occ);
#endif
}

inline Bitboard bishop_attacks(Square s, Bitboard occ) {
#if defined(__BMI2__)
  return kSliderAttacks[kTables.bishop_offset[s] + _pext_u64(occ, kTables.bishop_mask[s])];
#else
  return detail::classical_bishop(s, occ);
#endif
}

template <Color C>
constexpr Bitboard shift_up(Bitboard b) { return C == White ? b << 8 : b >> 8; }

}  // namespace dt::orthodox
