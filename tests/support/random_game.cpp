#include "support/random_game.hpp"

#include <cstdint>
#include <map>
#include <mutex>
#include <utility>

#include <rapidcheck.h>

#include "core/text.hpp"
#include "rulebook/rulebook_files.hpp"
#include "rulebook/rulebook_paths.hpp"

namespace dt::test {

namespace {

// The positions of the variant's rulebook cases that expect something of a position (not
// an error): designer positions that games from the start seldom reach. Read once.
const std::vector<std::string>& rulebook_positions(const Variant& variant) {
  static std::mutex guard;
  static std::map<std::string, std::vector<std::string>, std::less<>> read;
  const std::lock_guard lock(guard);
  const auto known = read.find(variant.name());
  if (known != read.end()) return known->second;
  std::vector<std::string> out;
  const auto dir = cli::positions_dir(DEEPTHOUGHT_SOURCE_DIR) / std::string(variant.name());
  for (const auto& path : cli::yaml_files(dir.string()))
    for (const auto& c : cli::load_position_file(path).cases)
      if (c.position && !c.expect.error) out.push_back(*c.position);
  return read.emplace(std::string(variant.name()), std::move(out)).first->second;
}

}  // namespace

std::string RandomGame::replay() const {
  std::string out = "deepthought play " + std::string(variant->name());
  for (const auto& [name, value] : options) out += " --option " + name + "=" + value;
  return out + " --fen '" + start + "' --moves '" + join(moves, ",") + "'";
}

RandomGame random_game(const Variant& variant, int max_plies) {
  RandomGame game;
  game.variant = &variant;
  for (const OptionSpec& spec : variant.options()) {
    const auto& value = spec.values[*rc::gen::inRange<std::size_t>(0, spec.values.size())];
    game.options.emplace_back(std::string(spec.name), std::string(value));
  }
  // Half the games from the start, half from a rulebook position (the start again when
  // that position is refused under the options drawn, as some are outside their own).
  auto started = variant.start(game.options);
  RC_ASSERT(started.ok());
  const auto& designed = rulebook_positions(variant);
  if (!designed.empty() && *rc::gen::arbitrary<bool>()) {
    auto loaded = variant.load(designed[*rc::gen::inRange<std::size_t>(0, designed.size())], game.options);
    if (loaded.ok()) started = std::move(loaded);
  }
  game.start = (*started)->position();
  game.visited.push_back(std::move(*started));
  const auto choices = *rc::gen::container<std::vector<std::uint32_t>>(
      static_cast<std::size_t>(*rc::gen::inRange(0, max_plies + 1)), rc::gen::arbitrary<std::uint32_t>());
  for (const std::uint32_t choice : choices) {
    const auto moves = game.last().moves();
    if (moves.empty()) break;
    auto next = game.last().clone();
    const std::string& move = moves[choice % moves.size()];
    RC_ASSERT(next->play(move).ok());
    game.moves.push_back(move);
    game.visited.push_back(std::move(next));
  }
  RC_LOG() << game.replay() << "\n  reaches " << game.last().position() << '\n';
  return game;
}

}  // namespace dt::test
