// Perft 3 of the orthodox start position through the installed package's registry:
// 8902 (published: Chess Programming Wiki, "Perft Results", initial position).
#include <iostream>

#include <deepthought/face/erased.hpp>

int main() {
  const dt::Variant* orthodox = dt::find_variant("orthodox");
  if (!orthodox) return 1;
  auto game = orthodox->start({});
  if (!game) return 1;
  std::cout << (*game)->perft(3) << '\n';
}
