// The reports for programs rather than people: check --junit (JUnit XML for CI servers),
// --json on moves, check and coverage, --help on every command and --version. Expected
// counts and moves are worked out by hand in the comments beside them.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "cli/cli_error.hpp"
#include "commands/command_table.hpp"
#include "engines/child_process.hpp"
#include "face/erased.hpp"
#include "rendering/json.hpp"
#include "rendering/xml.hpp"
#include "rulebook/check_report.hpp"
#include "support/run_cli.hpp"
#include "support/temp_file.hpp"

namespace dt::test {
namespace {

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

std::string read_all(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// A bare king each in the corners a1 and a8: White's king on a1 has exactly a2, b1 and b2
// (none of them touches a8's king, whose squares are a7, b7 and b8), so perft 1 is 3. The
// second case claims 4 on purpose; its name holds every character XML and JSON escape.
constexpr const char* kCorners = "k7/8/8/8/8/8/8/K7 w - - 0 1";
const std::string kFailingName = "wrong on purpose <&> \"q\" 'a' \\";
const std::string kTwoCases =
    "variant: orthodox\n"
    "cases:\n"
    "  - name: king-in-the-corner\n"
    "    why: the king on a1 steps to a2, b1 or b2, and to no square next to a8's king\n"
    "    position: \"k7/8/8/8/8/8/8/K7 w - - 0 1\"\n"
    "    expect:\n"
    "      perft: {1: 3}\n"
    "  - name: 'wrong on purpose <&> \"q\" ''a'' \\'\n"
    "    why: the same position with a count one too many, so that check fails\n"
    "    position: \"k7/8/8/8/8/8/8/K7 w - - 0 1\"\n"
    "    expect:\n"
    "      perft: {1: 4}\n";

// --- check --junit ---------------------------------------------------------------------

TEST(CheckJunit, OneSuitePerFileOneCasePerCaseWithTheFailureLines) {
  const TempFile positions(kTwoCases);
  const TempFile report("", ".xml");
  const Ran r = run_cli({"check", "--root", kSourceRoot, positions.path(), "--junit", report.path()});
  EXPECT_EQ(r.status, 1) << r.err;
  const std::string& p = positions.path();
  // The text report is unchanged by --junit: the failure at its name (line 8, column 11),
  // its diff, the summary.
  EXPECT_EQ(r.out, kSourceRootLine + p + ":8:11: " + kFailingName + ": perft 1 differs\n  expected: 4\n  got: 3\n1 passed, 1 failed\n");
  const std::string name = "wrong on purpose &lt;&amp;&gt; &quot;q&quot; &apos;a&apos; \\";
  EXPECT_EQ(read_all(report.path()),
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            "<testsuites name=\"deepthought check\" tests=\"2\" failures=\"1\" errors=\"0\">\n"
            "  <testsuite name=\"" + p + "\" tests=\"2\" failures=\"1\" errors=\"0\">\n"
            "    <testcase name=\"king-in-the-corner\" classname=\"" + p + "\"/>\n"
            "    <testcase name=\"" + name + "\" classname=\"" + p + "\">\n"
            "      <failure message=\"perft 1 differs\">" + p + ":8:11: " + name + ": perft 1 differs\n"
            "  expected: 4\n"
            "  got: 3</failure>\n"
            "    </testcase>\n"
            "  </testsuite>\n"
            "</testsuites>\n");
}

// An XML parser reads the report back: well-formed, two test cases, the escaped name whole.
TEST(CheckJunit, XmllintParsesTheReport) {
  const TempFile positions(kTwoCases);
  const TempFile report("", ".xml");
  ASSERT_EQ(run_cli({"check", "--root", kSourceRoot, positions.path(), "--junit", report.path()}).status, 1);
  const auto lint = cli::run_child({"xmllint", "--noout", report.path()}, "", 30);
  ASSERT_TRUE(lint.started) << "xmllint (Debian's libxml2-utils, in the Makefile's PACKAGES): " << lint.error;
  EXPECT_EQ(lint.exit_code, 0) << lint.err;
  const auto count = cli::run_child({"xmllint", "--xpath", "count(//testcase)", report.path()}, "", 30);
  EXPECT_EQ(count.out, "2\n");
  const auto name = cli::run_child({"xmllint", "--xpath", "string(//testcase[failure]/@name)", report.path()}, "", 30);
  EXPECT_EQ(name.out, kFailingName + "\n");
}

TEST(CheckJunit, AllPassingGivesZeroFailures) {
  const TempFile positions(kTwoCases.substr(0, kTwoCases.find("  - name: 'wrong")));
  const TempFile report("", ".xml");
  const Ran r = run_cli({"check", "--root", kSourceRoot, positions.path(), "--junit", report.path()});
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out, kSourceRootLine + "1 passed, 0 failed\n");
  EXPECT_TRUE(contains(read_all(report.path()), "<testsuites name=\"deepthought check\" tests=\"1\" failures=\"0\""));
}

// Two files: the passing-only file's one case and kTwoCases' two, one failing.
TEST(CheckJunit, EachFileIsItsOwnSuiteAndTheTotalsAddUp) {
  const TempFile passing(kTwoCases.substr(0, kTwoCases.find("  - name: 'wrong")));
  const TempFile mixed(kTwoCases);
  const TempFile report("", ".xml");
  EXPECT_EQ(run_cli({"check", "--root", kSourceRoot, passing.path(), mixed.path(), "--junit", report.path()}).status, 1);
  const std::string xml = read_all(report.path());
  EXPECT_TRUE(contains(xml, "<testsuites name=\"deepthought check\" tests=\"3\" failures=\"1\" errors=\"0\">\n")) << xml;
  EXPECT_TRUE(contains(xml, "<testsuite name=\"" + passing.path() + "\" tests=\"1\" failures=\"0\" errors=\"0\">\n"));
  EXPECT_TRUE(contains(xml, "<testsuite name=\"" + mixed.path() + "\" tests=\"2\" failures=\"1\" errors=\"0\">\n"));
  const auto suites = cli::run_child({"xmllint", "--xpath", "count(/testsuites/testsuite)", report.path()}, "", 30);
  EXPECT_EQ(suites.out, "2\n") << suites.err;
}

TEST(CheckJunit, AFileThatCannotBeWrittenIsAOneLineError) {
  const TempFile positions(kTwoCases);
  const Ran r = run_cli({"check", "--root", kSourceRoot, positions.path(), "--junit", "/nonexistent-dir/report.xml"});
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err, "deepthought check: --junit '/nonexistent-dir/report.xml': cannot write the file: No such file or directory\n");
  EXPECT_EQ(r.err.find('\n'), r.err.size() - 1);
}

// A case name with a control character, an escape sequence, a bidi override and bytes
// that are not UTF-8, in a file whose name is not UTF-8 either: both reports still parse
// (Python's json module reads UTF-8 strictly; xmllint checks XML 1.0), and they used not to.
TEST(ReportEscaping, NamesThatAreNotTextKeepBothReportsValid) {
  const std::string odd_name = "odd \\x01 \\e[31m \\u202e \\0 \xff\xfe end";
  const TempFile positions(kTwoCases + "  - name: \"" + odd_name + "\"\n"
                               "    why: a name that no report may pass on raw\n"
                               "    position: \"k7/8/8/8/8/8/8/K7 w - - 0 1\"\n"
                               "    expect:\n"
                               "      perft: {1: 5}\n",
                           "-\xff\xfe.yaml");
  const TempFile report("", ".xml");
  const TempFile json("", ".json");
  const Ran r = run_cli({"check", positions.path(), "--json", "--junit", report.path()});
  ASSERT_EQ(r.status, 1) << r.err;
  std::ofstream(json.path(), std::ios::binary) << r.out;
  const auto parsed = cli::run_child({"python3", "-c", "import json,sys; json.load(open(sys.argv[1], encoding='utf-8'))", json.path()}, "", 30);
  ASSERT_TRUE(parsed.started) << "python3 (in the Makefile's PACKAGES): " << parsed.error;
  EXPECT_EQ(parsed.exit_code, 0) << parsed.err << r.out;
  EXPECT_TRUE(contains(r.out, "\"name\":\"odd \\u0001 \\u001b[31m \xE2\x80\xAE \\u0000 \xEF\xBF\xBD\xEF\xBF\xBD end\"")) << r.out;
  const auto lint = cli::run_child({"xmllint", "--noout", report.path()}, "", 30);
  ASSERT_TRUE(lint.started) << lint.error;
  EXPECT_EQ(lint.exit_code, 0) << lint.err << read_all(report.path());
}

// --- --json ----------------------------------------------------------------------------

TEST(MovesJson, TheVariantThePositionAndTheMoves) {
  const Ran r = run_cli({"moves", "orthodox", "--fen", kCorners, "--json"});
  ASSERT_EQ(r.status, 0) << r.err;
  // The three king steps of kCorners; their order is generation order, not part of the shape.
  EXPECT_TRUE(r.out.starts_with(std::string("{\"variant\":\"orthodox\",\"position\":\"") + kCorners + "\",\"moves\":["));
  EXPECT_TRUE(r.out.ends_with("]}\n"));
  for (const char* move : {"\"a1a2\"", "\"a1b1\"", "\"a1b2\""}) EXPECT_TRUE(contains(r.out, move)) << move;
  EXPECT_EQ(std::count(r.out.begin(), r.out.end(), ','), 2 + 2) << "two fields and three moves: " << r.out;
}

TEST(MovesJson, ThePositionIsTheOneAfterMoves) {
  // After a1b2 Black's king on a8 has a7, b7 and b8: b2's king reaches ranks 1 to 3 only.
  // Black to move, one quiet move played: halfmove clock 1, still move 1.
  const Ran r = run_cli({"moves", "orthodox", "--fen", kCorners, "--moves", "a1b2", "--json"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(r.out.starts_with("{\"variant\":\"orthodox\",\"position\":\"k7/8/8/8/8/8/1K6/8 b - - 1 1\",\"moves\":["))
      << r.out;
  for (const char* move : {"\"a8a7\"", "\"a8b7\"", "\"a8b8\""}) EXPECT_TRUE(contains(r.out, move)) << move;
}

// Every variant in registry order, with its options and how a UCI engine is asked for it.
TEST(VariantsJson, EveryVariantWithItsOptions) {
  const Ran r = run_cli({"variants", "--json"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(r.out.starts_with("{\"variants\":[{\"name\":\"orthodox\",\"title\":\"Orthodox chess (FIDE)\","
                                "\"uci_variant\":\"chess\",\"uci_chess960\":false,\"options\":[]},{\"name\":\"hyperspace\""))
      << r.out;
  EXPECT_TRUE(contains(r.out, "\"uci_variant\":null,\"uci_chess960\":false,\"options\":[{\"name\":\"castling\","
                              "\"values\":[\"board\",\"hyperspace\",\"off\"],\"default\":\"board\""))
      << r.out;
  // Chess960 is asked of a UCI engine as chess with UCI_Chess960 on (FR-2: its moves are
  // written as under UCI_Chess960, castling as the king taking its rook).
  EXPECT_TRUE(contains(r.out, "{\"name\":\"chess960\",\"title\":\"Chess960 (Fischer Random Chess)\","
                              "\"uci_variant\":\"chess\",\"uci_chess960\":true,"))
      << r.out;
  EXPECT_EQ(std::count(r.out.begin(), r.out.end(), '\n'), 1) << r.out;
  const Ran one = run_cli({"variants", "hitchhiker", "--root", kSourceRoot, "--json"});
  ASSERT_EQ(one.status, 0) << one.err;
  EXPECT_TRUE(one.out.starts_with("{\"name\":\"hitchhiker\"")) << one.out;
  EXPECT_TRUE(contains(one.out, ",\"rulings\":[{\"id\":\"")) << one.out;
}

// Fool's mate: White is checkmated.
TEST(PlayJson, ThePositionAndTheResult) {
  const Ran r = run_cli({"play", "orthodox", "--moves", "f2f3,e7e5,g2g4,d8h4", "--json"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out,
            "{\"variant\":\"orthodox\",\"position\":\"rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3\","
            "\"result\":\"black wins by checkmate\"}\n");
}

TEST(CheckJson, EveryCaseWithItsFileStatusAndFailures) {
  const TempFile positions(kTwoCases);
  const Ran r = run_cli({"check", "--root", kSourceRoot, positions.path(), "--json"});
  EXPECT_EQ(r.status, 1) << r.err;
  const std::string file = "\"file\":\"" + positions.path() + "\"";
  // "where": the place of each case's name, lines 3 and 8, column 11.
  const auto where = [&](int line) { return ",\"where\":\"" + positions.path() + ":" + std::to_string(line) + ":11\""; };
  EXPECT_EQ(r.out, "{\"root\":" + cli::json_string(kSourceRoot) + ",\"cases\":[{" + file + ",\"name\":\"king-in-the-corner\"" + where(3) + ",\"status\":\"passed\",\"failures\":[]},{" +
                       file + ",\"name\":\"wrong on purpose <&> \\\"q\\\" 'a' \\\\\"" + where(8) + ",\"status\":\"failed\",\"failures\":[" +
                       "{\"what\":\"perft 1 differs\",\"diff\":[\"expected: 4\",\"got: 3\"]}]}],\"passed\":1,\"failed\":1}\n");
}

TEST(CheckJson, VerboseBelongsToTheTextReport) {
  const TempFile positions(kTwoCases);
  const Ran r = run_cli({"check", "--root", kSourceRoot, positions.path(), "--json", "--verbose"});
  EXPECT_EQ(r.status, 2);
  EXPECT_TRUE(contains(r.err, "--verbose")) << r.err;
}

TEST(CoverageJson, OneObjectPerVariantWithEveryClauseAndItsCases) {
  const Ran text = run_cli({"coverage", "--root", kSourceRoot, "orthodox"});
  const Ran r = run_cli({"coverage", "--root", kSourceRoot, "orthodox", "--json"});
  EXPECT_EQ(r.status, text.status) << r.err;
  EXPECT_TRUE(r.out.starts_with("{\"root\":" + cli::json_string(kSourceRoot) + ",\"variants\":[{\"variant\":\"orthodox\",\"spec\":"))
      << r.out.substr(0, 200);
  // castling.move is cited by the first case of positions/orthodox/castling.yaml.
  const auto clause = r.out.find("{\"id\":\"castling.move\",\"rulings\":[");
  ASSERT_NE(clause, std::string::npos) << "a clause of specs/orthodox.yaml";
  const auto cases = r.out.substr(clause, r.out.find("]}", r.out.find("\"cases\":[", clause)) - clause);
  EXPECT_TRUE(contains(cases, "castling.yaml\",\"name\":\"both-castlings-available\"}")) << cases;
  // Every ruling id the spec cites is checked against specs/rulings/ and named with its title.
  EXPECT_TRUE(contains(r.out, ",\"rulings\":[{\"id\":\"CO-1\",\"title\":\"Perft\"},")) << r.out;
  EXPECT_TRUE(contains(r.out, "{\"id\":\"OR-1\",\"title\":\"The orthodox base\"}],\"unknown_rulings\":[],")) << r.out;
  EXPECT_TRUE(r.out.ends_with(text.status == 0 ? "\"complete\":true}\n" : "\"complete\":false}\n"));
}

// Escapes by hand from RFC 8259 section 7 (JSON) and XML 1.0 section 2.4 (the five
// entities); a control character XML cannot hold becomes one_line's \\xNN.
TEST(ReportEscaping, JsonStringsAndXmlText) {
  EXPECT_EQ(cli::json_string("a\"b\\c\nd\te\x01"), "\"a\\\"b\\\\c\\nd\\te\\u0001\"");
  EXPECT_EQ(cli::json_strings(std::vector<std::string>{"x", "y\""}), "[\"x\",\"y\\\"\"]");
  EXPECT_EQ(cli::json_strings(std::vector<std::string>{}), "[]");
  EXPECT_EQ(cli::xml_escape("<a & 'b'> \"c\"\x02\n"), "&lt;a &amp; &apos;b&apos;&gt; &quot;c&quot;\\x02\n");
}

// Bytes that are not UTF-8 (RFC 3629: a stray continuation byte 0x80, 0xC0 and 0xFF which
// never occur, an overlong "/" C0 AF, a surrogate ED A0 80, a sequence cut short E2 82)
// become U+FFFD (EF BF BD) one byte each in both reports; well-formed UTF-8 (e, 2 bytes;
// the euro sign, 3; a musical G clef U+1D11E, 4) is kept; DEL is \u007f in JSON.
TEST(ReportEscaping, BytesThatAreNotUtf8BecomeTheReplacementCharacter) {
  const std::string fffd = "\xEF\xBF\xBD";
  EXPECT_EQ(cli::json_string("a\x80" "b\xFF\xFE"), "\"a" + fffd + "b" + fffd + fffd + "\"");
  EXPECT_EQ(cli::json_string("\xC0\xAF|\xED\xA0\x80|\xE2\x82"), "\"" + fffd + fffd + "|" + fffd + fffd + fffd + "|" + fffd + fffd + "\"");
  EXPECT_EQ(cli::json_string("\xC3\xA9\xE2\x82\xAC\xF0\x9D\x84\x9E\x7F"), "\"\xC3\xA9\xE2\x82\xAC\xF0\x9D\x84\x9E\\u007f\"");
  EXPECT_EQ(cli::xml_escape("a\x80" "b\xFF\xC3\xA9"), "a" + fffd + "b" + fffd + "\xC3\xA9");
  // XML 1.0 section 2.2: U+FFFE and U+FFFF are not characters; a carriage return would be
  // read back as a newline unless written as a reference; NUL is shown, never cut.
  EXPECT_EQ(cli::xml_escape("\xEF\xBF\xBE\xEF\xBF\xBF"), fffd + fffd);
  EXPECT_EQ(cli::xml_escape(std::string("a\r\0b", 4)), "a&#13;\\x00b");
}

// A message goes to a terminal: control characters (C0, DEL, the C1 CSI U+009B = C2 9B),
// NUL and bytes that are not UTF-8 are escaped, and the bidirectional overrides RLO
// U+202E (E2 80 AE) and LRI U+2066 (E2 81 A6), which would reorder the rest of the line,
// are shown as \\uXXXX; other UTF-8 (e, U+202F just after the range) is kept.
TEST(TerminalText, ControlAndBidiCharactersAreShownNotObeyed) {
  EXPECT_EQ(cli::one_line(std::string("a\nb\0c\x1b[31m\x7f", 11)), "a\\nb\\x00c\\x1b[31m\\x7f");
  EXPECT_EQ(cli::one_line("\xC2\x9B" "1m"), "\\xc2\\x9b1m");
  EXPECT_EQ(cli::one_line("e1e2\xE2\x80\xAE" "4e\xE2\x81\xA6"), "e1e2\\u202e4e\\u2066");
  EXPECT_EQ(cli::one_line("\xFF\xFE" "x"), "\\xff\\xfex");
  EXPECT_EQ(cli::one_line("\xC3\xA9\xE2\x80\xAF"), "\xC3\xA9\xE2\x80\xAF");
}

// A NUL byte from a file used to end the message there (std::exception::what() is a C
// string): the variant name "orth\0odox" printed as "unknown variant 'orth".
TEST(TerminalText, ANulByteInAnErrorIsShownAndTheMessageGoesOn) {
  const TempFile positions("variant: \"orth\\0odox\"\ncases: []\n");
  const Ran r = run_cli({"check", positions.path()});
  EXPECT_EQ(r.status, 2);
  EXPECT_TRUE(contains(r.err, "unknown variant 'orth\\x00odox': expected one of")) << r.err;
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
}

TEST(TerminalText, AnArgumentWithABidiOverrideIsEscapedInTheError) {
  const Ran r = run_cli({"perft", "orth\xE2\x80\xAEodox", "1"});
  EXPECT_EQ(r.status, 2);
  EXPECT_TRUE(contains(r.err, "unknown variant 'orth\\u202eodox'")) << r.err;
}

// --- --help and --version --------------------------------------------------------------

TEST(CommandHelp, EveryCommandOfTheUsageHasHelpWithAnExample) {
  const Ran usage = run_cli({"--help"});
  ASSERT_EQ(usage.status, 0);
  std::istringstream lines(usage.out);
  std::set<std::string> commands;
  for (std::string line; std::getline(lines, line);) {
    if (!line.starts_with("  deepthought ") || line.starts_with("  deepthought --")) continue;
    const std::string command = line.substr(14, line.find(' ', 14) - 14);
    if (!commands.insert(command).second) continue;  // divide's second usage line
    // No other argument: --help works before the required positionals are known.
    const Ran r = run_cli({command, "--help"});
    EXPECT_EQ(r.status, 0) << command << ": " << r.err;
    EXPECT_EQ(r.err, "") << command;
    EXPECT_TRUE(r.out.starts_with("usage: deepthought " + command)) << r.out;
    EXPECT_TRUE(contains(r.out, "\nexample:\n  deepthought " + command)) << r.out;
    EXPECT_EQ(run_cli({"help", command}).out, r.out) << "help " << command;
  }
  EXPECT_EQ(commands.size(), 16u)
      << "variants perft divide compare speed record interpretations moves play suite report diagram rulebook check coverage "
         "ruling";
}

TEST(CommandHelp, HelpAfterOtherArgumentsToo) {
  const Ran r = run_cli({"perft", "orthodox", "9", "--help"});
  EXPECT_EQ(r.status, 0);
  EXPECT_TRUE(r.out.starts_with("usage: deepthought perft VARIANT DEPTH")) << r.out;
}

TEST(CommandHelp, HelpOfAnUnknownCommandIsAnError) {
  const Ran r = run_cli({"help", "perfect"});
  EXPECT_EQ(r.status, 2);
  EXPECT_TRUE(r.err.starts_with("deepthought: unknown command 'perfect'")) << r.err;
}

// --- help --man and help --completion bash: the man page and the completion the install
// puts in place, written from the command table --help prints --------------------------

using cli::command_table;
using cli::CommandEntry;
using cli::find_command;
using cli::UsageFlag;
using cli::usage_words;
using cli::UsageWords;

TEST(HelpFiles, UsageWordsReadFlagsTheirValuesAndOperands) {
  // divide's usage (two forms): the first form's operands; every form's flags, once each;
  // a flag written with a placeholder after it takes a value, --json alone does not.
  const CommandEntry* divide = find_command("divide");
  ASSERT_NE(divide, nullptr);
  const UsageWords words = usage_words(divide->usage);
  EXPECT_EQ(words.operands, (std::vector<std::string>{"VARIANT", "DEPTH"}));
  std::map<std::string, std::string> flags;
  for (const UsageFlag& f : words.flags) EXPECT_TRUE(flags.emplace(f.name, f.value).second) << f.name;
  EXPECT_EQ(flags["--fen"], "POS");
  EXPECT_EQ(flags["--option"], "NAME=VALUE");
  EXPECT_EQ(flags["--json"], "");
  EXPECT_EQ(flags["--perftree"], "VARIANT");
  EXPECT_EQ(flags.size(), 10u) << "--fen --moves --option --threads --hash --json --max-nodes --timeout --quiet --perftree";
  // check [PATH...]: one operand that repeats.
  EXPECT_EQ(usage_words(find_command("check")->usage).operands, std::vector<std::string>{"PATH..."});
}

TEST(HelpFiles, TheManPageHasEveryCommandFromTheTable) {
  const Ran r = run_cli({"help", "--man"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(r.out.starts_with(".\\\"")) << "a roff comment first";
  EXPECT_TRUE(contains(r.out, "\n.TH DEEPTHOUGHT 1 \"\" \"deepthought " DEEPTHOUGHT_VERSION "\" \"User Commands\"\n"));
  // NAME as whatis reads it: `name \- description`.
  EXPECT_TRUE(contains(r.out, "\n.SH NAME\ndeepthought \\- executable rulebook and perft harness\n"));
  for (const CommandEntry& e : command_table()) {
    EXPECT_TRUE(contains(r.out, "\n.SS " + std::string(e.name) + "\n.SY \"deepthought " + std::string(e.name) + "\"\n"))
        << e.name;
  }
  // perft's usage with every minus sign escaped, so that man shows the ASCII '-' one types.
  EXPECT_TRUE(contains(r.out, "\n.SY \"deepthought perft\"\nVARIANT DEPTH [\\-\\-fen POS] [\\-\\-moves M1,M2,...]"));
  EXPECT_TRUE(contains(r.out, "\n.SH EXIT STATUS\n.TP\n0\n"));
}

TEST(HelpFiles, TheCompletionHasEachCommandsFlagsFromItsUsage) {
  const Ran r = run_cli({"help", "--completion", "bash"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(contains(r.out, "\ncomplete -F _deepthought deepthought\n"));
  // perft's usage line, read by hand: these flags, in this order.
  EXPECT_TRUE(contains(r.out, "\n    perft)\n      flags='--fen --moves --option --threads --hash --json --max-nodes "
                              "--timeout --quiet --mpi --stats --help'\n"));
  EXPECT_TRUE(contains(r.out, "\n        --junit) _deepthought_words file; return ;;\n"));
  EXPECT_TRUE(contains(r.out, "\n        --root) _deepthought_words dir; return ;;\n"));
  // suite VARIANT FILE; check [PATH...], whose operand repeats.
  EXPECT_TRUE(contains(r.out, "\n      operands='variant file'\n      repeats=0\n"));
  EXPECT_TRUE(contains(r.out, "\n      operands='file'\n      repeats=1\n"));
  for (const Variant* v : variants()) EXPECT_TRUE(contains(r.out, std::string(v->name()))) << v->name();
}

TEST(HelpFiles, WhatTheyDoNotTakeIsRefused) {
  const Ran zsh = run_cli({"help", "--completion", "zsh"});
  EXPECT_EQ(zsh.status, 2);
  EXPECT_EQ(zsh.err, "deepthought help: --completion: expected a shell, bash, found 'zsh'\n");
  const Ran none = run_cli({"help", "--completion"});
  EXPECT_EQ(none.status, 2);
  EXPECT_EQ(none.err, "deepthought help: --completion: expected a shell, bash, found nothing\n");
  const Ran extra = run_cli({"help", "--man", "perft"});
  EXPECT_EQ(extra.status, 2);
  EXPECT_EQ(extra.err, "deepthought help: unexpected argument 'perft': usage: deepthought help --man\n");
  EXPECT_EQ(extra.out, "");
}

TEST(Version, PrintsTheProjectVersion) {
  const Ran r = run_cli({"--version"});
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(r.out, std::string("deepthought ") + DEEPTHOUGHT_VERSION + "\n");
  EXPECT_EQ(r.out, "deepthought 0.1.0\n") << "project(DeepThought VERSION 0.1.0) in CMakeLists.txt";
}

}  // namespace
}  // namespace dt::test
