// Ctrl-C (SIGINT), SIGTERM (what `timeout`, `kill` and a CI job's cancellation send) and
// SIGHUP (a closed terminal) during a long count or an engine's run: while caught, the
// signal only raises a flag that the count and the engine's run check often, so the
// command can end the engine, print what it finished and exit with 128 + the signal's
// number (130, 143, 129). A second such signal ends the process at once, as usual, after
// killing the engine's process group, which no terminal signal reaches.
#pragma once

#include <sys/types.h>

namespace dt::cli {

// Catches the three signals from construction to destruction (the previous handlers are
// restored). Nested catchers share one handler and one flag.
class CatchInterrupt {
 public:
  CatchInterrupt();
  ~CatchInterrupt();
  CatchInterrupt(const CatchInterrupt&) = delete;
  CatchInterrupt& operator=(const CatchInterrupt&) = delete;
};

// Whether a caught signal arrived; async-signal-safe to set, cheap to read.
bool interrupted();
// The exit status for it: 128 + the signal (130 for Ctrl-C, also when none arrived).
int interrupted_status();

// The process group of the engine being run (0: none), for a second signal to kill.
void set_child_group(pid_t group);

}  // namespace dt::cli
