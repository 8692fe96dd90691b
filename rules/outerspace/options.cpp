// Outer Space Chess has no options: none of its rulings offers an alternative (OS-1 ... OS-14).
#include "outerspace/outerspace.hpp"

namespace dt::outerspace {

std::span<const OptionSpec> Rules::options() { return {}; }

Rules Rules::configure(const OptionValues&) { return Rules{}; }

}  // namespace dt::outerspace
