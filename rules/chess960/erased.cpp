// Chess960 behind the erased face (core/erased.hpp) that the registry lists, compiled
// apart like every variant's face.
#include "../core/adapter.hpp"
#include "chess960.hpp"

namespace dt::chess960 {

const Variant& erased() {
  static const VariantOf<Rules> variant;
  return variant;
}

}  // namespace dt::chess960
