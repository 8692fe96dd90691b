// Perft (CO-1), templated on the variant's rules so generation and making inline.
#pragma once

#include <algorithm>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "../core/movelist.hpp"
#include "../core/variant_hooks.hpp"
#include "perft_table.hpp"
#include "position_key.hpp"

namespace dt {

// The optional members that make counting faster (CountsMoves, VisitsChildren,
// CountsChildren) are listed in core/variant_hooks.hpp.

// What a count polls while it runs. NoPoll is the unwatched count: its checks are
// constants, so that count compiles to the code it had before polling existed. WatchPoll
// (counting/parallel_perft.hpp) reads a PerftWatch.
template <class Poll>
concept PerftPoll = requires(Poll& poll, std::uint64_t nodes) {
  { poll.raised() } -> std::same_as<bool>;
  poll.counted(nodes);
};

struct NoPoll {
  static constexpr bool raised() { return false; }
  static constexpr void counted(std::uint64_t) {}
};

// The legal moves of `pos` (its leaves one ply down), counted without listing them when
// the variant can.
template <class Rules>
std::uint64_t leaf_count(const Rules& rules, const typename Rules::Position& pos) {
  if constexpr (CountsMoves<Rules>) {
    return rules.count(pos);
  } else {
    typename Rules::Move moves[Rules::card.max_moves];
    return static_cast<std::uint64_t>(rules.generate(pos, moves) - moves);
  }
}

// perft(0) = 1; perft(d) sums perft(d-1) over every legal move. Leaves are counted
// without being made (bulk counting): the generator yields exactly the legal moves,
// and none when the game is over, so the count at depth 1 is the list's length. The
// leaves' parents are counted in their parent's loop, not in a call of their own.
// A polled count asks `raised()` at each node two or more plies above the leaves (not at
// the leaves' parents, whose work is one generation), so a stop is seen within one such
// node's work, microseconds, at a cost below 1% (bench/bench_stop_poll.cpp). Once raised
// it returns 0 at once and the caller drops the partial count. Leaves are reported to
// `counted()` by their grandparents.
template <class Rules, PerftPoll Poll>
std::uint64_t perft(const Rules& rules, const typename Rules::Position& pos, int depth, Poll& poll) {
  if (depth <= 0) return 1;
  if (depth == 1) return leaf_count(rules, pos);
  if (poll.raised()) return 0;
  std::uint64_t nodes = 0;
  if constexpr (CountsChildren<Rules>) {
    if (depth == 2) {
      nodes = rules.count_children(pos);
      poll.counted(nodes);
      return nodes;
    }
  }
  if constexpr (VisitsChildren<Rules>) {
    if (depth == 2) {
      rules.for_each_child(pos, [&](const typename Rules::Position& child) { nodes += leaf_count(rules, child); });
      poll.counted(nodes);
      return nodes;
    }
    rules.for_each_child(pos,
                         [&](const typename Rules::Position& child) { nodes += perft(rules, child, depth - 1, poll); });
    return nodes;
  } else {
    // The list and its loop stay in this frame: through a lambda like the one above,
    // Hitchhiker's perft measured slower (docs/performance.md).
    typename Rules::Move moves[Rules::card.max_moves];
    auto* const end = rules.generate(pos, moves);
    if (depth == 2) {
      for (auto* m = moves; m != end; ++m) {
        typename Rules::Position child = pos;
        rules.make(child, *m);
        nodes += leaf_count(rules, child);
      }
      poll.counted(nodes);
      return nodes;
    }
    for (auto* m = moves; m != end; ++m) {
      typename Rules::Position child = pos;
      rules.make(child, *m);
      nodes += perft(rules, child, depth - 1, poll);
    }
    return nodes;
  }
}

template <class Rules>
std::uint64_t perft(const Rules& rules, const typename Rules::Position& pos, int depth) {
  NoPoll none;
  return perft(rules, pos, depth, none);
}

// The shallowest depth whose counts the table keeps. A count of depth 1 (a leaf's parent:
// one generation, bulk-counted) costs less than the key, probe and store that would save
// it; a count of depth 2 saves more than its probe costs (docs/performance.md).
inline constexpr int kTableMinDepth = 2;
static_assert(kTableMinDepth >= 2, "a count of depth 1 would report its leaves to the poll itself");

// The largest position hashed_perft keeps as made beside its key while the children's
// buckets are fetched (up to 256 of them in one frame: 32 KB at this size); a larger one
// is made again when visited.
inline constexpr std::size_t kKeptChildBytes = 128;

// perft below a node at `ply` (from the count's root) with `depth` to go, with subtree
// counts kept in `table` (counting/perft_table.hpp) under keys of the game `seed`
// (counting/position_key.hpp) where its gate (counting/table_gate.hpp) finds that they pay.
// `key` is the node's own key when it is looked for, null when not. A count cut short by
// the poll is never stored: it would be read later as a whole one.
//
// Children whose (ply, depth) the gate keeps are all looked for. A probe's cost is mostly
// the wait for its bucket's cache line: the node makes each child, computes its key and
// asks for its bucket, and only then visits them, so that their lines arrive while the
// first ones are counted (a child is kept as made, or made twice when it is large:
// either is cheaper than the wait). Keys are kept for
// the first kKeyedChildren children (the rest computed as they are visited), so that a
// game with long move lists (Hyperspace's bound is 7360) does not give every frame 117 KB
// of keys. Children whose (ply, depth) the gate has dropped are visited as made, and only
// the gate's sample of them (by key) is looked for, so that the gate keeps measuring
// what the table would save there.
template <class Rules, PerftPoll Poll>
std::uint64_t hashed_perft(const Rules& rules, const typename Rules::Position& pos, int depth, int ply,
                           const PositionKey* key, PerftTable& table, std::uint64_t seed, Poll& poll) {
  if (key) {
    const auto known = table.find(*key, depth);
    table.gate().probed(ply, depth, key->check, known.value_or(0));
    if (known) {
      poll.counted(*known);
      return *known;
    }
  }
  std::uint64_t nodes = 0;
  if (depth - 1 < kTableMinDepth) {
    nodes = perft(rules, pos, depth, poll);  // reports its leaves (depth >= 2)
  } else if (table.gate().keeps(ply + 1, depth - 1)) {
    using Position = typename Rules::Position;
    static constexpr std::size_t kKeyedChildren = 256;
    typename Rules::Move moves[Rules::card.max_moves];
    PositionKey keys[std::min<std::size_t>(kKeyedChildren, Rules::card.max_moves)];
    auto* const end = rules.generate(pos, moves);
    const std::size_t keyed = std::min<std::size_t>(std::size_t(end - moves), kKeyedChildren);
    // A small position is kept as made, a large one made again when visited (one slot);
    // the storage is left uninitialised (a frame's default positions would cost more than
    // the makes).
    constexpr bool keep = sizeof(Position) <= kKeptChildBytes;
    constexpr std::size_t slots = keep ? std::min<std::size_t>(kKeyedChildren, Rules::card.max_moves) : 1;
    static_assert(std::is_trivially_destructible_v<Position>);
    alignas(Position) unsigned char storage[slots * sizeof(Position)];
    Position* const made = reinterpret_cast<Position*>(storage);
    for (std::size_t i = 0; i < keyed; ++i) {
      Position& child = *std::construct_at(made + (keep ? i : 0), pos);
      rules.make(child, moves[i]);
      keys[i] = position_key(rules, child, seed);
      table.prefetch(keys[i], depth - 1);
    }
    for (std::size_t i = 0; i < keyed; ++i) {
      if (poll.raised()) return 0;
      if constexpr (!keep) rules.make(*std::construct_at(made, pos), moves[i]);
      nodes += hashed_perft(rules, made[keep ? i : 0], depth - 1, ply + 1, &keys[i], table, seed, poll);
    }
    for (auto* m = moves + keyed; m < end; ++m) {
      if (poll.raised()) return 0;
      Position child = pos;
      rules.make(child, *m);
      const PositionKey child_key = position_key(rules, child, seed);
      nodes += hashed_perft(rules, child, depth - 1, ply + 1, &child_key, table, seed, poll);
    }
  } else {
    const auto visit = [&](const typename Rules::Position& child) {
      if (poll.raised()) return;
      const PositionKey child_key = position_key(rules, child, seed);
      nodes += hashed_perft(rules, child, depth - 1, ply + 1, TableGate::samples(child_key) ? &child_key : nullptr,
                            table, seed, poll);
    };
    if constexpr (VisitsChildren<Rules>) {
      rules.for_each_child(pos, visit);
    } else {
      typename Rules::Move moves[Rules::card.max_moves];
      auto* const end = rules.generate(pos, moves);
      for (auto* m = moves; m != end; ++m) {
        typename Rules::Position child = pos;
        rules.make(child, *m);
        visit(child);
      }
    }
  }
  if (poll.raised()) return 0;
  if (key) {
    table.store(*key, depth, nodes);
    table.gate().stored(depth, key->check, nodes);
  }
  return nodes;
}

// The same from the count's root, at `ply` from the root of the whole count (a task's
// position is some plies down); the root itself is looked for too, as its gate says.
template <class Rules, PerftPoll Poll>
std::uint64_t hashed_perft(const Rules& rules, const typename Rules::Position& pos, int depth, int ply,
                           PerftTable& table, std::uint64_t seed, Poll& poll) {
  if (depth < kTableMinDepth) return perft(rules, pos, depth, poll);
  if (poll.raised()) return 0;
  const PositionKey key = position_key(rules, pos, seed);
  const bool looked_for = table.gate().keeps(ply, depth) || TableGate::samples(key);
  return hashed_perft(rules, pos, depth, ply, looked_for ? &key : nullptr, table, seed, poll);
}

// perft with the table when there is one; `ply` is the position's distance from the root
// of the whole count (its tables' gate judges by it).
template <class Rules, PerftPoll Poll>
std::uint64_t perft(const Rules& rules, const typename Rules::Position& pos, int depth, PerftTable* table, Poll& poll,
                    int ply = 0) {
  return table ? hashed_perft(rules, pos, depth, ply, *table, game_seed(rules), poll) : perft(rules, pos, depth, poll);
}

// One entry per legal move, in generation order, with perft(depth - 1) below it.
template <class Rules>
std::vector<std::pair<typename Rules::Move, std::uint64_t>> divide(const Rules& rules,
                                                                   const typename Rules::Position& pos,
                                                                   int depth) {
  std::vector<std::pair<typename Rules::Move, std::uint64_t>> out;
  for (const auto& m : MoveList<Rules>(rules, pos)) {
    typename Rules::Position child = pos;
    rules.make(child, m);
    out.emplace_back(m, perft(rules, child, depth - 1));
  }
  return out;
}

}  // namespace dt
