// The options a suite entry assumes (`;options NAME=VALUE ...`, a block's `options` line):
// Deep Thought counts the entry under them (--option in their place), a perftree engine
// gets them where its command says `{options}` and refuses the entry in one line when it
// does not, and a UCI engine is sent them as `setoption`, refusing the entry alone when it
// lacks one (tests/data/suites/options_hyperspace.epd).
#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "engines/uci_dialogue.hpp"
#include "support/run_cli.hpp"

namespace dt::test {
namespace {

const std::string kFile = std::string(DEEPTHOUGHT_TEST_DATA) + "/suites/options_hyperspace.epd";

Ran suite(std::vector<std::string> flags) {
  std::vector<std::string> argv = {"suite", "hyperspace", kFile};
  argv.insert(argv.end(), flags.begin(), flags.end());
  return run_cli(argv);
}

std::string perftree(const std::string& flags) { return "'" + kCli + "' divide --perftree hyperspace " + flags; }

TEST(SuiteOptions, DeepThoughtCountsEachEntryUnderItsOwnOptions) {
  const Ran r = suite({});
  EXPECT_EQ(r.status, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("ok       line 4 (" + kFile + ":4) depth 1: 18\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find(": 4 passed, 0 failed, 0 skipped\n"), std::string::npos) << r.out;
}

// One table for the whole file, shared by entries under different options (which key
// their counts apart), over two threads: the same counts and lines as without it.
TEST(SuiteOptions, OneTableServesEntriesUnderDifferentOptions) {
  const Ran plain = suite({});
  for (const auto& flags : {std::vector<std::string>{"--hash", "1"}, {"--hash", "1", "--threads", "2"},
                                               {"--threads", "2"}}) {
    const Ran r = suite(flags);
    EXPECT_EQ(r.status, 0) << r.out << r.err;
    EXPECT_EQ(r.out, plain.out) << flags.size();
  }
}

// An engine counts for itself: Deep Thought's table and threads would be given for nothing.
TEST(SuiteOptions, TableAndThreadsAreRefusedWithAnEngine) {
  for (const std::string& flag : {std::string("--hash"), std::string("--threads")}) {
    const Ran r = suite({"--engine", perftree("{options}"), flag, "2"});
    EXPECT_EQ(r.status, 2) << r.out << r.err;
    EXPECT_EQ(r.err, "deepthought suite: " + flag + ": Deep Thought's own counts only; with --engine or --uci the engine counts\n");
  }
}

// --option takes the place of an entry's own value: the defaults' entry now fails.
TEST(SuiteOptions, AnOptionGivenOnTheCommandLineOverridesTheEntrys) {
  const Ran r = suite({"--option", "castling=off", "--quiet"});
  EXPECT_EQ(r.status, 1) << r.out << r.err;
  EXPECT_NE(r.out.find("MISMATCH line 5 (" + kFile + ":5) depth 1: expected 19, got 18\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find(": 2 passed, 2 failed, 0 skipped\n"), std::string::npos) << r.out;
}

TEST(SuiteOptions, APerftreeEngineGetsThemWhereItsCommandSaysOptions) {
  const Ran r = suite({"--engine", perftree("{options}")});
  EXPECT_EQ(r.status, 0) << r.out << r.err;
  EXPECT_NE(r.out.find(": 4 passed, 0 failed, 0 skipped\n"), std::string::npos) << r.out;
}

// Without `{options}` the protocol has no place for them: that entry is one ERROR line,
// never counted under the defaults, and the others run.
TEST(SuiteOptions, APerftreeEngineWithoutThePlaceRefusesThatEntryInOneLine) {
  const Ran r = suite({"--engine", perftree("")});
  EXPECT_EQ(r.status, 1) << r.out << r.err;
  EXPECT_NE(r.out.find("ERROR    line 4 (" + kFile + ":4): --engine '" + perftree("") +
                       "': this entry assumes castling=off, which perftree's protocol cannot pass: put the word "
                       "{options} in the command where the engine takes --option NAME=VALUE\n"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find(": 2 passed, 0 failed, 0 skipped, 1 error\n"), std::string::npos) << r.out;
}

TEST(SuiteOptions, JsonNamesEachEntrysOptions) {
  const Ran r = suite({"--json", "--max-depth", "1"});
  EXPECT_NE(r.out.find("\"options\":{\"castling\":\"off\"},\"depth\":1,\"expected\":18"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\"options\":{},\"depth\":1,\"expected\":19"), std::string::npos) << r.out;
}

cli::UciOffer engine_offering(const std::vector<std::string>& options) {
  cli::UciOffer offer;
  for (const auto& name : options) offer.read("option name " + name + " type string default x");
  return offer;
}

TEST(SuiteOptions, AUciEngineIsSentThemAsSetoption) {
  std::string commands, refusal;
  EXPECT_TRUE(engine_offering({"Castling"}).entry_commands({}, {{"castling", "off"}}, commands, refusal));
  EXPECT_EQ(commands, "setoption name Castling value off\n");
  EXPECT_TRUE(refusal.empty());
}

// One engine counts entry after entry: an option the next entry does not assume goes back
// to the default the engine gave, unless it gave none (a new process has it then).
TEST(SuiteOptions, AUciEngineIsToldTheNextEntrysOptions) {
  cli::UciOffer offer = engine_offering({"Castling"});
  offer.read("option name Kidnap type string");
  std::string commands, refusal;
  EXPECT_TRUE(offer.entry_commands({{"castling", "off"}}, {}, commands, refusal));
  EXPECT_EQ(commands, "setoption name Castling value x\n");
  EXPECT_FALSE(offer.entry_commands({{"kidnap", "optional"}}, {{"castling", "off"}}, commands, refusal));
}

// An engine lacking the option refuses the entry, not the engine.
TEST(SuiteOptions, AUciEngineWithoutOneRefusesThatEntry) {
  std::string commands, refusal;
  EXPECT_TRUE(engine_offering({"Hash"}).entry_commands({}, {{"castling", "off"}}, commands, refusal));
  EXPECT_EQ(refusal, "the engine offers no option 'castling', so it cannot count this entry under castling=off");
  EXPECT_EQ(commands, "");
}

}  // namespace
}  // namespace dt::test
