// FEN reading and writing (specs/orthodox.yaml fen.*, position.*). Columns are 1-based
// character positions in the text; each was counted by hand on the FEN beside it
// ("4k3/" is 4 characters, each "8/" 2, so rank 1 of "4k3/8/8/8/8/8/8/..." starts at 17).
// The phrases are the ones the spec promises in its clauses.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <string_view>

#include "orthodox/orthodox.hpp"
#include "support/standard_positions.hpp"

namespace dt::orthodox {
namespace {

struct FenError {
  std::string_view name;
  std::string_view fen;
  int column;
  std::string_view phrase;
};

class OrthodoxFenError : public ::testing::TestWithParam<FenError> {};

TEST_P(OrthodoxFenError, IsRefusedAtItsColumn) {
  const auto& c = GetParam();
  const auto r = Rules{}.parse_position(c.fen);
  ASSERT_FALSE(r.ok()) << c.fen;
  EXPECT_EQ(r.error().column, c.column) << r.error().message();
  EXPECT_NE(r.error().what.find(c.phrase), std::string::npos) << r.error().message();
}

constexpr FenError kFenErrors[] = {
    {"Nothing", "", 0, "expected a FEN position"},
    {"BadPieceLetter", "4k3/8/8/8/8/8/8/4K2X w - - 0 1", 20, "expected a piece letter"},  // 4 K 2 X: 17-20
    {"DigitRunsPastTheEdge", "4k4/8/8/8/8/8/8/4K3 w - - 0 1", 3, "rank 8 has more than 8 squares"},
    {"PieceAfterTheEdge", "4k3p/8/8/8/8/8/8/4K3 w - - 0 1", 4, "rank 8 has more than 8 squares"},
    {"TwoDigitsInARow", "4k3/8/8/8/8/8/8/44 w - - 0 1", 18, "after a digit"},                // 4k3/ ... /4 then 4 at 18
    {"RankTooShort", "4k2/8/8/8/8/8/8/4K3 w - - 0 1", 4, "rank 8 has 7 squares"},           // at its '/'
    {"LastRankTooShort", "4k3/8/8/8/8/8/8/4K2 w - - 0 1", 19, "rank 1 has 7 squares"},      // its last character
    {"SevenRanks", "4k3/8/8/8/8/8/4K3 w - - 0 1", 1, "expected 8 ranks"},
    {"NineRanks", "4k3/8/8/8/8/8/8/8/4K3 w - - 0 1", 18, "expected 8 ranks"},              // the eighth '/'
    {"MissingSide", "4k3/8/8/8/8/8/8/4K3", 20, "expected side to move"},                    // just past the end
    {"InvalidSide", "4k3/8/8/8/8/8/8/4K3 x - - 0 1", 21, "expected side to move"},
    {"MissingCastling", "4k3/8/8/8/8/8/8/4K3 w", 22, "expected castling rights"},
    {"InvalidCastlingLetter", "4k3/8/8/8/8/8/8/4K3 w X - 0 1", 23, "expected castling rights"},
    {"DuplicatedCastlingLetter", "r3k2r/8/8/8/8/8/8/R3K2R w KKq - 0 1", 28, "castling right K given twice"},
    {"CastlingWithoutTheRook", "4k3/8/8/8/8/8/8/R3K2R w KQq - 0 1", 27, "castling right q"},
    {"CastlingWithoutTheKingHome", "4k3/8/8/8/8/8/8/R2K3R w Q - 0 1", 25, "castling right Q"},
    {"MissingEnPassant", "4k3/8/8/8/8/8/8/4K3 w -", 24, "expected en passant square"},
    {"InvalidEnPassantSquare", "4k3/8/8/8/8/8/8/4K3 w - e9 0 1", 25, "expected en passant square"},
    {"EnPassantWithoutPawn", "4k3/8/8/8/8/8/8/4K3 w - e6 0 1", 25, "en passant square"},
    {"EnPassantOnTheWrongRank", "4k3/8/8/4p3/8/8/8/4K3 w - e4 0 1", 27, "en passant square"},  // "4p3" is 2 longer than "8"
    {"EnPassantForTheSideToMove", "4k3/8/8/8/4P3/8/8/4K3 w - e3 0 1", 27, "en passant square"},
    {"EnPassantSquareOccupied", "4k3/8/4n3/4p3/8/8/8/4K3 w - e6 0 1", 29, "en passant square"},
    {"EnPassantOriginOccupied", "4k3/4n3/8/4p3/8/8/8/4K3 w - e6 0 1", 29, "en passant square"},
    {"MissingFullmove", "4k3/8/8/8/8/8/8/4K3 w - - 0", 28, "expected fullmove number"},
    {"NonNumericHalfmove", "4k3/8/8/8/8/8/8/4K3 w - - x 1", 27, "expected halfmove clock"},
    {"NegativeHalfmove", "4k3/8/8/8/8/8/8/4K3 w - - -1 1", 27, "expected halfmove clock"},
    {"NonNumericFullmove", "4k3/8/8/8/8/8/8/4K3 w - - 0 one", 29, "expected fullmove number"},
    {"ZeroFullmove", "4k3/8/8/8/8/8/8/4K3 w - - 0 0", 29, "expected fullmove number"},
    {"ExtraText", "4k3/8/8/8/8/8/8/4K3 w - - 0 1 extra", 31, "unexpected text"},
    {"TwoWhiteKings", "4k3/8/8/8/8/8/8/3KK3 w - - 0 1", 1, "exactly one white king"},
    {"NoBlackKing", "8/8/8/8/8/8/8/4K3 w - - 0 1", 1, "exactly one black king"},
    {"PawnOnRank8", "4k2P/8/8/8/8/8/8/4K3 w - - 0 1", 1, "pawn on rank 1 or 8"},
    {"PawnOnRank1", "4k3/8/8/8/8/8/8/p3K3 b - - 0 1", 1, "pawn on rank 1 or 8"},
    // The rook on e1 sees e8 down the empty e-file, with White to move: Black's last move
    // would have left its own king in check. The column is the side field's.
    {"SideNotToMoveInCheck", "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1", 23, "side not to move is in check"},
};

INSTANTIATE_TEST_SUITE_P(Orthodox, OrthodoxFenError, ::testing::ValuesIn(kFenErrors),
                         [](const auto& test) { return std::string(test.param.name); });

std::string round_trip(std::string_view fen) {
  const Rules rules;
  const auto p = rules.parse_position(fen);
  EXPECT_TRUE(p.ok()) << fen << ": " << p.error().message();
  return p.ok() ? rules.format_position(*p) : "";
}

TEST(OrthodoxFen, StandardPositionsPrintBackAsGiven) {
  for (const auto& s : test::standard_positions()) {
    // Three of the published FENs stop after the en passant field (see below).
    const std::string full = std::count(s.fen.begin(), s.fen.end(), ' ') == 3 ? std::string(s.fen) + " 0 1" : std::string(s.fen);
    EXPECT_EQ(round_trip(s.fen), full) << s.name;
  }
}

TEST(OrthodoxFen, FourFieldsGetCountersZeroAndOne) {
  EXPECT_EQ(round_trip("r3k2r/8/8/8/8/8/8/R3K2R b Kq -"), "r3k2r/8/8/8/8/8/8/R3K2R b Kq - 0 1");
}

TEST(OrthodoxFen, CountersAndRightSubsetsAreKept) {
  for (const std::string_view fen : {"r3k2r/8/8/8/8/8/8/R3K2R w Qk - 37 112", "r3k2r/8/8/8/8/8/8/R3K2R b - - 99 1",
                                     "4k3/8/8/8/8/8/8/4K3 b - - 0 65535", "4k3/8/8/8/8/8/8/4K3 b - - 65536 65536",
                                     "4k3/8/8/8/8/8/8/4K3 b - - 4294967295 4294967295"})
    EXPECT_EQ(round_trip(fen), fen);
}

// fen.en-passant-field: the square is kept only when a pawn of the side to move stands
// beside the pawn that double-stepped. After 1. e4 no black pawn is on d4 or f4.
TEST(OrthodoxFen, EnPassantSquareWithoutACapturerPrintsAsDash) {
  EXPECT_EQ(round_trip("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"),
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
}

// The black pawn on d4 could take e4 en passant on e3.
TEST(OrthodoxFen, EnPassantSquareWithACapturerIsKept) {
  const std::string_view fen = "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3";
  EXPECT_EQ(round_trip(fen), fen);
  EXPECT_EQ(Rules{}.parse_position(fen)->en_passant, make_square(4, 2));
}

// "Pins ignored": b5 stands beside c5 and keeps c6, though taking there would leave the
// white king on a5 open to the rook on h5 along rank 5.
TEST(OrthodoxFen, EnPassantSquareIsKeptWhenTheCaptureWouldBeIllegal) {
  const std::string_view fen = "4k3/8/8/KPp4r/8/8/8/8 w - c6 0 2";
  EXPECT_EQ(round_trip(fen), fen);
}

TEST(OrthodoxFen, StartPositionIsTheStandardOne) {
  EXPECT_EQ(Rules{}.format_position(Rules{}.start()), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
}

}  // namespace
}  // namespace dt::orthodox
