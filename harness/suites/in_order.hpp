// Work on several threads, results taken in order: `suite --jobs N` runs N engine processes
// at once and still prints, tallies and stops exactly as one at a time would.
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <exception>
#include <mutex>
#include <optional>
#include <thread>
#include <utility>
#include <vector>

namespace dt::cli {

// Runs `work(i, state)` for each i in [0, count) on `jobs` threads (inline when `jobs` is
// 1) and gives each result to `take(i, result)` on the calling thread in order of i, as
// soon as it and all before it are done. Each thread has a State of its own (a suite's
// engine session), made as it starts and destroyed on that thread as it ends. Once `take`
// returns false no new work starts, and the work under way is waited for and dropped. An
// exception from `work(i, state)` is thrown here when i's turn comes, as it would have
// been one at a time.
template <class State, class Work, class Take>
void in_order(std::size_t count, int jobs, Work work, Take take) {
  using Result = decltype(work(std::size_t{}, std::declval<State&>()));
  if (jobs <= 1) {
    State state;
    for (std::size_t i = 0; i < count; ++i) {
      Result r = work(i, state);
      if (!take(i, r)) return;
    }
    return;
  }
  struct Slot {
    std::optional<Result> result;
    std::exception_ptr error;
    bool done = false;
  };
  std::vector<Slot> slots(count);
  std::mutex mutex;
  std::condition_variable ready;
  std::atomic<std::size_t> next{0};
  std::atomic<bool> stop{false};
  const auto worker = [&] {
    State state;
    for (std::size_t i; !stop && (i = next++) < count;) {
      Slot slot;
      try {
        slot.result.emplace(work(i, state));
      } catch (...) {
        slot.error = std::current_exception();
      }
      slot.done = true;
      const std::lock_guard lock(mutex);
      slots[i] = std::move(slot);
      ready.notify_all();
    }
  };
  std::vector<std::thread> threads;
  // Joined on every way out, a thrown exception included: nothing outlives the call.
  struct Joiner {
    std::vector<std::thread>& threads;
    std::atomic<bool>& stop;
    ~Joiner() {
      stop = true;
      for (auto& t : threads) t.join();
    }
  } joiner{threads, stop};
  for (int j = 0; j < jobs && std::size_t(j) < count; ++j) threads.emplace_back(worker);
  for (std::size_t i = 0; i < count; ++i) {
    std::unique_lock lock(mutex);
    ready.wait(lock, [&] { return slots[i].done; });
    Slot slot = std::move(slots[i]);
    lock.unlock();
    if (slot.error) std::rethrow_exception(slot.error);
    if (!take(i, *slot.result)) return;
  }
}

}  // namespace dt::cli
