#include "support/random_orthodox.hpp"

#include <cstdint>
#include <utility>

#include <fstream>
#include <sstream>

#include "core/movelist.hpp"
#include "suite_file.hpp"
#include "support/standard_positions.hpp"

namespace dt::test {

namespace {

// One number per ply picks the move (modulo the number of legal moves), so the same
// choices replay the same game and shrinking a choice toward 0 picks the first move.
Playout play_out(std::string start, const std::vector<std::uint32_t>& choices) {
  const orthodox::Rules rules;
  Playout game{std::move(start), {}, {}};
  game.visited.push_back(*rules.parse_position(game.start));
  for (const std::uint32_t choice : choices) {
    orthodox::Position p = game.position();
    const MoveList<orthodox::Rules> moves(rules, p);
    if (moves.empty()) break;
    const auto move = moves[choice % moves.size()];
    game.moves.push_back(rules.format_move(p, move));
    rules.make(p, move);
    game.visited.push_back(p);
  }
  return game;
}

// The perft suite's positions (promotions, en passant, castling corner cases) as further
// starts; the suite's own reader reads them, so a malformed suite fails loudly here too.
std::vector<std::string> suite_positions() {
  const std::string path = std::string(DEEPTHOUGHT_SOURCE_DIR) + "/positions/suites/standard.epd";
  std::ifstream in(path);
  std::ostringstream text;
  text << in.rdbuf();
  std::vector<std::string> out;
  for (const auto& entry : cli::parse_suite(text.str(), path)) out.push_back(entry.position);
  return out;
}

}  // namespace

rc::Gen<Playout> playouts() {
  static const std::vector<std::string> starts = [] {
    std::vector<std::string> all;
    for (const auto& s : standard_positions()) all.emplace_back(s.fen);
    for (auto& fen : suite_positions()) all.push_back(std::move(fen));
    return all;
  }();
  // RapidCheck scales numbers with a size that starts at 0; held at the nominal size,
  // game lengths spread over the whole range and choices over every legal move (the
  // generator lists king moves first, so small choices would mostly move the king).
  // Shrinking still leads to short games and first moves.
  auto choices = rc::gen::mapcat(rc::gen::inRange(0, kMaxPlayoutPlies + 1), [](int plies) {
    return rc::gen::container<std::vector<std::uint32_t>>(static_cast<std::size_t>(plies),
                                                           rc::gen::arbitrary<std::uint32_t>());
  });
  return rc::gen::map(rc::gen::pair(rc::gen::elementOf(starts), rc::gen::resize(rc::kNominalSize, std::move(choices))),
                      [](const std::pair<std::string, std::vector<std::uint32_t>>& chosen) {
                        return play_out(chosen.first, chosen.second);
                      });
}

void showValue(const Playout& playout, std::ostream& os) {
  os << "deepthought play orthodox --fen '" << playout.start << "' --moves '";
  for (std::size_t i = 0; i < playout.moves.size(); ++i) os << (i ? "," : "") << playout.moves[i];
  os << "'\n  reaches " << orthodox::Rules{}.format_position(playout.position());
}

}  // namespace dt::test
