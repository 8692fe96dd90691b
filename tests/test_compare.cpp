// `deepthought compare` against small fake engines (tests/engines/*.sh): one that agrees,
// one that lacks a kind of move everywhere in the tree, and ones that fail in each way an
// engine can (crash, hang, garbage, a wrong total, an error status, not found). Expected
// reports are worked out by hand from the positions; each case says how.
#include <gtest/gtest.h>

#include <chrono>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "cli/cli_error.hpp"
#include "engines/engine.hpp"
#include "support/process_group.hpp"
#include "support/run_cli.hpp"
#include "support/temp_file.hpp"

namespace dt::test {
namespace {

const std::string kEngines = DEEPTHOUGHT_TEST_ENGINES;

std::string script(const std::string& name) { return "sh '" + kEngines + "/" + name + "'"; }

// Deep Thought as a UCI engine (tests/engines/uci.sh), with a planted fault if given.
std::string uci(const std::string& fault = "") {
  return script("uci.sh") + " '" + kCli + "' orthodox" + (fault.empty() ? "" : " " + fault);
}

// An engine lacking every move that matches `pattern` (an extended regular expression).
std::string lacking(const std::string& variant, const std::string& pattern) {
  return script("lacking.sh") + " '" + kCli + "' " + variant + " '" + pattern + "'";
}

// The value after `label` on its line of `text`.
std::string line_after(const std::string& text, const std::string& label) {
  const auto at = text.find("\n" + label);
  if (at == std::string::npos) return "(no line '" + label + "')";
  const auto start = at + 1 + label.size();
  return text.substr(start, text.find('\n', start) - start);
}

TEST(Compare, AgreesWithItselfAsAPerftreeEngine) {
  const auto r = run_cli({"compare", "orthodox", "3", "--engine", "'" + kCli + "' divide --perftree orthodox"});
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out, "deepthought and the engine agree: perft 3 = 8902 over 20 moves\n");
}

// White's king a1 has a2, b1, b2 (sorted: a1a2 first). Black then has the pawn's four
// promotions h2h1q/r/b/n and the king a8's a7, b7, b8: 7 moves, 6 for an engine that
// never promotes to a knight. So the root counts are 21 and 18, every root move differs,
// the first is a1a2, and below it the engine lacks exactly h2h1n.
TEST(Compare, DescendsToTheMoveAnEngineLacks) {
  const auto r = run_cli({"compare", "orthodox", "2", "--fen", "k7/8/8/8/8/8/7p/K7 w - - 0 1", "--engine",
                          lacking("orthodox", "n$")});
  EXPECT_EQ(r.status, 1) << r.err;
  EXPECT_EQ(r.out,
            "deepthought and the engine differ\n"
            "path: a1a2\n"
            "position: k7/8/8/8/8/8/K6p/8 b - - 1 1\n"
            "only deepthought: h2h1n\n"
            "only engine: (none)\n"
            "counts on the way (deepthought, engine):\n"
            "  (root) depth 2: 21, 18\n"
            "  a1a2 depth 1: 7, 6\n");
}

// The --moves are played first and given to the engine too; the report's path starts
// after them. After a1b1 a8b8, White's king b1 has a1 a2 b2 c1 c2 (the same sets for
// both), each followed by Black's four promotions and five king moves, one promotion
// fewer for the engine: every root count differs at depth 3, the first is b1a1, and
// there the engine lacks h2h1n.
TEST(Compare, StartsAfterTheGivenMoves) {
  const auto r = run_cli({"compare", "orthodox", "3", "--fen", "k7/8/8/8/8/8/7p/K7 w - - 0 1", "--moves",
                          "a1b1,a8b8", "--engine", lacking("orthodox", "n$")});
  EXPECT_EQ(r.status, 1) << r.err;
  EXPECT_EQ(line_after(r.out, "path: "), "b1a1 (after the --moves)");
  EXPECT_EQ(line_after(r.out, "position: "), "1k6/8/8/8/8/8/7p/K7 b - - 3 2");
  EXPECT_EQ(line_after(r.out, "only deepthought: "), "h2h1n");
}

// The report of DescendsToTheMoveAnEngineLacks as one JSON object.
TEST(Compare, JsonIsOneObject) {
  const auto r = run_cli({"compare", "orthodox", "2", "--fen", "k7/8/8/8/8/8/7p/K7 w - - 0 1", "--engine",
                          lacking("orthodox", "n$"), "--json"});
  EXPECT_EQ(r.status, 1) << r.err;
  EXPECT_EQ(r.out,
            "{\"variant\":\"orthodox\",\"depth\":2,\"agree\":false,\"path\":[\"a1a2\"],"
            "\"position\":\"k7/8/8/8/8/8/K6p/8 b - - 1 1\",\"only_deepthought\":[\"h2h1n\"],\"only_engine\":[],"
            "\"differing\":null,\"trail\":[{\"move\":null,\"depth\":2,\"deepthought\":21,\"engine\":18},"
            "{\"move\":\"a1a2\",\"depth\":1,\"deepthought\":7,\"engine\":6}]}\n");
  const auto same = run_cli({"compare", "orthodox", "2", "--engine", "'" + kCli + "' divide --perftree orthodox", "--json"});
  EXPECT_EQ(same.status, 0) << same.err;
  EXPECT_EQ(same.out, "{\"variant\":\"orthodox\",\"depth\":2,\"agree\":true,\"nodes\":400,\"moves\":20}\n");
}

// A deliberately different option: Black may castle both ways from e8 under Hyperspace's
// default castling=board (nothing between, nothing attacked by the lone White king), not
// under castling=off. White's king a1 has a1-a2, a1-b1, a1-b2 (adjacent, so no launch);
// each is followed by two castlings fewer for the engine.
TEST(Compare, FindsTheDivergenceOfAnotherOption) {
  const auto r = run_cli({"compare", "hyperspace", "2", "--fen", "r3k2r/8/8/8/8/8/8/K7 w kq - 0 1", "--engine",
                          "'" + kCli + "' divide --perftree hyperspace --option castling=off"});
  EXPECT_EQ(r.status, 1) << r.err;
  EXPECT_EQ(line_after(r.out, "path: "), "a1-a2");
  EXPECT_EQ(line_after(r.out, "position: "), "r3k2r/8/8/8/8/8/K7/8 b kq - 1 1");
  EXPECT_EQ(line_after(r.out, "only deepthought: "), "O-O O-O-O");
  EXPECT_EQ(line_after(r.out, "only engine: "), "(none)");
}

// A planted difference in every variant, at the root of its start position: the moves
// only Deep Thought has are exactly the kind the engine lacks.
struct Planted {
  const char* variant;
  const char* pattern;
  const char* only_ours;
};

class PlantedDifference : public testing::TestWithParam<Planted> {};

TEST_P(PlantedDifference, IsFoundAtTheRoot) {
  const Planted& p = GetParam();
  const auto r = run_cli({"compare", p.variant, "1", "--engine", lacking(p.variant, p.pattern)});
  EXPECT_EQ(r.status, 1) << r.err;
  EXPECT_EQ(line_after(r.out, "path: "), "(the root position)");
  EXPECT_EQ(line_after(r.out, "only deepthought: "), p.only_ours);
  EXPECT_EQ(line_after(r.out, "only engine: "), "(none)");
}

INSTANTIATE_TEST_SUITE_P(
    EveryVariant, PlantedDifference,
    testing::Values(
        // The two knights' moves from the start: b1a3 b1c3 g1f3 g1h3.
        Planted{"orthodox", "^[bg]1", "b1a3 b1c3 g1f3 g1h3"},
        // The knight g1's two moves are non-adjacent, so launches (HY-2): g1-f3^ g1-h3^.
        Planted{"hyperspace", "^g1-", "g1-f3^ g1-h3^"},
        // The Rockets d3 and f3 rematerialize on c5, e5 and g5: six of the 19 start
        // moves worked out in positions/hitchhiker/board.yaml.
        Planted{"hitchhiker", "~", "d3~c5 d3~e5 d3~g5 f3~c5 f3~e5 f3~g5"},
        // Player 1's Dt on i4: N two to i6, NE three to l4, NW three to f4, three of the
        // 27 start moves worked out in positions/ringworld (start perft 1).
        Planted{"ringworld", "^i4-", "i4-f4 i4-i6 i4-l4"},
        // White's Spaceship 1c2 shoots along its diagonals: 1b3 and 1d3 lead to empty
        // squares and off the board, 1b1 and 1d1 hold its own Planets (OS-3, OS-6).
        Planted{"outerspace", "\\*", "1c2*1b1 1c2*1d1"},
        // White's Universe c1 swaps with each non-royal Black piece of rank 7: Wowbagger
        // a7, Everything b7, Universe c7, Life e7, Ford f7 (LU-5; Zaphod d7 is royal).
        Planted{"lue", "^c1<>[a-f]7$", "c1<>a7 c1<>b7 c1<>c7 c1<>e7 c1<>f7"}),
    [](const testing::TestParamInfo<Planted>& planted) { return std::string(planted.param.variant); });

// Each way an engine can fail is exit status 2 and one line saying which, with the
// engine's last output lines.
struct Failure {
  const char* name;
  std::string engine;
  std::vector<std::string> extra;
  const char* says;
};

class EngineFailure : public testing::TestWithParam<Failure> {};

TEST_P(EngineFailure, IsAUsageErrorNamingTheEngine) {
  const Failure& f = GetParam();
  std::vector<std::string> argv = {"compare", "orthodox", "2", "--engine", f.engine};
  argv.insert(argv.end(), f.extra.begin(), f.extra.end());
  const auto r = run_cli(argv);
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_NE(r.err.find(f.says), std::string::npos) << r.err;
  EXPECT_EQ(r.err.find('\n'), r.err.size() - 1) << "one line: " << r.err;
}

INSTANTIATE_TEST_SUITE_P(
    EachWay, EngineFailure,
    testing::Values(Failure{"crash", script("crash.sh"), {}, "crashed (signal 11); last output: starting perft 2"},
                    Failure{"hang", script("hang.sh"), {"--timeout", "1"}, "timed out after 1 s at depth 2; last output: thinking"},
                    Failure{"garbage", script("garbage.sh"), {}, "unparsable output: line 1 'hello from the engine' is not 'MOVE COUNT'"},
                    Failure{"total", script("bad-total.sh"), {}, "the total 41 is not the sum 40 of its move lines"},
                    Failure{"status", script("fails.sh"), {}, "exited with status 3; last output: cannot read position"},
                    Failure{"missing", "/nonexistent/engine", {}, "cannot execute '/nonexistent/engine'"},
                    // 2^64 - 1 + 1 + 3 wraps around to the total 3.
                    Failure{"overflow", script("overflow.sh"), {}, "its move lines add up to more than 2^64 - 1"},
                    // Before, its output was kept without bound (60 MB/s) until --timeout.
                    Failure{"floods", script("floods.sh"), {"--timeout", "30"},
                            "printed more than 16 MB at depth 2 (the most an engine's run may print), so it was stopped"},
                    // The end of its output is not its end: it still times out.
                    Failure{"closed", script("closes-output.sh"), {"--timeout", "1"}, "timed out after 1 s at depth 2"},
                    Failure{"quote", "'unterminated", {}, "--engine: unterminated ' quote at character 1"}),
    [](const testing::TestParamInfo<Failure>& failure) { return std::string(failure.param.name); });

// The engine answers once `quit` is sent (the end of its input is not enough).
TEST(Compare, SendsAUciEngineQuitOnceItsDivideIsWhole) {
  const auto r = run_cli({"compare", "orthodox", "2", "--uci", uci(), "--timeout", "20"});
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out, "deepthought and the engine agree: perft 2 = 400 over 20 moves\n");
}

