// Which extensions this build uses, read from the compiler's own macros: this file is
// compiled with the flags of every other rules file, so it sees what they were compiled for.
#include <array>

#include "core/cpu_features.hpp"

namespace dt {

namespace {

// A feature macro the compiler defines expands to 1, so its spelling after expansion is
// "1"; an undefined one keeps its own name.
#define DT_SPELLING(macro) #macro
#define DT_EXPANDED(macro) DT_SPELLING(macro)
#define DT_COUNT(macro, name, ...) +(DT_EXPANDED(macro)[0] == '1')
constexpr std::size_t kUsed = 0 DT_CPU_FEATURES(DT_COUNT);
#undef DT_COUNT

constexpr std::array<std::string_view, kUsed> used_features() {
  std::array<std::string_view, kUsed> out{};
  std::size_t n = 0;
#define DT_LIST(macro, name, ...) \
  if (DT_EXPANDED(macro)[0] == '1') out[n++] = name;
  DT_CPU_FEATURES(DT_LIST)
#undef DT_LIST
  return out;
}
#undef DT_EXPANDED
#undef DT_SPELLING

constexpr auto kUsedFeatures = used_features();

}  // namespace

constinit const CpuFeatureList kBuildCpuFeatures{kUsedFeatures.data(), kUsedFeatures.size()};

}  // namespace dt
