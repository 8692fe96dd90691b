// Bad input to the command-line tool, one class at a time (wrong FEN,
// unknown variant, unknown option, unknown flag, missing or extra argument, bad depth,
// illegal or malformed move). Each must give exit status 2, nothing on stdout and ONE
// line on stderr naming the argument and what was expected. Columns are counted by
// hand from the FEN written beside them.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "support/refusal.hpp"

namespace {

// 43 characters of placement, so side to move is column 45, castling 47-50, en
// passant 52, halfmove clock 54 and fullmove number 56.
const std::string kStart = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

using dt::test::BadInput;
using dt::test::replaced;

const std::string kHitchhikerStart = "h/s/rcr/ococo/m1m1m1m/4*4/M1M1M1M/OCOCO/RCR/S/H w -";

// The command line of most rows: perft of one ply from `fen`.
std::vector<std::string> perft_fen(const std::string& fen, const std::string& variant = "orthodox") {
  return {"perft", variant, "1", "--fen", fen};
}

const std::vector<BadInput> kBadInputs = {
    // Wrong FEN, field by field.
    {"FenBadPieceLetter", perft_fen(replaced(kStart, "pppppppp", "pppppxpp")),
     {"--fen", "column 15", "expected a piece letter", "'x'"}},
    {"FenSevenRanks", perft_fen(replaced(kStart, "8/8/8/8/", "8/8/8/")),
     {"--fen", "column 1", "expected 8 ranks"}},
    {"FenNineRanks", perft_fen(replaced(kStart, "/RNBQKBNR", "/8/RNBQKBNR")),
     {"--fen", "column 37", "expected 8 ranks"}},
    {"FenRankOfNinePieces", perft_fen(replaced(kStart, "rnbqkbnr/", "rnbqkbnrp/")),
     {"--fen", "column 9", "more than 8 squares"}},
    {"FenRankOfSevenSquares", perft_fen(replaced(kStart, "rnbqkbnr/", "rnbqkbn/")),
     {"--fen", "column 8", "7 squares", "expected 8"}},
    {"FenRankTooLong", perft_fen(replaced(kStart, "/8/8/8/8/", "/8/8/8/9/")),
     {"--fen", "column 25", "expected a piece letter"}},
    {"FenSideToMove", perft_fen(replaced(kStart, " w ", " x ")),
     {"--fen", "column 45", "expected side to move", "'x'"}},
    // The placement alone: the side to move is expected just past its end.
    {"FenSideMissing", perft_fen(kStart.substr(0, 43)), {"--fen", "column 44", "expected side to move"}},
    // FEN separates fields with spaces; a tab is a stray character of the placement.
    {"FenTabBetweenFields", perft_fen(replaced(kStart, " w", "\tw")), {"--fen", "column 44"}},
    {"FenCastling", perft_fen(replaced(kStart, "KQkq", "KQkx")),
     {"--fen", "column 50", "expected castling rights"}},
    {"FenCastlingTwice", perft_fen(replaced(kStart, "KQkq", "KKkq")),
     {"--fen", "column 48", "castling right K given twice"}},
    {"FenEnPassant", perft_fen(replaced(kStart, " - ", " e9 ")),
     {"--fen", "column 52", "expected en passant square", "'e9'"}},
    // e3 would be behind a white pawn that just moved, but it is White's turn.
    {"FenEnPassantOfTheWrongSide", perft_fen(replaced(kStart, " - ", " e3 ")),
     {"--fen", "column 52", "en passant square e3"}},
    {"FenHalfmoveClock", perft_fen(replaced(kStart, " 0 1", " -1 1")),
     {"--fen", "column 54", "expected halfmove clock", "'-1'"}},
    {"FenFullmoveZero", perft_fen(replaced(kStart, " 0 1", " 0 0")),
     {"--fen", "column 56", "expected fullmove number", "'0'"}},
    // The counters are 32-bit: the message names the range, so 4294967296 is not "a positive integer".
    {"FenFullmoveTooLarge", perft_fen(replaced(kStart, " 0 1", " 0 4294967296")),
     {"--fen", "column 56", "an integer from 1 to 4294967295", "'4294967296'"}},
    // Five fields: the fullmove number is missing just past the end (54 characters).
    {"FenFullmoveMissing", perft_fen(replaced(kStart, " 0 1", " 0")),
     {"--fen", "column 55", "expected fullmove number"}},
    {"FenTrailingText", perft_fen(kStart + " extra"),
     {"--fen", "column 58", "unexpected text", "'extra'"}},
    {"FenEmpty", perft_fen(""), {"--fen", "expected a FEN position"}},
    {"FenPawnOnTheLastRank", perft_fen("P3k3/8/8/8/8/8/8/4K3 w - - 0 1"),
     {"--fen", "pawn on rank 1 or 8", "a8"}},
    {"FenNoWhiteKing", perft_fen(replaced(kStart, "RNBQKBNR", "RNBQ1BNR")),
     {"--fen", "expected exactly one white king"}},
    // "4k2R/8/8/8/8/8/8/4K3" is 20 characters: the side to move is column 22. The rook
    // on h8 gives check with White to move.
    {"FenSideNotToMoveInCheck", perft_fen("4k2R/8/8/8/8/8/8/4K3 w - - 0 1"),
     {"--fen", "column 22", "in check"}},
    {"FenCastlingWithoutRook", perft_fen(replaced(kStart, "RNBQKBNR", "RNBQKBN1")),
     {"--fen", "column 47", "castling right K", "rook on h1"}},
    {"FenOnDivide", {"divide", "orthodox", "1", "--fen", "8/8/8/8 w - -"}, {"--fen", "expected 8 ranks"}},
    {"FenOnMoves", {"moves", "orthodox", "--fen", "x"}, {"--fen", "column 1", "expected a piece letter"}},
    {"FenOnPlay", {"play", "orthodox", "--moves", "e2e4", "--fen", "k"}, {"--fen", "expected 8 ranks"}},

    // Unknown variant, on every command that takes one.
    {"VariantUnknownOnPerft", {"perft", "shogi", "1"}, {"unknown variant 'shogi'", "expected one of orthodox"}},
    {"VariantUnknownOnDivide", {"divide", "Orthodox", "1"}, {"unknown variant 'Orthodox'", "expected one of orthodox"}},
    {"VariantUnknownOnMoves", {"moves", "chess"}, {"unknown variant 'chess'", "expected one of orthodox"}},
    {"VariantUnknownOnPlay", {"play", "xiangqi", "--moves", "e2e4"}, {"unknown variant 'xiangqi'", "expected one of"}},
    {"VariantUnknownOnSuite", {"suite", "shogi", "x.epd"}, {"unknown variant 'shogi'", "expected one of orthodox"}},

    // Options: orthodox has none, so every name is unknown; the form is NAME=VALUE.
    {"OptionUnknownName", {"perft", "orthodox", "1", "--option", "castling=chess960"},
     {"--option", "unknown option 'castling'", "expected"}},
    {"OptionWithoutValue", {"perft", "orthodox", "1", "--option", "castling"}, {"--option", "expected NAME=VALUE", "'castling'"}},
    {"OptionEmptyValue", {"moves", "orthodox", "--option", "castling="}, {"--option", "expected NAME=VALUE"}},
    {"OptionEmptyName", {"divide", "orthodox", "1", "--option", "=x"}, {"--option", "expected NAME=VALUE"}},
    {"OptionUnknownOnSuite", {"suite", "orthodox", "x.epd", "--option", "a=b"}, {"--option", "unknown option 'a'"}},

    // Flags.
    {"FlagUnknown", {"perft", "orthodox", "1", "--depth", "3"}, {"unknown flag '--depth'", "expected one of", "--json"}},
    {"FlagOfAnotherCommand", {"divide", "orthodox", "1", "--mpi"}, {"unknown flag '--mpi'", "expected one of", "--fen"}},
    {"FlagSingleDash", {"perft", "orthodox", "1", "-j"}, {"unknown flag '-j'", "expected one of", "--json"}},
    {"FlagOnVariants", {"variants", "--all"}, {"unknown flag '--all'"}},
    {"FlagValueMissing", {"perft", "orthodox", "1", "--fen"}, {"--fen", "expected a value"}},
    {"FlagValueOnSwitch", {"perft", "orthodox", "1", "--json=yes"}, {"--json", "no value"}},
    {"FlagGivenTwice", {"perft", "orthodox", "1", "--moves", "e2e4", "--moves=e7e5"}, {"--moves", "twice"}},

    // Missing and extra arguments.
    {"MissingDepth", {"perft", "orthodox"}, {"missing argument", "perft VARIANT DEPTH"}},
    {"MissingVariant", {"divide"}, {"missing argument", "divide VARIANT DEPTH"}},
    {"MissingVariantOnMoves", {"moves"}, {"missing argument", "moves VARIANT"}},
    {"MissingMovesOnPlay", {"play", "orthodox"}, {"--moves", "missing"}},
    {"MissingSuiteFile", {"suite", "orthodox"}, {"missing argument", "suite VARIANT FILE"}},
    {"ExtraOnPerft", {"perft", "orthodox", "1", "2"}, {"unexpected argument '2'", "perft VARIANT DEPTH"}},
    {"ExtraOnMoves", {"moves", "orthodox", "3"}, {"unexpected argument '3'", "moves VARIANT"}},
    {"ExtraOnVariants", {"variants", "orthodox", "lue"}, {"unexpected argument 'lue'", "variants [VARIANT]"}},
    {"ExtraOnSuite", {"suite", "orthodox", "a.epd", "b.epd"}, {"unexpected argument 'b.epd'"}},
    {"ShortFlagWithoutValue", {"rulebook", "-o"}, {"-o: expected a value"}},
    {"ShortFlagTwice", {"rulebook", "-o", "a", "-o", "b"}, {"-o given twice"}},
    {"UnknownCommand", {"perf", "orthodox", "1"}, {"unknown command 'perf'", "expected one of", "perft"}},
    {"NoCommand", {}, {"expected", "perft"}},

    // Depth: a whole decimal number from 1 to 64.
    {"DepthZero", {"perft", "orthodox", "0"}, {"DEPTH", "expected a depth from 1", "'0'"}},
    {"DepthTooDeep", {"perft", "orthodox", "65"}, {"DEPTH", "expected a depth", "'65'"}},
    {"DepthNegative", {"perft", "orthodox", "-1"}, {"DEPTH", "expected", "'-1'"}},
    {"DepthWord", {"divide", "orthodox", "three"}, {"DEPTH", "expected", "'three'"}},
    {"DepthNumberPrefix", {"perft", "orthodox", "3x"}, {"DEPTH", "expected", "'3x'"}},
    {"DepthLeadingSpace", {"perft", "orthodox", " 3"}, {"DEPTH", "expected", "' 3'"}},
    {"DepthPlusSign", {"perft", "orthodox", "+3"}, {"DEPTH", "expected", "'+3'"}},
    {"DepthEmpty", {"perft", "orthodox", ""}, {"DEPTH", "expected", "''"}},
    {"DepthOverflow", {"perft", "orthodox", "18446744073709551617"}, {"DEPTH", "expected", "'18446744073709551617'"}},
    {"SuiteMaxDepthZero", {"suite", "orthodox", "x.epd", "--max-depth", "0"}, {"--max-depth", "expected", "'0'"}},
    {"SuiteMaxNodesWord", {"suite", "orthodox", "x.epd", "--max-nodes", "many"}, {"--max-nodes", "expected", "'many'"}},

    // Moves: numbered from 1 in the list, malformed or illegal where they are played.
    {"MoveIllegal", {"perft", "orthodox", "1", "--moves", "e2e5"}, {"--moves", "move 1 'e2e5'", "illegal"}},
    {"MoveIllegalLater", {"divide", "orthodox", "1", "--moves", "e2e4,e7e5,e4e5"}, {"--moves", "move 3 'e4e5'", "illegal"}},
    {"MoveOfTheWrongSide", {"moves", "orthodox", "--moves", "e7e5"}, {"--moves", "move 1 'e7e5'", "illegal"}},
    {"MoveMalformed", {"perft", "orthodox", "1", "--moves", "e2e4,e7e5,zz"}, {"--moves", "move 3 'zz'", "expected a move"}},
    {"MoveSan", {"play", "orthodox", "--moves", "e4"}, {"--moves", "move 1 'e4'", "expected a move"}},
    {"MoveUppercasePromotion", {"moves", "orthodox", "--moves", "e7e8Q"}, {"--moves", "'e7e8Q'", "expected a move"}},
    {"MoveOffTheBoard", {"moves", "orthodox", "--moves", "e2e9"}, {"--moves", "'e2e9'", "expected a move"}},
    // Blanks only separate; a comma stands for a move, so one with no move is refused, not skipped.
    {"MoveListEmptyBetweenCommas", {"divide", "orthodox", "2", "--moves", "e2e4,,e7e5"},
     {"--moves", "character 6", "expected a move before this ','"}},
    {"MoveListLeadingComma", {"perft", "orthodox", "1", "--moves", " ,e2e4"}, {"--moves", "character 2", "expected a move"}},
    {"MoveListTrailingComma", {"play", "orthodox", "--moves", "e2e4, e7e5,"},
     {"--moves", "expected a move after the last ','"}},
    {"PerftreeMovesEmptyBetweenCommas", {"divide", "--perftree", "orthodox", "1", kStart, "e2e4,,e7e5"}, {"MOVES", "character 6"}},
    {"MoveAfterCheckmate", {"play", "orthodox", "--moves", "f2f3,e7e5,g2g4,d8h4,a2a3"}, {"--moves", "move 5 'a2a3'", "illegal"}},

    // Text a user pastes can carry a newline (a FEN read from a file, say); the error that
    // quotes it must still be one line, or a caller reading stderr by lines sees two errors.
    {"NewlineAfterFen", perft_fen(kStart + "\n"),
     {"--fen", "column 57", "expected printable ASCII, found a line break"}},
    {"NewlineInVariant", {"perft", "ortho\ndox", "1"}, {"unknown variant", "expected one of orthodox"}},
    {"NewlineAfterDepth", {"perft", "orthodox", "1\n"}, {"DEPTH", "expected"}},
    {"NewlineInOption", {"moves", "orthodox", "--option", "a\nb=c"}, {"--option", "unknown option"}},

    // Hitchhiker Chess. The start placement is 47 characters (rank 11 at column 1, rank 8
    // at 9-13, rank 5 at 27-33, rank 1 at 47), so the side to move is column 49 and the
    // just-moved Sun field column 51.
    {"HitchhikerLetterNotAPiece", perft_fen(replaced(kHitchhikerStart, "ococo", "ocxco"), "hitchhiker"),
     {"--fen", "column 11", "expected a piece letter", "'x'"}},
    {"HitchhikerHoleNotMarked", perft_fen(replaced(kHitchhikerStart, "4*4", "9"), "hitchhiker"),
     {"--fen", "column 23", "expected '*' for the black hole e6"}},
    {"HitchhikerRankTooShort", {"moves", "hitchhiker", "--fen", replaced(kHitchhikerStart, "M1M1M1M", "M1M1M1")},
     {"--fen", "column 33", "rank 5 has 6 squares, expected 7"}},
    {"HitchhikerSideMissing", perft_fen(kHitchhikerStart.substr(0, 47), "hitchhiker"), {"--fen", "column 48", "expected side to move"}},
    {"HitchhikerSideWrong", {"divide", "hitchhiker", "1", "--fen", replaced(kHitchhikerStart, " w ", " W ")},
     {"--fen", "column 49", "expected side to move (w or b), found 'W'"}},
    {"HitchhikerSunFieldNotASun", perft_fen(replaced(kHitchhikerStart, " w -", " w e10x"), "hitchhiker"),
     {"--fen", "column 51", "expected the square of the black Sun", "'e10x'"}},
    {"HitchhikerTooManyColonizers", perft_fen(replaced(kHitchhikerStart, "4*4", "C3*4"), "hitchhiker"),
     {"--fen", "column 1", "more than 3 Colonizers"}},
    {"HitchhikerOptionValue", {"perft", "hitchhiker", "1", "--option", "kidnap=sometimes"},
     {"--option", "option 'kidnap': expected automatic|optional, found 'sometimes'"}},
    {"HitchhikerOptionName", {"perft", "hitchhiker", "1", "--option", "orbit=any"},
     {"--option", "unknown option 'orbit'", "orbit_change, kidnap"}},
    {"HitchhikerMoveMalformed", {"play", "hitchhiker", "--moves", "b5-a6,b7b5"}, {"--moves", "move 2 'b7b5'", "expected a move"}},
    {"HitchhikerMoveIllegal", {"play", "hitchhiker", "--moves", "b5-a6,b7-a6"}, {"--moves", "move 2 'b7-a6'", "illegal move"}},
    {"HitchhikerNoHitchhikerAtAll", {"moves", "hitchhiker", "--fen", "1/1/1C1/5/7/4*4/7/5/3/1/1 w -"},
     {"--fen", "column 1", "expected at least one Hitchhiker"}},
    {"HitchhikerRankOfTheWrongShape", {"moves", "hitchhiker", "--fen", "h/H/C/5/7/4*4/7/5/3/1/1 w -"},
     {"--fen", "column 6", "rank 9 has 1 squares, expected 3"}},
    // After the win (e9-e10 carries the Hitchhiker into e11) Black has no move, not even a pass.
    {"HitchhikerPassAfterTheWin", {"play", "hitchhiker", "--fen", "h/H/1C1/5/7/4*4/7/5/3/1/1 w -", "--moves", "e9-e10,pass"},
     {"--moves", "move 2 'pass'", "illegal move"}},
};

class CliBadInput : public testing::TestWithParam<BadInput> {};

TEST_P(CliBadInput, ExitsTwoWithOneLineNamingTheArgumentAndWhatWasExpected) {
  dt::test::expect_one_line_refusal(dt::test::run_cli(GetParam().argv), GetParam().says);
}

INSTANTIATE_TEST_SUITE_P(Cli, CliBadInput, testing::ValuesIn(kBadInputs), dt::test::bad_input_name);

}  // namespace
