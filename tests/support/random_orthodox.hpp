// Real positions for the properties (style.md, "Properties generate real positions"):
// random legal playouts from the initial position, the standard perft positions and
// the positions of the perft suite positions/suites/standard.epd. RapidCheck chooses the start and one number per ply, so a failing case
// shrinks to a short game, printed as a `deepthought play` command that replays it.
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include <rapidcheck.h>

#include "orthodox/orthodox.hpp"
#include "support/playout.hpp"

namespace dt::test {

using Playout = PlayoutOf<orthodox::Rules>;

template <>
rc::Gen<Playout> variant_playouts<orthodox::Rules>();

}  // namespace dt::test
