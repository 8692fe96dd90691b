// The rulings' alternatives (specs/rulings/, `option`): HC-11 orbit_change, HC-9 kidnap.
#include "hitchhiker/hitchhiker.hpp"

namespace dt::hitchhiker {

namespace {

constexpr std::string_view kOrbitChange[] = {"radial", "any"};
constexpr std::string_view kKidnap[] = {"automatic", "optional"};
constexpr OptionSpec kOptions[] = {
    {"orbit_change", kOrbitChange, "radial", "HC-11",
     "an Orbiter on the e-file or rank 6 changes orbit only along that line (radial) or by any orthogonal step (any)"},
    {"kidnap", kKidnap, "automatic", "HC-9",
     "an abandoned enemy Hitchhiker next to a moving piece is always carried (automatic) or only by a marked move (optional)"},
};
constexpr OptionBinding<Config> kBindings[] = {
    bind_option<&Config::orbit_any, false, true>("orbit_change"),  // radial, any
    bind_option<&Config::kidnap_optional, false, true>("kidnap"),  // automatic, optional
};
static_assert(!binding_problem<Config>(kOptions, kBindings), "every option bound once, by its spec's name, to all its values");

}  // namespace

std::span<const OptionSpec> Rules::options() { return kOptions; }

Rules Rules::configure(const OptionValues& options) { return Rules(read_options<Config>(kOptions, kBindings, options)); }

}  // namespace dt::hitchhiker
