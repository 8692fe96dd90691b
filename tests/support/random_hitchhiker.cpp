#include "support/random_hitchhiker.hpp"

#include <cstdint>
#include <tuple>
#include <utility>

#include "core/movelist.hpp"

namespace dt::test {

namespace {

const std::vector<std::string> kStarts = {
    "h/s/rcr/ococo/m1m1m1m/4*4/M1M1M1M/OCOCO/RCR/S/H w -",
    // Hitchhikers d5 and e7 among pieces of both sides (carrying and kidnapping).
    "1/1/3/1o1s1/m2hc2/1M1M*1r2/1RH3m/1COS1/3/1/1 w -",
    // Both Hitchhikers near the hole, live Mines on a6 and f6, a black Colonizer on i6.
    "1/1/r2/2o2/2s1hcm/M1O1*M2c/2CHS2/5/R2/1/1 w -",
    // Black to move, its Hitchhiker e7 guarded, White's c5 next to a Colonizer and a Rocket.
    "1/1/3/3ro/3hc2/1M2*m3/1HC4/1R3/1O1/1/1 b -",
};

HitchhikerPlayout play_out(std::string start, OptionValues options, const std::vector<std::uint32_t>& choices) {
  HitchhikerPlayout game{std::move(start), std::move(options), {}, {}};
  const hitchhiker::Rules rules = game.rules();
  game.visited.push_back(*rules.parse_position(game.start));
  for (const std::uint32_t choice : choices) {
    hitchhiker::Position p = game.position();
    const MoveList<hitchhiker::Rules> moves(rules, p);
    if (moves.empty()) break;  // a won game (CO-1)
    const auto move = moves[choice % moves.size()];
    game.moves.push_back(rules.format_move(p, move));
    rules.make(p, move);
    game.visited.push_back(p);
  }
  return game;
}

}  // namespace

rc::Gen<HitchhikerPlayout> hitchhiker_playouts() {
  auto choices = rc::gen::mapcat(rc::gen::inRange(0, kMaxHitchhikerPlies + 1), [](int plies) {
    return rc::gen::container<std::vector<std::uint32_t>>(static_cast<std::size_t>(plies),
                                                           rc::gen::arbitrary<std::uint32_t>());
  });
  return rc::gen::map(rc::gen::tuple(rc::gen::elementOf(kStarts), rc::gen::elementOf(std::vector<std::string>{"radial", "any"}),
                                     rc::gen::elementOf(std::vector<std::string>{"automatic", "optional"}),
                                     rc::gen::resize(rc::kNominalSize, std::move(choices))),
                      [](const std::tuple<std::string, std::string, std::string, std::vector<std::uint32_t>>& t) {
                        OptionValues options{{"orbit_change", std::get<1>(t)}, {"kidnap", std::get<2>(t)}};
                        return play_out(std::get<0>(t), std::move(options), std::get<3>(t));
                      });
}

void showValue(const HitchhikerPlayout& playout, std::ostream& os) {
  os << "deepthought play hitchhiker --fen '" << playout.start << "'";
  for (const auto& [name, value] : playout.options) os << " --option " << name << "=" << value;
  os << " --moves '";
  for (std::size_t i = 0; i < playout.moves.size(); ++i) os << (i ? "," : "") << playout.moves[i];
  os << "'\n  reaches " << playout.rules().format_position(playout.position());
}

}  // namespace dt::test
