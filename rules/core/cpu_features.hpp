// The instruction sets a build may compile the rules for, and the check that the CPU
// running them has every one this build was compiled for. The default build targets
// x86-64-v3 or x86-64-v2 (DEEPTHOUGHT_ARCH, top CMakeLists.txt); -DDEEPTHOUGHT_NATIVE=ON
// takes whatever the building CPU has. Such a binary moved to a lesser CPU would die of an
// illegal instruction somewhere in a count. Instead it is refused with one line before any
// rules code runs (cpu_check.cpp, a start-up constructor compiled for the plain x86-64
// baseline).
#pragma once

#include <cstddef>
#include <span>
#include <string>
#include <string_view>

namespace dt {

// X(compiler macro, name, CPUID leaf, subleaf, register, bit, state the OS must save): every
// x86 extension GCC's -march=native may turn on that a compiler could use in plain C++
// code, and where CPUID reports it (Intel SDM vol. 2A, CPUID; AMD APM vol. 3, appendix E).
// The check reads CPUID itself rather than asking __builtin_cpu_supports, whose names differ
// between compilers (clang 14 knows no "f16c"). Registers: 0 EAX, 1 EBX, 2 ECX, 3 EDX. The
// vector extensions also need the OS to save their registers (XCR0): kAvxState for the
// 256-bit ones, kAvx512State for AVX-512.
#define DT_CPU_FEATURES(X)                                                                            \
  X(__POPCNT__, "popcnt", 1, 0, 2, 23, 0) X(__SSE3__, "sse3", 1, 0, 2, 0, 0)                           \
  X(__SSSE3__, "ssse3", 1, 0, 2, 9, 0) X(__SSE4_1__, "sse4.1", 1, 0, 2, 19, 0)                          \
  X(__SSE4_2__, "sse4.2", 1, 0, 2, 20, 0) X(__AVX__, "avx", 1, 0, 2, 28, kAvxState)                     \
  X(__AVX2__, "avx2", 7, 0, 1, 5, kAvxState) X(__FMA__, "fma", 1, 0, 2, 12, kAvxState)                  \
  X(__F16C__, "f16c", 1, 0, 2, 29, kAvxState) X(__BMI__, "bmi", 7, 0, 1, 3, 0)                          \
  X(__BMI2__, "bmi2", 7, 0, 1, 8, 0) X(__LZCNT__, "lzcnt", 0x80000001u, 0, 2, 5, 0)                     \
  X(__MOVBE__, "movbe", 1, 0, 2, 22, 0) X(__ADX__, "adx", 7, 0, 1, 19, 0)                               \
  X(__AES__, "aes", 1, 0, 2, 25, 0) X(__PCLMUL__, "pclmul", 1, 0, 2, 1, 0)                              \
  X(__SHA__, "sha", 7, 0, 1, 29, 0) X(__GFNI__, "gfni", 7, 0, 2, 8, 0)                                  \
  X(__VAES__, "vaes", 7, 0, 2, 9, kAvxState) X(__VPCLMULQDQ__, "vpclmulqdq", 7, 0, 2, 10, kAvxState)    \
  X(__AVXVNNI__, "avxvnni", 7, 1, 0, 4, kAvxState) X(__AVX512F__, "avx512f", 7, 0, 1, 16, kAvx512State) \
  X(__AVX512VL__, "avx512vl", 7, 0, 1, 31, kAvx512State)                                               \
  X(__AVX512BW__, "avx512bw", 7, 0, 1, 30, kAvx512State)                                               \
  X(__AVX512DQ__, "avx512dq", 7, 0, 1, 17, kAvx512State)                                               \
  X(__AVX512CD__, "avx512cd", 7, 0, 1, 28, kAvx512State)                                               \
  X(__AVX512VBMI__, "avx512vbmi", 7, 0, 2, 1, kAvx512State)                                            \
  X(__AVX512VBMI2__, "avx512vbmi2", 7, 0, 2, 6, kAvx512State)                                          \
  X(__AVX512IFMA__, "avx512ifma", 7, 0, 1, 21, kAvx512State)                                           \
  X(__AVX512VNNI__, "avx512vnni", 7, 0, 2, 11, kAvx512State)                                           \
  X(__AVX512BITALG__, "avx512bitalg", 7, 0, 2, 12, kAvx512State)                                       \
  X(__AVX512BF16__, "avx512bf16", 7, 1, 0, 5, kAvx512State)                                            \
  X(__AVX512VPOPCNTDQ__, "avx512vpopcntdq", 7, 0, 2, 14, kAvx512State)                                 \
  X(__AVX512VP2INTERSECT__, "avx512vp2intersect", 7, 0, 3, 8, kAvx512State)

// The XCR0 bits the OS sets when it saves a register file: SSE and AVX state (bits 1, 2),
// and with AVX-512 the opmask and upper ZMM state too (bits 5 to 7).
inline constexpr unsigned kAvxState = 0x06;
inline constexpr unsigned kAvx512State = 0xE6;

// What x86-64-v3 adds to x86-64-v2: the default build targets v3 where the building CPU
// has all of these (cmake/cpu_level_probe.cpp).
inline constexpr std::string_view kX86_64V3Features[] = {"avx", "avx2", "bmi", "bmi2", "fma", "f16c", "lzcnt", "movbe"};

// The extensions this build of the rules was compiled for (empty off x86-64): data only,
// constant-initialised, so that the baseline check reads it without running code
// compiled for the extensions.
struct CpuFeatureList {
  const std::string_view* names;
  std::size_t size;
  std::span<const std::string_view> span() const { return {names, size}; }
};
extern const CpuFeatureList kBuildCpuFeatures;

// Whether the running CPU has the extension (false for a name not in DT_CPU_FEATURES).
bool cpu_has(std::string_view feature);

// The first of `required` that `has` denies, or an empty view when it grants them all.
std::string_view first_missing_cpu_feature(std::span<const std::string_view> required, bool (*has)(std::string_view));

// The one line a CPU that lacks `feature` is refused with.
std::string cpu_refusal(std::string_view program, std::string_view feature);

}  // namespace dt
