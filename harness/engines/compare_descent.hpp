// The descent of `compare` (and `suite --drill-down`): Deep Thought's divide against an
// engine's on one position, descending into the first root move (in notation order) whose
// counts differ, until one side has a move the other lacks or a depth-1 count differs.
#pragma once

#include <cstdint>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "cli/cli_error.hpp"
#include "engine.hpp"
#include "face/erased.hpp"
#include "perft/count_watch.hpp"

namespace dt::cli {

struct DescentStep {
  std::string move;  // the move that led here; empty at the root
  int depth;
  std::uint64_t ours, theirs;
};

struct Descent {
  enum class End { Agree, Differ, Stopped } end = End::Stopped;
  std::vector<std::string> path;  // the moves descended into, after the root's moves
  std::vector<DescentStep> trail;  // the levels both sides finished
  int depth = 0;                   // of the last level
  std::uint64_t moves = 0;         // Agree: the root's number of moves
  // Differ: the position reached, the moves only one side has and, when both have the
  // same moves, the one whose depth-1 counts differ with those counts.
  std::string position;
  std::vector<std::string> only_ours, only_theirs;
  std::string differing;
  std::uint64_t differing_ours = 0, differing_theirs = 0;
  // Stopped by Ctrl-C or SIGTERM during the engine's run (the watch's limits otherwise).
  std::optional<CliStop> engine_stop;
};

// Runs the descent from `root` after `moves` (already legal from it), the engine's counts
// in `session` (a UCI engine's one process). Deep Thought's counts are watched by
// `watch`; each engine run gets `engine_seconds` or, when the watch has a --timeout, what
// is left of it. Throws CliError when the engine's counts
// contradict themselves: below a move whose counts differed both divides agree, so the
// count the engine gave that move one level up is not its own sum.
Descent descend(const Game& root, std::vector<std::string> moves, int depth, const Engine& engine,
                EngineSession& session, CountWatch& watch, bool watch_has_timeout, double engine_seconds);

// "(the root position)" or the moves, space-separated.
std::string path_text(const std::vector<std::string>& path);
// The report of a descent that did not agree, as `compare` prints it; `path_note` follows
// the path (" (after the --moves)").
void print_difference(const Descent& d, std::string_view path_note, std::ostream& out);
void print_trail(const std::vector<DescentStep>& trail, std::ostream& out);
// The same as one JSON object on one line (compare --json): `variant`, `depth`, `agree`
// (true, false or null when stopped), then `nodes` and `moves` when they agree, or `path`,
// `position`, `only_deepthought`, `only_engine`, `differing` (null or {"move","deepthought",
// "engine"}) and `trail` ([{"move","depth","deepthought","engine"}]).
void print_descent_json(const Descent& d, std::string_view variant, int depth, std::ostream& out);
// That object as text, without the line end (suite --json's `descent` of a failing entry).
std::string descent_json(const Descent& d, std::string_view variant, int depth);

}  // namespace dt::cli
