// The registry: one line per variant. Adding a variant touches rules/ and this list only.
#include "core/adapter.hpp"
#include "hitchhiker/hitchhiker.hpp"
#include "hyperspace/hyperspace.hpp"
#include "lue/lue.hpp"
#include "orthodox/orthodox.hpp"
#include "outerspace/outerspace.hpp"
#include "ringworld/ringworld.hpp"
#include "core/text.hpp"

namespace dt {

namespace {

const VariantOf<orthodox::Rules> kOrthodox;
const VariantOf<hyperspace::Rules> kHyperspace;
const VariantOf<hitchhiker::Rules> kHitchhiker;
const VariantOf<ringworld::Rules> kRingworld;
const VariantOf<outerspace::Rules> kOuterspace;
const VariantOf<lue::Rules> kLue;

const Variant* const kVariants[] = {
    &kOrthodox,
    &kHyperspace,
    &kHitchhiker,
    &kRingworld,
    &kOuterspace,
    &kLue,
};

}  // namespace

std::span<const Variant* const> variants() { return kVariants; }

const Variant* find_variant(std::string_view name) {
  for (const Variant* v : kVariants)
    if (v->name() == name) return v;
  return nullptr;
}

std::string variant_names() {
  return join(kVariants, ", ", [](const Variant* v) { return v->name(); });
}

}  // namespace dt
