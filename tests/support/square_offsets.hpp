// The moves of the orthodox pieces as file/rank offsets on an 8x8 mailbox, for the
// reference generators (written apart from the bitboard code they check).
#pragma once

namespace dt::test {

struct Offset {
  int file, rank;
};

inline constexpr Offset kKnightLeaps[] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
inline constexpr Offset kRookLines[] = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};
inline constexpr Offset kBishopLines[] = {{1, 1}, {1, -1}, {-1, -1}, {-1, 1}};
inline constexpr Offset kAllLines[] = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}, {1, 1}, {1, -1}, {-1, -1}, {-1, 1}};

}  // namespace dt::test
