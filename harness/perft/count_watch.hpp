// Long counts watched from the command line (perft, divide, suite, compare): a progress
// line on stderr when it is a terminal, Ctrl-C, --max-nodes and --timeout. A count cut
// short leaves only what finished; the command prints that, then throws CliStop.
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <limits>
#include <mutex>
#include <string>
#include <thread>

#include "cli/args.hpp"
#include "cli/cli_error.hpp"
#include "cli/interrupt.hpp"
#include "counting/perft_settings.hpp"

namespace dt::cli {

inline constexpr FlagSpec kMaxNodesFlag{"max-nodes", true};
inline constexpr FlagSpec kTimeoutFlag{"timeout", true};
inline constexpr FlagSpec kQuietFlag{"quiet", false};
// About four months: longer is a typo, and would overflow the clocks an engine's run is
// timed by (as 10^16 s did).
inline constexpr std::uint64_t kMaxTimeoutSeconds = 10'000'000;

struct CountLimits {
  std::uint64_t max_nodes = std::numeric_limits<std::uint64_t>::max();  // over all the command's counts
  // suite: max_nodes bounds each count instead; a count past it is cut off (take_cut_off)
  // and the command goes on with the next.
  bool per_count = false;
  std::uint64_t timeout_seconds = 0;                                     // 0: none
  bool quiet = false;                                                    // no progress line
};

// --max-nodes N, --timeout SECONDS (each at least 1, the time at most kMaxTimeoutSeconds)
// and --quiet, those given.
CountLimits count_limits(const Args& args);

// Its own thread looks at Ctrl-C, --timeout and --max-nodes (the nodes of the counts
// that ended and of the one running, PerftWatch::nodes_counted) every kTick and raises
// the watch when one says stop; the count sees that inside its current task (counting/perft.hpp).
// A limit so takes effect within about kTick plus a few microseconds at any depth, and
// --max-nodes may be passed by what the threads count in that time.
class CountWatch final : public PerftWatch {
 public:
  static constexpr auto kTick = std::chrono::milliseconds(20);

  // The clock for --timeout starts here; Ctrl-C is caught until destruction.
  explicit CountWatch(CountLimits limits);
  ~CountWatch() override;
  CountWatch(const CountWatch&) = delete;
  CountWatch& operator=(const CountWatch&) = delete;

  // Names the next count on the progress line ("perft 6").
  void start(std::string label);
  // A count ended whole with `nodes`: they count towards --max-nodes; the line is cleared.
  void counted(std::uint64_t nodes);
  // When a count was cut short: the reason ("--max-nodes 1000 reached") and `after`
  // (what finished: "after depth 4") as a CliStop. Otherwise nothing.
  void finish(const std::string& after);
  // Under per_count: whether the count just run was cut off by max_nodes. It is then
  // forgotten, so the next count runs (unless Ctrl-C or --timeout stopped it too).
  bool take_cut_off();
  // Whether Ctrl-C, --timeout or (over all counts) --max-nodes stopped a count.
  bool stopped() const { return stopped_; }
  // Seconds left of --timeout (a large number without one), for an engine's run.
  double seconds_left() const;
  // Looks at the limits now (between counts): whether one says stop.
  bool stop();

  // Takes the progress line off the terminal before results are printed.
  void clear_progress();

  void progress(const PerftProgress& p) override;

 private:
  bool check();  // stop(), mutex_ held
  void watch_limits();

  CountLimits limits_;
  CatchInterrupt catching_;
  const bool drawing_;
  const std::chrono::steady_clock::time_point began_;
  std::chrono::steady_clock::time_point count_began_, drawn_;
  std::string label_;
  bool line_shown_ = false;
  // Shared by the command, the counting threads' progress() and the watching thread.
  std::mutex mutex_;
  std::condition_variable ending_;
  bool ended_ = false;
  std::uint64_t before_ = 0;  // nodes of the counts that ended whole
  std::atomic<bool> over_nodes_{false}, stopped_{false};
  std::thread watcher_;  // last: started once everything above is set
};

}  // namespace dt::cli
