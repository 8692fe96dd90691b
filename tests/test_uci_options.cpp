// The values a UCI engine is sent are checked against what its `option` lines offer (the
// UCI protocol's option types: a spin's min and max, a combo's vars, a check's true and
// false), for --uci-option and for a suite entry's options alike: an engine that is sent
// another value ignores it or clamps it without a word, and counts under the wrong rules.
#include <gtest/gtest.h>

#include <string>

#include "engines/uci_dialogue.hpp"

namespace dt::test {
namespace {

cli::UciOffer offer(std::initializer_list<std::string> lines) {
  cli::UciOffer out;
  out.read("option name UCI_Variant type combo default chess var chess");
  for (const auto& line : lines) out.read(line);
  return out;
}

// The refusal setup_commands gives for --uci-option NAME=VALUE; empty when it is sent.
std::string refusal_of(const cli::UciOffer& engine, const std::string& name, const std::string& value) {
  cli::UciSetup setup{"orthodox", "chess", false, {{name, value}}, {}};
  std::string refusal;
  const std::string commands = engine.setup_commands(setup, refusal);
  if (refusal.empty()) {
    EXPECT_NE(commands.find("setoption name"), std::string::npos) << commands;
  }
  return refusal;
}

TEST(UciOptionValues, ASpinTakesAnIntegerFromItsMinToItsMax) {
  const auto engine = offer({"option name Contempt type spin default 0 min -100 max 100"});
  for (const std::string value : {"-100", "0", "100", "+5"}) EXPECT_EQ(refusal_of(engine, "Contempt", value), "") << value;
  const std::string range = "the engine's option Contempt takes an integer from -100 to 100, not ";
  for (const std::string value : {"-101", "101", "1.5", "", "ten", "99999999999999999999", "5 "})
    EXPECT_EQ(refusal_of(engine, "contempt", value), "--uci-option contempt=" + value + ": " + range + value) << value;
}

TEST(UciOptionValues, AComboTakesOneOfItsVarsInAnyCase) {
  const auto engine = offer({"option name Analysis Contempt type combo default Both var Off var White var Black var Both"});
  EXPECT_EQ(refusal_of(engine, "Analysis Contempt", "white"), "");
  EXPECT_EQ(refusal_of(engine, "Analysis Contempt", "Grey"),
            "--uci-option Analysis Contempt=Grey: the engine's option Analysis Contempt takes one of Off, White, "
            "Black, Both, not Grey");
}

TEST(UciOptionValues, ACheckTakesTrueOrFalse) {
  const auto engine = offer({"option name Ponder type check default false"});
  EXPECT_EQ(refusal_of(engine, "Ponder", "true"), "");
  EXPECT_EQ(refusal_of(engine, "Ponder", "false"), "");
  EXPECT_EQ(refusal_of(engine, "Ponder", "1"), "--uci-option Ponder=1: the engine's option Ponder takes true or false, not 1");
}

// A string, a spin whose min or max is not a number and a combo without vars are sent as
// given: there is nothing to check them against.
TEST(UciOptionValues, WhatTheEngineDoesNotBoundIsSentAsGiven) {
  const auto engine = offer({"option name SyzygyPath type string default <empty>",
                             "option name Odd type spin default 1 min one max 8",
                             "option name Bare type combo default x"});
  EXPECT_EQ(refusal_of(engine, "SyzygyPath", "/tb value x"), "");
  EXPECT_EQ(refusal_of(engine, "Odd", "12"), "");
  EXPECT_EQ(refusal_of(engine, "Bare", "y"), "");
}

// An entry's option outside what the engine offers refuses that entry, as a missing one does.
TEST(UciOptionValues, AnEntrysValueOutsideTheOfferRefusesThatEntry) {
  const auto engine = offer({"option name Castling type combo default standard var standard var off"});
  std::string commands, refusal;
  EXPECT_TRUE(engine.entry_commands({}, {{"castling", "hyperspace"}}, commands, refusal));
  EXPECT_EQ(refusal,
            "the engine's option Castling takes one of standard, off, not hyperspace, so it cannot count this entry "
            "under castling=hyperspace");
  EXPECT_EQ(commands, "");
  refusal.clear();
  EXPECT_TRUE(engine.entry_commands({}, {{"castling", "off"}}, commands, refusal));
  EXPECT_EQ(refusal, "");
  EXPECT_EQ(commands, "setoption name Castling value off\n");
}

}  // namespace
}  // namespace dt::test
