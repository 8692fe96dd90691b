// Another move generator driven from outside, for `compare` and `speed`: a perftree-style
// program (`CMD DEPTH POSITION MOVES`, printing `MOVE COUNT` lines, a blank line and the
// total) or a UCI engine (`position fen ... moves ...`, `go perft N`, Stockfish's divide).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

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

class Engine {
 public:
  // `command` is split into words as a shell would; `what` names the flag in errors.
  Engine(Protocol protocol, std::string command, double timeout_seconds, std::string what);

  // The divide at `depth` of `position` after `moves`. Throws CliError naming the engine
  // and what went wrong (not found, crashed, timed out, printed too much, unparsable or
  // inconsistent output: a move listed twice, counts whose sum overflows or is not the
  // total) with the last lines it printed.
  EngineDivide divide(int depth, const std::string& position, const std::vector<std::string>& moves) const;
  // The same within `timeout_seconds` (what is left of a whole run's time); a time-out
  // is still reported as the constructor's limit. A caught Ctrl-C or SIGTERM
  // (interrupt.hpp) ends the engine and throws CliStop.
  EngineDivide divide(int depth, const std::string& position, const std::vector<std::string>& moves,
                      double timeout_seconds) const;

  const std::string& command() const { return command_; }
  // The flag and the command, as errors name the engine: `--uci 'stockfish'`.
  std::string who() const;

 private:
  Protocol protocol_;
  std::string command_;
  std::vector<std::string> words_;
  double timeout_;
  std::string what_;
};

}  // namespace dt::cli
