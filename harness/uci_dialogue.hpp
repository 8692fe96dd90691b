// One run of a UCI engine, as the protocol has it: `uci` until `uciok` (reading the options
// it offers), `setoption` for the variant, Chess960 and the user's options, `isready` until
// `readyok`, then `position ...` and `go perft N` until `Nodes searched`, and `quit`. Lines
// it prints that the protocol does not expect (`info ...`, banners) are passed over.
#pragma once

#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "child_process.hpp"

namespace dt::cli {

// What a UCI engine is asked to play, from the variant (erased.hpp) and --uci-option.
struct UciSetup {
  std::string variant;      // Deep Thought's name, for the error when the engine lacks it
  std::string uci_variant;  // the UCI_Variant value of the same game; empty: none is known
  bool chess960 = false;    // played with UCI_Chess960 on
  std::vector<std::pair<std::string, std::string>> options;  // --uci-option NAME=VALUE, in order
  // The variant's options a suite entry assumes, off their defaults: sent the same way,
  // but an engine without one refuses that entry only (refused_entry()).
  std::vector<std::pair<std::string, std::string>> entry_options;
};

class UciDialogue {
 public:
  enum class Stage { Uci, Ready, Perft, Done };

  // `commands` (`position ...` and `go perft N`, each ending in a newline) are sent once
  // the engine is ready.
  UciDialogue(const UciSetup& setup, std::string commands);

  // The text to start the dialogue with.
  static std::string opening() { return "uci\n"; }
  // ChildTask::converse: the reply to one line of the engine's output.
  ChildReply reply(std::string_view line);

  Stage stage() const { return stage_; }
  // Why the engine cannot play what was asked (a variant, Chess960 or an option it does
  // not offer), found at `uciok`; empty when it can.
  const std::string& refusal() const { return refusal_; }
  // The refusal is of an entry's option (UciSetup::entry_options), not of the engine.
  bool refused_entry() const { return refused_entry_; }
  // What the engine printed after `readyok`: its divide among other lines.
  const std::string& answer() const { return answer_; }
  // What the stage waits for, for an error that ends the run there.
  std::string awaited() const;

 private:
  struct Offered {
    std::string name;               // as the engine spells it
    std::vector<std::string> vars;  // the values of a combo option
  };
  void read_option(std::string_view line);
  ChildReply after_uciok();

  const UciSetup& setup_;
  std::string commands_;
  Stage stage_ = Stage::Uci;
  std::map<std::string, Offered> offered_;  // by lower-case name: UCI names ignore case
  std::string refusal_, answer_;
  bool refused_entry_ = false;
};

}  // namespace dt::cli
