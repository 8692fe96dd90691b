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
#include "support/playout.hpp"

namespace dt::test {

using HitchhikerPlayout = PlayoutOf<hitchhiker::Rules>;  // options: both, drawn at random

template <>
rc::Gen<HitchhikerPlayout> variant_playouts<hitchhiker::Rules>();

}  // namespace dt::test
