// `deepthought report`: JSON read back strictly (reports/json_value.hpp), the results of
// `suite --json` checked member by member, the matrix's pass rates, and the command's
// errors: one line and status 2 for a file that is not JSON, not a suite's results or not
// readable, for -o over an input, and a site written whole or not at all. The documents
// here are written by hand; the rates and positions in messages are counted from them.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "cli/cli_error.hpp"
#include "reports/json_value.hpp"
#include "reports/matrix.hpp"
#include "reports/suite_document.hpp"
#include "support/run_cli.hpp"
#include "support/temp_file.hpp"

namespace dt::test {
namespace {

std::string json_refusal(const std::string& text) {
  try {
    cli::parse_json(text, "F");
  } catch (const cli::CliError& e) {
    return e.message;
  }
  return "(no error)";
}

TEST(JsonValue, ReadsWhatTheCommandsWrite) {
  const cli::JsonValue v = cli::parse_json(R"( {"a":[1,-2.5e3,true,false,null],"b":"\u00e9\ud83d\ude00\n\"","c":{}} )", "F");
  ASSERT_EQ(v.kind, cli::JsonValue::Kind::Object);
  const cli::JsonValue& a = *v.find("a");
  ASSERT_EQ(a.items.size(), 5u);
  EXPECT_EQ(a.items[0].text, "1");
  EXPECT_EQ(a.items[1].text, "-2.5e3");
  EXPECT_TRUE(a.items[2].boolean);
  EXPECT_EQ(a.items[3].kind, cli::JsonValue::Kind::Bool);
  EXPECT_EQ(a.items[4].kind, cli::JsonValue::Kind::Null);
  // U+00E9 is C3 A9 in UTF-8; the pair D83D DE00 is U+1F600, F0 9F 98 80.
  EXPECT_EQ(v.find("b")->text, "\xC3\xA9\xF0\x9F\x98\x80\n\"");
  EXPECT_EQ(v.find("c")->kind, cli::JsonValue::Kind::Object);
  EXPECT_EQ(v.find("d"), nullptr);
}

// Columns counted by hand: in {"a":1,} the '}' is the 8th character.
TEST(JsonValue, RefusesWhatIsNotJsonAtItsLineAndColumn) {
  EXPECT_EQ(json_refusal(R"({"a":1,})"), "F:1:8: expected a member's name in double quotes, found '}'");
  EXPECT_EQ(json_refusal("[01]"), "F:1:3: expected no leading zero, found '1'");
  EXPECT_EQ(json_refusal(R"({"a":1} x)"), "F:1:9: expected the end of the document, found 'x'");
  EXPECT_EQ(json_refusal("{\n  \"a\": tru\n}"),
            "F:2:8: expected a JSON value (an object, array, string, number, true, false or null), found 't'");
  EXPECT_EQ(json_refusal(R"({"a":1,"a":2})"), "F:1:8: expected each member's name once, 'a' is repeated, found '\"'");
  EXPECT_EQ(json_refusal("{'a':1}"), "F:1:2: expected a member's name in double quotes, found '''");
  EXPECT_EQ(json_refusal("[1,]"), "F:1:4: expected a JSON value (an object, array, string, number, true, false or null), found ']'");
  EXPECT_EQ(json_refusal("\"a\tb\""), "F:1:3: expected a control character in a string escaped, found a control character");
  EXPECT_EQ(json_refusal("[\"\\x\"]"), "F:1:4: expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX, found 'x'");
  EXPECT_EQ(json_refusal(""), "F:1:1: expected a JSON value, found the end of the input");
  EXPECT_EQ(json_refusal(std::string(65, '[') + std::string(65, ']')),
            "F:1:65: expected at most 64 nested arrays and objects, found '['");
}

// A result of `suite --json` as docs/reports.md describes it, one count a result.
std::string report_count(const std::string& name, int depth, const std::string& status, const std::string& tags,
                         const std::string& descent = "null") {
  return R"({"name":")" + name + R"(","line":3,"position":"4k3/8/8/8/8/8/8/4K3 w - - 0 1","tags":[)" + tags +
         R"(],"options":{},"depth":)" + std::to_string(depth) + R"(,"expected":5,"status":")" + status +
         R"(","got":)" + (status == "pass" ? "5" : "4") + R"(,"message":"","drill_down":[],"path":[],"descent":)" +
         descent + "}";
}

