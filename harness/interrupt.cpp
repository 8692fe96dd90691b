#include "interrupt.hpp"

#include <signal.h>

#include <atomic>

namespace dt::cli {

namespace {

std::atomic<bool> g_interrupted{false};
static_assert(std::atomic<bool>::is_always_lock_free, "set from a signal handler");
struct sigaction g_previous {};
int g_catchers = 0;  // nested catchers (compare's count inside its loop) share one handler

void on_interrupt(int) {
  g_interrupted.store(true, std::memory_order_relaxed);
  ::signal(SIGINT, SIG_DFL);
}

}  // namespace

CatchInterrupt::CatchInterrupt() {
  if (g_catchers++ > 0) return;
  g_interrupted = false;
  struct sigaction action {};
  action.sa_handler = on_interrupt;
  sigemptyset(&action.sa_mask);
  ::sigaction(SIGINT, &action, &g_previous);
}

CatchInterrupt::~CatchInterrupt() {
  if (--g_catchers == 0) ::sigaction(SIGINT, &g_previous, nullptr);
}

bool interrupted() { return g_interrupted.load(std::memory_order_relaxed); }

}  // namespace dt::cli
