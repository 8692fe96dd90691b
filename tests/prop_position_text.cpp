// A position's one-line text holds the whole state of the game: along random games of
// every registered variant, under random option values, each position reached loads back
// from its own text (with the same options), prints the same text, and has the same
// legal moves, the same result (but a repetition draw) and the same perft 2. An engine
// author hands us positions as text, so anything the text forgot (a transit entry, a
// previous placement, a hyperspace count, a just-moved flag) would give counts for
// another position. Reached through the erased Game alone, so a new variant is covered
// by its registry line.
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "face/erased.hpp"

namespace dt::test {
namespace {

std::vector<std::string> sorted(std::vector<std::string> moves) {
  std::sort(moves.begin(), moves.end());
  return moves;
}

RC_GTEST_PROP(PositionText, HoldsTheWholeStateAlongRandomGames, ()) {
  const auto registered = variants();
  const Variant& variant = *registered[*rc::gen::inRange<std::size_t>(0, registered.size())];
  OptionValues options;
  for (const OptionSpec& spec : variant.options()) {
    const auto& value = spec.values[*rc::gen::inRange<std::size_t>(0, spec.values.size())];
    options.emplace_back(std::string(spec.name), std::string(value));
  }
  auto started = variant.start(options);
  RC_ASSERT(started.ok());
  auto game = std::move(*started);
  const auto choices = *rc::gen::container<std::vector<std::uint32_t>>(*rc::gen::inRange(0, 40), rc::gen::arbitrary<std::uint32_t>());
  std::string played;
  for (std::size_t ply = 0;; ++ply) {
    const std::string text = game->position();
    RC_LOG() << variant.name() << " after" << played << ": " << text << '\n';
    auto loaded = variant.load(text, options);
    RC_ASSERT(loaded.ok());
    const Game& again = **loaded;
    RC_ASSERT(again.position() == text);
    const auto moves = game->moves();
    RC_ASSERT(sorted(again.moves()) == sorted(moves));
    // A repetition draw rests on the game's history, which no position text holds (FEN
    // neither); every other result is the position's own.
    if (game->result_text().find("repetition") == std::string::npos)
      RC_ASSERT(again.result_text() == game->result_text());
    RC_ASSERT(again.perft(2) == game->perft(2));
    if (ply == choices.size() || moves.empty()) break;
    const std::string& move = moves[choices[ply] % moves.size()];
    RC_ASSERT(game->play(move).ok());
    played += " " + move;
  }
}

}  // namespace
}  // namespace dt::test
