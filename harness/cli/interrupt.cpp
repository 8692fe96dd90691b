#include "interrupt.hpp"

#include <signal.h>

#include <atomic>
#include <iterator>

#include "cli_error.hpp"

namespace dt::cli {

namespace {

constexpr int kCaught[] = {SIGINT, SIGTERM, SIGHUP};

std::atomic<int> g_signal{0};  // the first caught signal; 0: none yet
std::atomic<pid_t> g_child_group{0};
static_assert(std::atomic<int>::is_always_lock_free && std::atomic<pid_t>::is_always_lock_free,
              "read and written from a signal handler");
struct sigaction g_previous[std::size(kCaught)] {};
// Nested catchers (compare's count inside its loop, suite --jobs' engines inside the suite's)
// share one handler; atomic, as the jobs' catchers come and go on their own threads.
std::atomic<int> g_catchers{0};

void on_signal(int sig) {
  int none = 0;
  if (g_signal.compare_exchange_strong(none, sig)) return;
  // The second: end now, as an uncaught signal would, but not without the engine's group.
  if (const pid_t group = g_child_group.load(); group > 0) ::kill(-group, SIGKILL);
  ::signal(sig, SIG_DFL);
  ::raise(sig);  // blocked while this handler runs, so delivered (and fatal) as it returns
}

}  // namespace

CatchInterrupt::CatchInterrupt() {
  if (g_catchers++ > 0) return;
  g_signal = 0;
  struct sigaction action {};
  action.sa_handler = on_signal;
  sigemptyset(&action.sa_mask);
  for (std::size_t i = 0; i < std::size(kCaught); ++i) ::sigaction(kCaught[i], &action, &g_previous[i]);
}

CatchInterrupt::~CatchInterrupt() {
  if (--g_catchers > 0) return;
  for (std::size_t i = 0; i < std::size(kCaught); ++i) ::sigaction(kCaught[i], &g_previous[i], nullptr);
}

bool interrupted() { return g_signal.load(std::memory_order_relaxed) != 0; }

int interrupted_status() {
  const int sig = g_signal.load(std::memory_order_relaxed);
  return sig ? 128 + sig : kInterruptedStatus;
}

void set_child_group(pid_t group) { g_child_group.store(group); }

}  // namespace dt::cli
