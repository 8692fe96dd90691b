// The sides of the two-player variants (orthodox, Hyperspace, Hitchhiker, LUE, Outer
// Space), written once: each of their namespaces says `using namespace two_players;`, so
// `Player`, `White`, `~p`, `kPlayers` and `kPlayerNames` are the same names, the same
// type and the same side names in all of them. Ringworld's three players are its own
// (ringworld/types.hpp).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace dt::two_players {

enum Player : std::uint8_t { White, Black };
constexpr Player operator~(Player p) { return static_cast<Player>(p ^ 1); }

inline constexpr int kPlayers = 2;
// The registry's player_names(), the drawings and the error messages read this table.
inline constexpr std::array<std::string_view, kPlayers> kPlayerNames = {"white", "black"};

// A side's name for building a message (std::string + std::string_view needs C++26).
inline std::string player_name(Player p) { return std::string(kPlayerNames[static_cast<std::size_t>(p)]); }

// `f.template operator()<White>()` or `<Black>()`, as `side` says: code templated on the
// side to move (perft's child visitors) chooses its instance once per node.
template <class F>
decltype(auto) with_side(Player side, F&& f) {
  return side == White ? f.template operator()<White>() : f.template operator()<Black>();
}

}  // namespace dt::two_players
