// Perft and divide with the run's settings: over several threads and/or with a
// transposition table. For threads, the tree is cut a few plies down (deep enough for
// many tasks a thread), each cut position is a task counted serially, and the threads
// take tasks in turn from one atomic index; a task's count goes to its root move.
// Addition commutes, so the counts are exactly the serial ones. The table
// (counting/perft_table.hpp) is shared by the threads. A watch (counting/perft_settings.hpp) sees
// each task end and is polled inside every task, so it can stop the count at any depth; a
// watched count is cut into tasks even on one thread, so that it sees progress often.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <mutex>
#include <optional>
#include <system_error>
#include <thread>
#include <utility>
#include <vector>

#include "../core/movelist.hpp"
#include "perft.hpp"
#include "perft_settings.hpp"
#include "perft_table.hpp"

namespace dt {

inline constexpr std::size_t kTasksPerThread = 256;

// One counting thread's poll of a watch: its leaves go to the watch in batches, so that
// the threads rarely touch the shared counter.
class WatchPoll {
 public:
  explicit WatchPoll(PerftWatch& watch) : watch_(watch) {}
  WatchPoll(const WatchPoll&) = delete;
  WatchPoll& operator=(const WatchPoll&) = delete;
  ~WatchPoll() { flush(); }

  bool raised() const { return watch_.raised(); }
  void counted(std::uint64_t nodes) {
    pending_ += nodes;
    if (pending_ >= PerftWatch::kFlushNodes) flush();
  }
  void flush() {
    watch_.add_nodes(pending_);
    pending_ = 0;
  }

