// The instruction sets a build may compile the rules for, and the check that the CPU
// running them has every one this build was compiled for. The default build targets
// x86-64-v2 (POPCNT, SSE4.2); -DDEEPTHOUGHT_NATIVE=ON takes whatever the building CPU
// has, and such a binary moved to a lesser CPU would die of an illegal instruction
// somewhere in a count. Instead it is refused with one line before any rules code runs
// (cpu_check.cpp, a start-up constructor compiled for the plain x86-64 baseline).
#pragma once

#include <cstddef>
#include <span>
#include <string>
#include <string_view>

namespace dt {

// X(compiler macro, name as __builtin_cpu_supports knows it): every x86 extension GCC's
// -march=native may turn on that a compiler could use in plain C++ code.
#define DT_CPU_FEATURES(X)                                                                          \
  X(__POPCNT__, "popcnt") X(__SSE3__, "sse3") X(__SSSE3__, "ssse3") X(__SSE4_1__, "sse4.1")        \
  X(__SSE4_2__, "sse4.2") X(__AVX__, "avx") X(__AVX2__, "avx2") X(__FMA__, "fma") X(__F16C__, "f16c") \
  X(__BMI__, "bmi") X(__BMI2__, "bmi2") X(__LZCNT__, "lzcnt") X(__MOVBE__, "movbe")                 \
  X(__ADX__, "adx") X(__AES__, "aes") X(__PCLMUL__, "pclmul") X(__SHA__, "sha")                    \
  X(__GFNI__, "gfni") X(__VAES__, "vaes") X(__VPCLMULQDQ__, "vpclmulqdq") X(__AVXVNNI__, "avxvnni") \
  X(__AVX512F__, "avx512f") X(__AVX512VL__, "avx512vl") X(__AVX512BW__, "avx512bw")               \
  X(__AVX512DQ__, "avx512dq") X(__AVX512CD__, "avx512cd") X(__AVX512VBMI__, "avx512vbmi")         \
  X(__AVX512VBMI2__, "avx512vbmi2") X(__AVX512IFMA__, "avx512ifma") X(__AVX512VNNI__, "avx512vnni") \
  X(__AVX512BITALG__, "avx512bitalg") X(__AVX512BF16__, "avx512bf16")                              \
  X(__AVX512VPOPCNTDQ__, "avx512vpopcntdq") X(__AVX512VP2INTERSECT__, "avx512vp2intersect")

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
