// Orthodox chess has no options: the FIDE Laws leave nothing to choose (OR-1).
#include "orthodox/orthodox.hpp"

namespace dt::orthodox {

std::span<const OptionSpec> Rules::options() { return {}; }

Rules Rules::configure(const OptionValues&) { return Rules{}; }

}  // namespace dt::orthodox