// The fake refuses (status 3) a command before the handshake, a `go` before `isready`
// and a `go` with UCI_Variant not set to `chess`, the one variant it advertises.
TEST(Compare, HoldsToTheUciHandshake) {
  const auto r = run_cli({"compare", "orthodox", "1", "--uci", uci(), "--timeout", "20"});
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out, "deepthought and the engine agree: perft 1 = 20 over 20 moves\n");
}

// --uci-option reaches the engine as `setoption`: the fake's Fault option plants a fault.
TEST(Compare, SendsUciOptionsAsSetoption) {
  const auto r = run_cli({"compare", "orthodox", "1", "--uci", uci(), "--uci-option", "Fault=twice", "--timeout", "20"});
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_NE(r.err.find("listed the move a2a3 twice at depth 1"), std::string::npos) << r.err;
}

TEST(Compare, RefusesAnOptionTheEngineDoesNotOffer) {
  const auto r = run_cli({"compare", "orthodox", "1", "--uci", uci(), "--uci-option", "Hash=16", "--timeout", "20"});
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_EQ(r.err, "deepthought compare: --uci '" + uci() + "': the engine offers no option 'Hash'\n");
}

// A value the engine's own `option` line rules out (a spin's min and max, a combo's vars,
// a check's true or false) is refused before any count, naming the option, the value and
// what the engine offers: an engine would ignore it, or clamp it, without a word.
// tests/engines/uci.sh offers Threads (spin 1 to 8), Style (combo Solid, Risky) and Ponder (check).
TEST(Compare, RefusesAUciOptionValueTheEngineDoesNotOffer) {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"Threads=0", "--uci-option Threads=0: the engine's option Threads takes an integer from 1 to 8, not 0"},
      {"threads=9", "--uci-option threads=9: the engine's option Threads takes an integer from 1 to 8, not 9"},
      {"Threads=two", "--uci-option Threads=two: the engine's option Threads takes an integer from 1 to 8, not two"},
      {"Style=Wild", "--uci-option Style=Wild: the engine's option Style takes one of Solid, Risky, not Wild"},
      {"Ponder=yes", "--uci-option Ponder=yes: the engine's option Ponder takes true or false, not yes"}};
  for (const auto& [option, expected] : cases) {
    const auto r = run_cli({"compare", "orthodox", "1", "--uci", uci(), "--uci-option", option, "--timeout", "20"});
    EXPECT_EQ(r.status, 2) << option << ": " << r.out;
    EXPECT_EQ(r.err, "deepthought compare: --uci '" + uci() + "': " + expected + "\n");
  }
  // Within what it offers (the ends of the range, a var in another case): counted.
  const auto r = run_cli({"compare", "orthodox", "1", "--uci", uci(), "--uci-option", "Threads=8", "--uci-option",
                          "Style=risky", "--uci-option", "Ponder=true", "--uci-option", "Fault=none", "--timeout", "20"});
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out, "deepthought and the engine agree: perft 1 = 20 over 20 moves\n");
}

