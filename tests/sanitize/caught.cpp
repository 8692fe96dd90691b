// Proof that a sanitized build (make sanitize) really checks: given "heap" it reads past
// an allocation, given "overflow" it overflows a signed int. ctest expects each run to
// stop with the sanitizer's report; a build without the sanitizers would print the
// value and fail the test.
#include <cstdio>
#include <cstring>
#include <memory>

int main(int argc, char** argv) {
  if (argc != 2) return 2;
  // The size and the value come from the command line so the compiler cannot fold them.
  const int n = static_cast<int>(std::strlen(argv[1]));
  if (std::strcmp(argv[1], "heap") == 0) {
    auto cells = std::make_unique<int[]>(n);
    std::printf("%d\n", cells[n]);
  } else if (std::strcmp(argv[1], "overflow") == 0) {
    int big = 2147483640;
    std::printf("%d\n", big + n);
  }
  return 0;
}
