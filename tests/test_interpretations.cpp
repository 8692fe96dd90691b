// `deepthought interpretations`: each ruling's alternative beside the defaults.
#include <gtest/gtest.h>

#include <string>

#include "support/run_cli.hpp"

namespace dt::test {
namespace {

// Hyperspace from the start: 53 moves a side (positions/hyperspace), and the two armies
// cannot meet in two plies, so 53 * 53 = 2809. Castling is impossible in the first two
// plies and no piece is due to land, so castling and drop_check change nothing.
// jumps=optional adds an orthodox twin to each of the 12 launches among the 20 orthodox
// moves (8 double steps, 4 knight moves): 65 and 65 * 65 = 4225; jumps=off is orthodox
// chess: 20 and 400.
TEST(Interpretations, HyperspaceTableFromTheStart) {
  const auto r = run_cli({"interpretations", "hyperspace", "2"});
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out,
            "| option | value | perft 1 | perft 2 | differs from the defaults |\n"
            "|---|---|---:|---:|---|\n"
            "| (defaults) |  | 53 | 2809 |  |\n"
            "| castling | hyperspace | 53 | 2809 | no |\n"
            "| castling | off | 53 | 2809 | no |\n"
            "| drop_check | off | 53 | 2809 | no |\n"
            "| jumps | optional | 65 | 4225 | from depth 1 |\n"
            "| jumps | off | 20 | 400 | from depth 1 |\n");
}

// Hitchhiker's options change nothing in the first two plies (positions/hitchhiker/perft.yaml).
TEST(Interpretations, JsonRows) {
  const auto r = run_cli({"interpretations", "hitchhiker", "2", "--json"});
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out,
            "{\"variant\":\"hitchhiker\",\"rows\":["
            "{\"option\":null,\"value\":null,\"perft\":[19,357],\"first_difference\":null},"
            "{\"option\":\"orbit_change\",\"value\":\"any\",\"perft\":[19,357],\"first_difference\":null},"
            "{\"option\":\"kidnap\",\"value\":\"optional\",\"perft\":[19,357],\"first_difference\":null}]}\n");
}

TEST(Interpretations, SaysWhenAVariantHasNoOptions) {
  const auto r = run_cli({"interpretations", "orthodox", "1"});
  EXPECT_EQ(r.out,
            "| option | value | perft 1 | differs from the defaults |\n|---|---|---:|---|\n"
            "| (defaults) |  | 20 |  |\n\northodox has no options: each of its rulings is fixed.\n");
}

TEST(Interpretations, RefusesOptionsAndBadArguments) {
  EXPECT_EQ(run_cli({"interpretations", "hyperspace", "2", "--option", "jumps=off"}).status, 2);
  EXPECT_EQ(run_cli({"interpretations", "hyperspace"}).status, 2);
  EXPECT_NE(run_cli({"interpretations", "hyperspace", "1", "--fen", "x"}).err.find("--fen"), std::string::npos);
}

}  // namespace
}  // namespace dt::test