TEST(Compare, RefusesMalformedUciOptions) {
  const std::vector<std::pair<std::vector<std::string>, std::string>> cases = {
      {{"--uci", uci(), "--uci-option", "Hash"}, "--uci-option 'Hash': expected NAME=VALUE"},
      {{"--uci", uci(), "--uci-option", "=3"}, "--uci-option '=3': expected NAME=VALUE"},
      {{"--uci", uci(), "--uci-option", "uci_variant=chess"}, "UCI_Variant is set from the variant"},
      {{"--uci", uci(), "--uci-option", "A=1", "--uci-option", "a=2"}, "the option a is given twice"},
      {{"--uci", uci(), "--uci-option", "A=1\nquit"}, "expected NAME=VALUE on one line"},
      // `setoption name Foo value Bar value 1` would set Foo to `Bar value 1`.
      {{"--uci", uci(), "--uci-option", "Foo value Bar=1"},
       "--uci-option 'Foo value Bar=1': the name holds the word 'value', which ends an option's name in "
       "'setoption name NAME value VALUE'; expected the name of one of the engine's options"},
      {{"--uci", uci(), "--uci-option", "value=1"}, "the name holds the word 'value'"},
      {{"--engine", uci(), "--uci-option", "A=1"}, "--uci-option: expected --uci CMD"}};
  for (const auto& [flags, expected] : cases) {
    std::vector<std::string> argv = {"compare", "orthodox", "1"};
    argv.insert(argv.end(), flags.begin(), flags.end());
    const auto r = run_cli(argv);
    EXPECT_EQ(r.status, 2) << expected;
    EXPECT_NE(r.err.find(expected), std::string::npos) << r.err;
  }
}

