// The options of Hyperspace Chess: the alternatives the rulings offer (HY-6, HY-9, HY-11).
#include "hyperspace/hyperspace.hpp"

namespace dt::hyperspace {

namespace {

constexpr std::string_view kCastlingValues[] = {"board", "hyperspace", "off"};
constexpr std::string_view kDropCheckValues[] = {"on", "off"};
constexpr std::string_view kJumpsValues[] = {"forced", "optional", "off"};

constexpr OptionSpec kOptions[] = {
    {"castling", kCastlingValues, "board", "HY-6",
     "board: instant orthodox castling; hyperspace: king and rook launch; off: no castling"},
    {"drop_check", kDropCheckValues, "on", "HY-9",
     "on: a piece in transit due on the king's square at the end of its owner's next turn gives check"},
    {"jumps", kJumpsValues, "forced", "HY-11",
     "forced: every non-adjacent move launches; optional: it may also be an orthodox move; "
     "off: orthodox chess (OR-1)"},
};
constexpr OptionBinding<Config> kBindings[] = {
    bind_option<&Config::castling, CastlingRule::Board, CastlingRule::Hyperspace, CastlingRule::Off>("castling"),
    bind_option<&Config::drop_check, true, false>("drop_check"),  // on, off
    bind_option<&Config::jumps, Jumps::Forced, Jumps::Optional, Jumps::Off>("jumps"),
};
static_assert(!binding_problem<Config>(kOptions, kBindings), "every option bound once, by its spec's name, to all its values");

}  // namespace

std::span<const OptionSpec> Rules::options() { return kOptions; }

Rules Rules::configure(const OptionValues& options) { return Rules(read_options<Config>(kOptions, kBindings, options)); }

}  // namespace dt::hyperspace
