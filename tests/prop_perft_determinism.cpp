// Perft and divide give the same counts however they are run: repeated, over 1, 2 or 3
// threads, without a table or with one of 1 MB (overwritten all the time) or 16 MB, and
// watched or not (counting/perft_settings.hpp). Checked on random positions of every
// registered variant, reached by random playouts through the erased Game alone, so a new
// variant is covered by its registry line. The watch's reports add up too: every task
// and root move ends once, and the nodes reported are the count. A random-game record
// (harness/rulebook/game_record.hpp) is the same game every time its seed is given, whether it is
// played from the Game in hand or from a Game loaded from that Game's position text.
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <cstdint>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "counting/perft_table.hpp"
#include "face/erased.hpp"
#include "rulebook/game_record.hpp"
#include "support/erased_playout.hpp"

namespace dt::test {
namespace {

constexpr std::uint64_t kMostNodes = 30000;  // a depth is lowered until its count is at most this
constexpr int kCases = 40;                    // each case counts under 18 settings; more would be slow

// Keeps the last report and whether one went backwards (reports come from the counting
// threads, one at a time, so nothing may throw here).
class Recorder final : public PerftWatch {
 public:
  void progress(const PerftProgress& p) override {
    backwards |= p.tasks_done < last.tasks_done || p.moves_done < last.moves_done || p.nodes < last.nodes;
    last = p;
  }
  PerftProgress last;
  bool backwards = false;
};

void check_determinism() {
  auto [variant, game] = random_reached(24);

  int depth = 3;
  std::uint64_t expected = game->perft(depth);
  while (depth > 1 && expected > kMostNodes) expected = game->perft(--depth);
  const auto expected_divide = game->divide(depth);
  RC_ASSERT(game->perft(depth) == expected);  // a repeated run

  for (const int threads : {1, 2, 3})
    for (const std::size_t megabytes : {std::size_t(0), std::size_t(1), std::size_t(16)})
      for (const bool watched : {false, true}) {
        RC_LOG() << "depth " << depth << ", " << threads << " threads, hash " << megabytes << " MB"
                 << (watched ? ", watched" : "") << '\n';
        Recorder counting, dividing;
        const auto table = megabytes ? std::make_unique<PerftTable>(megabytes) : nullptr;
        PerftSettings settings{threads, table.get(), 0, 1, watched ? &counting : nullptr};
        const PerftCount counted = game->perft_with(depth, settings);
        RC_ASSERT(counted.nodes == expected);
        RC_ASSERT(counted.complete);
        if (watched) settings.watch = &dividing;
        const auto divided = game->divide_with(depth, settings);
        RC_ASSERT(divided.moves == expected_divide);
        RC_ASSERT(divided.complete);
        if (!watched) continue;
        for (const Recorder* recorder : {&counting, &dividing}) {
          RC_ASSERT(!recorder->backwards);
          RC_ASSERT(recorder->last.tasks_done == recorder->last.tasks);
          RC_ASSERT(recorder->last.moves_done == recorder->last.moves);
          RC_ASSERT(recorder->last.moves == expected_divide.size());
          RC_ASSERT(recorder->last.nodes == expected);
        }
      }
}

void check_record_determinism() {
  auto [variant, game] = random_reached(24);
  const auto seed = *rc::gen::arbitrary<std::uint64_t>();
  const int plies = *rc::gen::inRange(0, 40);
  const auto record = cli::record_game(*game, seed, plies);
  auto loaded = variant->load(game->position(), {});
  RC_ASSERT(loaded.ok());
  for (const Game* from : {game.get(), loaded->get()}) {
    const auto again = cli::record_game(*from, seed, plies);
    RC_ASSERT(again.seed == record.seed);
    RC_ASSERT(again.plies.size() == record.plies.size());
    for (std::size_t ply = 0; ply < record.plies.size(); ++ply) {
      RC_ASSERT(again.plies[ply].position == record.plies[ply].position);
      RC_ASSERT(again.plies[ply].legal == record.plies[ply].legal);
      RC_ASSERT(again.plies[ply].play == record.plies[ply].play);
    }
  }
  // The record is a game: every ply but the last plays one of its listed moves and leads to
  // the next ply's position; it stops at `plies` moves or where no move is legal.
  RC_ASSERT(!record.plies.empty());
  RC_ASSERT(record.plies.size() == std::size_t(plies) + 1 || record.plies.back().legal.empty());
  auto replay = game->clone();
  for (std::size_t ply = 0; ply + 1 < record.plies.size(); ++ply) {
    const cli::RecordedPly& now = record.plies[ply];
    RC_ASSERT(now.position == replay->position());
    RC_ASSERT(std::find(now.legal.begin(), now.legal.end(), now.play) != now.legal.end());
    RC_ASSERT(replay->play(now.play).ok());
  }
  RC_ASSERT(record.plies.back().position == replay->position());
  RC_ASSERT(record.plies.back().play.empty());
}

TEST(PerftDeterminism, SameCountsForAnyThreadsTableAndWatch) {
  expect_property_holds("PerftDeterminism/SameCountsForAnyThreadsTableAndWatch", "perft and divide are deterministic",
                        kCases, &check_determinism);
}

RC_GTEST_PROP(RecordDeterminism, SameGameFromTheSameSeed, ()) { check_record_determinism(); }

}  // namespace
}  // namespace dt::test
