// The flags that name the engine under test, shared by `compare` and `suite`: --engine CMD
// (perftree's protocol) or --uci CMD, with --uci-option NAME=VALUE sent as `setoption`.
#pragma once

#include <cstdint>

#include "cli/args.hpp"
#include "engine.hpp"
#include "face/erased.hpp"

namespace dt::cli {

inline constexpr FlagSpec kEngineFlag{"engine", true};
inline constexpr FlagSpec kUciFlag{"uci", true};
inline constexpr FlagSpec kUciOptionFlag{"uci-option", true, true};
inline constexpr FlagSpec kHandshakeTimeoutFlag{"handshake-timeout", true};

// The engine the flags name, asked to play `variant` (its UCI_Variant value and Chess960
// setting, erased.hpp) with `timeout_seconds` for each run. Throws CliError unless exactly
// one of --engine and --uci is given, or when an --uci-option is malformed, given twice,
// given without --uci, names an option with the word `value` in it, or sets UCI_Variant or
// UCI_Chess960 (the variant sets those), or --handshake-timeout S (the limit of a UCI
// engine's handshake, 1 to kMaxTimeoutSeconds) is malformed or given without --uci.
Engine engine_arg(const Args& args, const Variant& variant, double timeout_seconds);
// What a UCI engine is asked to play for `variant`, with no options of its own.
UciSetup uci_setup(const Variant& variant);

}  // namespace dt::cli
