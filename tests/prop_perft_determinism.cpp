// Perft and divide give the same counts however they are run: repeated, over 1, 2 or 3
// threads, without a table or with one of 1 MB (overwritten all the time) or 16 MB, and
// watched or not (core/perft_settings.hpp). Checked on random positions of every
// registered variant, reached by random playouts through the erased Game alone, so a new
// variant is covered by its registry line. The watch's reports add up too: every task
// and root move ends once, and the nodes reported are the count.
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

#include "core/erased.hpp"

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
  const auto registered = variants();
  const std::size_t which = *rc::gen::inRange<std::size_t>(0, registered.size());
  const Variant& variant = *registered[which];
  auto game = std::move(*variant.start({}));
  const auto choices = *rc::gen::container<std::vector<std::uint32_t>>(*rc::gen::inRange(0, 24), rc::gen::arbitrary<std::uint32_t>());
  std::string played;
  for (const std::uint32_t choice : choices) {
    const auto moves = game->moves();
    if (moves.empty()) break;
    const std::string& move = moves[choice % moves.size()];
    RC_ASSERT(game->play(move).ok());
    played += " " + move;
  }
  RC_LOG() << variant.name() << " after" << played << ": " << game->position() << '\n';

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
        PerftSettings settings{threads, megabytes, 0, 1, watched ? &counting : nullptr};
        RC_ASSERT(game->perft_with(depth, settings) == expected);
        if (watched) settings.watch = &dividing;
        RC_ASSERT(game->divide_with(depth, settings) == expected_divide);
        if (!watched) continue;
        for (const Recorder* recorder : {&counting, &dividing}) {
          RC_ASSERT(recorder->complete);
          RC_ASSERT(!recorder->backwards);
          RC_ASSERT(recorder->last.tasks_done == recorder->last.tasks);
          RC_ASSERT(recorder->last.moves_done == recorder->last.moves);
          RC_ASSERT(recorder->last.moves == expected_divide.size());
          RC_ASSERT(recorder->last.nodes == expected);
        }
      }
}

TEST(PerftDeterminism, SameCountsForAnyThreadsTableAndWatch) {
  // A fixed number of cases, whatever RC_PARAMS asks of the cheaper properties; the seed
  // and the other parameters still come from it.
  rc::detail::TestParams params = rc::detail::configuration().testParams;
  params.maxSuccess = kCases;
  rc::detail::TestMetadata metadata;
  metadata.id = "PerftDeterminism/SameCountsForAnyThreadsTableAndWatch";
  metadata.description = "perft and divide are deterministic";
  const auto result = rc::detail::checkTestable(&check_determinism, metadata, params);
  std::ostringstream message;
  rc::detail::printResultMessage(result, message);
  EXPECT_TRUE(result.is<rc::detail::SuccessResult>()) << message.str();
}

}  // namespace
}  // namespace dt::test
