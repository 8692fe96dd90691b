// Tests parameterised over the registry (style.md, "Cover a new variant through the
// registry"): INSTANTIATE_TEST_SUITE_P(Registered, SUITE, registered_variants(),
// variant_name) names each test after its variant (SUITE.TEST/orthodox), and PrintTo
// shows a variant by its name wherever GoogleTest prints the parameter, not as a pointer.
#pragma once

#include <gtest/gtest.h>

#include <ostream>
#include <string>

#include "face/erased.hpp"

namespace dt {

// Found by argument-dependent lookup from GoogleTest's printer.
inline void PrintTo(const Variant* variant, std::ostream* os) { *os << variant->name(); }

namespace test {

inline auto registered_variants() { return ::testing::ValuesIn(variants().begin(), variants().end()); }

inline std::string variant_name(const ::testing::TestParamInfo<const Variant*>& test) { return std::string(test.param->name()); }

}  // namespace test
}  // namespace dt
