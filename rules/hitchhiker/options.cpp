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

}  // namespace

std::span<const OptionSpec> Rules::options() { return kOptions; }

Rules Rules::configure(const OptionValues& options) {
  Rules r;
  r.orbit_any_ = option_value(options, "orbit_change") == "any";
  r.kidnap_optional_ = option_value(options, "kidnap") == "optional";
  return r;
}

}  // namespace dt::hitchhiker