std::string report_document(const std::string& engine, const std::string& file, const std::vector<std::string>& counts) {
  std::string results;
  for (const auto& c : counts) results += (results.empty() ? "" : ",") + c;
  const std::string who = engine.empty() ? R"("engine":null,"engine_protocol":null,"engine_name":null)"
                                         : R"("engine":"sh fake.sh","engine_protocol":"perftree","engine_name":")" + engine + "\"";
  return R"({"summary":"suite )" + file + R"(","file":")" + file + R"(","variant":"orthodox",)" + who +
         R"(,"results":[)" + results + R"(],"passed":0,"failed":0,"errors":0,"timeouts":0,"skipped":2,"bad":0,)"
         R"("left_out":0,"stopped":false,"failures_by_tag":{},"expectations":null})";
}

Ran report_run(std::vector<std::string> args) {
  args.insert(args.begin(), "report");
  args.insert(args.end(), {"--root", kSourceRoot});
  return run_cli(args);
}

// Three counts of a.epd by "fake": two pass, one fails; b.epd by Deep Thought, one pass.
// Overall 2/3 (66.6%, cut not rounded); king.step on all three, 2/3; rook.move on the
// failing one only, 0/1; b.epd's count is untagged.
TEST(ReportMatrix, RatesByEngineSuiteAndTag) {
  const TempFile fake(report_document("fake", "a.epd",
                                      {report_count("x", 1, "pass", R"("king.step")"), report_count("x", 2, "pass", R"("king.step")"),
                                       report_count("y", 1, "fail", R"("king.step","rook.move")")}),
                      ".json");
  const TempFile own(report_document("", "b.epd", {report_count("z", 1, "pass", "")}), ".json");
  std::vector<cli::SuiteDocument> docs{cli::read_suite_document(fake.path()), cli::read_suite_document(own.path())};
  const cli::Matrix m = cli::build_matrix(docs);
  ASSERT_EQ(m.engines.size(), 2u);
  EXPECT_EQ(m.engines[0].label, "fake");
  EXPECT_EQ(m.engines[1].label, "Deep Thought");
  ASSERT_EQ(m.suites.size(), 2u);
  EXPECT_EQ(m.suites[0].tags, (std::vector<std::string>{"king.step", "rook.move"}));
  EXPECT_EQ(m.suites[1].tags, (std::vector<std::string>{"(untagged)"}));
  EXPECT_EQ(m.cells[0][0].rate.text(), "2/3 66.6%");
  EXPECT_EQ(m.cells[0][0].by_tag.at("king.step").text(), "2/3 66.6%");
  EXPECT_EQ(m.cells[0][0].by_tag.at("rook.move").text(), "0/1 0%");
  EXPECT_EQ(m.cells[0][1].document, nullptr);
  EXPECT_EQ(m.cells[1][1].rate.text(), "1/1 100%");
  ASSERT_EQ(m.cells[0][0].failures.size(), 1u);
  EXPECT_EQ(m.cells[0][0].failures[0]->name, "y");
  EXPECT_EQ((cli::Rate{1999, 2000}.text()), "1999/2000 99.9%");  // 99.95: cut, never 100%
}

TEST(ReportCommand, WritesThreePagesAndOneLine) {
  const TempFile doc(report_document("fake", "a.epd", {report_count("x", 1, "fail", R"("castling.move")")}), ".json");
  const TempDir dir;
  const Ran r = report_run({doc.path(), "-o", (dir.path / "site").string()});
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out, kSourceRootLine + "wrote " + (dir.path / "site" / "index.html").string() +
                       ": 1 engine, 1 suite, 1 count not passed\n");
  for (const char* page : {"index.html", "failures.html", "clauses.html"})
    EXPECT_TRUE(std::filesystem::is_regular_file(dir.path / "site" / page)) << page;
  // The clause's text, read from specs/orthodox.yaml.
  EXPECT_NE(slurp(dir.path / "site" / "clauses.html").find("Castling is a move of the king and a rook"), std::string::npos);
}

