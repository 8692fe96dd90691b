// Value types of Ringworld Chess (specs/rulings/: seed, rulings RW-1 ... RW-9):
// players, piece types with their moves as data, cells and moves.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

namespace dt::ringworld {

// RW-1: 198 cells, indexed file by file (a1 ... a9, b1 ... b10, ..., q1 ... q9), hole
// cells skipped.
inline constexpr int kCells = 198;

// RW-4: three players, numbered 1-3 in the notation and 0-2 here.
inline constexpr int kPlayers = 3;
using Player = int;
constexpr Player next_player(Player p) { return p == kPlayers - 1 ? 0 : p + 1; }
inline constexpr std::array<std::string_view, kPlayers> kPlayerNames = {"player 1", "player 2", "player 3"};

// RW-2: the six orthogonals, clockwise from north. f directions (north, south-east,
// south-west) are the even ones, h directions (north-east, south, north-west) the odd
// ones, so a direction and its opposite (d + 3) are always of different kinds.
enum Dir : int { N, NE, SE, S, SW, NW };
inline constexpr int kDirs = 6;
constexpr Dir opposite(int d) { return static_cast<Dir>((d + 3) % kDirs); }
constexpr bool is_f(int d) { return d % 2 == 0; }
inline constexpr std::uint8_t kFDirs = 0b010101;  // N, SE, SW
inline constexpr std::uint8_t kHDirs = 0b101010;  // NE, S, NW
inline constexpr std::uint8_t kAllDirs = 0b111111;

// The thirteen piece types of the seed (RW-3). 0 is "no piece" in the mailbox.
enum PieceType : std::uint8_t {
  NoPiece,
  General,
  Rook,
  Cannon,
  Forerook,
  Hindrook,
  Forecannon,
  Hindcannon,
  WazirDabbaba,
  WazirTrebuchet,
  DabbabaWazir,
  DabbabaTrebuchet,
  TrebuchetWazir,
  TrebuchetDabbaba,
};
inline constexpr int kPieceTypes = 14;  // including NoPiece

// How a type moves (RW-3), as data: the directions it slides in (capturing the first
// piece met), the directions it moves in as a cannon (sliding without capture, capturing
// over exactly one screen), and the length of its step or leap along f and along h
// directions (0: none; leaps ignore what lies between). The General is a one-step
// "leaper" in every direction, like the Wazir.
struct PieceInfo {
  PieceType type;
  std::string_view code;  // the seed's two letters, used by the position notation
  std::string_view name;
  std::uint8_t slides;
  std::uint8_t cannon;
  std::uint8_t f_leap;
  std::uint8_t h_leap;
};

// One table for names, codes and moves: the parser and the printer both read it.
inline constexpr std::array<PieceInfo, kPieceTypes> kPieces = {{
    {NoPiece, "", "", 0, 0, 0, 0},
    {General, "Ge", "General", 0, 0, 1, 1},
    {Rook, "Rk", "Rook", kAllDirs, 0, 0, 0},
    {Cannon, "Cn", "Cannon", 0, kAllDirs, 0, 0},
    {Forerook, "Fr", "Forerook", kFDirs, 0, 0, 0},
    {Hindrook, "Hr", "Hindrook", kHDirs, 0, 0, 0},
    {Forecannon, "Fc", "Forecannon", 0, kFDirs, 0, 0},
    {Hindcannon, "Hc", "Hindcannon", 0, kHDirs, 0, 0},
    {WazirDabbaba, "Wd", "Wazir-Dabbaba Puppeteer", 0, 0, 1, 2},
    {WazirTrebuchet, "Wt", "Wazir-Trebuchet Puppeteer", 0, 0, 1, 3},
    {DabbabaWazir, "Dw", "Dabbaba-Wazir Puppeteer", 0, 0, 2, 1},
    {DabbabaTrebuchet, "Dt", "Dabbaba-Trebuchet Puppeteer", 0, 0, 2, 3},
    {TrebuchetWazir, "Tw", "Trebuchet-Wazir Puppeteer", 0, 0, 3, 1},
    {TrebuchetDabbaba, "Td", "Trebuchet-Dabbaba Puppeteer", 0, 0, 3, 2},
}};

// The families the generator handles in turn (movegen_rooks, movegen_cannons,
// movegen_puppeteers): every type belongs to exactly one.
enum Family : std::uint8_t { Sliders, Cannons, Leapers };
inline constexpr int kFamilies = 3;
constexpr Family family_by_moves(PieceType t) {
  return kPieces[t].slides ? Sliders : kPieces[t].cannon ? Cannons : Leapers;
}
// The same, one byte per type: the hot path reads it at every move made or counted.
inline constexpr std::array<Family, kPieceTypes> kFamilyOf = [] {
  std::array<Family, kPieceTypes> f{};
  for (int t = 0; t < kPieceTypes; ++t) f[t] = family_by_moves(static_cast<PieceType>(t));
  return f;
}();
constexpr Family family_of(PieceType t) { return kFamilyOf[t]; }

// The step or leap length of `t` along direction `d` (0: none).
constexpr int leap_length(PieceType t, int d) { return is_f(d) ? kPieces[t].f_leap : kPieces[t].h_leap; }

// A mailbox entry: owner in bits 4-5, type in bits 0-3; 0 is an empty cell.
using Code = std::uint8_t;
constexpr Code code(Player owner, PieceType t) { return static_cast<Code>((owner << 4) | t); }
constexpr PieceType type_of(Code c) { return static_cast<PieceType>(c & 15); }
constexpr Player owner_of(Code c) { return c >> 4; }

// The kinds of the rulings' notation table (CO-3): move or capture, castling, pass.
enum class MoveKind : std::uint8_t { Normal, Castling, Pass };

// A move: trivially constructible, so move buffers cost nothing to set up. Castling
// keeps the General's cells in from/to and the direction toward the Rook in `dir`.
struct Move {
  std::uint8_t from;
  std::uint8_t to;
  MoveKind kind;
  std::uint8_t dir;

  Move() = default;  // trivial: move buffers are not zeroed at every node
  constexpr Move(int from_cell, int to_cell, MoveKind k = MoveKind::Normal, int rook_dir = 0)
      : from(static_cast<std::uint8_t>(from_cell)), to(static_cast<std::uint8_t>(to_cell)), kind(k),
        dir(static_cast<std::uint8_t>(rook_dir)) {}
  static constexpr Move pass() { return Move(0, 0, MoveKind::Pass); }

  bool operator==(const Move&) const = default;
};

}  // namespace dt::ringworld
