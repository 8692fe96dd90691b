// Ctrl-C (SIGINT) during a long count: while caught, the signal only raises a flag that
// the count checks between tasks, so the command can print what it finished and exit 130.
// A second Ctrl-C ends the process at once, as usual.
#pragma once

namespace dt::cli {

// Catches SIGINT from construction to destruction (the previous handler is restored).
class CatchInterrupt {
 public:
  CatchInterrupt();
  ~CatchInterrupt();
  CatchInterrupt(const CatchInterrupt&) = delete;
  CatchInterrupt& operator=(const CatchInterrupt&) = delete;
};

// Whether a caught Ctrl-C arrived; async-signal-safe to set, cheap to read.
bool interrupted();

}  // namespace dt::cli
