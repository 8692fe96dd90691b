// Random legal playouts for the properties of any variant (style.md, "Properties
// generate real positions"): RapidCheck chooses the start and one number per ply, the
// number picks the move (modulo the number of legal moves), so the same choices replay
// the same game and shrinking a choice toward 0 picks the first move. A failing case
// shrinks to a short game that a person can replay with `deepthought play`.
#pragma once

#include <cstdint>
#include <ostream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <rapidcheck.h>

#include "core/movelist.hpp"
#include "core/options.hpp"
#include "face/adapter.hpp"

namespace dt::test {

// The rules under `options` as a user gives them (resolved through the variant's table);
// options the table refuses are a bug in the test and throw.
template <class Rules>
Rules configured(const OptionValues& options) {
  const auto resolved = resolve_options(Rules::options(), options);
  if (!resolved) throw std::invalid_argument("playout options: " + resolved.error().message());
  return Rules::configure(*resolved);
}

template <class Rules>
struct PlayoutOf {
  std::string start;               // the position the game starts from
  OptionValues options;            // as given (only those off their default)
  std::vector<std::string> moves;  // moves played, each legal where it was played
  std::vector<typename Rules::Position> visited;  // the start, then the position after each move

  Rules rules() const { return configured<Rules>(options); }
  const typename Rules::Position& position() const { return visited.back(); }  // the one reached
};

template <class Rules>
PlayoutOf<Rules> play_out(std::string start, OptionValues options, const std::vector<std::uint32_t>& choices) {
  PlayoutOf<Rules> game{std::move(start), std::move(options), {}, {}};
  const Rules rules = game.rules();
  game.visited.push_back(*rules.parse_position(game.start));
  for (const std::uint32_t choice : choices) {
    typename Rules::Position p = game.position();
    const MoveList<Rules> moves(rules, p);
    if (moves.empty()) break;  // the game is over (CO-1)
    const auto move = moves[choice % moves.size()];
    game.moves.push_back(rules.format_move(p, move));
    rules.make(p, move);
    game.visited.push_back(p);
  }
  return game;
}

// Games of 0 to `max_plies` plies under `options` from a start that `starts` draws.
// RapidCheck scales numbers with a size that starts at 0; held at the nominal size, game
// lengths spread over the whole range and choices over every legal move. Shrinking still
// leads to short games.
template <class Rules>
rc::Gen<PlayoutOf<Rules>> playouts_starting(rc::Gen<std::string> starts, int max_plies, OptionValues options = {}) {
  auto choices = rc::gen::mapcat(rc::gen::inRange(0, max_plies + 1), [](int plies) {
    return rc::gen::container<std::vector<std::uint32_t>>(static_cast<std::size_t>(plies),
                                                           rc::gen::arbitrary<std::uint32_t>());
  });
  return rc::gen::map(rc::gen::pair(std::move(starts), rc::gen::resize(rc::kNominalSize, std::move(choices))),
                      [options = std::move(options)](const std::pair<std::string, std::vector<std::uint32_t>>& chosen) {
                        return play_out<Rules>(chosen.first, options, chosen.second);
                      });
}

// The same from one of `starts`.
template <class Rules>
rc::Gen<PlayoutOf<Rules>> playouts_from(std::vector<std::string> starts, int max_plies, OptionValues options = {}) {
  return playouts_starting<Rules>(rc::gen::elementOf(std::move(starts)), max_plies, std::move(options));
}

// A variant's own games, for the properties that take a playout as their argument: each
// support/random_VARIANT.cpp that has them defines this with its starts.
template <class Rules>
rc::Gen<PlayoutOf<Rules>> variant_playouts();

// RapidCheck's printout of a failing game (found by argument-dependent lookup): the
// `deepthought play` command that replays it.
template <class Rules>
void showValue(const PlayoutOf<Rules>& playout, std::ostream& os) {
  os << "deepthought play " << Rules::card.name;
  for (const auto& [name, value] : playout.options) os << " --option " << name << '=' << value;
  os << " --fen '" << playout.start << "' --moves '";
  for (std::size_t i = 0; i < playout.moves.size(); ++i) os << (i ? "," : "") << playout.moves[i];
  os << "'\n  reaches " << playout.rules().format_position(playout.position());
}

// Notation round trips: every legal move's text finds that move, and the position's
// text reads back as the same position.
template <class Rules>
void assert_notation_round_trips(const Rules& rules, const typename Rules::Position& p) {
  for (const auto& m : MoveList<Rules>(rules, p)) {
    const auto found = find_move(rules, p, rules.format_move(p, m));
    RC_ASSERT(found.ok());
    RC_ASSERT(*found == m);
  }
  const auto reparsed = rules.parse_position(rules.format_position(p));
  RC_ASSERT(reparsed.ok());
  RC_ASSERT(*reparsed == p);
}

}  // namespace dt::test

namespace rc {

template <class Rules>
struct Arbitrary<dt::test::PlayoutOf<Rules>> {
  static Gen<dt::test::PlayoutOf<Rules>> arbitrary() { return dt::test::variant_playouts<Rules>(); }
};

}  // namespace rc
