// Chess960 has no options: none of its rulings offers an alternative (FR-1 ... FR-4).
#include "chess960/chess960.hpp"

namespace dt::chess960 {

std::span<const OptionSpec> Rules::options() { return {}; }

Rules Rules::configure(const OptionValues&) { return Rules{}; }

}  // namespace dt::chess960
