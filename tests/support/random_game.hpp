// Random games of any registered variant, through the erased Game alone (face/erased.hpp),
// for the properties written once over the registry (style.md, "Cover a new variant
// through the registry"). Drawn inside a RapidCheck property: the option values (one of
// each option's values), the start (the variant's start position or a position of its
// rulebook, positions/VARIANT/*.yaml, that loads under those options) and one number per
// ply that picks the move, so a failure shrinks to a short game from the start under the
// first values, logged as the `deepthought play` command that replays it.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "face/erased.hpp"

namespace dt::test {

struct RandomGame {
  const Variant* variant = nullptr;
  OptionValues options;            // one value for each of the variant's options
  std::string start;               // the position text the game starts from
  std::vector<std::string> moves;  // moves played, each legal where it was played
  std::vector<std::unique_ptr<Game>> visited;  // the start, then the game after each move

  const Game& last() const { return *visited.back(); }
  // `deepthought play VARIANT --option ... --fen '...' --moves '...'`
  std::string replay() const;
};

// A game of at most `max_plies` moves (fewer when no move is left). Call it inside a
// RapidCheck property: it draws its choices there and logs the replay command.
RandomGame random_game(const Variant& variant, int max_plies);

}  // namespace dt::test
