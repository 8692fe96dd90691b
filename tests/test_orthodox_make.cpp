// Making moves, seen through the FEN that follows (specs/orthodox.yaml fen.*, castling.*,
// en-passant.*). Every expected FEN was written out by hand from the moves.
#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

#include "face/erased.hpp"

namespace dt {
namespace {

std::string after(std::string_view fen, const std::vector<std::string_view>& moves) {
  auto loaded = find_variant("orthodox")->load(fen, {});
  EXPECT_TRUE(loaded.ok()) << fen;
  if (!loaded.ok()) return "";
  for (const auto m : moves) EXPECT_TRUE((*loaded)->play(m).ok()) << m;
  return (*loaded)->position();
}

constexpr std::string_view kStart = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
constexpr std::string_view kCastles = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 3 10";

// fen.halfmove-clock, fen.fullmove-number: a knight move counts one ply; the fullmove
// number grows after Black's move only.
TEST(OrthodoxMake, QuietMoveCountsAPly) {
  EXPECT_EQ(after(kStart, {"g1f3"}), "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1");
  EXPECT_EQ(after(kStart, {"g1f3", "g8f6"}), "rnbqkb1r/pppppppp/5n2/8/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 2 2");
}

// fen.en-passant-field: after 1. e4 no black pawn stands on d4 or f4.
TEST(OrthodoxMake, DoubleStepWithoutACapturerLeavesNoEnPassantSquare) {
  EXPECT_EQ(after(kStart, {"e2e4"}), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
}

// 1. e4 d5 2. e5 f5: the white pawn on e5 stands beside f5, so f6 is recorded; taking
// there removes the f5 pawn and resets the clock.
TEST(OrthodoxMake, EnPassantSquareIsRecordedAndTaken) {
  const std::vector<std::string_view> moves = {"e2e4", "d7d5", "e4e5", "f7f5"};
  EXPECT_EQ(after(kStart, moves), "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3");
  EXPECT_EQ(after(kStart, {"e2e4", "d7d5", "e4e5", "f7f5", "e5f6"}),
            "rnbqkbnr/ppp1p1pp/5P2/3p4/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3");
}

// castling.move: the rook crosses to the king's other side; castling is no pawn move or
// capture, so the clock goes on; each side's castling ends its own rights only.
TEST(OrthodoxMake, CastlingMovesTheRookAndEndsThatSidesRights) {
  EXPECT_EQ(after(kCastles, {"e1g1"}), "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 4 10");
  EXPECT_EQ(after(kCastles, {"e1g1", "e8c8"}), "2kr3r/8/8/8/8/8/8/R4RK1 w - - 5 11");
}

// castling.rights-rook-moved, castling.rights-rook-captured: Ra1xa8 ends White's Q
// (the rook left a1) and Black's q (its rook was taken at home).
TEST(OrthodoxMake, RookLeavingOrTakenAtHomeEndsItsRight) {
  EXPECT_EQ(after("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 3 10", {"a1a8"}), "R3k2r/8/8/8/8/8/8/4K2R b Kk - 0 10");
}

// castling.rights-king-moved: a king step ends both of its side's rights, even stepping back.
TEST(OrthodoxMake, KingStepEndsBothRights) {
  EXPECT_EQ(after(kCastles, {"e1f1", "e8f8", "f1e1", "f8e8"}), "r3k2r/8/8/8/8/8/8/R3K2R w - - 7 12");
}

TEST(OrthodoxMake, PromotionWithCaptureReplacesThePawn) {
  EXPECT_EQ(after("n3k3/1P6/8/8/8/8/8/4K3 w - - 7 40", {"b7a8n"}), "N3k3/8/8/8/8/8/8/4K3 b - - 0 40");
}

}  // namespace
}  // namespace dt
