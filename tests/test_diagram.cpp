// `deepthought diagram`: every variant's board drawn in its geometry as well-formed SVG,
// the moves of one piece marked by kind, the last move highlighted, bad input refused.
// Cell counts come from the rulings' boards, move lists from the hand-worked cases of
// positions/ (named beside each), piece counts from the seeds' setups.
#include <gtest/gtest.h>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "support/run_cli.hpp"
#include "support/temp_file.hpp"
#include "support/xml_check.hpp"

namespace dt::test {
namespace {

// An SVG written to the temporary directory, read back and removed.
class Svg {
 public:
  Svg() : path_(dt::test::temp_name("-diagram.svg").string()) {}
  ~Svg() { std::filesystem::remove(path_); }
  const std::string& path() const { return path_; }
  std::string text() const {
    std::ifstream in(path_);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
  }

 private:
  std::string path_;
};

std::string drawn(std::vector<std::string> argv) {
  Svg svg;
  argv.insert(argv.begin(), "diagram");
  argv.insert(argv.end(), {"-o", svg.path()});
  const Ran r = run_cli(argv);
  EXPECT_EQ(r.status, 0) << r.err;
  const std::string text = svg.text();
  EXPECT_EQ(xml_problem(text), "");
  return text;
}

int occurrences(const std::string& text, const std::string& what) {
  int n = 0;
  for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

// The moves marked, summed per kind (each mark says how many moves it stands for).
std::map<std::string, int> moves_by_kind(const std::string& svg) {
  std::map<std::string, int> out;
  const std::string tag = "<g class=\"mark\" data-kind=\"";
  for (auto at = svg.find(tag); at != std::string::npos; at = svg.find(tag, at + 1)) {
    const auto kind_end = svg.find('"', at + tag.size());
    const std::string kind = svg.substr(at + tag.size(), kind_end - at - tag.size());
    const auto moves = svg.find("data-moves=\"", kind_end) + 12;
    out[kind] += std::stoi(svg.substr(moves, svg.find('"', moves) - moves));
  }
  return out;
}

// The well-formedness check itself catches what it must.
TEST(XmlCheck, FindsEachProblem) {
  EXPECT_EQ(xml_problem("<?xml version=\"1.0\"?>\n<svg a=\"1\"><g><text>a &amp; b</text></g><rect/></svg>\n"), "");
  EXPECT_NE(xml_problem("<svg><g></svg>"), "");              // g never closed
  EXPECT_NE(xml_problem("<svg a=1></svg>"), "");             // unquoted
  EXPECT_NE(xml_problem("<svg a=\"1\" a=\"2\"></svg>"), "");  // repeated attribute
  EXPECT_NE(xml_problem("<svg>a & b</svg>"), "");            // bare &
  EXPECT_NE(xml_problem("<svg>a < b</svg>"), "");            // bare <
  EXPECT_NE(xml_problem("<svg></svg><svg></svg>"), "");      // two roots
  EXPECT_NE(xml_problem(""), "");                            // no root
}

struct Start {
  std::string variant;
  int cells;   // the board's cells (rulings' Board clauses)
  int pieces;  // the seed's setup
};

class StartDiagram : public ::testing::TestWithParam<Start> {};

TEST_P(StartDiagram, DrawsEveryCellAndPiece) {
  const Start& s = GetParam();
  const std::string svg = drawn({s.variant});
  EXPECT_EQ(occurrences(svg, "<polygon class=\"cell "), s.cells);
  EXPECT_EQ(occurrences(svg, "<g class=\"piece\""), s.pieces);
  // Self-contained: nothing fetched from elsewhere.
  EXPECT_EQ(occurrences(svg, "href"), 0);
  EXPECT_EQ(occurrences(svg, "<script"), 0);
  EXPECT_EQ(occurrences(svg, "@font-face"), 0);
}

INSTANTIATE_TEST_SUITE_P(
    Variants, StartDiagram,
    ::testing::Values(
        Start{"orthodox", 64, 32},    // 8x8; 16 a side
        Start{"hyperspace", 64, 32},  // the same board and army, nothing in transit
        // HC-1: ranks of 1 1 3 5 7 9 7 5 3 1 1 cells = 43, the hole e6 included; a side has
        // 4 Mines, 3 Colonizers, 3 Orbiters, 2 Rockets, a Sun and a Hitchhiker = 14.
        Start{"hitchhiker", 43, 28},
        // RW-1: 217 - 19 = 198; an army is a General and 12 pairs (Rk Cn Fr Hr Fc Hc Wd Wt
        // Dw Dt Tw Td) = 25, three armies.
        Start{"ringworld", 198, 75},
        // OS-1: 5x8 + 2a 2b 2c; a side: 5 Star Clusters, 2 Planets, Spaceship, Nebula, Galaxy.
        Start{"outerspace", 43, 20},
        // LU-1: 6x7; a side: 6 pieces and 6 Marvins.
        Start{"lue", 42, 24}),
    [](const ::testing::TestParamInfo<Start>& param) { return param.param.variant; });

struct MovesOf {
  std::string name;
  std::vector<std::string> argv;
  std::map<std::string, int> kinds;
};

class MovesOfDiagram : public ::testing::TestWithParam<MovesOf> {};

TEST_P(MovesOfDiagram, MarksEveryLegalMoveByKind) {
  const MovesOf& m = GetParam();
  const std::string svg = drawn(m.argv);
  EXPECT_EQ(moves_by_kind(svg), m.kinds);
  // The legend names each kind shown, once.
  for (const auto& [kind, count] : m.kinds) EXPECT_EQ(occurrences(svg, "<g class=\"legend\" data-kind=\"" + kind + "\""), 1) << kind;
}

INSTANTIATE_TEST_SUITE_P(
    Variants, MovesOfDiagram,
    ::testing::Values(
        // Knight b1 at the start: a3 and c3.
        MovesOf{"OrthodoxKnight", {"orthodox", "--moves-of", "b1"}, {{"move", 2}}},
        // King e1 between its rooks: d1 d2 e2 f2 f1 and both castlings.
        MovesOf{"OrthodoxCastling", {"orthodox", "--fen", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "--moves-of", "e1"},
                {{"move", 5}, {"castling", 2}}},
        // Pawn e7 to an empty e8: four promotions on one mark.
        MovesOf{"OrthodoxPromotion", {"orthodox", "--fen", "k7/4P3/8/8/8/8/8/7K w - - 0 1", "--moves-of", "e7"},
                {{"promotion", 4}}},
        // positions/hyperspace/moves.yaml, pawn-steps-captures-and-double-step.
        MovesOf{"HyperspacePawn", {"hyperspace", "--fen", "4k3/8/8/8/8/3n1n2/4P3/4K3 w - - 0 1", "--moves-of", "e2"},
                {{"move", 1}, {"launch", 1}, {"capture", 2}}},
        // positions/hitchhiker/orbiter.yaml, orbiter-e4-the-seed-diagram: the ring d5 c6 d7 e8
        // f7 g6 f5, the orbit changes e3 e5.
        MovesOf{"HitchhikerOrbiter", {"hitchhiker", "--fen", "h/1/3/5/7/4*4/7/2O2/3/1/H w -", "--moves-of", "e4"},
                {{"move", 7}, {"orbit change", 2}}},
        // positions/ringworld/cannons.yaml, cannon-captures-over-one-screen: 22 quiet, d5xd10.
        MovesOf{"RingworldCannon", {"ringworld", "--fen", "Ge@i1,Cn@d5/Wd@d7,Ge@q9/Dw@d10,Ge@a9 123 1 -", "--moves-of", "d5"},
                {{"move", 22}, {"capture", 1}}},
        // positions/outerspace/black-holes.yaml, galaxy-warps-and-steps: 8 steps, 6 warps
        // (1b3 1d3 1c5 reached both ways: two marks on one cell each).
        MovesOf{"OuterspaceGalaxy", {"outerspace", "--fen", "g3n/5/5/5/2G2/5/5/4N 3 w - - 0", "--moves-of", "c4"},
                {{"move", 8}, {"warp", 6}}},
        // positions/lue/details.yaml, universe-captures-with-a-lent-power.
        MovesOf{"LueUniverse", {"lue", "--fen", "5z/6/6/m5/1UL3/1A4/6 w 1 -", "--moves-of", "b3"},
                {{"move", 5}, {"capture", 1}, {"swap", 2}}}),
    [](const auto& param) { return param.param.name; });

TEST(Diagram, LastMoveIsPlayedAndHighlighted) {
  const std::string svg = drawn({"orthodox", "--last", "e2e4"});
  EXPECT_EQ(occurrences(svg, "<polygon class=\"last\""), 2);
  EXPECT_EQ(occurrences(svg, "<g class=\"piece\" data-cell=\"e4\""), 1);
  EXPECT_EQ(occurrences(svg, "<g class=\"piece\" data-cell=\"e2\""), 0);
  EXPECT_EQ(occurrences(svg, ">last move: e2e4</text>"), 1);
}

TEST(Diagram, PiecesInTransitAreShownWithTheirTurnsLeft) {
  // HY-13: after 1. Nf3 the knight is due on f3 with 1 turn left.
  const std::string svg = drawn({"hyperspace", "--moves", "g1-f3^"});
  EXPECT_EQ(occurrences(svg, "<g class=\"transit\" data-cell=\"f3\""), 1);
  EXPECT_EQ(occurrences(svg, "white N to f3, 1 turn left"), 1);
  EXPECT_EQ(occurrences(svg, "<g class=\"piece\""), 31);
}

// The seed's diagram of the Orbiter on e4, committed beside the spec, is what the
// command draws now.
TEST(Diagram, SeedOrbiterDiagramIsCurrent) {
  const std::string svg = drawn({"hitchhiker", "--fen", "h/1/3/5/7/4*4/7/2O2/3/1/H w -", "--moves-of", "e4"});
  std::ifstream in(std::string(DEEPTHOUGHT_SOURCE_DIR) + "/specs/hitchhiker-orbiter-e4.svg");
  std::stringstream committed;
  committed << in.rdbuf();
  EXPECT_EQ(svg, committed.str()) << "regenerate with: deepthought diagram hitchhiker --fen 'h/1/3/5/7/4*4/7/2O2/3/1/H w -' "
                                     "--moves-of e4 -o specs/hitchhiker-orbiter-e4.svg";
}

struct Bad {
  std::string name;
  std::vector<std::string> argv;
  std::string says;
};

class DiagramError : public ::testing::TestWithParam<Bad> {};

TEST_P(DiagramError, OneLineExitTwo) {
  const Bad& b = GetParam();
  const Ran r = run_cli(b.argv);
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(occurrences(r.err, "\n"), 1) << r.err;
  EXPECT_NE(r.err.find(b.says), std::string::npos) << r.err;
}

const std::string kNowhere = "/nonexistent-dir/x.svg";

INSTANTIATE_TEST_SUITE_P(
    Diagram, DiagramError,
    ::testing::Values(Bad{"UnknownSquare", {"diagram", "orthodox", "--moves-of", "z9", "-o", kNowhere}, "'z9'"},
                      Bad{"NoPieceThere", {"diagram", "orthodox", "--moves-of", "e4", "-o", kNowhere}, "no piece on e4"},
                      Bad{"HoleHasNoPiece", {"diagram", "hitchhiker", "--moves-of", "e6", "-o", kNowhere}, "no piece on e6"},
                      Bad{"BadOutputPath", {"diagram", "lue", "-o", kNowhere}, "cannot write"},
                      Bad{"MissingOutput", {"diagram", "lue"}, "missing -o"},
                      Bad{"IllegalLastMove", {"diagram", "orthodox", "--last", "e2e5", "-o", kNowhere}, "--last 'e2e5'"},
                      Bad{"UnknownVariant", {"diagram", "shogi", "-o", kNowhere}, "shogi"}),
    [](const auto& param) { return param.param.name; });

}  // namespace
}  // namespace dt::test
