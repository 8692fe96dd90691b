// Value types of Outer Space Chess (specs/rulings/: seed, rulings OS-1 ... OS-14):
// the 43 cells of the two boards, sides, piece types and moves.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "../core/players.hpp"

namespace dt::outerspace {

// OS-1: ordinary space 1a1 ... 1e8 is cells 0-39, rank by rank (cell = 5 * (rank - 1) +
// file); hyperspace 2a, 2b, 2c is cells 40, 41, 42.
inline constexpr int kFiles = 5;
inline constexpr int kRanks = 8;
inline constexpr int kOrdinary = kFiles * kRanks;
inline constexpr int kCells = kOrdinary + 3;
inline constexpr int k2a = 40, k2b = 41, k2c = 42;
constexpr bool in_hyperspace(int c) { return c >= kOrdinary; }

// OS-2: White (the army of ranks 1-3) moves first, toward rank 8.
using namespace two_players;  // Player, White, Black, ~p, kPlayers, kPlayerNames

enum PieceType : std::uint8_t { NoPiece, Cluster, Planet, Spaceship, Galaxy, Nebula };
inline constexpr int kPieceTypes = 6;

// One table for letters and names: the parser and the printer both read it. The
// letters are the seed's diagram's, but upper case is White as in FEN and in every other
// variant here (the seed's diagram draws White in lower case, OS-2).
struct PieceInfo {
  PieceType type;
  char letter;  // White's (upper case)
  std::string_view name;
};
inline constexpr std::array<PieceInfo, kPieceTypes> kPieces = {{
    {NoPiece, '.', ""},
    {Cluster, 'C', "Star Cluster"},
    {Planet, 'P', "Planet"},
    {Spaceship, 'S', "Spaceship"},
    {Galaxy, 'G', "Galaxy"},
    {Nebula, 'N', "Nebula"},
}};

// A mailbox entry: owner in bit 3, type in bits 0-2; 0 is an empty cell.
using Code = std::uint8_t;
constexpr Code code(Player owner, PieceType t) { return static_cast<Code>((owner << 3) | t); }
constexpr PieceType type_of(Code c) { return static_cast<PieceType>(c & 7); }
constexpr Player owner_of(Code c) { return static_cast<Player>(c >> 3); }

// The kinds of the rulings' notation table (CO-3): move or capture (a Galaxy step, a
// Spaceship step into hyperspace included), shot, warp, exit from 2b, pass.
enum class MoveKind : std::uint8_t { Normal, Shot, Warp, Exit, Pass };

// A move. `to` is the shot's target for a shot and the final square for an exit, whose
// `hole` is the black hole named in its notation (OS-6, the first usable one in name
// order).
struct Move {
  std::uint8_t from;
  std::uint8_t to;
  MoveKind kind;
  std::uint8_t hole;

  Move() = default;  // trivial: move buffers are not zeroed at every node
  constexpr Move(int from_cell, int to_cell, MoveKind k = MoveKind::Normal, int exit_hole = 0)
      : from(static_cast<std::uint8_t>(from_cell)), to(static_cast<std::uint8_t>(to_cell)), kind(k),
        hole(static_cast<std::uint8_t>(exit_hole)) {}
  static constexpr Move pass() { return Move(0, 0, MoveKind::Pass); }

  bool operator==(const Move&) const = default;
};

// An accepted position has at most 5 Star Clusters, 2 Planets and one each of the other
// types per side (nothing is created). Per piece at most: a Star Cluster 6 (3 quiet, 3
// capturing squares), a Planet 8, a Spaceship 14 in ordinary space (8 steps, 2b, 2a or
// 2c, 4 shots) or 2 + 40 from 2b (every final square once), a Galaxy 8 steps + 6 warps,
// a Nebula 4 + 7: 30 + 16 + 42 + 14 + 11 = 113, or one pass.
inline constexpr std::size_t kMaxMoves = 128;

}  // namespace dt::outerspace
