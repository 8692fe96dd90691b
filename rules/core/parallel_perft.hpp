// Perft and divide over several threads. The tree is cut one ply below the root moves
// (two when deep enough), each cut position is a task counted by the serial perft, and
// the threads take tasks in turn from one atomic index; a task's count goes to its root
// move. Addition commutes, so the counts are exactly the serial ones.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <thread>
#include <utility>
#include <vector>

#include "core/movelist.hpp"
#include "core/perft.hpp"

namespace dt {

template <class Rules>
std::vector<std::pair<typename Rules::Move, std::uint64_t>> parallel_divide(const Rules& rules,
                                                                            const typename Rules::Position& pos,
                                                                            int depth, int threads) {
  using Position = typename Rules::Position;
  if (threads <= 1 || depth <= 2) return divide(rules, pos, depth);
  struct Task {
    std::size_t root;  // index of the root move the task counts for
    Position position;
  };
  std::vector<std::pair<typename Rules::Move, std::uint64_t>> out;
  std::vector<Task> tasks;
  for (const auto& m : MoveList<Rules>(rules, pos)) {
    Position child = pos;
    rules.make(child, m);
    for (const auto& reply : MoveList<Rules>(rules, child)) {
      Position grandchild = child;
      rules.make(grandchild, reply);
      tasks.push_back({out.size(), grandchild});
    }
    out.emplace_back(m, 0);
  }
  const int below = depth - 2;
  std::vector<std::atomic<std::uint64_t>> counts(out.size());
  std::atomic<std::size_t> next{0};
  const auto work = [&] {
    for (std::size_t i = next++; i < tasks.size(); i = next++)
      counts[tasks[i].root].fetch_add(perft(rules, tasks[i].position, below), std::memory_order_relaxed);
  };
  std::vector<std::thread> pool;
  const int helpers = std::min<int>(threads, static_cast<int>(std::max<std::size_t>(tasks.size(), 1))) - 1;
  for (int t = 0; t < helpers; ++t) pool.emplace_back(work);
  work();
  for (auto& t : pool) t.join();
  for (std::size_t i = 0; i < out.size(); ++i) out[i].second = counts[i].load();
  return out;
}

template <class Rules>
std::uint64_t parallel_perft(const Rules& rules, const typename Rules::Position& pos, int depth, int threads) {
  if (threads <= 1 || depth <= 2) return perft(rules, pos, depth);
  std::uint64_t nodes = 0;
  for (const auto& [move, count] : parallel_divide(rules, pos, depth, threads)) nodes += count;
  return nodes;
}

}  // namespace dt
