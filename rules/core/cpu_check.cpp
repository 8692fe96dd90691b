// The start-up check of core/cpu_features.hpp. This file alone is compiled for the plain
// x86-64 baseline (rules/CMakeLists.txt), and its constructor runs before the other
// start-up code (priority 101), so even the table building of a native build never runs
// on a CPU that cannot execute it. It reads the native side's list as data and calls only
// functions of its own (internal ones, so the linker cannot swap in a natively compiled
// copy of an inline function).
#include <cerrno>
#include <cstdio>
#include <cstdlib>

#if defined(__x86_64__)
#include <cpuid.h>
#endif

#include "core/cpu_features.hpp"

namespace dt {

namespace {

bool same(std::string_view a, const char* b) {
  std::size_t i = 0;
  for (; i < a.size(); ++i)
    if (b[i] != a.data()[i]) return false;
  return b[i] == '\0';
}

#if defined(__x86_64__)
// The four registers CPUID fills for a leaf and subleaf (all zero past the highest leaf).
struct CpuidRegisters {
  unsigned r[4];
};

CpuidRegisters cpuid(unsigned leaf, unsigned subleaf) {
  CpuidRegisters out{};
  unsigned highest = 0, unused = 0;
  __cpuid(leaf & 0x80000000u, highest, unused, unused, unused);
  if (leaf > highest) return out;
  __cpuid_count(leaf, subleaf, out.r[0], out.r[1], out.r[2], out.r[3]);
  return out;
}

// XCR0, the register state the OS saves; readable only where CPUID says OSXSAVE (leaf 1,
// ECX bit 27). Spelt as an instruction, not the _xgetbv intrinsic, which needs -mxsave.
unsigned os_saved_state() {
  if (((cpuid(1, 0).r[2] >> 27) & 1u) == 0) return 0;
  unsigned eax = 0, edx = 0;
  __asm__ volatile("xgetbv" : "=a"(eax), "=d"(edx) : "c"(0));
  return eax;
}
#endif

bool has(std::string_view feature) {
#if defined(__x86_64__)
#define DT_ASK(macro, name, leaf, subleaf, reg, bit, state)                                    \
  if (same(feature, name))                                                                  \
    return ((cpuid(leaf, subleaf).r[reg] >> (bit)) & 1u) != 0 && (os_saved_state() & (state)) == (state);
  DT_CPU_FEATURES(DT_ASK)
#undef DT_ASK
#endif
  (void)feature;
  return false;
}

std::string_view first_missing(const std::string_view* required, std::size_t n, bool (*has_feature)(std::string_view)) {
  for (std::size_t i = 0; i < n; ++i)
    if (!has_feature(required[i])) return required[i];
  return {};
}

constexpr const char* kRefusalBefore = ": this build of Deep Thought uses the ";
constexpr const char* kRefusalAfter =
    " instructions, which this CPU lacks (it was built for another machine); rebuild it here, or with "
    "-DDEEPTHOUGHT_ARCH=x86-64-v2 for any x86-64 CPU with POPCNT and SSE4.2";

__attribute__((constructor(101))) void refuse_a_cpu_without_the_build_features() {
  const std::string_view missing = first_missing(kBuildCpuFeatures.names, kBuildCpuFeatures.size, has);
  if (missing.empty()) return;
  std::fputs(program_invocation_short_name, stderr);
  std::fputs(kRefusalBefore, stderr);
  std::fwrite(missing.data(), 1, missing.size(), stderr);
  std::fputs(kRefusalAfter, stderr);
  std::fputc('\n', stderr);
  std::_Exit(2);
}

}  // namespace

bool cpu_has(std::string_view feature) { return has(feature); }

std::string_view first_missing_cpu_feature(std::span<const std::string_view> required, bool (*has_feature)(std::string_view)) {
  return first_missing(required.data(), required.size(), has_feature);
}

std::string cpu_refusal(std::string_view program, std::string_view feature) {
  return std::string(program) + kRefusalBefore + std::string(feature) + kRefusalAfter;
}

}  // namespace dt

// Named by the library's link interface (rules/CMakeLists.txt) so that every program
// linking the static library takes this file, and with it the check.
extern "C" const int dt_cpu_check = 1;