// A variant the engine does not offer is its limit, said in one line; it is never given
// a position of another game (Stockfish crashed on one: test_compare_stockfish.cpp).
TEST(Compare, RefusesAUciEngineThatDoesNotOfferTheVariant) {
  const auto r = run_cli({"compare", "hitchhiker", "1", "--uci", uci(), "--timeout", "20"});
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err, "deepthought compare: --uci '" + uci() +
                       "': the engine does not offer the variant hitchhiker (none of its UCI_Variant values is known "
                       "to be that game)\n");
}

// A program that is no UCI engine (a perftree one given as --uci) is reported waiting for
// the handshake, not as a divide that timed out; the handshake has its own limit.
TEST(Compare, NamesTheUciAnswerThatNeverCame) {
  const auto r = run_cli({"compare", "orthodox", "1", "--uci", script("hang.sh"), "--handshake-timeout", "1"});
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_NE(r.err.find("timed out after 1 s waiting for 'uciok' after 'uci' (--handshake-timeout, the limit of the "
                       "handshake); last output: thinking"),
            std::string::npos)
      << r.err;
  const auto e = run_cli({"compare", "orthodox", "1", "--uci", "'" + kCli + "' divide --perftree orthodox 1", "--timeout",
                          "20"});
  EXPECT_EQ(e.status, 2) << e.out;
  EXPECT_NE(e.err.find("exited with status 2 waiting for 'uciok' after 'uci'"), std::string::npos) << e.err;
}

