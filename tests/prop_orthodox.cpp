// Properties of orthodox chess over real positions (random legal playouts, see
// support/random_orthodox.hpp). A failure prints the `deepthought play` command that
// reaches the position. The properties of every variant (the reference, no duplicates,
// perft counts, round trips, copy-make) are in prop_variants.cpp.
#include <string>

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "core/perft.hpp"
#include "orthodox/orthodox.hpp"
#include "support/mirror_fen.hpp"
#include "support/random_orthodox.hpp"

namespace dt::test {
namespace {

using orthodox::Rules;

RC_GTEST_PROP(OrthodoxProperties, MirroredPositionHasTheSamePerft, (const Playout& game)) {
  const Rules rules;
  const std::string fen = rules.format_position(game.position());
  const auto mirrored = rules.parse_position(mirror_fen(fen));
  RC_ASSERT(mirrored.ok());
  for (int depth = 1; depth <= 3; ++depth) RC_ASSERT(perft(rules, *mirrored, depth) == perft(rules, game.position(), depth));
}

}  // namespace
}  // namespace dt::test
