// The 8x8 mailbox of the reference generators (written apart from the bitboard code they
// check): the pieces' moves as file/rank offsets, and the FEN placement field read square
// by square (also Outer Space's 5x8 one).
#pragma once

#include <cctype>
#include <string>
#include <string_view>

namespace dt::test {

struct Offset {
  int file, rank;
};

inline constexpr Offset kKnightLeaps[] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
inline constexpr Offset kRookLines[] = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};
inline constexpr Offset kBishopLines[] = {{1, 1}, {1, -1}, {-1, -1}, {-1, 1}};
inline constexpr Offset kAllLines[] = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}, {1, 1}, {1, -1}, {-1, -1}, {-1, 1}};

// Calls put(file, rank, letter) for every piece of a FEN placement field of eight ranks,
// of any width (files and ranks from 0: a1 is 0, 0).
template <class Put>
void for_each_placed(std::string_view placement, Put put) {
  int file = 0, rank = 7;
  for (const char c : placement) {
    if (c == '/') {
      --rank;
      file = 0;
    } else if (std::isdigit(static_cast<unsigned char>(c))) {
      file += c - '0';
    } else {
      put(file++, rank, c);
    }
  }
}

// The FEN placement field of a mailbox: at(file, rank) gives a piece letter or '.'.
template <class At>
std::string placement_text(At at) {
  std::string out;
  for (int rank = 7; rank >= 0; --rank) {
    int empty = 0;
    for (int file = 0; file < 8; ++file) {
      const char c = at(file, rank);
      if (c == '.') {
        ++empty;
        continue;
      }
      if (empty) out += static_cast<char>('0' + empty);
      empty = 0;
      out += c;
    }
    if (empty) out += static_cast<char>('0' + empty);
    if (rank) out += '/';
  }
  return out;
}

}  // namespace dt::test
