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

// What a UCI engine is asked to play, from the variant (erased.hpp) and --uci-option.
struct UciSetup {
  std::string variant;      // Deep Thought's name, for the error when the engine lacks it
  std::string uci_variant;  // the UCI_Variant value of the same game; empty: none is known
  bool chess960 = false;    // played with UCI_Chess960 on
  UciOptionValues options;  // --uci-option NAME=VALUE, in order
  // The variant's options a suite entry assumes, off their defaults: sent the same way,
  // but an engine without one refuses that entry only.
  UciOptionValues entry_options;
};

class UciOffer {
 public:
  // One line the engine printed before `uciok`: an `option name ...` line is read, any
  // other passed over.
  void read(std::string_view line);

  // The `setoption` lines (each ending in a newline) that choose `setup`'s variant,
  // Chess960 and --uci-option (not its entry options), or in `refusal` why the engine
  // cannot play them.
  std::string setup_commands(const UciSetup& setup, std::string& refusal) const;

  // The `setoption` lines that take an engine told the entry options `from` to `to`, or in
  // `refusal` why it cannot count under `to` (an option it does not offer). False when an
  // option of `from` that `to` lacks has no default to go back to: only a new process
  // has it then.
  bool entry_commands(const UciOptionValues& from, const UciOptionValues& to, std::string& commands,
                      std::string& refusal) const;

 private:
  struct Offered {
    std::string name;               // as the engine spells it
    std::vector<std::string> vars;  // the values of a combo option
    std::string default_value;
    bool has_default = false;
  };
  const Offered* offered(std::string_view name) const;
  std::map<std::string, Offered> offered_;  // by lower-case name: UCI names ignore case
};

}  // namespace dt::cli
