// Chess960 behind the erased face (face/erased.hpp) that the registry lists, compiled
// apart like every variant's face.
#include "chess960.hpp"
#include "face/adapter.hpp"

namespace dt::chess960 {

const Variant& erased() {
  static const VariantOf<Rules> variant;
  return variant;
}

}  // namespace dt::chess960
