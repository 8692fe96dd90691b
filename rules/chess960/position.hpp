// The Chess960 position: the orthodox board (whose own castling rights stay empty, so
// orthodox's generator never castles on it) and the castling rights with the square of
// each right's rook, which in Chess960 may stand on any file (FR-1).
#pragma once

#include <array>
#include <cstdint>

#include "../orthodox/position.hpp"

namespace dt::chess960 {

using orthodox::Bitboard;
using orthodox::Player;
using orthodox::Move;
using orthodox::PieceType;
using orthodox::Square;
using orthodox::kPlayerNames;

// The rights in orthodox's bit order (K Q k q): index 0 white short (towards h), 1 white
// long (towards a), 2 black short, 3 black long.
inline constexpr int kRights = 4;
constexpr int right_index(Player c, bool short_side) { return 2 * c + (short_side ? 0 : 1); }
constexpr unsigned rights_of(Player c) { return 3U << (2 * c); }

struct Position {
  orthodox::Position board;  // board.castling is always 0
  std::uint8_t castling = 0;  // bit i: right i is held
  // The rook of each right held, kNoSquare for a right not held, so that positions that
  // differ in nothing else compare (and hash) equal.
  std::array<std::int8_t, kRights> rook = {-1, -1, -1, -1};
  // The squares that must be empty for each right's castling (FR-1; castling.hpp's
  // CastlingPath::clear), every square for a right not held: one test of the board
  // against it closes a castling, held or not, without the king's and rook's files
  // being looked up at every position. Follows from `rook` and the king's square (which
  // do not change while the right is held), so it adds nothing to equality or the key.
  std::array<Bitboard, kRights> clear = {~Bitboard{0}, ~Bitboard{0}, ~Bitboard{0}, ~Bitboard{0}};
  // The squares of the kings and rooks of the rights held: only a move from or to one of
  // them can end a right (FR-1), so most moves leave the rights without looking at them.
  // Follows from the rest as `clear` does.
  Bitboard rights_squares = 0;

  bool operator==(const Position&) const = default;
};

// The orthodox board, for the orthodox code that reads or changes a position through it
// (orthodox/child_counts.hpp).
inline const orthodox::Position& board_of(const Position& p) { return p.board; }
inline orthodox::Position& board_of(Position& p) { return p.board; }

}  // namespace dt::chess960
