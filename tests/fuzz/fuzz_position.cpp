// A variant's position notation: any accepted text prints a position that loads back to
// the same text, every listed move plays (on a copy) and leaves a position whose text
// loads back to the same text and the same moves (the text holds the whole state), the
// list has no repeats, and perft 1 and 2 agree with it.
#include <set>
#include <string>

#include "fuzz_input.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using dt::fuzz::require;
  const auto [variant, text] = dt::fuzz::split_variant(data, size);
  auto loaded = variant.load(text, {});
  if (!loaded) {
    require(!loaded.error().message().empty(), "a refused position names what was expected");
    return 0;
  }
  const auto& game = **loaded;
  const std::string printed = game.position();
  auto again = variant.load(printed, {});
  require(again.ok(), "the printed position loads", printed);
  require((*again)->position() == printed, "the printed position prints the same after loading", printed);

  const auto moves = game.moves();
  require(std::set<std::string>(moves.begin(), moves.end()).size() == moves.size(), "moves() has no repeats", printed);
  std::uint64_t replies = 0;
  for (const auto& move : moves) {
    auto after = game.clone();
    require(after->play(move).ok(), "every listed move plays", move);
    const std::string next = after->position();
    auto reloaded = variant.load(next, {});
    require(reloaded.ok(), "the position after a move loads", next);
    require((*reloaded)->position() == next, "the position after a move prints the same after loading", next);
    const auto replies_here = after->moves(), replies_loaded = (*reloaded)->moves();
    require(std::multiset<std::string>(replies_here.begin(), replies_here.end()) ==
                std::multiset<std::string>(replies_loaded.begin(), replies_loaded.end()),
            "the position after a move has the same moves once loaded from its text", next);
    replies += replies_here.size();
  }
  require(game.perft(1) == moves.size(), "perft 1 counts the listed moves", printed);
  require(game.perft(2) == replies, "perft 2 counts the replies to the listed moves", printed);
  return 0;
}