 private:
  PerftWatch& watch_;
  std::uint64_t pending_ = 0;
};

// One task's count (its position `ply` plies from the root), polled when watched; nothing
// when the watch stopped it (its partial count is dropped).
template <class Rules>
std::optional<std::uint64_t> count_task(const Rules& rules, const typename Rules::Position& pos, int depth, int ply,
                                        PerftTable* table, PerftWatch* watch) {
  if (!watch) {
    NoPoll none;
    return perft(rules, pos, depth, table, none, ply);
  }
  WatchPoll poll(*watch);
  const std::uint64_t nodes = perft(rules, pos, depth, table, poll, ply);
  if (depth < 2) poll.counted(nodes);  // no grandparent inside the task reported them
  poll.flush();
  if (poll.raised()) return std::nullopt;
  return nodes;
}

namespace detail {

// A piece of the tree cut for the threads: a position, counted for the root move at `root`.
template <class Position>
struct PerftTask {
  std::size_t root;
  Position position;
};

// Too shallow to share out: the first part counts it all, the others nothing. A watch
// sees each root move as one task.
template <class Rules>
DivideCount<typename Rules::Move> divide_by_root_moves(const Rules& rules, const typename Rules::Position& pos,
                                                       int depth, const PerftSettings& settings) {
  using Position = typename Rules::Position;
  PerftWatch* const watch = settings.watch;
  DivideCount<typename Rules::Move> out;
  const MoveList<Rules> moves(rules, pos);
  PerftProgress seen{0, moves.size(), 0, moves.size(), 0};
  for (const auto& m : moves) {
    if (watch && watch->raised()) {
      out.complete = false;
      break;
    }
    Position child = pos;
    rules.make(child, m);
    const auto nodes = settings.part == 0 ? count_task(rules, child, depth - 1, 1, settings.table, watch)
                                          : std::optional<std::uint64_t>(0);
    if (!nodes) {
      out.complete = false;
      break;
    }
    out.moves.emplace_back(m, *nodes);
    if (watch) {
      ++seen.moves_done, ++seen.tasks_done, seen.nodes += *nodes;
      watch->progress(seen);
    }
  }
  return out;
}

// One task a root move, its count 0 in `out` until the tasks are counted.
template <class Rules>
std::vector<PerftTask<typename Rules::Position>> root_tasks(const Rules& rules, const typename Rules::Position& pos,
                                                             std::vector<std::pair<typename Rules::Move, std::uint64_t>>& out) {
  std::vector<PerftTask<typename Rules::Position>> tasks;
  for (const auto& m : MoveList<Rules>(rules, pos)) {
    typename Rules::Position child = pos;
    rules.make(child, m);
    tasks.push_back({out.size(), child});
    out.emplace_back(m, 0);
  }
  return tasks;
}

// Cut one ply deeper while there are few tasks a thread, so that no single large subtree
// is left running alone at the end (and a watch sees progress often); at least two plies
// stay below each task. The cutting is watched too: false when the watch stopped it.
// `below` is the depth left under each task.
template <class Rules>
bool cut_deeper(const Rules& rules, std::vector<PerftTask<typename Rules::Position>>& tasks, int& below,
                std::size_t workers, PerftWatch* watch) {
  while (below > 2 && tasks.size() < kTasksPerThread * workers) {
    std::vector<PerftTask<typename Rules::Position>> deeper;
    for (const auto& t : tasks) {
      if (watch && watch->raised()) return false;
      for (const auto& reply : MoveList<Rules>(rules, t.position)) {
        typename Rules::Position next = t.position;
        rules.make(next, reply);
        deeper.push_back({t.root, next});
      }
    }
    tasks = std::move(deeper);
    --below;
  }
  return true;
}

// Largest first (by the task's own move count, a cheap guess at its subtree), so that the
// last tasks taken are small and no thread is left counting alone at the end. The order
// is the same in every process of an MPI job: the cut is.
template <class Rules>
void largest_first(const Rules& rules, std::vector<PerftTask<typename Rules::Position>>& tasks) {
  std::vector<std::pair<std::uint64_t, std::size_t>> order;
  order.reserve(tasks.size());
  for (std::size_t i = 0; i < tasks.size(); ++i) order.emplace_back(leaf_count(rules, tasks[i].position), i);
  std::stable_sort(order.begin(), order.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
  std::vector<PerftTask<typename Rules::Position>> sorted;
  sorted.reserve(tasks.size());
  for (const auto& [size, i] : order) sorted.push_back(tasks[i]);
  tasks = std::move(sorted);
}

// This process's share: every parts-th task from `part`.
template <class Task>
std::vector<Task> share_of(const std::vector<Task>& tasks, int part, int parts) {
  std::vector<Task> mine;
  for (std::size_t i = std::size_t(part); i < tasks.size(); i += std::size_t(parts)) mine.push_back(tasks[i]);
  return mine;
}

// The tasks counted on the run's threads, each count added to its root move's in `out`;
// `left` ends with each root move's tasks not counted (0: counted whole). False when the
// watch stopped the count.
template <class Rules>
bool count_tasks(const Rules& rules, const std::vector<PerftTask<typename Rules::Position>>& tasks, int below,
                 int depth, const PerftSettings& settings,
                 std::vector<std::pair<typename Rules::Move, std::uint64_t>>& out,
                 std::vector<std::atomic<std::size_t>>& left) {
  PerftWatch* const watch = settings.watch;
  std::vector<std::atomic<std::uint64_t>> counts(out.size());
  // A root move is whole when its count of tasks left reaches 0 (at once for a root move
  // whose subtree ends above the cut).
  for (const auto& t : tasks) ++left[t.root];
  PerftProgress seen{0, out.size(), 0, tasks.size(), 0};
  for (const auto& n : left) seen.moves_done += n == 0;
  std::mutex reporting;
  std::atomic<bool> stopped{false};
  std::atomic<std::size_t> next{0};
  const auto work = [&] {
    for (std::size_t i = next++; i < tasks.size(); i = next++) {
      const auto nodes = stopped.load(std::memory_order_relaxed)
                             ? std::nullopt
                             : count_task(rules, tasks[i].position, below, depth - below, settings.table, watch);
      if (!nodes) {
        stopped = true;
        return;
      }
      counts[tasks[i].root].fetch_add(*nodes, std::memory_order_relaxed);
      const bool whole = left[tasks[i].root].fetch_sub(1) == 1;
      if (!watch) continue;
      const std::lock_guard lock(reporting);
      ++seen.tasks_done, seen.moves_done += whole, seen.nodes += *nodes;
      watch->progress(seen);
    }
  };
  std::vector<std::thread> pool;
  const int helpers = std::min<int>(settings.threads, static_cast<int>(std::max<std::size_t>(tasks.size(), 1))) - 1;
  pool.reserve(std::size_t(helpers));
  // A thread the system will not start (too many threads, too little address space for
  // their stacks) is done without: the threads that did start take its tasks.
  try {
    for (int t = 0; t < helpers; ++t) pool.emplace_back(work);
  } catch (const std::system_error&) {
  }
  work();
  for (auto& t : pool) t.join();
  for (std::size_t i = 0; i < out.size(); ++i) out[i].second = counts[i].load();
  return !stopped;
}

}  // namespace detail

// Each root move's count, in generation order; when the watch stops the count, only the
// root moves counted whole, and `complete` false.
template <class Rules>
DivideCount<typename Rules::Move> divide_with(const Rules& rules, const typename Rules::Position& pos, int depth,
                                              const PerftSettings& settings) {
  if ((settings.threads <= 1 && settings.parts <= 1 && !settings.watch) || depth <= 2)
    return detail::divide_by_root_moves(rules, pos, depth, settings);
  DivideCount<typename Rules::Move> out;
  auto tasks = detail::root_tasks(rules, pos, out.moves);
  int below = depth - 1;
  const std::size_t workers = std::size_t(settings.threads) * std::size_t(settings.parts);
  if (!detail::cut_deeper(rules, tasks, below, workers, settings.watch)) return {{}, false};
  detail::largest_first(rules, tasks);
  if (settings.parts > 1) tasks = detail::share_of(tasks, settings.part, settings.parts);
  std::vector<std::atomic<std::size_t>> left(out.moves.size());
  if (detail::count_tasks(rules, tasks, below, depth, settings, out.moves, left)) return out;
  // Stopped: only the root moves counted whole, in generation order.
  DivideCount<typename Rules::Move> whole{{}, false};
  for (std::size_t i = 0; i < out.moves.size(); ++i)
    if (left[i] == 0) whole.moves.push_back(out.moves[i]);
  whole.complete = whole.moves.size() == out.moves.size();
  return whole;
}

template <class Rules>
PerftCount perft_with(const Rules& rules, const typename Rules::Position& pos, int depth,
                      const PerftSettings& settings) {
  if (!settings.watch && settings.parts <= 1 && (depth <= 1 || (settings.threads <= 1 && !settings.table)))
    return {perft(rules, pos, depth), true};
  const auto divided = divide_with(rules, pos, depth, settings);
  PerftCount out{0, divided.complete};
  for (const auto& [move, count] : divided.moves) out.nodes += count;
  return out;
}

}  // namespace dt
