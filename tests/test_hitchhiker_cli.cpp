// Hitchhiker Chess at the command line: perft and play through `deepthought` (its bad input
// is in test_cli_errors.cpp, with every other variant's).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "support/run_cli.hpp"

namespace {

TEST(HitchhikerCli, PerftFromTheStart) {
  const auto ran = dt::test::run_cli({"perft", "hitchhiker", "2", "--json"});
  EXPECT_EQ(ran.status, 0) << ran.err;
  EXPECT_NE(ran.out.find("\"nodes\":357"), std::string::npos) << ran.out;
}

TEST(HitchhikerCli, PlayReportsTheWin) {
  const auto ran = dt::test::run_cli({"play", "hitchhiker", "--fen", "h/H/1C1/5/7/4*4/7/5/3/1/1 w -", "--moves", "e9-e10"});
  EXPECT_EQ(ran.status, 0) << ran.err;
  EXPECT_NE(ran.out.find("&/C/3/5/7/4*4/7/5/3/1/1 b -"), std::string::npos) << ran.out;
  EXPECT_NE(ran.out.find("white wins by reaching the restaurant"), std::string::npos) << ran.out;
}

}  // namespace
