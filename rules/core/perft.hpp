// Perft (CO-1), templated on the variant's rules so generation and making inline.
#pragma once

#include <concepts>
#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "movelist.hpp"
#include "perft_table.hpp"

namespace dt {

// Optional: a variant that can count its legal moves without listing them (`count`, equal
// to the length of `generate`'s list) has its perft leaves counted that way.
template <class Rules>
concept CountsMoves = requires(const Rules rules, const typename Rules::Position& pos) {
  { rules.count(pos) } -> std::same_as<std::size_t>;
};

// perft(0) = 1; perft(d) sums perft(d-1) over every legal move. Leaves are counted
// without being made (bulk counting): the generator yields exactly the legal moves,
// and none when the game is over, so the count at depth 1 is the list's length.
template <class Rules>
std::uint64_t perft(const Rules& rules, const typename Rules::Position& pos, int depth) {
  if (depth <= 0) return 1;
  if constexpr (CountsMoves<Rules>) {
    if (depth == 1) return rules.count(pos);
  }
  typename Rules::Move moves[Rules::max_moves];
  auto* const end = rules.generate(pos, moves);
  if (depth == 1) return static_cast<std::uint64_t>(end - moves);
  std::uint64_t nodes = 0;
  for (auto* m = moves; m != end; ++m) {
    typename Rules::Position child = pos;
    rules.make(child, *m);
    nodes += perft(rules, child, depth - 1);
  }
  return nodes;
}

// perft with subtree counts kept in `table` (core/perft_table.hpp); the leaves' parents
// are counted directly, since a probe costs more than their count.
template <class Rules>
std::uint64_t hashed_perft(const Rules& rules, const typename Rules::Position& pos, int depth, PerftTable& table) {
  if (depth <= 1) return perft(rules, pos, depth);
  const std::uint64_t key = position_key(pos);
  if (const auto known = table.find(key, depth)) return *known;
  typename Rules::Move moves[Rules::max_moves];
  auto* const end = rules.generate(pos, moves);
  std::uint64_t nodes = 0;
  for (auto* m = moves; m != end; ++m) {
    typename Rules::Position child = pos;
    rules.make(child, *m);
    nodes += hashed_perft(rules, child, depth - 1, table);
  }
  table.store(key, depth, nodes);
  return nodes;
}

// perft with the table when there is one.
template <class Rules>
std::uint64_t perft(const Rules& rules, const typename Rules::Position& pos, int depth, PerftTable* table) {
  return table ? hashed_perft(rules, pos, depth, *table) : perft(rules, pos, depth);
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
