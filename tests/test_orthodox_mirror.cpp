// The FEN mirror used by the perft symmetry property, checked on hand-mirrored FENs.
#include <gtest/gtest.h>

#include "support/mirror_fen.hpp"

namespace dt::test {
namespace {

TEST(OrthodoxMirror, InitialPositionMirrorsToItselfWithBlackToMove) {
  EXPECT_EQ(mirror_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1");
}

// Ranks 8..1 read back to front with colours swapped; e3 (behind a white pawn) becomes
// e6 (behind a black one).
TEST(OrthodoxMirror, EnPassantSquareMovesToTheOtherSide) {
  EXPECT_EQ(mirror_fen("rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3"),
            "rnbqkbnr/pppp1ppp/8/3Pp3/8/8/PPP1PPPP/RNBQKBNR w KQkq e6 0 3");
}

// White's K becomes Black's k, Black's q White's Q; FEN order puts Q first.
TEST(OrthodoxMirror, CastlingRightsChangeHandsInFenOrder) {
  EXPECT_EQ(mirror_fen("r3k2r/8/8/8/8/8/8/R3K2R w Kq - 4 9"), "r3k2r/8/8/8/8/8/8/R3K2R b Qk - 4 9");
  EXPECT_EQ(mirror_fen("4k3/8/8/8/8/8/8/4K3 b - - 0 1"), "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
}

}  // namespace
}  // namespace dt::test
