#include "count_watch.hpp"

#include <sys/ioctl.h>
#include <unistd.h>

#include <cstdio>

#include "cli/cli_error.hpp"
#include "cli/common.hpp"

namespace dt::cli {

namespace {

constexpr auto kRedraw = std::chrono::milliseconds(100);  // at most ten lines a second

std::uint64_t at_least_one(const Args& args, std::string_view flag, std::uint64_t max) {
  const std::uint64_t n = parse_count(*args.value(flag), "--" + std::string(flag));
  if (n == 0) throw CliError("--" + std::string(flag) + ": expected a number of at least 1, found '0'");
  if (n > max)
    throw CliError("--" + std::string(flag) + ": expected at most " + std::to_string(max) + ", found '" +
                   *args.value(flag) + "'");
  return n;
}

// "12.3 M" for a rate, in the unit that keeps it short.
std::string rate_text(double per_second) {
  char buf[32];
  if (per_second >= 1e6) std::snprintf(buf, sizeof buf, "%.1f M", per_second / 1e6);
  else if (per_second >= 1e3) std::snprintf(buf, sizeof buf, "%.1f k", per_second / 1e3);
  else std::snprintf(buf, sizeof buf, "%.0f ", per_second);
  return buf;
}

void write_stderr(const std::string& text) {
  for (std::size_t at = 0; at < text.size();) {
    const ssize_t n = ::write(2, text.data() + at, text.size() - at);
    if (n <= 0) return;
    at += static_cast<std::size_t>(n);
  }
}

}  // namespace

CountLimits count_limits(const Args& args) {
  CountLimits out;
  if (args.has("max-nodes")) out.max_nodes = at_least_one(args, "max-nodes", out.max_nodes);
  if (args.has("timeout")) out.timeout_seconds = at_least_one(args, "timeout", kMaxTimeoutSeconds);
  out.quiet = args.has("quiet");
  return out;
}

CountWatch::CountWatch(CountLimits limits)
    : limits_(limits),
      drawing_(!limits.quiet && ::isatty(2)),
      began_(std::chrono::steady_clock::now()),
      count_began_(began_),
      drawn_(began_),
      watcher_([this] { watch_limits(); }) {}

CountWatch::~CountWatch() {
  {
    const std::lock_guard lock(mutex_);
    ended_ = true;
  }
  ending_.notify_one();
  watcher_.join();
  clear_progress();
}

void CountWatch::watch_limits() {
  std::unique_lock lock(mutex_);
  while (!ended_) {
    ending_.wait_for(lock, kTick);
    if (!ended_) check();
  }
}

void CountWatch::start(std::string label) {
  const std::lock_guard lock(mutex_);
  label_ = std::move(label);
  reset_nodes();
  // The first line after 0.1 s: a count that ends sooner draws nothing.
  count_began_ = drawn_ = std::chrono::steady_clock::now();
}

void CountWatch::counted(std::uint64_t nodes) {
  {
    const std::lock_guard lock(mutex_);
    if (!limits_.per_count) before_ += nodes;
    reset_nodes();  // now in before_
    check();
  }
  clear_progress();
}

bool CountWatch::take_cut_off() {
  {
    const std::lock_guard lock(mutex_);
    if (!limits_.per_count || !over_nodes_) return false;
    over_nodes_ = false;
    reset_nodes();
    if (!interrupted() && seconds_left() > 0) {
      stopped_ = false;
      lower();
    }
  }
  clear_progress();
  return true;
}

double CountWatch::seconds_left() const {
  if (limits_.timeout_seconds == 0) return 1e9;
  const double spent = std::chrono::duration<double>(std::chrono::steady_clock::now() - began_).count();
  return double(limits_.timeout_seconds) - spent;
}

bool CountWatch::stop() {
  const std::lock_guard lock(mutex_);
  return check();
}

bool CountWatch::check() {
  if ((limits_.per_count ? 0 : before_) + nodes_counted() > limits_.max_nodes) over_nodes_ = true;
  if (interrupted() || over_nodes_ || seconds_left() <= 0) {
    stopped_ = true;
    raise();
  }
  return stopped_;
}

void CountWatch::progress(const PerftProgress& p) {
  stop();  // at once between tasks, not a tick later
  if (!drawing_) return;
  const auto now = std::chrono::steady_clock::now();
  if (now - drawn_ < kRedraw) return;
  drawn_ = now;
  const double spent = std::chrono::duration<double>(now - count_began_).count();
  // Time left from the share of tasks done: subtrees differ in size, so it is a guess.
  const double left = p.tasks_done ? spent * double(p.tasks - p.tasks_done) / double(p.tasks_done) : 0;
  char line[240];
  std::snprintf(line, sizeof line, "%s: %zu/%zu root moves, %llu nodes, %snodes/s, about %.0f s left", label_.c_str(),
                p.moves_done, p.moves, static_cast<unsigned long long>(p.nodes),
                rate_text(spent > 0 ? double(p.nodes) / spent : 0).c_str(), left);
  // Cut to the terminal's width: a line that wraps could not be redrawn in place.
  std::string text = line;
  winsize size{};
  if (::ioctl(2, TIOCGWINSZ, &size) == 0 && size.ws_col > 1 && text.size() >= size.ws_col) text.resize(size.ws_col - 1);
  write_stderr("\r" + text + "\x1b[K");
  line_shown_ = true;
}

void CountWatch::clear_progress() {
  if (!line_shown_) return;
  write_stderr("\r\x1b[K");
  line_shown_ = false;
}

void CountWatch::finish(const std::string& after) {
  clear_progress();
  if (!stopped_) return;
  if (interrupted()) throw CliStop(interrupted_status(), "interrupted " + after);
  if (over_nodes_)
    throw CliStop(kLimitStatus, "stopped: --max-nodes " + std::to_string(limits_.max_nodes) + " reached " + after);
  throw CliStop(kLimitStatus, "stopped: --timeout " + std::to_string(limits_.timeout_seconds) + " s reached " + after);
}

}  // namespace dt::cli
