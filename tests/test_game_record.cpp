// `deepthought record` and the replay of game records by `check`: a record replays
// cleanly, is reproducible from its seed, and any change of the legal moves or the
// position at a ply is reported at that ply with the moves that vanished or appeared.
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "face/erased.hpp"
#include "support/run_cli.hpp"
#include "support/temp_file.hpp"

namespace dt::test {
namespace {

std::string recorded(const std::vector<std::string>& argv) {
  const auto r = run_cli(argv);
  EXPECT_EQ(r.status, 0) << r.err;
  return r.out;
}

std::string replaced(std::string text, const std::string& from, const std::string& to) {
  const auto at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  if (at != std::string::npos) text.replace(at, from.size(), to);
  return text;
}

// Every registered variant, drawn from the registry so that a new one is covered too.
TEST(GameRecord, ReplaysCleanlyInEveryVariant) {
  for (const Variant* v : variants()) {
    const std::string variant(v->name());
    const TempFile file(recorded({"record", variant, "--seed", "11", "--plies", "30"}));
    const auto r = run_cli({"check", "--root", kSourceRoot, file.path()});
    EXPECT_EQ(r.status, 0) << variant << ": " << r.out << r.err;
    EXPECT_EQ(r.out, kSourceRootLine + "1 passed, 0 failed\n") << variant;
  }
}

TEST(GameRecord, IsReproducibleFromItsSeed) {
  const auto a = recorded({"record", "hyperspace", "--seed", "5", "--plies", "12"});
  EXPECT_EQ(a, recorded({"record", "hyperspace", "--seed", "5", "--plies", "12"}));
  EXPECT_NE(a, recorded({"record", "hyperspace", "--seed", "6", "--plies", "12"}));
  EXPECT_NE(a.find("#   deepthought record hyperspace --seed 5 --plies 12\n"), std::string::npos);
}

// The start position of orthodox chess: 20 moves at ply 0. A record that claims a 21st move
// (a2a5, impossible) makes the replay report it vanished at ply 0; one missing a move it
// has (a2a3) reports that move appeared.
TEST(GameRecord, ReportsTheFirstPlyWhoseMovesChanged) {
  const auto text = recorded({"record", "orthodox", "--seed", "2", "--plies", "3"});
  {
    const TempFile file(replaced(replaced(text, "count: 20", "count: 21"), "[\"a2a3\",", "[\"a2a3\", \"a2a5\","));
    const auto r = run_cli({"check", "--root", kSourceRoot, file.path()});
    EXPECT_EQ(r.status, 1) << r.err;
    EXPECT_NE(r.out.find("game-seed-2: ply 0 (after (none)): the legal moves changed\n  vanished: a2a5\n  appeared: (none)\n"),
              std::string::npos)
        << r.out;
  }
  {
    const TempFile file(replaced(replaced(text, "count: 20", "count: 19"), "[\"a2a3\", ", "["));
    const auto r = run_cli({"check", "--root", kSourceRoot, file.path()});
    EXPECT_EQ(r.status, 1);
    EXPECT_NE(r.out.find("  vanished: (none)\n  appeared: a2a3\n"), std::string::npos) << r.out;
  }
}

TEST(GameRecord, ReportsAChangedPosition) {
  const auto text = recorded({"record", "orthodox", "--seed", "2", "--plies", "3"});
  const TempFile file(replaced(text, "RNBQKBNR w KQkq - 0 1", "RNBQKBNR w KQk - 0 1"));
  const auto r = run_cli({"check", "--root", kSourceRoot, file.path()});
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.out.find("ply 0 (after (none)): the position changed\n  expected: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQk - 0 1\n"),
            std::string::npos)
      << r.out;
}

// Stalemate (Black's king a8 against the queen b6, White's king a1): no legal move, so
// the record is the one ply, without a move.
TEST(GameRecord, StopsWhenNoMoveIsLegal) {
  const auto text = recorded({"record", "orthodox", "--seed", "1", "--plies", "10", "--fen", "k7/8/1Q6/8/8/8/8/K7 b - - 0 1"});
  EXPECT_NE(text.find("    position: \"k7/8/1Q6/8/8/8/8/K7 b - - 0 1\"\n"), std::string::npos) << text;
  EXPECT_NE(text.find("          count: 0\n          legal: []\n"), std::string::npos) << text;
  EXPECT_EQ(text.find("play:"), std::string::npos) << text;
  const TempFile file(text);
  EXPECT_EQ(run_cli({"check", "--root", kSourceRoot, file.path()}).status, 0);
}

TEST(GameRecord, MalformedRecordsAreRefusedWithTheirPlace) {
  const auto text = recorded({"record", "orthodox", "--seed", "2", "--plies", "1"});
  const auto refused = [](const std::string& bad, const std::string& says) {
    const TempFile file(bad);
    const auto r = run_cli({"check", "--root", kSourceRoot, file.path()});
    EXPECT_EQ(r.status, 2) << says;
    EXPECT_NE(r.err.find(says), std::string::npos) << r.err;
  };
  refused(replaced(text, "count: 20", "count: 2"), ":15:18: count: expected 20, the number of moves in legal");
  const auto first_play = text.substr(text.find("play: \""), text.find('\n', text.find("play: \"")) - text.find("play: \""));
  refused(replaced(text, first_play, "play: \"e2e5\""), "play: expected one of the ply's legal moves, found 'e2e5'");
  refused(replaced(text, "          " + first_play + "\n", ""), "expected key 'play' in a ply");
  refused(text + "          play: \"a2a3\"\n", "play: expected none on the last ply");
  refused(replaced(text, "    record:\n", "    recorded:\n"), "unknown key 'recorded'");
}

TEST(GameRecord, RefusesBadArguments) {
  EXPECT_NE(run_cli({"record", "orthodox", "--plies", "3"}).err.find("missing --seed S"), std::string::npos);
  EXPECT_NE(run_cli({"record", "orthodox", "--seed", "3"}).err.find("missing --plies N"), std::string::npos);
  EXPECT_NE(run_cli({"record", "orthodox", "--seed", "x", "--plies", "3"}).err.find("--seed: expected a non-negative integer"),
            std::string::npos);
  EXPECT_NE(run_cli({"record", "orthodox", "--seed", "1", "--plies", "10001"}).err.find("--plies: expected at most 10000"),
            std::string::npos);
  EXPECT_NE(run_cli({"record", "orthodox", "--seed", "1", "--plies", "3", "--option", "x=y"}).err.find("--option"),
            std::string::npos);
}

}  // namespace
}  // namespace dt::test
