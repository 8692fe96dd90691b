// The command line as a variant designer uses it, run as a process: `check` names every
// error of its files before stopping, suggests the name meant for a mistyped one, shows a
// differing position as the cells that differ; `interpretations --list-moves` names the
// moves two option sets disagree on. The files are tests/data/designer/.
#include <gtest/gtest.h>

#include <regex>
#include <string>
#include <vector>

#include "support/refusal.hpp"
#include "support/run_cli.hpp"
#include "support/run_process.hpp"

namespace dt::test {
namespace {

const std::string kDesigner = std::string(DEEPTHOUGHT_TEST_DATA) + "/designer/";

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> out;
  for (std::size_t at = 0; at < text.size();) {
    const auto end = text.find('\n', at);
    out.push_back(text.substr(at, end - at));
    if (end == std::string::npos) break;
    at = end + 1;
  }
  return out;
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// --- check: every error of a file -------------------------------------------------------

// many-errors.yaml has four errors (a clause id at 4:9, a key at 8:5, a count at 17:18, a
// clause id at 20:13) around one good case; option-mistyped.yaml two (the option's key at
// 6:15 and 11:15). All six are named, file by file in line order, and nothing runs.
TEST(DesignerCli, CheckNamesEveryErrorOfItsFilesBeforeStopping) {
  const Process p = run_binary({"check", kDesigner + "many-errors.yaml", kDesigner + "option-mistyped.yaml", "--root", kSourceRoot});
  EXPECT_TRUE(p.exited);
  EXPECT_EQ(p.status, 2) << p.err;
  EXPECT_EQ(p.out, "") << "nothing runs when a file is malformed";
  const auto lines = lines_of(p.err);
  const std::vector<std::vector<std::string>> expected = {
      {"many-errors.yaml:4:9: expected a clause id of ", "found 'move.captur' (did you mean 'move.capture'?)"},
      {"many-errors.yaml:8:5: unknown key 'expekt' in a case: ", "(did you mean 'expect'?)"},
      {"many-errors.yaml:17:18: perft count: expected a non-negative integer, found '2O'"},
      {"many-errors.yaml:20:13: expected a clause id of ", "found 'move.alternat' (did you mean 'move.alternate'?)"},
      {"option-mistyped.yaml:6:15: unknown option 'kidnp': expected one of orbit_change, kidnap (did you mean 'kidnap'?)"},
      {"option-mistyped.yaml:11:15: option 'kidnap': expected automatic|optional, found 'optinal' (did you mean 'optional'?)"},
  };
  EXPECT_TRUE(p.err.ends_with('\n')) << p.err;
  ASSERT_EQ(lines.size(), expected.size()) << p.err;
  for (std::size_t i = 0; i < expected.size(); ++i) {
    EXPECT_TRUE(lines[i].starts_with("deepthought check: ")) << lines[i];
    for (const auto& part : expected[i]) EXPECT_TRUE(contains(lines[i], part)) << "no '" << part << "' in\n" << lines[i];
  }
}

// --- did you mean ------------------------------------------------------------------------

TEST(DesignerCli, MistypedNamesGetTheNearestKnownOne) {
  const std::vector<std::pair<std::vector<std::string>, std::string>> cases = {
      {{"perft", "hitchhiker", "1", "--option", "kidnp=optional"}, "unknown option 'kidnp': expected one of orbit_change, kidnap (did you mean 'kidnap'?)"},
      {{"perft", "hitchhiker", "1", "--option", "kidnap=optinal"}, "found 'optinal' (did you mean 'optional'?)"},
      {{"perft", "hyperspace", "1", "--option", "jumps=forcd"}, "found 'forcd' (did you mean 'forced'?)"},
      {{"perft", "orthodx", "1"}, "unknown variant 'orthodx': expected one of "},
      {{"perft", "orthodox", "1", "--jsno"}, "unknown flag '--jsno': expected one of "},
      {{"pertf", "orthodox", "1"}, "unknown command 'pertf': expected one of "},
  };
  const std::vector<std::string> meant = {"", "", "", "(did you mean 'orthodox'?)", "(did you mean '--json'?)", "(did you mean 'perft'?)"};
  for (std::size_t i = 0; i < cases.size(); ++i) {
    const Process p = run_binary(cases[i].first);
    EXPECT_TRUE(p.exited);
    std::vector<std::string> says{cases[i].second};
    if (!meant[i].empty()) says.push_back(meant[i]);
    expect_one_line_refusal(p.status, p.out, p.err, says);
  }
}

// A name far from every known one gets no guess: "x" is no typo of "kidnap".
TEST(DesignerCli, NoSuggestionForANameFarFromEveryKnownOne) {
  const Process p = run_binary({"perft", "hitchhiker", "1", "--option", "x=optional"});
  expect_one_line_refusal(p.status, p.out, p.err, {"unknown option 'x'"});
  EXPECT_FALSE(contains(p.err, "did you mean")) << p.err;
}

// --- check: position differs --------------------------------------------------------------

// Each failing case's headline names FILE:LINE:COLUMN of its name; the diff lists the cells
// whose pieces differ and the fields of the text past the board that differ.
TEST(DesignerCli, PositionDiffersListsTheCellsThatDiffer) {
  const Process p = run_binary({"check", kDesigner + "position-differs-orthodox.yaml", "--root", kSourceRoot});
  EXPECT_EQ(p.status, 1) << p.err;
  const auto lines = lines_of(p.out);
  // e2e4 leaves e3 empty and puts the pawn on e4; the rest of the text agrees.
  const auto at = std::find_if(lines.begin(), lines.end(), [](const std::string& l) {
    return l.ends_with("position-differs-orthodox.yaml:5:11: pawn-on-the-wrong-square: position differs");
  });
  ASSERT_NE(at, lines.end()) << p.out;
  ASSERT_GE(lines.end() - at, 3);
  EXPECT_EQ(at[1], "  e3: expected white P, got empty");
  EXPECT_EQ(at[2], "  e4: expected empty, got white P");
  EXPECT_TRUE(at[3].ends_with("side-to-move-wrong: position differs")) << at[3];
  // Only the side to move differs: field 2 of "r3k2r/8/8/8/8/8/4K3/R6R b kq - 1 1".
  EXPECT_TRUE(contains(p.out, "position-differs-orthodox.yaml:10:11: side-to-move-wrong: position differs\n"
                              "  position field 2: expected 'w', got 'b'\n")) << p.out;
  // An expected text the rules refuse (White's K right with the king on e2) is shown whole, with the reason.
  EXPECT_TRUE(contains(p.out, "expected-text-refused: position differs\n"
                              "  expected: r3k2r/8/8/8/8/8/4K3/R6R b KQkq - 1 1\n"
                              "  got: r3k2r/8/8/8/8/8/4K3/R6R b kq - 1 1\n"
                              "  the expected position is refused: ")) << p.out;
  EXPECT_TRUE(p.out.ends_with("0 passed, 3 failed\n")) << p.out;
}

// The same through each variant's own drawing, with no variant named by the harness: a
// Ringworld piece listed by cell (player 1's Dw on e3, not e2) and a Hyperspace knight in
// transit to c3 (HY-2) rather than standing there.
TEST(DesignerCli, PositionDiffersWorksForEveryBoard) {
  const Process ring = run_binary({"check", kDesigner + "position-differs-ringworld.yaml", "--root", kSourceRoot});
  EXPECT_EQ(ring.status, 1) << ring.err;
  EXPECT_TRUE(contains(ring.out, "position-differs-ringworld.yaml:4:11: piece-one-cell-short: position differs\n"
                                 "  e2: expected player 1 Dw, got empty\n"
                                 "  e3: expected empty, got player 1 Dw\n"
                                 "0 passed, 1 failed\n")) << ring.out;
  const Process hyper = run_binary({"check", kDesigner + "position-differs-hyperspace.yaml", "--root", kSourceRoot});
  EXPECT_EQ(hyper.status, 1) << hyper.err;
  EXPECT_TRUE(contains(hyper.out, "knight-landed-at-once: position differs\n"
                                  "  c3: expected white N, got white N in transit\n"
                                  "  missing note: in transit: none\n")) << hyper.out;
  EXPECT_TRUE(contains(hyper.out, "  position fields 7-9: expected nothing, got '| transit: wN>c3:1'\n")) << hyper.out;
}

// --- interpretations --list-moves -----------------------------------------------------------

// White: Ke1, Rh1 with the right K; Black: Ke8. Under castling=off (HY-6) O-O is gone and
// nothing else changes. The other 18 moves: the king's 5 steps and the rook's 13 (g1 and h2
// by a step; d1 to a1 over the king, and h3 to h8, by launches, HY-2): after each, White
// has no castling right left and Black never had one, so both sets agree there.
TEST(DesignerCli, ListMovesNamesTheMovesOfOneSetOnly) {
  const Process p = run_binary({"interpretations", "hyperspace", "2", "--list-moves", "--fen", "4k3/8/8/8/8/8/8/4K2R w K - 0 1"});
  EXPECT_EQ(p.status, 0) << p.err;
  EXPECT_TRUE(contains(p.out, "A: the defaults; B: castling=off\n"
                              "  root: only under A: O-O; only under B: none\n"
                              "  after one move: the 18 positions agree\n")) << p.out;
  const Process json = run_binary({"interpretations", "hyperspace", "2", "--list-moves", "--json", "--fen", "4k3/8/8/8/8/8/8/4K2R w K - 0 1"});
  EXPECT_EQ(json.status, 0) << json.err;
  EXPECT_TRUE(contains(json.out, "{\"option\":\"castling\",\"value\":\"off\",\"root\":{\"moves\":[],\"only_a\":[\"O-O\"],\"only_b\":[]},"
                                 "\"after_one_move\":[],\"agreeing_after_one_move\":18,\"below\":null,\"searched_below\":false}"))
      << json.out;
}

// The bishop on f1 blocks O-O: the root and the 23 positions after one move (king 4, rook
// 12, bishop 7) agree under castling=off. Two moves deep, once the bishop has left f1 and
// Black's king has stepped, O-O is legal under the defaults only: the first difference.
TEST(DesignerCli, ListMovesFindsTheFirstDifferenceBelow) {
  const Process p = run_binary({"interpretations", "hyperspace", "3", "--list-moves", "--fen", "4k3/8/8/8/8/8/8/4KB1R w K - 0 1"});
  EXPECT_EQ(p.status, 0) << p.err;
  const std::regex block("A: the defaults; B: castling=off\n"
                         "  root: the same moves\n"
                         "  after one move: the 23 positions agree\n"
                         "  below: first after f1-[a-h][1-8] e8-[a-h][1-8]: only under A: O-O; only under B: none\n");
  EXPECT_TRUE(std::regex_search(p.out, block)) << p.out;
  // drop_check=off (HY-9): no piece of White's is ever due on a square Black's king stands
  // on or steps to (d8 to f7), and Black has none in transit, within two moves.
  EXPECT_TRUE(contains(p.out, "A: the defaults; B: drop_check=off\n  root: the same moves\n  after one move: the 23 positions agree\n"
                              "  below: no difference within 2 moves\n")) << p.out;
}

// Without the flag the output is the perft table, as before.
TEST(DesignerCli, InterpretationsWithoutTheFlagPrintsTheTable) {
  const Process p = run_binary({"interpretations", "orthodox", "1"});
  EXPECT_EQ(p.out, "| option | value | perft 1 | differs from the defaults |\n|---|---|---:|---|\n"
                   "| (defaults) |  | 20 |  |\n\northodox has no options: each of its rulings is fixed.\n");
}

}  // namespace
}  // namespace dt::test
