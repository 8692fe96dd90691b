// Value types of orthodox chess: players, piece types, squares (a1 = 0 ... h8 = 63), moves.
#pragma once

#include <cstdint>

#include "../core/players.hpp"

namespace dt::orthodox {

using namespace two_players;  // Player, White, Black, ~p, kPlayers, kPlayerNames

enum PieceType : std::uint8_t { Pawn, Knight, Bishop, Rook, Queen, King, NoPiece };
inline constexpr int kPieceTypes = 6;

using Square = int;
inline constexpr Square kNoSquare = -1;
constexpr int file_of(Square s) { return s & 7; }
constexpr int rank_of(Square s) { return s >> 3; }
constexpr Square make_square(int file, int rank) { return rank * 8 + file; }

// Castling rights, one bit each (FEN order K Q k q).
enum CastlingRight : std::uint8_t { WhiteShort = 1, WhiteLong = 2, BlackShort = 4, BlackLong = 8 };

// A move in 16 bits: from (6) | to (6) | kind (4). Castling is the king's two-square
// move (UCI `e1g1`); promotions carry the chosen type (one move per type, CO-3).
enum MoveKind : std::uint8_t {
  Normal = 0,
  DoubleStep = 1,
  Castling = 2,
  EnPassant = 3,
  PromoteKnight = 4,
  PromoteBishop = 5,
  PromoteRook = 6,
  PromoteQueen = 7,
};

// The piece a promotion of `kind` makes (PromoteKnight ... PromoteQueen).
constexpr PieceType promotion_of(MoveKind kind) { return static_cast<PieceType>(kind - PromoteKnight + Knight); }

class Move {
 public:
  constexpr Move() = default;
  constexpr Move(Square from, Square to, MoveKind kind = Normal)
      : bits_(static_cast<std::uint16_t>(from | (to << 6) | (kind << 12))) {}

  constexpr Square from() const { return bits_ & 63; }
  constexpr Square to() const { return (bits_ >> 6) & 63; }
  constexpr MoveKind kind() const { return static_cast<MoveKind>(bits_ >> 12); }
  constexpr bool is_promotion() const { return kind() >= PromoteKnight; }
  constexpr PieceType promotion() const { return promotion_of(kind()); }
  constexpr bool operator==(const Move&) const = default;

 private:
  std::uint16_t bits_ = 0;
};

}  // namespace dt::orthodox
