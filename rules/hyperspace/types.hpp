// Value types of Hyperspace Chess: the orthodox board plus the pieces in transit
// (HY-12), the moves of the rulings' notation table, and the option values.
#pragma once

#include <array>
#include <cstdint>

#include "../orthodox/position.hpp"

namespace dt::hyperspace {

using namespace two_players;  // Player, White, Black, ~p, kPlayers, kPlayerNames (as orthodox)
using orthodox::Bitboard;
using orthodox::bb;
using orthodox::PieceType;
using orthodox::Square;
using orthodox::Pawn;
using orthodox::Knight;
using orthodox::Bishop;
using orthodox::Rook;
using orthodox::Queen;
using orthodox::King;
using orthodox::NoPiece;

// HY-6, HY-9, HY-11. `Jumps::Off` is this project's reading of OR-1's "hyperspace
// switched off": orthodox chess exactly, en passant included.
enum class CastlingRule : std::uint8_t { Board, Hyperspace, Off };
enum class Jumps : std::uint8_t { Forced, Optional, Off };

struct Config {
  CastlingRule castling = CastlingRule::Board;
  bool drop_check = true;
  Jumps jumps = Jumps::Forced;
};

// One piece in transit (HY-12): owner, type, destination and turns left (HY-13: the
// owner's turns still to end before the drop, its current or next turn counting as 1).
struct Transit {
  std::int8_t to;
  PieceType piece;
  Player owner;
  std::uint8_t turns;

  bool operator==(const Transit&) const = default;
};

// The canonical order of the transit list: White's entries first, then by turns left,
// destination and piece. Positions that differ in nothing else compare equal.
constexpr bool before(const Transit& a, const Transit& b) {
  if (a.owner != b.owner) return a.owner < b.owner;
  if (a.turns != b.turns) return a.turns < b.turns;
  if (a.to != b.to) return a.to < b.to;
  return a.piece < b.piece;
}

// A side launches at most its 16 pieces, so 32 entries hold every position.
inline constexpr int kMaxTransit = 32;

struct Position {
  orthodox::Position board;  // its en passant square is used only under jumps=off
  std::array<Transit, kMaxTransit> transit{};
  std::uint8_t transit_count = 0;

  // A king on the board or on its way back to it (castling=hyperspace).
  bool has_king(Player c) const {
    if (board.pieces(c, King)) return true;
    for (int i = 0; i < transit_count; ++i)
      if (transit[i].owner == c && transit[i].piece == King) return true;
    return false;
  }

  bool operator==(const Position&) const = default;
};

// The kinds of the notation table (CO-3). `EnPassant` exists only under jumps=off.
enum class MoveKind : std::uint8_t { Ordinary, Launch, CastleShort, CastleLong, EnPassant };

// A move: trivially default-constructible, so move buffers cost nothing to set up. `promotion`
// is the type an ordinary pawn move to the last rank becomes. Each of the mover's pawns
// placed on its last rank by this turn's drops takes its own type (HY-16): bit f of
// `drop_files` marks the pawn landing on file f (a = 0), bits 2f and 2f + 1 of
// `drop_types` hold its type minus Knight. Files without a choice are zero in both, so
// equal moves compare equal (CO-3).
struct Move {
  std::uint8_t from;
  std::uint8_t to;
  MoveKind kind;
  PieceType promotion;
  std::uint8_t drop_files;
  std::uint16_t drop_types;

  Move() = default;
  constexpr Move(Square from_square, Square to_square, MoveKind k = MoveKind::Ordinary, PieceType promo = NoPiece)
      : from(static_cast<std::uint8_t>(from_square)), to(static_cast<std::uint8_t>(to_square)), kind(k), promotion(promo),
        drop_files(0), drop_types(0) {}

  // The type chosen for the pawn placed on `file` of the mover's last rank, NoPiece if none.
  constexpr PieceType drop_promotion(int file) const {
    if (!((drop_files >> file) & 1)) return NoPiece;
    return static_cast<PieceType>(Knight + ((drop_types >> (2 * file)) & 3));
  }
  constexpr void choose_drop_promotion(int file, PieceType type) {
    drop_files = static_cast<std::uint8_t>(drop_files | (1 << file));
    drop_types = static_cast<std::uint16_t>(drop_types | ((type - Knight) << (2 * file)));
  }

  bool operator==(const Move&) const = default;
};

// King distance, the flight distance d of HY-3 (a knight's is 2).
constexpr int distance(Square a, Square b) {
  const int df = orthodox::file_of(a) - orthodox::file_of(b), dr = orthodox::rank_of(a) - orthodox::rank_of(b);
  const int f = df < 0 ? -df : df, r = dr < 0 ? -dr : dr;
  return f > r ? f : r;
}

}  // namespace dt::hyperspace
