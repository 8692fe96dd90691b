// Wraps a VariantRules class into the erased Variant/Game interface. Included only by
// the registry; one instantiation per variant.
#pragma once

#include <algorithm>
#include <cctype>
#include <map>

#include "../core/movelist.hpp"
#include "../core/text.hpp"
#include "../core/variant.hpp"
#include "../counting/parallel_perft.hpp"
#include "../counting/perft.hpp"
#include "../counting/ply_stats.hpp"
#include "erased.hpp"

namespace dt {

// The cell's full name: a variant that NamesCellsShort (core/variant_hooks.hpp) expands
// its short forms; the others take the text as it is.
template <class R>
std::string full_cell(std::string_view cell) {
  if constexpr (NamesCellsShort<R>) return R::full_cell(cell);
  else return std::string(cell);
}

// Finds the legal move written `text` (CO-3: at most one legal move has a given notation).
template <VariantRules R>
Result<typename R::Move> find_move(const R& rules, const typename R::Position& pos, std::string_view text) {
  if (auto syntax = R::check_move_syntax(text); !syntax) return syntax.error();
  const MoveList<R> moves(rules, pos);
  for (const auto& m : moves)
    if (rules.format_move(pos, m) == text) return m;
  // The legal moves of the piece the text starts from, so that a near miss (a launch
  // written without its mark, a promotion without its type) shows what is expected.
  std::vector<std::string> near;
  std::string from_cell;
  for (const auto& m : moves) {
    const std::string from = rules.origin(pos, m);
    // A whole cell name: "i1" does not start "i12-i13" (cell names of 2 and 3 letters).
    const bool longer_cell = text.size() > from.size() && std::isdigit(static_cast<unsigned char>(text[from.size()]));
    if (from.empty() || !text.starts_with(from) || longer_cell) continue;
    from_cell = from;
    near.push_back(rules.format_move(pos, m));
  }
  std::sort(near.begin(), near.end());
  const std::string hint = near.empty() ? "" : "; legal moves from " + from_cell + ": " + join(near, " ");
  return fail("illegal move " + std::string(text) + " in " + rules.format_position(pos) + hint);
}

template <VariantRules R>
class GameOf final : public Game {
 public:
  GameOf(R rules, typename R::Position pos) : rules_(std::move(rules)), pos_(std::move(pos)) { remember(); }

  std::unique_ptr<Game> clone() const override { return std::make_unique<GameOf>(*this); }
  std::string position() const override { return rules_.format_position(pos_); }

  std::vector<std::string> moves() const override {
    std::vector<std::string> out;
    for (const auto& m : MoveList<R>(rules_, pos_)) out.push_back(rules_.format_move(pos_, m));
    return out;
  }

  Result<std::vector<std::string>> moves_from(std::string_view cell) const override {
    const auto full = cell_name(cell);
    if (!full) return full.error();
    std::vector<std::string> out;
    for (const auto& m : MoveList<R>(rules_, pos_))
      if (rules_.origin(pos_, m) == *full) out.push_back(rules_.format_move(pos_, m));
    return out;
  }

  Result<void> play(std::string_view text) override {
    auto move = find_move(rules_, pos_, text);
    if (!move) return move.error();
    rules_.make(pos_, *move);
    remember();
    return {};
  }

  std::uint64_t perft(int depth) const override { return dt::perft(rules_, pos_, depth); }
  PerftCount perft_with(int depth, const PerftSettings& settings) const override {
    return dt::perft_with(rules_, pos_, depth, settings);
  }

  std::vector<std::pair<std::string, std::uint64_t>> divide(int depth) const override {
    return divide_with(depth, {}).moves;
  }
  DivideCount<std::string> divide_with(int depth, const PerftSettings& settings) const override {
    const auto divided = dt::divide_with(rules_, pos_, depth, settings);
    DivideCount<std::string> out{{}, divided.complete};
    for (const auto& [m, n] : divided.moves) out.moves.emplace_back(rules_.format_move(pos_, m), n);
    return out;
  }

  std::vector<PlyStats> ply_stats(int depth, PerftWatch* watch) const override {
    return dt::ply_stats(rules_, pos_, depth, watch);
  }

  GameResult result() const override {
    const GameResult r = rules_.result(pos_);
    if (r.over()) return r;
    if constexpr (HasRepetition<R>) {
      if (seen_.at(rules_.repetition_key(pos_)) >= 3) return GameResult::draw("threefold repetition");
    }
    return r;
  }

  std::string result_text() const override { return format_result(result(), R::player_names()); }

  Drawing drawing() const override { return rules_.drawing(pos_); }

  Result<MoveMark> mark(std::string_view text) const override {
    auto move = find_move(rules_, pos_, text);
    if (!move) return move.error();
    return rules_.mark(pos_, *move);
  }

  Result<std::string> cell_name(std::string_view cell) const override {
    if (!R::valid_cell(cell)) return fail("expected a square of the board, found '" + std::string(cell) + "'");
    return full_cell<R>(cell);
  }

  Result<std::string> put(std::string_view cell, int side, std::string_view letters) const override {
    const auto full = cell_name(cell);
    if (!full) return full.error();
    auto text = R::put_piece(position(), *full, side, letters);
    if (!text) return text.error();
    return read_back(*text);
  }

  Result<std::string> move_piece(std::string_view from, std::string_view to, int side,
                                 std::string_view letters) const override {
    const auto origin = cell_name(from);
    if (!origin) return origin.error();
    const auto target = cell_name(to);
    if (!target) return target.error();
    auto emptied = R::put_piece(position(), *origin, side, "");
    if (!emptied) return emptied.error();
    auto text = R::put_piece(*emptied, *target, side, letters);
    if (!text) return text.error();
    return read_back(*text);
  }

 private:
  // An edited text as the variant's reader reads and writes it, or the reader's error.
  Result<std::string> read_back(const std::string& text) const {
    auto pos = rules_.parse_position(text);
    if (!pos) return pos.error();
    return rules_.format_position(*pos);
  }

  void remember() {
    if constexpr (HasRepetition<R>) ++seen_[rules_.repetition_key(pos_)];
  }

  R rules_;
  typename R::Position pos_;
  std::map<std::string, int> seen_;
};

template <VariantRules R>
class VariantOf final : public Variant {
 public:
  std::string_view name() const override { return R::card.name; }
  std::string_view title() const override { return R::card.title; }
  std::span<const OptionSpec> options() const override { return R::options(); }
  std::string_view uci_variant() const override { return R::card.uci_variant; }
  bool uci_chess960() const override { return R::card.uci_chess960; }

  Result<std::unique_ptr<Game>> start(const OptionValues& options) const override {
    auto rules = configured(options);
    if (!rules) return rules.error();
    return std::unique_ptr<Game>(std::make_unique<GameOf<R>>(*rules, rules->start()));
  }

  Result<std::unique_ptr<Game>> load(std::string_view position, const OptionValues& options) const override {
    auto rules = configured(options);
    if (!rules) return rules.error();
    auto pos = rules->parse_position(position);
    if (!pos) return pos.error();
    return std::unique_ptr<Game>(std::make_unique<GameOf<R>>(*rules, *pos));
  }

 private:
  static Result<R> configured(const OptionValues& options) {
    auto resolved = resolve_options(R::options(), options);
    if (!resolved) return resolved.error();
    return R::configure(*resolved);
  }
};

}  // namespace dt
