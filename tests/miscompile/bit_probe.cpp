// The core bit operations, compiled as a native build on a CPU with AVX-512 and its vector
// popcount (VPOPCNTDQ) would compile them, with the project's guard flags
// (DT_MISCOMPILE_GUARD, top CMakeLists.txt). Without the guard, GCC 12.2 folds the count of
// CellSet<198> less one cell to 59: the counts below are facts of the board sizes, and
// each is asked of constants the compiler can fold and of values it cannot see.
#include <bit>
#include <cstdint>
#include <cstdio>

#include "core/cellset.hpp"
#include "core/gather_bits.hpp"

namespace {

volatile int opaque_zero = 0;  // read at run time: the compiler cannot fold through it

int failures = 0;

void expect(const char* what, int got, int want) {
  if (got == want) return;
  std::printf("%s: %d, expected %d\n", what, got, want);
  ++failures;
}

// Each question is a function of its own, as a test would ask it: inlined into one big
// function the same expression may be compiled another way (GCC 12 folds the first one
// wrongly only on its own).
template <std::size_t N>
[[gnu::noinline]] int complement_of_one() {
  dt::CellSet<N> one;
  one.set(0);
  return (~one).count();
}
template <std::size_t N>
[[gnu::noinline]] int complement_of_one_at_run_time() {
  dt::CellSet<N> one;
  one.set(opaque_zero);
  return (~one).count();
}
template <std::size_t N>
[[gnu::noinline]] int complement_of_none() { return (~dt::CellSet<N>{}).count(); }
template <std::size_t N>
[[gnu::noinline]] int first_of_complement_of_one() { return (~dt::CellSet<N>::of(0)).first(); }
// One cell at each end of every 64-bit word and the last cell: the complement's cells
// listed one by one, and the two counts together.
template <std::size_t N>
[[gnu::noinline]] int listed_and_counted() {
  dt::CellSet<N> edges;
  for (std::size_t c = 0; c < N; c += 64) {
    edges.set(static_cast<int>(c));
    if (c + 63 < N) edges.set(static_cast<int>(c + 63));
  }
  edges.set(static_cast<int>(N - 1));
  int listed = 0;
  for (const int c : ~edges) listed += c >= 0;
  return listed == (~edges).count() ? edges.count() + listed : -1;
}

template <std::size_t N>
void check_board(const char* name) {
  const int cells = static_cast<int>(N);
  char what[96];
  const auto ask = [&](const char* question, int got, int want) {
    std::snprintf(what, sizeof what, "%s: %s", name, question);
    expect(what, got, want);
  };
  ask("complement of one cell, counted", complement_of_one<N>(), cells - 1);
  ask("complement of one cell at run time, counted", complement_of_one_at_run_time<N>(), cells - 1);
  ask("complement of none, counted", complement_of_none<N>(), cells);
  ask("first cell of the complement of cell 0", first_of_complement_of_one<N>(), 1);
  ask("word ends and their complement, listed and counted", listed_and_counted<N>(), cells);
}

// gather_bits against its definition, bit by bit: with BMI2 (x86-64-v3 and up) it is
// pext, below it a loop, and a lookup indexed by it (Hitchhiker's Mines) must read the same
// entry at every level. Masks: none, all, four scattered bits (as a cell's four
// orthogonal neighbours are), alternate bits, the top bit alone; words the compiler cannot see.
std::uint64_t gathered_by_definition(std::uint64_t word, std::uint64_t mask) {
  std::uint64_t out = 0;
  int next = 0;
  for (int bit = 0; bit < 64; ++bit) {
    if (!(mask >> bit & 1)) continue;
    out |= (word >> bit & 1) << next;
    ++next;
  }
  return out;
}
[[gnu::noinline]] std::uint64_t gathered(std::uint64_t word, std::uint64_t mask) { return dt::gather_bits(word, mask); }

void check_gather() {
  const std::uint64_t masks[] = {0,
                                 ~std::uint64_t{0},
                                 (std::uint64_t{1} << 9) | (std::uint64_t{1} << 19) | (std::uint64_t{1} << 21) |
                                     (std::uint64_t{1} << 31),
                                 0x5555'5555'5555'5555ULL,
                                 std::uint64_t{1} << 63};
  std::uint64_t word = 0x9E37'79B9'7F4A'7C15ULL + static_cast<std::uint64_t>(opaque_zero);
  for (int round = 0; round < 64; ++round) {
    for (const std::uint64_t mask : masks) {
      const std::uint64_t got = gathered(word, mask), want = gathered_by_definition(word, mask);
      if (got != want) {
        std::printf("gather_bits(%#llx, %#llx): %#llx, expected %#llx\n", static_cast<unsigned long long>(word),
                    static_cast<unsigned long long>(mask), static_cast<unsigned long long>(got),
                    static_cast<unsigned long long>(want));
        ++failures;
      }
      // scatter_bits, which builds the tables gather_bits indexes, is its inverse.
      const int width = std::popcount(mask);
      const std::uint64_t index = width == 64 ? word : word & ((std::uint64_t{1} << width) - 1);
      if (gathered(dt::scatter_bits(index, mask), mask) != index) {
        std::printf("gather_bits(scatter_bits(%#llx, %#llx)) is not %#llx\n", static_cast<unsigned long long>(index),
                    static_cast<unsigned long long>(mask), static_cast<unsigned long long>(index));
        ++failures;
      }
    }
    word = word * 6364136223846793005ULL + 1442695040888963407ULL;  // the next word of a plain LCG
  }
}

}  // namespace

int run_bit_probe() {
  check_board<42>("CellSet<42>");
  check_board<43>("CellSet<43>");
  check_board<64>("CellSet<64>");
  check_board<198>("CellSet<198>");
  // A bitboard word list counted as the generators count targets.
  const std::uint64_t words[4] = {~std::uint64_t{1}, ~std::uint64_t{0}, ~std::uint64_t{0}, 63};
  int n = 0;
  for (const auto w : words) n += std::popcount(w);
  expect("popcount of 63 + 64 + 64 + 6 bits", n, 197);
  check_gather();
  if (failures == 0) std::printf("the core bit operations count right under AVX-512 VPOPCNTDQ code generation\n");
  return failures == 0 ? 0 : 1;
}
