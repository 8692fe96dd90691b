// A variant's move notation against the legal moves of a position reached by a short
// random playout: a text play() accepts leaves the position one of the listed moves
// leaves; any other text is refused with an error, never a crash.
#include <algorithm>
#include <string>
#include <vector>

#include "fuzz_input.hpp"

namespace {

constexpr int kMaxPlies = 8;

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using dt::fuzz::require;
  auto [variant, rest] = dt::fuzz::split_variant(data, size);
  auto started = variant.start({});
  require(started.ok(), "the start position loads under default options", variant.name());
  auto& game = **started;
  // The byte after the variant's gives the number of plies, one byte each picks the move.
  const int plies = rest.empty() ? 0 : static_cast<unsigned char>(rest[0]) % (kMaxPlies + 1);
  if (!rest.empty()) rest.remove_prefix(1);
  for (int ply = 0; ply < plies && !rest.empty(); ++ply) {
    const auto moves = game.moves();
    if (moves.empty()) break;
    const auto& move = moves[static_cast<unsigned char>(rest[0]) % moves.size()];
    rest.remove_prefix(1);
    require(game.play(move).ok(), "a listed move plays", move);
  }

  std::vector<std::string> reachable;
  for (const auto& move : game.moves()) {
    auto after = game.clone();
    require(after->play(move).ok(), "a listed move plays", move);
    reachable.push_back(after->position());
  }
  auto tried = game.clone();
  if (auto played = tried->play(rest); !played) {
    require(!played.error().message().empty(), "a refused move names what was expected", rest);
    require(tried->position() == game.position(), "a refused move leaves the position as it was", rest);
    return 0;
  }
  require(std::find(reachable.begin(), reachable.end(), tried->position()) != reachable.end(),
          "an accepted move text plays one of the listed moves", rest);
  return 0;
}
