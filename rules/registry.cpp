// The registry: one line per variant, in the order they are listed. Adding a variant
// touches rules/VARIANT/ (whose erased.cpp gives `const Variant& VARIANT::erased()`) and
// this list only. The faces are compiled apart, one file each: built together in this
// file, a larger orthodox generator made Hitchhiker's and Hyperspace's perft slower by
// changing what the compiler inlined (docs/performance.md, "Measurements behind the code").
#include "core/text.hpp"
#include "face/erased.hpp"

#define DT_REGISTERED_VARIANTS(X) \
  X(orthodox)                     \
  X(hyperspace)                   \
  X(hitchhiker)                   \
  X(ringworld)                    \
  X(outerspace)                   \
  X(lue)                          \
  X(chess960)

namespace dt {

#define DT_DECLARE_FACE(variant) \
  namespace variant {            \
  const Variant& erased();       \
  }
DT_REGISTERED_VARIANTS(DT_DECLARE_FACE)
#undef DT_DECLARE_FACE

// Filled at the first call, not at start-up, so that no other file's start-up code can
// see it before the faces exist.
std::span<const Variant* const> variants() {
#define DT_FACE(variant) &variant::erased(),
  static const Variant* const list[] = {DT_REGISTERED_VARIANTS(DT_FACE)};
#undef DT_FACE
  return list;
}

const Variant* find_variant(std::string_view name) {
  for (const Variant* v : variants())
    if (v->name() == name) return v;
  return nullptr;
}

std::string variant_names() {
  return join(variants(), ", ", [](const Variant* v) { return v->name(); });
}

}  // namespace dt
