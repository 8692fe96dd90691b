// The fields of a FEN line (PGN standard 16.1), read one at a time. Shared by the
// orthodox reader and the variants built on the orthodox board (Hyperspace Chess), each
// of which adds its own refusals on top.
#pragma once

#include <array>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "../core/fields.hpp"
#include "../core/result.hpp"
#include "position.hpp"

namespace dt::orthodox::fen {

inline constexpr std::string_view kPieceLetters = "pnbrqk";

using dt::Field;
using dt::split_fields;

// An integer in [min, kMaxClock] (the halfmove clock, the fullmove number).
Result<std::uint32_t> parse_counter(const Field& f, std::uint32_t min, const char* what);

// The piece placement field, onto an empty position.
Result<void> parse_placement(Position& p, const Field& f);

// KQkq, each right needing its king and rook at home.
Result<void> parse_castling(Position& p, const Field& f);

// The en passant field (a square such as e3, or -), kept only when a pawn of the side
// to move could take (see make_move).
Result<void> parse_en_passant(Position& p, const Field& f);

// The castling field, read into `p` or into what the reader's variant keeps beside it
// (Chess960's castling rooks).
using CastlingReader = std::function<Result<void>(Position&, const Field&)>;

// A whole FEN line with its refusals of positions no game reaches (specs/orthodox.yaml,
// position.*), the castling field read by `read_castling`.
Result<Position> parse_fen(std::string_view fen, const CastlingReader& read_castling);

// A whole FEN line, the castling field written as `castling` ("-" when empty).
std::string format_fen(const Position& p, std::string_view castling);

// The side to move field.
Result<Player> parse_side(const Field& f);

// The frame around the placement, castling and en passant fields, which each reader
// judges itself: the side to move, four or six fields, the halfmove clock and the
// fullmove number. `en_passant` names what the en passant field holds, for the error
// when the line stops before it.
Result<void> parse_frame(Position& p, const std::vector<Field>& fields, std::size_t text_size, std::string_view en_passant);

// How many pieces of each type a side has.
using Army = std::array<int, kPieceTypes>;
Army army(const Position& p, Player c);

// A side has at most 16 pieces and 8 pawns, and no more promoted pieces than missing
// pawns. Besides refusing armies no game can reach, this bounds the moves of any
// accepted position (see Rules::card.max_moves).
Result<void> check_material(const Army& army, Player c);

// The placement field of a position.
std::string format_placement(const Position& p);

// The editor's step on a FEN line's placement (Rules::put_piece): White's pieces in upper
// case, Black's in lower case (PGN standard 16.1.3.1), unjudged.
Result<std::string> put_piece(std::string_view fen, std::string_view cell, int side, std::string_view letters);

}  // namespace dt::orthodox::fen
