#include "game_line.hpp"

#include <utility>

namespace dt::python {

namespace {
// The command line's bounds (harness/cli/common.cpp): a depth beyond any count a 64-bit
// perft can hold for these games, and as many threads as --threads takes.
constexpr std::int64_t kMaxDepth = 64;
constexpr std::int64_t kMaxThreads = 256;
}  // namespace

Result<GameLine> GameLine::open(std::string_view variant, const OptionValues& options,
                                const std::optional<std::string>& position) {
  const Variant* v = find_variant(variant);
  if (!v) return fail("unknown variant '" + std::string(variant) + "': expected one of " + variant_names());
  auto resolved = resolve_options(v->options(), options);
  if (!resolved) return fail("option: " + resolved.error().message());
  auto game = position ? v->load(*position, options) : v->start(options);
  if (!game) return fail((position ? "position: " : "option: ") + game.error().message());
  return GameLine(*v, std::move(*resolved), std::move(*game));
}

GameLine::GameLine(const Variant& variant, OptionValues options, std::unique_ptr<Game> start)
    : variant_(&variant), options_(std::move(options)) {
  steps_.push_back(std::move(start));
  marks_.emplace_back();
}

Result<void> GameLine::push(std::string_view move) {
  auto next = now().clone();
  if (auto played = next->play(move); !played) return fail("move '" + std::string(move) + "': " + played.error().message());
  // Legal, so it has a mark; the highlight is all that would be lost without one.
  auto mark = now().mark(move);
  steps_.push_back(std::move(next));
  marks_.push_back(mark ? std::optional<MoveMark>(*mark) : std::nullopt);
  played_.emplace_back(move);
  return {};
}

Result<std::string> GameLine::pop() {
  if (played_.empty()) return fail("no move to take back");
  steps_.pop_back();
  marks_.pop_back();
  std::string move = std::move(played_.back());
  played_.pop_back();
  return move;
}

Result<int> checked_depth(std::int64_t depth) {
  if (depth < 1 || depth > kMaxDepth)
    return fail("depth: expected a depth from 1 to " + std::to_string(kMaxDepth) + ", found " + std::to_string(depth));
  return static_cast<int>(depth);
}

Result<int> checked_threads(std::int64_t threads) {
  if (threads < 1 || threads > kMaxThreads)
    return fail("threads: expected 1 to " + std::to_string(kMaxThreads) + ", found " + std::to_string(threads));
  return static_cast<int>(threads);
}

}  // namespace dt::python
