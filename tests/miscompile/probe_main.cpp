// Runs bit_probe.cpp where the CPU can execute it. This file is compiled for the x86-64
// baseline, so it can say "skipped" on a CPU without AVX-512 instead of dying.
#include <cstdio>

int run_bit_probe();

int main() {
  __builtin_cpu_init();
  if (!__builtin_cpu_supports("avx512f") || !__builtin_cpu_supports("avx512vl") ||
      !__builtin_cpu_supports("avx512bw") || !__builtin_cpu_supports("avx512dq") ||
      !__builtin_cpu_supports("avx512cd") || !__builtin_cpu_supports("avx512vpopcntdq")) {
    std::printf("skipped: this CPU lacks AVX-512 with VPOPCNTDQ, so the probe cannot run here\n");
    return 77;
  }
  return run_bit_probe();
}
