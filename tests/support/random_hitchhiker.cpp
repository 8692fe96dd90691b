#include "support/random_hitchhiker.hpp"

#include <cstdint>
#include <utility>


namespace dt::test {

namespace {

// At most this many plies; a playout stops earlier when no legal move is left.
constexpr int kMaxHitchhikerPlies = 60;

const std::vector<std::string> kStarts = {
    "h/s/rcr/ococo/m1m1m1m/4*4/M1M1M1M/OCOCO/RCR/S/H w -",
    // Hitchhikers d5 and e7 among pieces of both sides (carrying and kidnapping).
    "1/1/3/1o1s1/m2hc2/1M1M*1r2/1RH3m/1COS1/3/1/1 w -",
    // Both Hitchhikers near the hole, live Mines on a6 and f6, a black Colonizer on i6.
    "1/1/r2/2o2/2s1hcm/M1O1*M2c/2CHS2/5/R2/1/1 w -",
    // Black to move, its Hitchhiker e7 guarded, White's c5 next to a Colonizer and a Rocket.
    "1/1/3/3ro/3hc2/1M2*m3/1HC4/1R3/1O1/1/1 b -",
};

}  // namespace

template <>
rc::Gen<HitchhikerPlayout> variant_playouts<hitchhiker::Rules>() {
  auto options = rc::gen::map(rc::gen::pair(rc::gen::elementOf(std::vector<std::string>{"radial", "any"}),
                                            rc::gen::elementOf(std::vector<std::string>{"automatic", "optional"})),
                              [](const std::pair<std::string, std::string>& values) {
                                return OptionValues{{"orbit_change", values.first}, {"kidnap", values.second}};
                              });
  return rc::gen::mapcat(std::move(options), [](const OptionValues& o) {
    return playouts_from<hitchhiker::Rules>(kStarts, kMaxHitchhikerPlies, o);
  });
}


}  // namespace dt::test
