// Gathering the bits of a word at the places a mask names, packed low in the mask's order:
// what BMI2's pext does in one instruction; and scattering them back, which the tables
// indexed by gathered bits are built with. A board lookup indexed by which of a cell's
// neighbours are empty reads its index this way (Hitchhiker's Mines). A build for a CPU
// level without BMI2 (DEEPTHOUGHT_ARCH=x86-64-v2, or another architecture) takes the
// loop, which gives the same value: tests/miscompile/bit_probe.cpp asks both levels.
#pragma once

#include <cstdint>

namespace dt {

[[gnu::always_inline]] inline std::uint64_t gather_bits(std::uint64_t word, std::uint64_t mask) {
#ifdef __BMI2__
  return __builtin_ia32_pext_di(word, mask);
#else
  std::uint64_t out = 0;
  for (std::uint64_t k = 1; mask; mask &= mask - 1, k <<= 1)
    if (word & mask & -mask) out |= k;
  return out;
#endif
}

// The inverse at build time: the bits of `mask` chosen by the bits of `index`, lowest
// first, so that gather_bits(scatter_bits(i, mask), mask) == i for every i below
// 2^popcount(mask). Each table indexed by gather_bits lists its entries this way.
constexpr std::uint64_t scatter_bits(std::uint64_t index, std::uint64_t mask) {
  std::uint64_t out = 0;
  for (std::uint64_t k = 1; mask; mask &= mask - 1, k <<= 1)
    if (index & k) out |= mask & (0 - mask);
  return out;
}

}  // namespace dt
