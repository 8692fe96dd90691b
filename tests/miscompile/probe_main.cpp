// Runs bit_probe.cpp where the CPU can execute it. This file is compiled for the x86-64
// baseline, so on a CPU without one of the extensions named on the command line (those
// bit_probe.cpp was compiled for) it says "skipped" instead of dying. It asks the start-up
// check's own CPUID table (core/cpu_features.hpp).
#include <cstdio>
#include <string_view>

#include "core/cpu_features.hpp"

int run_bit_probe();

int main(int argc, char** argv) {
  for (int i = 1; i < argc; ++i)
    if (!dt::cpu_has(argv[i])) {
      std::printf("skipped: this CPU lacks %s, so the probe cannot run here\n", argv[i]);
      return 77;
    }
  return run_bit_probe();
}