// An engine that ignores `quit` (and SIGTERM) after a whole answer has still answered.
TEST(Compare, AUciEngineThatLingersAfterItsAnswerHasAnswered) {
  const auto t0 = std::chrono::steady_clock::now();
  const auto r = run_cli({"compare", "orthodox", "1", "--uci", uci("deaf"), "--timeout", "20"});
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out, "deepthought and the engine agree: perft 1 = 20 over 20 moves\n");
  EXPECT_LT(std::chrono::steady_clock::now() - t0, std::chrono::seconds(10));
}

// A move listed twice is an engine that cannot be used, not a count that differs (the
// two lines used to be added up). Deep Thought lists a2a3 first from the start.
TEST(Compare, RefusesAnEngineThatListsAMoveTwice) {
  const auto r = run_cli({"compare", "orthodox", "1", "--uci", uci("twice"), "--timeout", "20"});
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_EQ(r.out, "");
  EXPECT_NE(r.err.find("deepthought compare: --uci '" + uci("twice") + "': listed the move a2a3 twice at depth 1"),
            std::string::npos)
      << r.err;
}

// The engine says a2a3 has 381 nodes at depth 3 (perft 3 from the start: 8903 instead of
// 8902), but its own divide after a2a3 adds up to 380, as Deep Thought's: the error
// names --uci and quotes the 381 it gave for the move, not its total for the root.
TEST(Compare, NamesTheCountAnEngineContradicts) {
  const auto r = run_cli({"compare", "orthodox", "3", "--uci", uci("inflate a2a3"), "--timeout", "20"});
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_EQ(r.err, "deepthought compare: --uci '" + uci("inflate a2a3") +
                       "': inconsistent counts: after a2a3 its divide sums to 380, not the 381 it gave for a2a3 one "
                       "level up\n");
}

// A process an engine leaves in the background ends with the run, which succeeds; one
// that holds the engine's output open is not waited for.
TEST(Compare, EndsWhatAnEngineLeavesRunning) {
  for (const std::string mode : {"quiet", "holding"}) {
    const TempFile pid_file("", ".pid");
    const auto r = run_cli({"compare", "orthodox", "2", "--timeout", "20", "--engine",
                            script("pidfile.sh") + " '" + pid_file.path() + "' " + script("background.sh") + " " +
                                mode + " '" + kCli + "' orthodox"});
    EXPECT_EQ(r.status, 0) << mode << ": " << r.err;
    const pid_t group = pid_in(pid_file.path());
    ASSERT_GT(group, 0) << mode;
    EXPECT_TRUE(group_ends(group)) << mode << ": the engine's background process still runs";
  }
}

// A move name is the engine's text: its control and bidirectional characters are shown
// as escapes. White's king a1 has a2, b1, b2 (one leaf each); the engine's third move is
// U+202E, a1b2, ESC [31m.
TEST(Compare, ShowsAnEnginesMoveNamesEscaped) {
  const auto r = run_cli({"compare", "orthodox", "1", "--fen", "k7/8/8/8/8/8/8/K7 w - - 0 1", "--engine",
                          script("control-moves.sh")});
  EXPECT_EQ(r.status, 1) << r.err;
  EXPECT_EQ(line_after(r.out, "only deepthought: "), "a1b2");
  EXPECT_EQ(line_after(r.out, "only engine: "), "\\u202ea1b2\\x1b[31m");
}

// Engine text is shown through one_line (cli_error.hpp), as every echoed text is.
TEST(EngineText, ControlAndBidirectionalCharactersBecomeEscapes) {
  EXPECT_EQ(cli::one_line("e2e4"), "e2e4");
  EXPECT_EQ(cli::one_line(std::string("a\0b\n\x1f\x7f", 6)), "a\\x00b\\n\\x1f\\x7f");
  // U+202A..U+202E and U+2066..U+2069; their neighbours U+2029, U+202F, U+2065, U+206A
  // stay as they are, and a cut-off sequence shows its bytes.
  EXPECT_EQ(cli::one_line("\u202a\u202e\u2066\u2069"), "\\u202a\\u202e\\u2066\\u2069");
  EXPECT_EQ(cli::one_line("\u2029\u202f\u2065\u206a"), "\u2029\u202f\u2065\u206a");
  EXPECT_EQ(cli::one_line("x\xe2\x80"), "x\\xe2\\x80");
}

