// Real Hitchhiker positions for the properties: random legal playouts from the start
// position and from three crowded middle-game positions where Hitchhikers are next to
// pieces of both sides (so carrying, kidnapping and vaporization happen often), under
// randomly chosen option values. A failing case shrinks to a short game, printed as the
// `deepthought play` command that replays it.
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include <rapidcheck.h>

#include "core/options.hpp"
#include "hitchhiker/hitchhiker.hpp"

namespace dt::test {

struct HitchhikerPlayout {
  std::string start;               // the position the game starts from
  OptionValues options;            // resolved: both options with their values
  std::vector<std::string> moves;  // moves played, each legal where it was played
  std::vector<hitchhiker::Position> visited;  // the start, then the position after each move

  hitchhiker::Rules rules() const { return hitchhiker::Rules::configure(options); }
  const hitchhiker::Position& position() const { return visited.back(); }
};

inline constexpr int kMaxHitchhikerPlies = 60;

rc::Gen<HitchhikerPlayout> hitchhiker_playouts();

void showValue(const HitchhikerPlayout& playout, std::ostream& os);

}  // namespace dt::test

namespace rc {

template <>
struct Arbitrary<dt::test::HitchhikerPlayout> {
  static Gen<dt::test::HitchhikerPlayout> arbitrary() { return dt::test::hitchhiker_playouts(); }
};

}  // namespace rc
