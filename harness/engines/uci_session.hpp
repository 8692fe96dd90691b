// A UCI engine kept running from one count to the next, as a GUI keeps it: started and
// greeted once (`uci` until `uciok`, `setoption` for the variant, Chess960 and
// --uci-option, `isready` until `readyok`), then for each count `ucinewgame`, `setoption`
// for a suite entry's options when they change, `position ...`, `go perft N` until
// `Nodes searched`, and `isready` until `readyok` again, so that nothing printed for one
// count is read as the next's. Lines the protocol does not expect (`info ...`, banners)
// are passed over. An engine that crashed, exited, hung or printed too much is ended, and
// the next count starts it afresh; `quit` ends it when the session closes.
#pragma once

#include <chrono>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "child_process.hpp"
#include "uci_dialogue.hpp"

namespace dt::cli {

class UciSession {
 public:
  // One count, as far as it went.
  struct Count {
    // How the engine fared: started (error says why not), timed_out, interrupted,
    // overflowed, exit_code and signal when it exited; out and err hold what it printed
    // during this count, for the error's last lines.
    ChildRun run;
    // What the engine was waited for when the count ended short outside its divide
    // ("'uciok' after 'uci'"); empty when the count ended short in its divide or whole.
    std::string awaited;
    bool greeting = false;  // it ended short before the first `readyok`: the engine cannot start
    std::string refusal;    // the engine cannot play what was asked (the process is kept for an entry's)
    bool refused_entry = false;
    std::string answer;  // the lines after `go perft`, up to `Nodes searched: N`
    bool whole = false;  // the divide came and the engine was ready again
  };

  UciSession() = default;
  ~UciSession() { close(); }
  UciSession(const UciSession&) = delete;
  UciSession& operator=(const UciSession&) = delete;

  // Sends `commands` (`position ...` and `go perft N`, each ending in a newline) to the
  // engine `argv` set up as `setup` asks, starting it first if none runs (or another
  // command does), and reads its divide by `deadline`. A handshake has its own limit,
  // setup.handshake_seconds, and moves the deadline on by the time it took.
  Count count(const std::vector<std::string>& argv, const UciSetup& setup, std::string_view commands,
              std::chrono::steady_clock::time_point deadline);
  // `quit`, a moment to exit, then the engine's group is ended.
  void close();
  // The time spent in handshakes so far, which a caller's own clock leaves out of a count's.
  double handshake_seconds() const { return handshake_seconds_; }
  // The `id name` of the engine greeted last; empty before a greeting or when it gave none.
  const std::string& engine_name() const { return offer_.engine_name(); }

 private:
  // Reads lines until one `done` accepts; false when the engine ended short (the count
  // says how, the engine is ended).
  template <class Done>
  bool await(Count& c, std::string_view awaited, std::chrono::steady_clock::time_point deadline, Done done);
  bool greet(Count& c, const UciSetup& setup, std::chrono::steady_clock::time_point deadline);

  std::unique_ptr<ChildProcess> process_;
  std::vector<std::string> argv_;
  UciOffer offer_;
  UciOptionValues applied_;  // the entry options the engine was told
  double handshake_seconds_ = 0;
};

}  // namespace dt::cli