TEST(ReportCommand, BadInputIsOneLineAndStatusTwo) {
  const TempDir dir;
  const std::string out = (dir.path / "site").string();
  EXPECT_EQ(report_run({"-o", out}).err, "deepthought report: expected RESULT.json..., the files `deepthought suite --json` wrote\n");
  const TempFile doc(report_document("", "a.epd", {}), ".json");
  EXPECT_EQ(report_run({doc.path()}).err, "deepthought report: missing -o DIR: the directory to write the matrix into\n");

  const TempFile epd("# two kings\n4k3/8/8/8/8/8/8/4K3 w - - ;D1 5\n", ".epd");
  const Ran not_json = report_run({epd.path(), "-o", out});
  EXPECT_EQ(not_json.status, 2);
  EXPECT_EQ(not_json.err, "deepthought report: " + epd.path() +
                              ":1:1: expected a JSON value (an object, array, string, number, true, false or null), found '#'\n");

  const TempFile other(R"({"passed":3})", ".json");
  EXPECT_EQ(report_run({other.path(), "-o", out}).err,
            "deepthought report: " + other.path() +
                ": expected the member 'summary' (is this what `deepthought suite --json` writes?)\n");
  const TempFile wrong_kind(R"({"summary":"s","file":"f","variant":"orthodox","engine":null,"engine_protocol":null,)"
                            R"("engine_name":null,"skipped":0,"results":{}})",
                            ".json");
  EXPECT_EQ(report_run({wrong_kind.path(), "-o", out}).err,
            "deepthought report: " + wrong_kind.path() + ": 'results': expected an array, found an object\n");
  std::string bad_status = report_document("", "a.epd", {report_count("x", 1, "passed", "")});
  const TempFile status(bad_status, ".json");
  EXPECT_EQ(report_run({status.path(), "-o", out}).err,
            "deepthought report: " + status.path() + ": results[0]: 'status': expected pass, fail, error, timeout or bad, found 'passed'\n");

  const std::string missing = (dir.path / "none.json").string();
  const Ran unreadable = report_run({missing, "-o", out});
  EXPECT_EQ(unreadable.status, 2);
  EXPECT_EQ(unreadable.err, "deepthought report: " + missing + ": cannot open the file: No such file or directory\n");
  EXPECT_EQ(report_run({dir.path.string(), "-o", out}).err,
            "deepthought report: " + dir.path.string() +
                ": expected a result file of `deepthought suite --json`, found a directory\n");

  const Ran twice = report_run({doc.path(), doc.path(), "-o", out});
  EXPECT_EQ(twice.status, 2);
  EXPECT_EQ(twice.err, "deepthought report: " + doc.path() + " and " + doc.path() +
                           " both give Deep Thought on a.epd (orthodox): expected one result file for each engine and suite\n");
  EXPECT_FALSE(std::filesystem::exists(out));  // nothing written for any of them
}

TEST(ReportCommand, NeverWritesOverAnInput) {
  const TempDir dir;
  const std::filesystem::path input = dir.path / "index.html";
  const std::string text = report_document("", "a.epd", {report_count("x", 1, "pass", "")});
  std::ofstream(input) << text;
  const Ran r = report_run({input.string(), "-o", dir.path.string()});
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.err, "deepthought report: -o '" + input.string() + "': expected a file other than the input " + input.string() +
                       ", which it would overwrite\n");
  EXPECT_EQ(slurp(input), text);
  EXPECT_FALSE(std::filesystem::exists(dir.path / "failures.html"));
}

// A page that cannot be written (failures.html is a folder) leaves the old site as it was:
// no page replaced, no temporary file left.
TEST(ReportCommand, TheSiteIsWrittenWholeOrNotAtAll) {
  const TempDir dir;
  const TempFile doc(report_document("", "a.epd", {report_count("x", 1, "pass", "")}), ".json");
  std::ofstream(dir.path / "index.html") << "old";
  std::filesystem::create_directory(dir.path / "failures.html");
  const Ran r = report_run({doc.path(), "-o", dir.path.string()});
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("failures.html"), std::string::npos) << r.err;
  EXPECT_EQ(slurp(dir.path / "index.html"), "old");
  std::vector<std::string> left;
  for (const auto& entry : std::filesystem::directory_iterator(dir.path)) left.push_back(entry.path().filename().string());
  std::sort(left.begin(), left.end());
  EXPECT_EQ(left, (std::vector<std::string>{"failures.html", "index.html"}));
}

}  // namespace
}  // namespace dt::test

namespace dt::test {
namespace {

// report's branch of the bash completion, from its usage `deepthought report RESULT.json...
// -o DIR [--root DIR]`, read by hand: result files (repeating), then folders for -o and --root.
TEST(ReportCommand, CompletesResultFilesAndFolders) {
  const Ran r = run_cli({"help", "--completion", "bash"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("\n    report)\n      flags='-o --root --help'\n      case $prev in\n"
                       "        -o) _deepthought_words dir; return ;;\n        --root) _deepthought_words dir; return ;;\n"
                       "      esac\n      operands='file'\n      repeats=1\n"),
            std::string::npos)
      << r.out;
}

}  // namespace
}  // namespace dt::test
