#include "game_record.hpp"

#include <algorithm>
#include <iterator>
#include <random>

#include "core/text.hpp"

namespace dt::cli {

namespace {

constexpr std::size_t kLineWidth = 100;  // legal lists are wrapped for readable diffs

std::vector<std::string> sorted_moves(const Game& game) {
  auto moves = game.moves();
  std::sort(moves.begin(), moves.end());
  return moves;
}

// Every text is written double-quoted: positions hold spaces, `|` and `:`, and a move
// could hold a character that YAML reads specially in a flow list.
std::string quoted(std::string_view text) {
  std::string out = "\"";
  for (const char c : text) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out + '"';
}

std::vector<std::string> minus(const std::vector<std::string>& a, const std::vector<std::string>& b) {
  std::vector<std::string> out;
  std::set_difference(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(out));
  return out;
}

std::string listed(const std::vector<std::string>& moves) { return moves.empty() ? "(none)" : join(moves, " "); }

}  // namespace

GameRecord record_game(const Game& start, std::uint64_t seed, int plies) {
  GameRecord record{seed, {}};
  std::mt19937_64 random(seed);
  auto game = start.clone();
  for (int ply = 0;; ++ply) {
    RecordedPly now{game->position(), sorted_moves(*game), {}};
    if (ply < plies && !now.legal.empty()) {
      now.play = now.legal[random() % now.legal.size()];
      [[maybe_unused]] const auto played = game->play(now.play);  // legal by construction
    }
    const bool last = now.play.empty();
    record.plies.push_back(std::move(now));
    if (last) return record;
  }
}

std::string record_file(std::string_view variant, const std::string& command, const std::string& name,
                        const std::optional<std::string>& position, const OptionValues& options,
                        const GameRecord& record) {
  std::string out = "# A game record for regression, written by\n#   " + command +
                    "\n# Not worked out by hand: it holds what the program generated when it was written, so\n"
                    "# `deepthought check` shows any later change of behaviour along the game.\n";
  out += "variant: " + std::string(variant) + "\ncases:\n  - name: " + name + "\n";
  out += "    why: >\n      A random game (seed " + std::to_string(record.seed) + ", " +
         std::to_string(record.plies.size() - 1) +
         " plies) replayed ply by ply:\n      at each ply the legal moves and the position are the ones recorded.\n";
  if (position) out += "    position: " + quoted(*position) + "\n";
  if (!options.empty()) {
    out += "    options: {";
    for (std::size_t i = 0; i < options.size(); ++i)
      out += (i ? ", " : "") + options[i].first + ": " + quoted(options[i].second);
    out += "}\n";
  }
  out += "    record:\n      seed: " + std::to_string(record.seed) + "\n      plies:\n";
  for (const auto& ply : record.plies) {
    out += "        - position: " + quoted(ply.position) + "\n";
    out += "          count: " + std::to_string(ply.legal.size()) + "\n          legal: [";
    std::size_t column = 18;
    for (std::size_t i = 0; i < ply.legal.size(); ++i) {
      const std::string move = quoted(ply.legal[i]) + (i + 1 < ply.legal.size() ? "," : "");
      if (i > 0 && column + 1 + move.size() > kLineWidth) {
        out += "\n                 ";
        column = 17;
      } else if (i > 0) {
        out += ' ';
        ++column;
      }
      out += move;
      column += move.size();
    }
    out += "]\n";
    if (!ply.play.empty()) out += "          play: " + quoted(ply.play) + "\n";
  }
  return out;
}

std::optional<ReplayDifference> replay_record(Game& game, const GameRecord& record) {
  std::vector<std::string> path;
  for (std::size_t i = 0; i < record.plies.size(); ++i) {
    const RecordedPly& ply = record.plies[i];
    const std::string where = "ply " + std::to_string(i) + " (after " + listed(path) + ")";
    const auto legal = sorted_moves(game);
    if (legal != ply.legal)
      return ReplayDifference{where + ": the legal moves changed",
                              {"vanished: " + listed(minus(ply.legal, legal)), "appeared: " + listed(minus(legal, ply.legal))}};
    if (game.position() != ply.position)
      return ReplayDifference{where + ": the position changed", {"expected: " + ply.position, "got: " + game.position()}};
    if (ply.play.empty()) break;
    if (auto played = game.play(ply.play); !played)
      return ReplayDifference{where + ": the recorded move " + ply.play + " is refused", {"got: " + played.error().message()}};
    path.push_back(ply.play);
  }
  return std::nullopt;
}

}  // namespace dt::cli
