// Hyperspace Chess behind the erased face (face/erased.hpp) that the registry lists. Each
// variant's face is compiled in a file of its own, so the compiler's inlining of one
// variant's perft is not shaped by another variant's code.
#include "face/adapter.hpp"
#include "hyperspace.hpp"

namespace dt::hyperspace {

const Variant& erased() {
  static const VariantOf<Rules> variant;
  return variant;
}

}  // namespace dt::hyperspace
