#include "engine_args.hpp"

#include <algorithm>
#include <cctype>

#include "cli/cli_error.hpp"
#include "cli/common.hpp"
#include "perft/count_watch.hpp"

namespace dt::cli {

namespace {

bool same_name(std::string_view a, std::string_view b) {  // UCI option names ignore case
  return std::ranges::equal(a, b, [](char x, char y) {
    return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
  });
}

std::vector<std::pair<std::string, std::string>> uci_options(const Args& args) {
  if (args.has("uci-option") && !args.has("uci")) throw CliError("--uci-option: expected --uci CMD, the engine to set it on");
  std::vector<std::pair<std::string, std::string>> out;
  for (const std::string& text : args.values("uci-option")) {
    const std::string where = "--uci-option '" + one_line(text) + "'";
    const std::size_t eq = text.find('=');
    const auto blank = [](std::string_view s) { return s.find_first_not_of(' ') == std::string_view::npos; };
    if (eq == std::string::npos || blank(text.substr(0, eq)))
      throw CliError(where + ": expected NAME=VALUE, the name of one of the engine's UCI options");
    // One line each: a newline would start another command to the engine.
    if (text.find_first_of("\n\r") != std::string::npos)
      throw CliError(where + ": expected NAME=VALUE on one line");
    std::string name = text.substr(0, eq), value = text.substr(eq + 1);
    if (!sendable_option_name(name))
      throw CliError(where +
                     ": the name holds the word 'value', which ends an option's name in 'setoption name NAME value "
                     "VALUE'; expected the name of one of the engine's options");
    for (const std::string_view own : {"UCI_Variant", "UCI_Chess960"})
      if (same_name(name, own))
        throw CliError(where + ": " + std::string(own) + " is set from the variant, expected another option");
    for (const auto& given : out)
      if (same_name(given.first, name)) throw CliError(where + ": the option " + one_line(name) + " is given twice");
    out.emplace_back(std::move(name), std::move(value));
  }
  return out;
}

}  // namespace

UciSetup uci_setup(const Variant& variant) {
  return {std::string(variant.name()), std::string(variant.uci_variant()), variant.uci_chess960(), {}, {}};
}

Engine engine_arg(const Args& args, const Variant& variant, double timeout_seconds) {
  const auto options = uci_options(args);
  if (args.has("handshake-timeout") && !args.has("uci"))
    throw CliError("--handshake-timeout: expected --uci CMD, the engine whose handshake it bounds");
  if (args.has("engine") == args.has("uci")) throw CliError("expected exactly one of --engine CMD and --uci CMD");
  if (args.has("engine")) return Engine(Protocol::Perftree, *args.value("engine"), timeout_seconds, "--engine");
  UciSetup setup = uci_setup(variant);
  setup.options = options;
  if (const auto limit = args.value("handshake-timeout"))
    setup.handshake_seconds = double(bounded(*limit, "--handshake-timeout", 1, kMaxTimeoutSeconds));
  return Engine(Protocol::Uci, *args.value("uci"), timeout_seconds, "--uci", std::move(setup));
}

}  // namespace dt::cli
