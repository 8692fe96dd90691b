// The start-up CPU check (core/cpu_features.hpp): a build lists the extensions it was
// compiled for, and a CPU lacking one is refused with one line naming it.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <string_view>

#include "core/cpu_features.hpp"

namespace dt {
namespace {

TEST(CoreCpuFeatures, TheRunningCpuHasEveryExtensionOfThisBuild) {
  // This test runs, so the check let it: every listed name must be one the check knows.
  for (const auto feature : kBuildCpuFeatures.span()) EXPECT_TRUE(cpu_has(feature)) << feature;
}

bool listed(std::string_view feature) {
  const auto list = kBuildCpuFeatures.span();
  return std::find(list.begin(), list.end(), feature) != list.end();
}

// The list is read from the compiler's macros, which this test file sees too.
TEST(CoreCpuFeatures, TheListIsWhatTheCompilerTargets) {
#if defined(__x86_64__) && !defined(__AVX__)
  // x86-64-v2: POPCNT and SSE up to 4.2, nothing later.
  for (const auto feature : {"popcnt", "sse3", "ssse3", "sse4.1", "sse4.2"}) EXPECT_TRUE(listed(feature)) << feature;
  EXPECT_EQ(kBuildCpuFeatures.size, 5u);
#elif defined(__x86_64__)
  // x86-64-v3 or a native build: at least what v3 adds, and never the vector popcount the
  // guard leaves out.
  for (const auto feature : {"popcnt", "sse4.2"}) EXPECT_TRUE(listed(feature)) << feature;
  for (const auto feature : kX86_64V3Features) EXPECT_TRUE(listed(feature)) << feature;
#if !defined(__clang__)
  EXPECT_FALSE(listed("avx512vpopcntdq"));
#endif
#else
  EXPECT_EQ(kBuildCpuFeatures.size, 0u);
#endif
}

#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
// The check reads CPUID through its own table; GCC's runtime reads it independently. Every
// extension of the table must get the same answer from both on the CPU running the test.
TEST(CoreCpuFeatures, TheCpuidTableAgreesWithTheCompilersOwnReading) {
  __builtin_cpu_init();
#define DT_AGREE(macro, name, ...) EXPECT_EQ(cpu_has(name), __builtin_cpu_supports(name) != 0) << name;
  DT_CPU_FEATURES(DT_AGREE)
#undef DT_AGREE
}
#endif

TEST(CoreCpuFeatures, AnUnknownNameIsNotClaimed) { EXPECT_FALSE(cpu_has("warp-drive")); }

bool lacks_bmi2(std::string_view feature) { return feature != "bmi2"; }
bool has_all(std::string_view) { return true; }

TEST(CoreCpuFeatures, TheFirstMissingExtensionIsNamed) {
  const std::array<std::string_view, 3> required = {"popcnt", "bmi2", "avx2"};
  EXPECT_EQ(first_missing_cpu_feature(required, lacks_bmi2), "bmi2");
  EXPECT_EQ(first_missing_cpu_feature(required, has_all), "");
}

TEST(CoreCpuFeatures, TheRefusalIsOneLineNamingTheExtensionAndTheWayOut) {
  const std::string line = cpu_refusal("deepthought", "bmi2");
  EXPECT_EQ(line.find('\n'), std::string::npos);
  EXPECT_EQ(line.rfind("deepthought: ", 0), 0u) << line;
  EXPECT_NE(line.find("bmi2"), std::string::npos) << line;
  EXPECT_NE(line.find("-DDEEPTHOUGHT_ARCH=x86-64-v2"), std::string::npos) << line;
}

}  // namespace
}  // namespace dt
