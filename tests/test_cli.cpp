// The command-line tool driven in-process through dt::cli::run: what each command prints
// for good input. Every count here is published (Chess Programming Wiki, "Perft Results"
// and its divide of the initial position) or worked out by hand in the comment beside it.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "commands/commands.hpp"
#include "support/run_cli.hpp"

namespace {

constexpr const char* kFoolsMate = "f2f3,e7e5,g2g4,d8h4";

using dt::test::Ran;

Ran cli(const std::vector<std::string>& argv) { return dt::test::run_cli(argv); }

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

std::vector<std::string> words_of(const std::string& line) {
  std::vector<std::string> words;
  std::istringstream in(line);
  for (std::string word; in >> word;) words.push_back(word);
  return words;
}

// The `MOVE COUNT` lines of a divide report, checked to be followed by one blank line
// and the total alone on the last line (the format the issue asks for).
std::map<std::string, std::uint64_t> parse_divide(const std::string& out, std::uint64_t expected_total) {
  const auto lines = lines_of(out);
  EXPECT_GE(lines.size(), 3u);
  if (lines.size() < 3) return {};
  EXPECT_EQ(lines[lines.size() - 2], "");
  EXPECT_EQ(lines.back(), std::to_string(expected_total));
  std::map<std::string, std::uint64_t> counts;
  std::uint64_t sum = 0;
  for (std::size_t i = 0; i + 2 < lines.size(); ++i) {
    const auto words = words_of(lines[i]);
    const bool move_space_count = words.size() == 2 && lines[i] == words[0] + ' ' + words[1];
    EXPECT_TRUE(move_space_count) << "line " << i + 1 << ": '" << lines[i] << "'";
    if (!move_space_count) continue;
    const std::uint64_t n = std::stoull(words[1]);
    EXPECT_TRUE(counts.emplace(words[0], n).second) << "move listed twice: " << words[0];
    sum += n;
  }
  EXPECT_EQ(sum, expected_total) << "the total is the sum of the lines";
  return counts;
}

// The 20 legal first moves: 16 pawn moves (one or two squares for each of 8 pawns) and
// two for each knight.
const std::set<std::string> kStartMoves = {
    "a2a3", "a2a4", "b2b3", "b2b4", "c2c3", "c2c4", "d2d3", "d2d4", "e2e3", "e2e4",
    "f2f3", "f2f4", "g2g3", "g2g4", "h2h3", "h2h4", "b1a3", "b1c3", "g1f3", "g1h3",
};

TEST(CliVariants, ListsOrthodoxAndEveryListedNameIsAccepted) {
  const Ran r = cli({"variants"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.err, "");
  std::vector<std::string> names;
  for (const auto& line : lines_of(r.out))
    if (!line.empty() && line[0] != ' ') names.push_back(words_of(line).front());
  EXPECT_NE(std::find(names.begin(), names.end(), "orthodox"), names.end()) << r.out;
  // A name the listing offers must be one the other commands take.
  for (const auto& name : names) EXPECT_EQ(cli({"perft", name, "1"}).status, 0) << name;
}

TEST(CliPerft, StartPositionDepthsOneToThreeInTheHumanForm) {
  const Ran r = cli({"perft", "orthodox", "3"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.err, "");
  // One line per depth whose first two columns are the depth and the node count;
  // the rest (a header, times, rates) is for people.
  std::map<std::string, std::string> nodes_by_depth;
  for (const auto& line : lines_of(r.out)) {
    const auto words = words_of(line);
    if (words.size() >= 2 && words[0].find_first_not_of("0123456789") == std::string::npos)
      nodes_by_depth[words[0]] = words[1];
  }
  const std::map<std::string, std::string> published = {{"1", "20"}, {"2", "400"}, {"3", "8902"}};
  EXPECT_EQ(nodes_by_depth, published) << r.out;
}

// Minimal reader for the flat objects `perft --json` prints: "key":value pairs, no nesting,
// no commas inside values.
std::map<std::string, std::string> parse_flat_json(const std::string& line) {
  std::map<std::string, std::string> fields;
  EXPECT_TRUE(line.size() >= 2 && line.front() == '{' && line.back() == '}') << line;
  if (line.size() < 2) return fields;
  std::istringstream in(line.substr(1, line.size() - 2));
  for (std::string pair; std::getline(in, pair, ',');) {
    const auto colon = pair.find(':');
    EXPECT_TRUE(colon != std::string::npos && pair.size() > 2 && pair.front() == '"' && pair[colon - 1] == '"')
        << "not a \"key\":value pair: " << pair;
    if (colon == std::string::npos || colon < 2) continue;
    EXPECT_TRUE(fields.emplace(pair.substr(1, colon - 2), pair.substr(colon + 1)).second) << "key twice: " << pair;
  }
  return fields;
}

bool is_number(const std::string& s, bool fraction) {
  std::istringstream in(s);
  double value = -1;
  in >> value;
  return !s.empty() && in.eof() && !in.fail() && value >= 0 && (fraction || s.find_first_not_of("0123456789") == std::string::npos);
}

TEST(CliPerft, JsonPrintsOneObjectPerDepthWithTheFiveKeys) {
  const Ran r = cli({"perft", "orthodox", "3", "--json"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.err, "");
  const auto lines = lines_of(r.out);
  ASSERT_EQ(lines.size(), 3u) << "one object per depth and nothing else:\n" << r.out;
  const char* published[] = {"20", "400", "8902"};
  for (int depth = 1; depth <= 3; ++depth) {
    const auto fields = parse_flat_json(lines[depth - 1]);
    const std::set<std::string> keys = {"variant", "depth", "nodes", "seconds", "nps"};
    std::set<std::string> got;
    for (const auto& [key, value] : fields) got.insert(key);
    EXPECT_EQ(got, keys) << lines[depth - 1];
    if (got != keys) continue;
    EXPECT_EQ(fields.at("variant"), "\"orthodox\"");
    EXPECT_EQ(fields.at("depth"), std::to_string(depth));
    EXPECT_EQ(fields.at("nodes"), published[depth - 1]);
    EXPECT_TRUE(is_number(fields.at("seconds"), true)) << fields.at("seconds");
    EXPECT_TRUE(is_number(fields.at("nps"), false)) << fields.at("nps");
  }
}

std::string json_nodes_at_depth_one(const std::vector<std::string>& argv) {
  const Ran r = cli(argv);
  EXPECT_EQ(r.status, 0) << r.err;
  const auto lines = lines_of(r.out);
  return lines.empty() ? "" : parse_flat_json(lines[0])["nodes"];
}

TEST(CliPerft, MovesAndFenSetThePositionCounted) {
  // After 1.e4 it is Black's turn, with the same 20 moves White had.
  EXPECT_EQ(json_nodes_at_depth_one({"perft", "orthodox", "1", "--json", "--moves", "e2e4"}), "20");
  // King e1 to d1, d2, e2, f1, f2, then e5-e6 and e5xd6 en passant: 7.
  EXPECT_EQ(json_nodes_at_depth_one({"perft", "orthodox", "1", "--json", "--fen", "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2"}), "7");
}

TEST(CliDivide, DepthOneFromTheStartIsEachMoveOnceThenBlankThenTwenty) {
  const Ran r = cli({"divide", "orthodox", "1"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.err, "");
  const auto counts = parse_divide(r.out, 20);
  std::set<std::string> moves;
  for (const auto& [move, n] : counts) {
    moves.insert(move);
    EXPECT_EQ(n, 1u) << move;
  }
  EXPECT_EQ(moves, kStartMoves);
}

TEST(CliDivide, DepthTwoGivesTwentyRepliesToEveryFirstMove) {
  // No first move attacks anything or blocks a black piece: Black always has its 20.
  const auto counts = parse_divide(cli({"divide", "orthodox", "2"}).out, 400);
  EXPECT_EQ(counts.size(), 20u);
  for (const auto& [move, n] : counts) EXPECT_EQ(n, 20u) << move;
  EXPECT_EQ(counts.count("e2e4"), 1u);
}

TEST(CliDivide, DepthThreeMatchesThePublishedDivide) {
  // The initial position's perft 3 divide as published with the CPW perft results
  // (and printed by every engine's `go perft 3`).
  const std::map<std::string, std::uint64_t> published = {
      {"a2a3", 380}, {"b2b3", 420}, {"c2c3", 420}, {"d2d3", 539}, {"e2e3", 599}, {"f2f3", 380}, {"g2g3", 420},
      {"h2h3", 380}, {"a2a4", 420}, {"b2b4", 421}, {"c2c4", 441}, {"d2d4", 560}, {"e2e4", 600}, {"f2f4", 401},
      {"g2g4", 421}, {"h2h4", 420}, {"b1a3", 400}, {"b1c3", 440}, {"g1f3", 440}, {"g1h3", 400}};
  EXPECT_EQ(parse_divide(cli({"divide", "orthodox", "3"}).out, 8902), published);
}

TEST(CliDivide, AfterOneEFourEFiveWhiteHasTwentyNineMoves) {
  // By hand: 14 pawn moves (the e-pawn is blocked), Nb1 a3/c3 and Ng1 e2/f3/h3 (5),
  // Bf1 e2..a6 (5), Qd1 e2..h5 (4), Ke1-e2 (1).
  const Ran r = cli({"divide", "orthodox", "1", "--moves", "e2e4,e7e5"});
  ASSERT_EQ(r.status, 0) << r.err;
  const auto counts = parse_divide(r.out, 29);
  EXPECT_EQ(counts.size(), 29u);
  for (const char* move : {"f1a6", "d1h5", "e1e2", "g1e2"}) EXPECT_EQ(counts.count(move), 1u) << move;
  EXPECT_EQ(counts.count("e4e5"), 0u) << "the e-pawn is blocked";
}

TEST(CliDivide, NoMovesIsABlankLineThenZero) {
  const Ran r = cli({"divide", "orthodox", "2", "--moves", kFoolsMate});
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out, "\n0\n");
}

// A position is an argument of `divide --perftree`, and a Ringworld position whose first
// army is gone starts with '-' ("-/Ge@q5/..."): an argument is a flag only when a letter
// or a second '-' follows its dash (as perftree and suite --engine call it).
TEST(CliDivide, PerftreeTakesAPositionStartingWithADash) {
  const Ran r = cli({"divide", "--perftree", "ringworld", "1", "-/Ge@q5/Ge@d12,Rk@m2 23 3 -"});
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(r.out.ends_with("\n\n38\n")) << r.out;
  const Ran flag = cli({"divide", "-x", "orthodox", "1"});
  EXPECT_EQ(flag.status, 2);
  EXPECT_NE(flag.err.find("unknown flag '-x'"), std::string::npos) << flag.err;
}

TEST(CliMoves, StartPositionListsTheTwentyMovesOnceEach) {
  const Ran r = cli({"moves", "orthodox"});
  ASSERT_EQ(r.status, 0) << r.err;
  const auto lines = lines_of(r.out);
  EXPECT_EQ(lines.size(), 20u);
  EXPECT_EQ(std::set<std::string>(lines.begin(), lines.end()), kStartMoves);
}

TEST(CliMoves, CastlingIsWrittenAsTheKingsTwoSquareMove) {
  // King: d1, d2, e2, f1, f2 and castling e1g1; rook: h2..h8, g1, f1. 6 + 9 = 15.
  const Ran r = cli({"moves", "orthodox", "--fen", "4k3/8/8/8/8/8/8/4K2R w K - 0 1"});
  ASSERT_EQ(r.status, 0) << r.err;
  const auto lines = lines_of(r.out);
  EXPECT_EQ(lines.size(), 15u) << r.out;
  EXPECT_NE(std::find(lines.begin(), lines.end(), "e1g1"), lines.end()) << r.out;
}

TEST(CliMoves, CheckmatedSideHasNone) {
  const Ran r = cli({"moves", "orthodox", "--moves", kFoolsMate});
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out, "");
}

TEST(CliPlay, FoolsMateEndsInBlacksWinWithTheFenWorkedOutByHand) {
  // 1.f3 e5 2.g4 Qh4#: Black's queen left d8, pawns on e5 / f3 / g4, the queen on h4.
  // Halfmove clock 1 (a queen move after the pawn move g4), fullmove 3 (two black moves
  // made), no en passant square (the last move was the queen's), castling untouched.
  const Ran r = cli({"play", "orthodox", "--moves", kFoolsMate});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.err, "");
  EXPECT_EQ(r.out,
            "position: rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3\n"
            "result: black wins by checkmate\n");
}

TEST(CliPlay, StalemateIsADraw) {
  // Qb6-c7 leaves the king on a8 not in check with a7, b7 and b8 all covered.
  const Ran r = cli({"play", "orthodox", "--fen", "k7/8/1Q6/8/8/8/8/4K3 w - - 0 1", "--moves", "b6c7"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out, "position: k7/2Q5/8/8/8/8/8/4K3 b - - 1 1\nresult: draw by stalemate\n");
}

TEST(CliHelp, PrintsUsageOnStdoutAndSucceeds) {
  const Ran r = cli({"--help"});
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(r.err, "");
  for (const char* command : {"variants", "perft", "divide", "moves", "play", "suite"})
    EXPECT_NE(r.out.find(std::string("deepthought ") + command), std::string::npos) << command;
}

}  // namespace
