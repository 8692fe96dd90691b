// The words of a UCI engine's handshake, without the process: the options it offers (the
// `option` lines before its `uciok`), and the `setoption` commands that ask it for a
// variant, Chess960, the user's options and a suite entry's, or why it cannot be asked.
// uci_session.hpp holds the conversation.
#pragma once

#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace dt::cli {

using UciOptionValues = std::vector<std::pair<std::string, std::string>>;  // NAME, VALUE, in order

// The limit of a UCI engine's handshake when --handshake-timeout gives none: an engine
// loads its tables in a few seconds even with --jobs engines starting at once on few cores.
inline constexpr double kDefaultHandshakeSeconds = 60;

// What a UCI engine is asked to play, from the variant (erased.hpp) and --uci-option, and
// how long its handshake may take.
struct UciSetup {
  std::string variant;      // Deep Thought's name, for the error when the engine lacks it
  std::string uci_variant;  // the UCI_Variant value of the same game; empty: none is known
  bool chess960 = false;    // played with UCI_Chess960 on
  UciOptionValues options;  // --uci-option NAME=VALUE, in order
  // The variant's options a suite entry assumes, off their defaults: sent the same way,
  // but an engine without one refuses that entry only.
  UciOptionValues entry_options;
  // From `uci` to the first `readyok`, each time a process starts: timed apart from the
  // counts, whose time starts once the engine is ready (--handshake-timeout).
  double handshake_seconds = kDefaultHandshakeSeconds;
};

// Whether `name` can be sent in `setoption name NAME value VALUE`: not when it holds the
// word `value`, which ends a name there (`Foo value Bar` set to 1 would set Foo to `Bar value 1`).
bool sendable_option_name(std::string_view name);

class UciOffer {
 public:
  // One line the engine printed before `uciok`: an `option name ...` line is read, any
  // other passed over.
  void read(std::string_view line);
  // What the engine calls itself (its `id name` line); empty when it gave none.
  const std::string& engine_name() const { return name_; }

  // The `setoption` lines (each ending in a newline) that choose `setup`'s variant,
  // Chess960 and --uci-option (not its entry options), or in `refusal` why the engine
  // cannot play them: an option it does not offer, or a value its option line rules out.
  std::string setup_commands(const UciSetup& setup, std::string& refusal) const;

  // The `setoption` lines that take an engine told the entry options `from` to `to`, or in
  // `refusal` why it cannot count under `to` (an option it does not offer, or a value its
  // option line rules out). False when an
  // option of `from` that `to` lacks has no default to go back to: only a new process
  // has it then.
  bool entry_commands(const UciOptionValues& from, const UciOptionValues& to, std::string& commands,
                      std::string& refusal) const;

 private:
  struct Offered {
    std::string name;               // as the engine spells it
    std::string type;               // check, spin, combo, button or string
    std::vector<std::string> vars;  // the values of a combo option
    std::string min, max;           // a spin's bounds, as written
    std::string default_value;
    bool has_default = false;
    // Why the option does not take `value`, or empty when it does.
    std::string refuses(std::string_view value) const;
  };
  const Offered* offered(std::string_view name) const;
  std::map<std::string, Offered> offered_;
  std::string name_;  // by lower-case name: UCI names ignore case
};

}  // namespace dt::cli
