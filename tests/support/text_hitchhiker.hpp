// Hitchhiker Chess seen through its notations only, for the tests: squares by name,
// boards parsed from the one-line position text, moves parsed from their text. Written
// apart from rules/hitchhiker (file and rank arithmetic, no shared tables), so the
// properties check the rules against a second reading of the seed, not against themselves.
#pragma once

#include <array>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace dt::test::hh {

struct Square {
  int file = 0;  // a = 1
  int rank = 0;  // 1..11
  bool operator==(const Square&) const = default;
  auto operator<=>(const Square&) const = default;
};

bool exists(int file, int rank);          // HC-1, e6 included
std::optional<Square> square(std::string_view name);
std::string name(Square s);
bool dark(Square s);                      // HC-1: file + rank even
int ring(Square s);                       // HC-11
std::optional<Square> reflection(Square s);  // HC-7
// At most 8 squares (9 with the a6-i6 link), kept in place: the reference asks for a
// square's neighbours at every candidate move, where a vector's allocation was a good part
// of its time.
struct Neighbours {
  std::array<Square, 9> squares{};
  int count = 0;
  const Square* begin() const { return squares.data(); }
  const Square* end() const { return squares.data() + count; }
  void push_back(Square s) { squares[static_cast<std::size_t>(count++)] = s; }
};
// The 8 (or, orthogonal only, 4) neighbours, the a6-i6 link included (HC-2), the hole e6
// left out.
Neighbours neighbours(Square s, bool orthogonal_only = false);

// A position as text: what stands on each square ('H'/'h' Hitchhikers, '&' both).
struct Board {
  std::map<Square, char> pieces;
  char side = 'w';
  std::optional<Square> just_moved;  // the square of the just-moved Sun
};
Board parse_board(std::string_view position);
std::string format_board(const Board& b);

// HC-1's board is symmetric under the point reflection through e6: rotating it by 180°,
// swapping colours and the side to move gives a position perft cannot tell apart.
std::string rotated(std::string_view position);

// A move's text split by the notation table of specs/rulings/notation.yaml.
struct MoveText {
  enum Kind { Step, Plunge, Rematerialize, Scorch, Detonate, Pass } kind = Pass;
  Square from, to;
  bool capture = false;
  bool kidnap = false;
};
MoveText parse_move(std::string_view text);

}  // namespace dt::test::hh