// --timeout is a whole number of seconds from 1 to 10^7 (about four months): 10^16 used
// to overflow the engine's clock and time out at once, "after -2147483648 s".
TEST(Compare, RefusesATimeoutBeyondItsBound) {
  for (const std::string command : {"compare", "perft", "divide"}) {
    std::vector<std::string> argv = {command, "orthodox", "1", "--timeout", "10000000000000000"};
    if (command == "compare") argv.insert(argv.end(), {"--engine", "'" + kCli + "' divide --perftree orthodox"});
    const auto r = run_cli(argv);
    EXPECT_EQ(r.status, 2) << command << ": " << r.out;
    EXPECT_EQ(r.err, "deepthought " + command + ": --timeout: expected at most 10000000, found '10000000000000000'\n");
  }
  const auto longest = run_cli({"compare", "orthodox", "1", "--timeout", "10000000", "--engine",
                                "'" + kCli + "' divide --perftree orthodox"});
  EXPECT_EQ(longest.status, 0) << longest.err;
}

// A number past 64 bits is too large, not "not a non-negative integer".
TEST(NumberFlags, SayWhenANumberIsTooLarge) {
  const auto r = run_cli({"compare", "orthodox", "1", "--max-nodes", "99999999999999999999", "--engine", "x"});
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.err, "deepthought compare: --max-nodes: expected at most 18446744073709551615, found '99999999999999999999'\n");
}

TEST(Compare, RefusesBadArguments) {
  EXPECT_NE(run_cli({"compare", "orthodox", "2"}).err.find("expected exactly one of --engine CMD and --uci CMD"),
            std::string::npos);
  EXPECT_NE(run_cli({"compare", "orthodox", "2", "--engine", "x", "--timeout", "0"}).err.find("--timeout"),
            std::string::npos);
  EXPECT_EQ(run_cli({"compare", "orthodox", "0", "--engine", "x"}).status, 2);
}

// perftree asks for depth 0 too: no move lines, and the position itself as the total.
TEST(DividePerftree, AnswersDepthZero) {
  const auto r = run_cli({"divide", "--perftree", "orthodox", "0", "k7/8/8/8/8/8/7p/K7 w - - 0 1", "a1b1"});
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out, "\n1\n");
  EXPECT_EQ(run_cli({"divide", "orthodox", "0"}).status, 2);  // outside the protocol a depth is at least 1
}

TEST(DividePerftree, TakesThePositionAndMovesAsArguments) {
  const auto r = run_cli({"divide", "--perftree", "orthodox", "1", "k7/8/8/8/8/8/7p/K7 w - - 0 1", "a1b1 a8b8"});
  EXPECT_EQ(r.status, 0) << r.err;
  // White's king b1 (Black's pawn h2, king b8): a1 a2 b2 c1 c2, in generation order.
  std::istringstream lines(r.out);
  std::set<std::string> moves;
  for (std::string move, nodes; lines >> move >> nodes;) moves.insert(move + " " + nodes);
  EXPECT_EQ(moves, (std::set<std::string>{"b1a1 1", "b1a2 1", "b1b2 1", "b1c1 1", "b1c2 1"}));
  EXPECT_EQ(r.out.substr(r.out.size() - 3), "\n5\n");
  EXPECT_NE(run_cli({"divide", "--perftree", "orthodox", "1", "k7/8/8/8/8/8/7p/K7 w - - 0 1", "a1a3"}).err.find(
                "MOVES: move 1 'a1a3'"),
            std::string::npos);
  EXPECT_NE(run_cli({"divide", "--perftree", "orthodox", "1", "x"}).err.find("POSITION: "), std::string::npos);
  EXPECT_NE(run_cli({"divide", "--perftree", "orthodox", "1", "8/8/8/8/8/8/8/8 w - - 0 1", "--fen", "x"})
                .err.find("not --fen or --moves"),
            std::string::npos);
}

}  // namespace
}  // namespace dt::test
