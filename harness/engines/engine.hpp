// Another move generator driven from outside, for `compare` and `suite`: a perftree-style
// program (`CMD DEPTH POSITION MOVES`, printing `MOVE COUNT` lines, a blank line and the
// total: one run per count, as perftree's protocol has it) or a UCI engine (one process
// for many counts, uci_session.hpp: `position fen ... moves ...`, `go perft N`,
// Stockfish's divide).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "cli/cli_error.hpp"
#include "core/options.hpp"
#include "uci_dialogue.hpp"
#include "uci_session.hpp"

namespace dt::cli {

struct DivideLine {
  std::string move;
  std::uint64_t nodes;
};

struct EngineDivide {
  std::vector<DivideLine> moves;
  std::uint64_t total = 0;
  double seconds = 0;  // wall time of the engine's run
};

enum class Protocol { Perftree, Uci };

// Where one thread's counts run: a UCI engine's process lives here from the first count
// to the session's end (`quit`), or to a crash, a time-out or too much output, after which
// the next count starts it afresh. A perftree engine leaves nothing here.
struct EngineSession {
  UciSession uci;
};

// Why an engine's run gave no divide. `suite` goes on to its next entry after a failed or
// timed-out run, and stops at an engine it cannot use at all.
struct EngineError : CliError {
  enum class Kind {
    Unusable,  // not found, or does not offer the variant, Chess960 or an option
    Failed,    // crashed, exited, printed too much or output that is unparsable or inconsistent
    TimedOut,
    Refused,   // cannot be given the options one suite entry assumes (that entry only)
  };
  EngineError(Kind k, const std::string& what) : CliError(what), kind(k) {}
  Kind kind;
};

class Engine {
 public:
  // `command` is split into words as a shell would; `what` names the flag in errors;
  // `uci` is what a UCI engine is asked to play.
  Engine(Protocol protocol, std::string command, double timeout_seconds, std::string what, UciSetup uci = {});

  // The divide at `depth` of `position` after `moves`, in `session`, within
  // `timeout_seconds` (what is left of a whole run's time; a time-out is still reported
  // as the constructor's limit). Throws EngineError naming the engine and what went wrong
  // (not found, crashed, timed out, printed too much, unparsable or inconsistent output:
  // a move listed twice, counts whose sum overflows or is not the total) with the last
  // lines it printed; a UCI engine that does not offer the variant, Chess960, an option or
  // an option's value, or that cannot finish its handshake (within its own limit, which
  // `timeout_seconds` leaves out), is Unusable. A caught Ctrl-C or SIGTERM
  // (interrupt.hpp) ends the engine and throws CliStop.
  EngineDivide divide(EngineSession& session, int depth, const std::string& position,
                      const std::vector<std::string>& moves, double timeout_seconds) const;
  // The same in a session of its own, within the constructor's limit: a UCI engine is
  // started for it and quits after it, and `seconds` is the whole process's time.
  EngineDivide divide(int depth, const std::string& position, const std::vector<std::string>& moves) const;

  // The same engine asked to count under `options` (NAME=VALUE, the variant's options
  // off their defaults, as a suite entry assumes them). A perftree engine gets them where
  // its command holds the word `{options}`, as `--option NAME=VALUE` words (how `deepthought
  // divide --perftree` takes them); a UCI engine as `setoption`, each NAME being one of its
  // own options. Throws EngineError::Refused when the protocol cannot pass them: options
  // for a perftree command without `{options}` (a UCI engine lacking one is refused by
  // divide, at its `uciok`).
  Engine with_options(const OptionValues& options) const;

  const std::string& command() const { return command_; }
  Protocol protocol() const { return protocol_; }
  // The flag and the command, as errors name the engine: `--uci 'stockfish'`.
  std::string who() const;

 private:
  Protocol protocol_;
  std::string command_;
  std::vector<std::string> words_;
  double timeout_;
  std::string what_;
  UciSetup uci_;
};

}  // namespace dt::cli
