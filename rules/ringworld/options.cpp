// Ringworld Chess has no options: none of its rulings offers an alternative (RW-1 ... RW-9).
#include "ringworld/ringworld.hpp"

namespace dt::ringworld {

std::span<const OptionSpec> Rules::options() { return {}; }

Rules Rules::configure(const OptionValues&) { return Rules{}; }

}  // namespace dt::ringworld
