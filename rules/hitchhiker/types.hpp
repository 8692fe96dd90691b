// Value types of Hitchhiker Chess: players, piece types with their letters, moves.
#pragma once

#include <cstdint>
#include <string_view>

#include "../core/players.hpp"

namespace dt::hitchhiker {

using namespace two_players;  // Player, White, Black, ~p, kPlayers, kPlayerNames

// The Hitchhiker is kept apart from the others (Position::hitch): it can share a
// restaurant with the enemy Hitchhiker after a winning move (HC-10).
enum PieceType : std::uint8_t { Mine, Colonizer, Orbiter, Rocket, Sun, Hitchhiker, NoPiece };
inline constexpr int kBoardPieceTypes = 5;  // Mine .. Sun, held in Position::by_type

// One table for letters, names and the most of each type a side can have (the seed's
// setup: nothing is ever promoted or dropped), used by the parser and the printer.
struct PieceInfo {
  PieceType type;
  char letter;  // White's; Black's is the lower-case letter
  std::string_view name;
  int most;
};
inline constexpr PieceInfo kPieces[] = {
    {Mine, 'M', "Mine", 4},       {Colonizer, 'C', "Colonizer", 3}, {Orbiter, 'O', "Orbiter", 3},
    {Rocket, 'R', "Rocket", 2},   {Sun, 'S', "Sun", 1},             {Hitchhiker, 'H', "Hitchhiker", 1},
};

// The longest list of legal moves (hitchhiker.hpp says why).
inline constexpr int kMaxMoves = 600;

// The kinds of move are the rows of specs/rulings/notation.yaml (CO-3).
enum MoveKind : std::uint8_t { Step, Plunge, Rematerialize, Scorch, Detonate, Pass };

// from (6) | to (6) | kind (3) | kidnap (1). `kidnap` is set only under the option
// kidnap=optional, on the move that takes the abandoned enemy Hitchhiker along (HC-9).
class Move {
 public:
  Move() = default;  // trivial: move buffers are not zeroed at every node
  constexpr Move(int from, int to, MoveKind kind, bool kidnap = false)
      : bits_(static_cast<std::uint16_t>(from | (to << 6) | (kind << 12) | (kidnap ? 1 << 15 : 0))) {}
  static constexpr Move pass() { return Move(0, 0, Pass); }
  // The moves of one piece of one kind differ only in `to`: generation packs the rest once.
  static constexpr std::uint16_t base(int from, MoveKind kind, bool kidnap) {
    return static_cast<std::uint16_t>(from | (kind << 12) | (kidnap ? 1 << 15 : 0));
  }
  static constexpr Move with_base(std::uint16_t base, int to) { Move m; m.bits_ = static_cast<std::uint16_t>(base | (to << 6)); return m; }

  constexpr int from() const { return bits_ & 63; }
  constexpr int to() const { return (bits_ >> 6) & 63; }
  constexpr MoveKind kind() const { return static_cast<MoveKind>((bits_ >> 12) & 7); }
  constexpr bool kidnap() const { return (bits_ >> 15) != 0; }
  constexpr bool operator==(const Move&) const = default;

 private:
  std::uint16_t bits_;
};

// The options (options.cpp binds each to its OptionSpec).
struct Config {
  bool kidnap_optional = false;  // HC-9 option kidnap=optional
  bool orbit_any = false;        // HC-11 option orbit_change=any
};

}  // namespace dt::hitchhiker
