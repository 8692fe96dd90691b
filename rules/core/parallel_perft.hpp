// Perft and divide with the run's settings: over several threads and/or with a
// transposition table. For threads, the tree is cut a few plies down (deep enough for
// many tasks a thread), each cut position is a task counted serially, and the threads
// take tasks in turn from one atomic index; a task's count goes to its root move.
// Addition commutes, so the counts are exactly the serial ones. The table
// (core/perft_table.hpp) is shared by the threads. A watch (core/perft_settings.hpp) sees
// each task end and can stop the count between tasks; a watched count is cut into tasks
// even on one thread, so that it sees progress and stops often.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <memory>
#include <mutex>
#include <thread>
#include <utility>
#include <vector>

#include "movelist.hpp"
#include "perft.hpp"
#include "perft_settings.hpp"
#include "perft_table.hpp"

namespace dt {

inline constexpr std::size_t kTasksPerThread = 256;

template <class Rules>
std::vector<std::pair<typename Rules::Move, std::uint64_t>> divide_with(const Rules& rules,
                                                                        const typename Rules::Position& pos, int depth,
                                                                        const PerftSettings& settings) {
  using Position = typename Rules::Position;
  PerftWatch* const watch = settings.watch;
  if (watch) watch->complete = true;
  const auto table = settings.hash_megabytes ? std::make_unique<PerftTable>(settings.hash_megabytes) : nullptr;
  std::vector<std::pair<typename Rules::Move, std::uint64_t>> out;
  if ((settings.threads <= 1 && settings.parts <= 1 && !watch) || depth <= 2) {
    // Too shallow to share out: the first part counts it all, the others nothing. A
    // watch sees each root move as one task.
    const MoveList<Rules> moves(rules, pos);
    PerftProgress seen{0, moves.size(), 0, moves.size(), 0};
    for (const auto& m : moves) {
      if (watch && watch->stop()) {
        watch->complete = false;
        break;
      }
      Position child = pos;
      rules.make(child, m);
      out.emplace_back(m, settings.part == 0 ? perft(rules, child, depth - 1, table.get()) : 0);
      if (watch) {
        ++seen.moves_done, ++seen.tasks_done, seen.nodes += out.back().second;
        watch->progress(seen);
      }
    }
    return out;
  }
  struct Task {
    std::size_t root;  // index of the root move the task counts for
    Position position;
  };
  std::vector<Task> tasks;
  for (const auto& m : MoveList<Rules>(rules, pos)) {
    Position child = pos;
    rules.make(child, m);
    tasks.push_back({out.size(), child});
    out.emplace_back(m, 0);
  }
  // Cut one ply deeper while there are few tasks a thread, so that no single large
  // subtree is left running alone at the end (and a watch sees progress often); at least
  // two plies stay below each task.
  int below = depth - 1;
  const std::size_t workers = std::size_t(settings.threads) * std::size_t(settings.parts);
  while (below > 2 && tasks.size() < kTasksPerThread * workers) {
    std::vector<Task> deeper;
    for (const Task& t : tasks)
      for (const auto& reply : MoveList<Rules>(rules, t.position)) {
        Position next = t.position;
        rules.make(next, reply);
        deeper.push_back({t.root, next});
      }
    tasks = std::move(deeper);
    --below;
  }
  if (settings.parts > 1) {  // this process's share: every parts-th task from `part`
    std::vector<Task> mine;
    for (std::size_t i = std::size_t(settings.part); i < tasks.size(); i += std::size_t(settings.parts))
      mine.push_back(tasks[i]);
    tasks = std::move(mine);
  }
  std::vector<std::atomic<std::uint64_t>> counts(out.size());
  // Tasks not yet counted, by root move: a root move is whole when its count reaches 0
  // (at once for a root move whose subtree ends above the cut).
  std::vector<std::atomic<std::size_t>> left(out.size());
  for (const Task& t : tasks) ++left[t.root];
  PerftProgress seen{0, out.size(), 0, tasks.size(), 0};
  for (const auto& n : left) seen.moves_done += n == 0;
  std::mutex reporting;
  std::atomic<bool> stopped{false};
  std::atomic<std::size_t> next{0};
  const auto work = [&] {
    for (std::size_t i = next++; i < tasks.size(); i = next++) {
      if (stopped.load(std::memory_order_relaxed) || (watch && watch->stop())) {
        stopped = true;
        return;
      }
      const std::uint64_t nodes = perft(rules, tasks[i].position, below, table.get());
      counts[tasks[i].root].fetch_add(nodes, std::memory_order_relaxed);
      const bool whole = left[tasks[i].root].fetch_sub(1) == 1;
      if (!watch) continue;
      const std::lock_guard lock(reporting);
      ++seen.tasks_done, seen.moves_done += whole, seen.nodes += nodes;
      watch->progress(seen);
    }
  };
  std::vector<std::thread> pool;
  const int helpers = std::min<int>(settings.threads, static_cast<int>(std::max<std::size_t>(tasks.size(), 1))) - 1;
  for (int t = 0; t < helpers; ++t) pool.emplace_back(work);
  work();
  for (auto& t : pool) t.join();
  for (std::size_t i = 0; i < out.size(); ++i) out[i].second = counts[i].load();
  if (!stopped) return out;
  // Stopped: only the root moves counted whole, in generation order.
  std::vector<std::pair<typename Rules::Move, std::uint64_t>> whole;
  for (std::size_t i = 0; i < out.size(); ++i)
    if (left[i] == 0) whole.push_back(out[i]);
  watch->complete = whole.size() == out.size();
  return whole;
}

template <class Rules>
std::uint64_t perft_with(const Rules& rules, const typename Rules::Position& pos, int depth,
                         const PerftSettings& settings) {
  if (!settings.watch && settings.parts <= 1 && (depth <= 1 || (settings.threads <= 1 && settings.hash_megabytes == 0)))
    return perft(rules, pos, depth);
  std::uint64_t nodes = 0;
  for (const auto& [move, count] : divide_with(rules, pos, depth, settings)) nodes += count;
  return nodes;
}

}  // namespace dt
