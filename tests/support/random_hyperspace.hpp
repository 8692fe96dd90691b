// Real Hyperspace Chess positions for the properties (style.md, "Properties generate real
// positions"): random legal playouts from the initial position and from a few hand-made
// positions with pieces in transit (a pawn due on its last rank, a pending collision, a
// drop due next to a castling path, a king in transit under castling=hyperspace).
// RapidCheck chooses the start and one number per ply, so a failing case shrinks to a
// short game, printed as a `deepthought play hyperspace` command that replays it.
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include <rapidcheck.h>

#include "core/options.hpp"
#include "hyperspace/hyperspace.hpp"
#include "support/playout.hpp"

namespace dt::test {

// `options` as given on the command line (only the non-default ones).
using HyperspacePlayout = PlayoutOf<hyperspace::Rules>;

// Playouts under `options` (resolved against the variant's options; jumps=off is not
// allowed here) of at most `max_plies` plies; a playout stops earlier when the game is
// over. Starts that the reader refuses under `options` are left out.
rc::Gen<HyperspacePlayout> hyperspace_playouts(const OptionValues& options, int max_plies);

// Short playouts (at most `max_plies`) from scrambled positions: kings anywhere, a few
// pieces of random types on random squares, up to five random entries in transit due
// within three turns (one start in four also two pawns of a side flying to its last
// rank), castling rights where king and rook stand at home, either side to move; only
// positions the reader accepts under `options`. They reach what games rarely do: pawns
// due on their last rank beside pieces that may or may not leave, several drops on one
// square, drops onto kings, castling through squares a drop is due on.
rc::Gen<HyperspacePlayout> hyperspace_scrambled_playouts(const OptionValues& options, int max_plies);

// The hand-made starts (each accepted under at least one option set; see the .cpp).
const std::vector<std::string>& hyperspace_handmade_starts();


}  // namespace dt::test
