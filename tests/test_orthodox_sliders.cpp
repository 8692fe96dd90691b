// Sliding attacks by table (magic multipliers, orthodox/magics.hpp) against the ray scan the tables are filled from: every square, every subset of its
// relevant occupancy, plus squares outside it (which must not matter).
#include <gtest/gtest.h>

#include "orthodox/bitboard.hpp"

namespace dt::orthodox {
namespace {

template <class Table, class Scan>
void compare_every_subset(const Slider (&sliders)[64], Table table, Scan scan, const char* piece) {
  for (Square s = 0; s < 64; ++s) {
    const Bitboard mask = sliders[s].mask;
    Bitboard occ = 0;
    do {
      // The edge squares and the square itself lie outside the mask: set them too.
      const Bitboard noisy = occ | (~mask & 0x8100000000000081ULL) | bb(s);
      ASSERT_EQ(table(s, occ), scan(s, occ)) << piece << " on square " << s << ", occupancy " << occ;
      ASSERT_EQ(table(s, noisy), scan(s, noisy)) << piece << " on square " << s << ", occupancy " << noisy;
      occ = (occ - mask) & mask;
    } while (occ);
  }
}

TEST(OrthodoxSliders, RookTableEqualsTheRayScanOnEveryOccupancy) {
  compare_every_subset(kTables.rook, rook_attacks, detail::classical_rook, "rook");
}

TEST(OrthodoxSliders, BishopTableEqualsTheRayScanOnEveryOccupancy) {
  compare_every_subset(kTables.bishop, bishop_attacks, detail::classical_bishop, "bishop");
}

// Hand-checked sets: a rook on d4 with blockers on d6 and b4, a bishop on c1 with one on e3.
TEST(OrthodoxSliders, KnownSets) {
  const Square d4 = make_square(3, 3), d6 = make_square(3, 5), b4 = make_square(1, 3);
  Bitboard want = bb(d6) | bb(make_square(3, 4)) | bb(b4) | bb(make_square(2, 3));
  for (int f = 4; f < 8; ++f) want |= bb(make_square(f, 3));
  for (int r = 0; r < 3; ++r) want |= bb(make_square(3, r));
  EXPECT_EQ(rook_attacks(d4, bb(d6) | bb(b4)), want);
  const Square c1 = make_square(2, 0), e3 = make_square(4, 2);
  EXPECT_EQ(bishop_attacks(c1, bb(e3)), bb(make_square(1, 1)) | bb(make_square(0, 2)) | bb(make_square(3, 1)) | bb(e3));
}

}  // namespace
}  // namespace dt::orthodox
