// One question that every independent reference generator answers (style.md, "Two
// generators, not one"): for a position text and a set of option values, each legal
// move's text mapped to the text of the position after it. A reference reads only text
// and writes only text, shares no code with rules/, and is found by the variant's name,
// so the generic properties (prop_variants.cpp) cover every registered variant and a new
// variant gets them by one line in references.cpp.
#pragma once

#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <string_view>

#include "core/options.hpp"
#include "face/erased.hpp"

namespace dt::test {

// Move text -> position text after it. CO-1: empty when the game is over.
using ReferenceMoves = std::map<std::string, std::string>;

// What a reference writes after each move: the position, or (MovesOnly) an empty text,
// for the last level of a perft walk, where only the moves are counted and compared and
// writing every leaf's text was most of a reference's time. The moves are the same.
enum class ReferenceWrites : bool { Positions, MovesOnly };

// `options` holds every option of the variant (resolved against its OptionSpec table).
using ReferenceGenerator = ReferenceMoves (*)(std::string_view position, const OptionValues& options,
                                              ReferenceWrites writes);

// The reference of `variant` (references.cpp), or nullptr when it has none.
ReferenceGenerator find_reference(std::string_view variant);

// The reference's moves under `options` as a user gives them: resolved through the
// variant's OptionSpec table first, so an unknown name or value throws instead of
// falling back on a default.
ReferenceMoves reference_moves(const Variant& variant, std::string_view position, const OptionValues& options,
                               ReferenceWrites writes = ReferenceWrites::Positions);

// perft (CO-1) over the reference's own tree: its moves and its own position texts.
std::uint64_t reference_perft(const Variant& variant, std::string_view position, const OptionValues& options, int depth);

// What differs between `generated` and the reference's `expected`, one bracketed item per
// move; "" when nothing.
std::string reference_difference(const ReferenceMoves& generated, const ReferenceMoves& expected);

// The same for `game`'s moves, each played on a copy (a text listed twice, or refused,
// is a difference too).
std::string reference_difference(const Game& game, const ReferenceMoves& expected);

// The moves alone.
std::set<std::string> moves_of(const ReferenceMoves& moves);

// A reference's reading of one resolved option; an option the variant does not have is a
// bug in the reference and throws std::logic_error (never a silent default).
std::string_view reference_option(const OptionValues& resolved, std::string_view name);

}  // namespace dt::test
