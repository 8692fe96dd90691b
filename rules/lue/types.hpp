// Value types of Life, the Universe and Everything: players, piece types with their
// letters, sub-moves.
#pragma once

#include <cstdint>
#include <string_view>

#include "../core/players.hpp"

namespace dt::lue {

using namespace two_players;  // Player, White, Black, ~p, kPlayers, kPlayerNames

enum PieceType : std::uint8_t { Royal, Life, Universe, Everything, Ford, Wowbagger, Marvin, kPieceTypes };

// One table for letters and names, used by the parser and both printers (position and
// promotion suffix). The royal is Arthur Dent `A` for White and Zaphod Beeblebrox `z`
// for Black (the seed's diagram); every other letter is upper case for White.
struct PieceInfo {
  PieceType type;
  char white, black;
  std::string_view name;
};
inline constexpr PieceInfo kPieces[kPieceTypes] = {
    {Royal, 'A', 'z', "royal (Arthur Dent / Zaphod Beeblebrox)"},
    {Life, 'L', 'l', "Life"},
    {Universe, 'U', 'u', "Universe"},
    {Everything, 'E', 'e', "Everything"},
    {Ford, 'F', 'f', "Ford Prefect"},
    {Wowbagger, 'W', 'w', "Wowbagger"},
    {Marvin, 'M', 'm', "Marvin"},
};
// LU-4, LU-5: the five promotion choices, in the order generated.
inline constexpr PieceType kPromotions[] = {Life, Universe, Everything, Ford, Wowbagger};

// A square's content: 0 empty, else 1 + 2 * type + owner.
using Piece = std::uint8_t;
inline constexpr Piece kEmpty = 0;
constexpr Piece make_piece(Player p, PieceType t) { return static_cast<Piece>(1 + 2 * t + p); }
constexpr PieceType type_of(Piece pc) { return static_cast<PieceType>((pc - 1) >> 1); }
constexpr Player owner_of(Piece pc) { return static_cast<Player>((pc - 1) & 1); }

// The kinds are the rows of specs/rulings/notation.yaml for lue (CO-3): a step or
// capture (every single-square power, and every rider move of the Everything, a
// one-piece chain capture included), a chain capture of two or more pieces, a swap.
enum MoveKind : std::uint8_t { Step, Chain, Swap };

// from (6) | to (6) | kind (2) | promotion (3: 0 none, else 1 + PieceType).
class Move {
 public:
  Move() = default;  // trivial: move buffers are not zeroed at every node
  constexpr Move(int from, int to, MoveKind kind, int promo = 0)
      : bits_(static_cast<std::uint32_t>(from | (to << 6) | (kind << 12) | (promo << 14))) {}
  constexpr int from() const { return bits_ & 63; }
  constexpr int to() const { return (bits_ >> 6) & 63; }
  constexpr MoveKind kind() const { return static_cast<MoveKind>((bits_ >> 12) & 3); }
  constexpr bool promotes() const { return (bits_ >> 14) != 0; }
  constexpr PieceType promotion() const { return static_cast<PieceType>((bits_ >> 14) - 1); }
  constexpr bool operator==(const Move&) const = default;

 private:
  std::uint32_t bits_;
};


// The options (options.cpp binds each to its OptionSpec).
struct Config {
  bool pawn_dir_mover = false;  // LU-6 option life_pawn_dir=mover
  bool chain_whole = false;     // LU-7 option chain=whole
};

}  // namespace dt::lue
