// Real Ringworld positions for the properties: random legal playouts from the start
// position and from a few small positions of positions/ringworld (checks, castling,
// takeovers), one number per ply choosing the move, so a failing case shrinks to a
// short game printed as a `deepthought play ringworld` command.
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include <rapidcheck.h>

#include "ringworld/ringworld.hpp"
#include "support/playout.hpp"

namespace dt::test {

using RingworldPlayout = PlayoutOf<ringworld::Rules>;

template <>
rc::Gen<RingworldPlayout> variant_playouts<ringworld::Rules>();

// The position turned by 120 degrees (i1 -> a9 -> q9 -> i1) with the players renamed so
// that each army keeps its place in the turn order (1 -> 3, 2 -> 1, 3 -> 2).
ringworld::Position rotated(const ringworld::Position& p);

}  // namespace dt::test
