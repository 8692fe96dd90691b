#include "rulebook_run.hpp"
#include "core/text.hpp"
#include "position_diff.hpp"

#include <algorithm>
#include <iterator>
#include <memory>
#include <optional>

namespace dt::cli {

namespace {

std::string joined(const std::vector<std::string>& words) { return join(words, " "); }

std::vector<std::string> sorted(std::vector<std::string> words) {
  std::sort(words.begin(), words.end());
  return words;
}

// Multiset differences, so a move generated twice (CO-3) shows as unexpected.
std::vector<std::string> minus(const std::vector<std::string>& a, const std::vector<std::string>& b) {
  std::vector<std::string> out;
  std::set_difference(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(out));
  return out;
}

std::optional<Failure> compare_sets(std::string what, const std::vector<std::string>& expected,
                                    const std::vector<std::string>& got) {
  const auto want = sorted(expected), have = sorted(got);
  const auto missing = minus(want, have), unexpected = minus(have, want);
  if (missing.empty() && unexpected.empty()) return std::nullopt;
  Failure f{std::move(what), {}};
  if (!missing.empty()) f.diff.push_back("missing: " + joined(missing));
  if (!unexpected.empty()) f.diff.push_back("unexpected: " + joined(unexpected));
  return f;
}

std::optional<Failure> compare_values(std::string what, const std::string& expected, const std::string& got) {
  if (expected == got) return std::nullopt;
  return Failure{std::move(what), {"expected: " + expected, "got: " + got}};
}

// The game after loading and `play`, or the first refusal: which step and the variant's message.
struct Reached {
  std::unique_ptr<Game> game;
  std::string refused_step;
  std::string refusal;
};

Reached reach(const Variant& variant, const Case& c) {
  auto loaded = c.position ? variant.load(*c.position, c.options) : variant.start(c.options);
  if (!loaded) return {nullptr, c.position ? "the position is refused" : "the start position is refused", loaded.error().message()};
  auto game = std::move(*loaded);
  for (std::size_t i = 0; i < c.play.size(); ++i) {
    if (auto played = game->play(c.play[i]); !played)
      return {nullptr, "play move " + std::to_string(i + 1) + " '" + c.play[i] + "' is refused", played.error().message()};
  }
  return {std::move(game), {}, {}};
}

std::vector<Failure> check_refusal(const Reached& reached, const std::string& expected) {
  const std::string want = "an error containing \"" + expected + "\"";
  if (reached.game) return {{"expected an error, but the position loaded and every move of play was played", {"expected: " + want, "got: no error"}}};
  if (reached.refusal.find(expected) != std::string::npos) return {};
  return {{"the error differs (" + reached.refused_step + ")", {"expected: " + want, "got: " + reached.refusal}}};
}

std::vector<Failure> check_game(const Variant& variant, const Case& c, const Game& game) {
  const Expect& expect = c.expect;
  std::vector<Failure> out;
  const auto add = [&](std::optional<Failure> f) {
    if (f) out.push_back(std::move(*f));
  };
  const auto moves = game.moves();
  if (expect.moves) add(compare_sets("moves differ", *expect.moves, moves));
  for (const auto& [square, expected] : expect.moves_from) {
    auto got = game.moves_from(square);
    if (!got) out.push_back({"moves_from " + square + ": the square is refused", {"got: " + got.error().message()}});
    else add(compare_sets("moves from " + square + " differ", expected, *got));
  }
  if (!expect.legal.empty()) {
    std::vector<std::string> missing;
    for (const auto& m : expect.legal)
      if (std::find(moves.begin(), moves.end(), m) == moves.end()) missing.push_back(m);
    if (!missing.empty()) out.push_back({"moves expected legal are not legal", {"missing: " + joined(missing)}});
  }
  if (!expect.illegal.empty()) {
    std::vector<std::string> legal;
    for (const auto& m : expect.illegal)
      if (std::find(moves.begin(), moves.end(), m) != moves.end()) legal.push_back(m);
    if (!legal.empty()) out.push_back({"moves expected illegal are legal", {"unexpected: " + joined(legal)}});
  }
  for (const auto& [depth, count] : expect.perft)
    add(compare_values("perft " + std::to_string(depth) + " differs", std::to_string(count), std::to_string(game.perft(depth))));
  if (expect.position)
    if (auto diff = position_difference(variant, c.options, *expect.position, game); !diff.empty())
      out.push_back({"position differs", std::move(diff)});
  if (expect.result) add(compare_values("result differs", *expect.result, game.result_text()));
  return out;
}

// Every position a case reaches must load back from its own text and print the same text:
// the notation round-trips (each spec's notation clause), and a reader stricter than its
// writer fails here whatever else the case expects.
std::optional<Failure> check_round_trip(const Variant& variant, const Case& c, const Game& game) {
  const std::string text = game.position();
  auto again = variant.load(text, c.options);
  if (!again) return Failure{"the position reached does not load back from its own text", {"position: " + text, "got: " + again.error().message()}};
  return compare_values("the position reached prints differently once loaded back", text, (*again)->position());
}

}  // namespace

std::vector<Failure> run_case(const Variant& variant, const Case& c) {
  const Reached reached = reach(variant, c);
  if (c.expect.error) return check_refusal(reached, *c.expect.error);
  if (!reached.game) return {{reached.refused_step, {"got: " + reached.refusal}}};
  if (c.record) {
    if (auto difference = replay_record(*reached.game->clone(), *c.record))
      return {{std::move(difference->what), std::move(difference->diff)}};
  }
  if (auto failure = check_round_trip(variant, c, *reached.game)) return {std::move(*failure)};
  return check_game(variant, c, *reached.game);
}

}  // namespace dt::cli
