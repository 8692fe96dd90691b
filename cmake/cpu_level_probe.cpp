// Run once at configure time (top CMakeLists.txt, DEEPTHOUGHT_ARCH=auto): prints the x86-64
// level the default build targets on this machine, x86-64-v3 when the CPU has every
// extension that level adds to x86-64-v2, else x86-64-v2. It asks the start-up check's own
// CPUID table (rules/core/cpu_check.cpp), so the two cannot disagree.
#include <cstdio>
#include <string_view>

#include "core/cpu_features.hpp"

int main() {
  for (const auto feature : dt::kX86_64V3Features)
    if (!dt::cpu_has(feature)) {
      std::puts("x86-64-v2");
      return 0;
    }
  std::puts("x86-64-v3");
  return 0;
}
