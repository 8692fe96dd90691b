// `deepthought compare --uci` against the real Stockfish and Fairy-Stockfish from Debian's
// `stockfish` and `fairy-stockfish` packages (`make` installs them: docs/building.md): they
// agree on the six standard positions at the deepest depth of each that stays near two
// million nodes, and a variant they do not offer is refused before they see a position.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <utility>

#include "support/run_cli.hpp"
#include "support/standard_positions.hpp"

namespace dt::test {
namespace {

std::string installed(const std::string& name) {
  for (const std::string folder : {"/usr/games/", "/usr/bin/"})
    if (std::filesystem::exists(folder + name)) return folder + name;
  return {};
}

std::string stockfish() { return installed("stockfish"); }

TEST(CompareStockfish, AgreesOnTheSixStandardPositions) {
  const std::string engine = stockfish();
  ASSERT_FALSE(engine.empty()) << "Debian's stockfish is not installed (make test installs it as root)";
  for (const auto& p : standard_positions()) {
    const std::string depth = std::to_string(p.perft.size());
    const auto r = run_cli({"compare", "orthodox", depth, "--fen", std::string(p.fen), "--uci", engine});
    EXPECT_EQ(r.status, 0) << p.name << ": " << r.out << r.err;
    EXPECT_NE(r.out.find("= " + std::to_string(p.perft.back()) + " over " + std::to_string(p.perft.front())),
              std::string::npos)
        << p.name << ": " << r.out;
  }
}

// The moves given with --moves reach the UCI engine as `position fen ... moves ...`.
// After 1.e4 e5 White has 29 moves: pawns a-d and f-h one or two steps (14; e4 is
// blocked), knights a3 c3 e2 f3 h3 (5), bishop e2 d3 c4 b5 a6 (5), queen e2 f3 g4 h5 (4),
// king e2 (1).
TEST(CompareStockfish, GivesTheEngineTheMovesPlayedFirst) {
  const std::string engine = stockfish();
  ASSERT_FALSE(engine.empty()) << "Debian's stockfish is not installed (make test installs it as root)";
  const auto r = run_cli({"compare", "orthodox", "1", "--moves", "e2e4,e7e5", "--uci", engine});
  EXPECT_EQ(r.status, 0) << r.out << r.err;
  EXPECT_EQ(r.out, "deepthought and the engine agree: perft 1 = 29 over 29 moves\n");
}

// Stockfish was given Hitchhiker's position and crashed (signal 11), and the message blamed
// it. The handshake shows it plays chess only (no UCI_Variant option).
TEST(CompareStockfish, RefusesAVariantStockfishDoesNotOffer) {
  const std::string engine = stockfish();
  ASSERT_FALSE(engine.empty()) << "Debian's stockfish is not installed (make test installs it as root)";
  const auto r = run_cli({"compare", "hitchhiker", "3", "--uci", engine});
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err, "deepthought compare: --uci '" + engine +
                       "': the engine does not offer the variant hitchhiker (it has no UCI_Variant option, so it plays "
                       "chess only)\n");
}

// Options reach the engine: one it offers is taken, one it lacks is refused by name.
TEST(CompareStockfish, SetsTheOptionsItOffers) {
  const std::string engine = stockfish();
  ASSERT_FALSE(engine.empty()) << "Debian's stockfish is not installed (make test installs it as root)";
  const auto r = run_cli({"compare", "orthodox", "2", "--uci", engine, "--uci-option", "Threads=1", "--uci-option",
                          "Debug Log File=/dev/null"});
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out, "deepthought and the engine agree: perft 2 = 400 over 20 moves\n");
  const auto e = run_cli({"compare", "orthodox", "1", "--uci", engine, "--uci-option", "UCI_Variant_Typo=chess"});
  EXPECT_EQ(e.status, 2);
  EXPECT_EQ(e.err, "deepthought compare: --uci '" + engine + "': the engine offers no option 'UCI_Variant_Typo'\n");
}

// Fairy-Stockfish plays many games, selected by UCI_Variant: orthodox chess is `chess`
// (Kiwipete at depth 3: 97862 over 48 moves), and it offers none of the five others.
TEST(CompareFairyStockfish, AgreesOnOrthodoxChessAndRefusesTheOtherVariants) {
  const std::string engine = installed("fairy-stockfish");
  ASSERT_FALSE(engine.empty()) << "Debian's fairy-stockfish is not installed (make test installs it as root)";
  const auto r = run_cli({"compare", "orthodox", "3", "--fen",
                          "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", "--uci", engine});
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out, "deepthought and the engine agree: perft 3 = 97862 over 48 moves\n");
  const auto e = run_cli({"compare", "lue", "1", "--uci", engine});
  EXPECT_EQ(e.status, 2) << e.out;
  EXPECT_EQ(e.err, "deepthought compare: --uci '" + engine +
                       "': the engine does not offer the variant lue (none of its UCI_Variant values is known to be "
                       "that game)\n");
}

// The suite runner over real engines, through the whole handshake: two published counts
// (each count starts the engine anew, so the test keeps to two).
TEST(SuiteStockfish, PublishedCountsPassAgainstBothEngines) {
  const std::string suites = std::string(DEEPTHOUGHT_TEST_DATA) + "/suites/";
  for (const std::string name : {"stockfish", "fairy-stockfish"}) {
    const std::string engine = installed(name);
    ASSERT_FALSE(engine.empty()) << "Debian's " << name << " is not installed (make test installs it as root)";
    const auto r = run_cli({"suite", "orthodox", suites + "wrong_count.perft", "--uci", engine, "--max-depth", "2",
                            "--quiet"});
    EXPECT_EQ(r.status, 0) << name << ": " << r.out << r.err;
    EXPECT_EQ(r.out, "suite " + suites + "wrong_count.perft: 2 passed, 0 failed, 1 skipped\n") << name;
  }
}

// Chess960 through UCI_Chess960, which both engines advertise: the move names compared
// one by one, so castling written king-takes-rook (FR-2) must match theirs. Position 0
// of the Chess Programming Wiki's "Chess960 Perft Results" (Shredder-FEN; 528 at depth
// 2) and python-chess's tricky.perft xfen-04 (X-FEN; the b1 rook shields c1 from the a1
// queen, FR-1; 628). Skipped where the engine is not installed.
TEST(CompareChess960, AgreesWithBothEnginesUnderUciChess960) {
  for (const std::string name : {"stockfish", "fairy-stockfish"}) {
    const std::string engine = installed(name);
    if (engine.empty()) GTEST_SKIP() << "Debian's " << name << " is not installed";
    for (const auto& [fen, line] :
         {std::pair<std::string, std::string>{"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 0 1",
                                              "perft 2 = 528 over 21 moves"},
          {"4r3/3k4/8/8/8/8/6PP/qR1K1R2 w KQ - 0 1", "perft 2 = 628 over 19 moves"}}) {
      const auto r = run_cli({"compare", "chess960", "2", "--fen", fen, "--uci", engine});
      EXPECT_EQ(r.status, 0) << name << ": " << r.out << r.err;
      EXPECT_EQ(r.out, "deepthought and the engine agree: " + line + "\n") << name << " " << fen;
    }
  }
}

}  // namespace
}  // namespace dt::test
