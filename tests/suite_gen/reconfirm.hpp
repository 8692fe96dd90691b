// `dt_suite_gen VARIANT --confirm FILE`: every count of a suite already written confirmed
// again, node by node, by the independent reference (verify.hpp), as the writer confirmed
// it; for checking a faster reference against the files it once confirmed, and for timing
// one (positions checked per second).
#pragma once

#include <string>

#include "face/erased.hpp"

namespace dt::suite_gen {

// 0 when every entry's every count agrees, 1 at the first that does not (named on stderr).
int reconfirm(const Variant& variant, const std::string& file);

}  // namespace dt::suite_gen
