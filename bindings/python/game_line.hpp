// A game as the Python module holds it: the position it was loaded from and each position
// since, one per move played, so that taking a move back is a pop and the last move can be
// highlighted. Everything goes through the type-erased face (face/erased.hpp); errors are
// values (dt::Error) carrying the one-line message the command line would print after its
// flag name, which module.cpp raises as deepthought.Error.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/drawing.hpp"
#include "core/result.hpp"
#include "face/erased.hpp"

namespace dt::python {

class GameLine {
 public:
  // The start position of `variant`, or `position` in its notation, under `options` (NAME,
  // VALUE pairs in the order given), refused as the command line refuses them.
  static Result<GameLine> open(std::string_view variant, const OptionValues& options,
                               const std::optional<std::string>& position);

  const Variant& variant() const { return *variant_; }
  // Every option, given or default, in the variant's order.
  const OptionValues& options() const { return options_; }
  const Game& now() const { return *steps_.back(); }
  const std::vector<std::string>& played() const { return played_; }
  // The move that led to the position now with its mark as it was before it was played;
  // none at the position the game was loaded from.
  const std::optional<MoveMark>& last_mark() const { return marks_.back(); }

  Result<void> push(std::string_view move);
  // The move taken back; an error at the position the game was loaded from.
  Result<std::string> pop();

 private:
  GameLine(const Variant& variant, OptionValues options, std::unique_ptr<Game> start);

  const Variant* variant_;
  OptionValues options_;
  std::vector<std::unique_ptr<Game>> steps_;        // the loaded position, then one per move
  std::vector<std::optional<MoveMark>> marks_;      // beside steps_: the mark of the move into it
  std::vector<std::string> played_;
};

// The depth of a count as the command line bounds it (1 to 64), or the error it prints.
Result<int> checked_depth(std::int64_t depth);
// The threads of a count as --threads bounds them (1 to 256).
Result<int> checked_threads(std::int64_t threads);

}  // namespace dt::python
