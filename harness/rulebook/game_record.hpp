// Game records for regression: a reproducible random game with the legal moves and the
// position at every ply, written as a position-file case (`record:`) that `check` replays,
// stopping at the first ply whose moves or position changed. A record says what the
// program did when it was written, not what the rules say: it catches change; the
// hand-worked cases catch error.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "face/erased.hpp"

namespace dt::cli {

struct RecordedPly {
  std::string position;
  std::vector<std::string> legal;  // sorted
  std::string play;                // empty on the last ply
};

struct GameRecord {
  std::uint64_t seed = 0;
  std::vector<RecordedPly> plies;
};

// Plays up to `plies` moves from `game`, each chosen by a 64-bit Mersenne Twister seeded
// with `seed` among the legal moves in sorted order (so a change of generation order does
// not change the game); stops early when no move is legal.
GameRecord record_game(const Game& game, std::uint64_t seed, int plies);

// A whole position file holding the record as its one case.
std::string record_file(std::string_view variant, const std::string& command, const std::string& name,
                        const std::optional<std::string>& position, const OptionValues& options,
                        const GameRecord& record);

// The first difference of `game` replaying `record`: empty when every ply matches.
struct ReplayDifference {
  std::string what;
  std::vector<std::string> diff;
};
std::optional<ReplayDifference> replay_record(Game& game, const GameRecord& record);

}  // namespace dt::cli
