// A slow reference for Hyperspace Chess, written from the rulings (HY-1 ... HY-16, CO-3,
// the "Move notation" table) and /work/hyperspace-brief.md, apart from rules/hyperspace,
// so that the two implementations check each other (style.md, "Two generators, not one").
// It shares no code with the fast rules: it reads the position TEXT (FEN, then
// ` | transit: wN>f3:1 ...`) into a 64-square mailbox and a list of entries, walks
// directions square by square, plays every candidate move out on a copy (move, the
// mover's due drops, all explosions at once) and keeps it when the mover's king is not
// left on the board in check. Only text crosses the boundary.
//
// Under jumps=off the variant is orthodox chess (OR-1) written in this notation: the
// moves and positions are the orthodox reference's, each UCI move rewritten here.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "support/reference.hpp"

namespace dt::test {

// One piece in transit (HY-12): 'w'/'b', the upper-case piece letter, the destination
// (0 = a1, 1 = b1, ..., 63 = h8) and the owner's turns left before it drops (HY-13).
struct ReferenceEntry {
  char owner;
  char piece;
  int square;
  int turns;

  bool operator==(const ReferenceEntry&) const = default;
};

// A position as its text says it: no check of legality beyond what reading needs.
struct ReferencePosition {
  std::array<char, 64> board{};  // FEN letters (upper case white), '.' for empty; a1 = 0
  char side = 'w';
  std::string castling;  // subset of "KQkq" in that order, "" for none
  std::uint64_t halfmove = 0, fullmove = 1;  // both stop at 4294967295, the largest the reader takes
  std::vector<ReferenceEntry> transit;  // in the order read or produced
};

ReferencePosition reference_read(std::string_view text);
// FEN, then ` | transit:` and the entries in canonical order (White first, then by turns
// left, square a1..h8, piece PNBRQK); plain FEN when nothing is in transit.
std::string reference_write(const ReferencePosition& p);
std::string reference_square_name(int square);
std::string reference_entry_text(const ReferenceEntry& e);  // "wN>f3:1"

// `options` below are resolved (every option of the variant with its value, HY-6
// castling, HY-9 drop_check, HY-11 jumps).

// HY-9 with the options' reading: `colour`'s king is on the board and the other side
// could remove it on its next turn.
bool reference_in_check(const ReferencePosition& p, char colour, const OptionValues& options);

// support/reference.hpp's question, the moves in the rulings' notation (`e2-e3`, `d4xe5`,
// `g1-f3^`, `O-O`, `e7-e8=Q`, `.../a8=N`, one `/square=X` per placed pawn by file,
// `.../a8=Q/h8=N`), for a position the project's reader accepted. None once a king is
// neither on the board nor in transit (HY-10, CO-1).
ReferenceMoves reference_hyperspace(std::string_view position, const OptionValues& options,
                                  ReferenceWrites writes = ReferenceWrites::Positions);

// One whole turn (HY-4): the move, then the mover's due drops, then all explosions at
// once, counters, castling rights, the count-down of the mover's entries.
struct ReferenceTurn {
  std::string position;                 // the text after the turn
  std::array<char, 64> after_move{};    // the board after the move, before any drop
  std::array<char, 64> after_turn{};    // the board after the turn
  int removed = 0;           // pieces that left the game: captured, dropped into a collision or
                             // onto their own side, or on a square that exploded
  std::vector<int> centres;  // explosion centres, ascending
  std::vector<int> drops;    // destinations of the mover's entries that dropped (with repeats)
};

// Plays `move` (in notation, assumed legal) in `position`. Throws std::invalid_argument
// for a text that cannot be played at all (no piece of the mover on its origin, a
// promotion suffix where no pawn is placed on its last rank, or none where one is,
// suffixes out of file order).
ReferenceTurn reference_hyperspace_turn(std::string_view position, std::string_view move, const OptionValues& options);

}  // namespace dt::test
