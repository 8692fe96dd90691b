// `deepthought compare --uci` against the real Stockfish from Debian's `stockfish`
// package (the README's set-up installs it): they agree on the six standard positions
// at the deepest depth of each that stays near two million nodes.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "support/run_cli.hpp"
#include "support/standard_positions.hpp"

namespace dt::test {
namespace {

std::string stockfish() {
  for (const char* path : {"/usr/games/stockfish", "/usr/bin/stockfish"})
    if (std::filesystem::exists(path)) return path;
  return {};
}

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

}  // namespace
}  // namespace dt::test
