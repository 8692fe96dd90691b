// The project's rulings (specs/rulings/*.yaml) against the specs and the registry: every
// ruling is cited by a spec clause, every option of every variant is written in its
// ruling as the code has it, every variant has its move notation; and the commands that
// show a ruling (`ruling ID`, `help ID`, `variants VARIANT`).
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "commands/commands.hpp"
#include "face/erased.hpp"
#include "rulebook/rulebook_paths.hpp"
#include "rulebook/rulebook_rulings.hpp"
#include "rulebook/ruling_report.hpp"
#include "support/run_cli.hpp"

namespace {

using namespace dt::cli;

struct Outcome {
  int status;
  std::string out;
  std::string err;
};

Outcome run(const std::vector<std::string>& args) {
  std::ostringstream out, err;
  const int status = dt::cli::run(args, out, err);
  return {status, out.str(), err.str()};
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

const RulingBook& book() {
  static const RulingBook loaded = load_rulings(rulings_dir(dt::test::kSourceRoot));
  return loaded;
}

// The rulings written in specs/rulings/, counted by their lines (`  - id: HC-9`) rather
// than by the loader, so that a ruling the loader drops is missed here; a new variant's
// rulings file is counted without an edit.
std::size_t rulings_written() {
  static const std::regex id_line(R"(  - id: [A-Z]+-[0-9]+\s*)");
  std::size_t count = 0;
  for (const auto& entry : std::filesystem::directory_iterator(rulings_dir(dt::test::kSourceRoot))) {
    if (entry.path().extension() != ".yaml") continue;
    std::ifstream in(entry.path());
    for (std::string line; std::getline(in, line);) count += std::regex_match(line, id_line);
  }
  return count;
}

TEST(Rulings, EveryRulingIsCitedBySomeSpecClause) {
  const auto specs = present_specs(dt::test::kSourceRoot);
  ASSERT_EQ(specs.size(), dt::variants().size());
  ASSERT_GT(rulings_written(), 0u);
  ASSERT_EQ(book().rulings.size(), rulings_written());
  for (const auto& ruling : book().rulings) {
    const bool cited = std::any_of(specs.begin(), specs.end(), [&](const SpecFile& spec) {
      return std::any_of(spec.clauses.begin(), spec.clauses.end(), [&](const Clause& c) { return c.cites(ruling.id.id); });
    });
    EXPECT_TRUE(cited) << ruling.id.id << " (" << ruling.id.where << ") is cited by no clause of specs/";
  }
}

// The loader checks a ruling's option against the registry; this is the other way round:
// no option of the code lacks its ruling's text.
TEST(Rulings, EveryOptionOfEveryVariantIsWrittenInItsRuling) {
  for (const dt::Variant* v : dt::variants())
    for (const auto& o : v->options()) {
      const Ruling* ruling = book().find(o.ruling);
      ASSERT_NE(ruling, nullptr) << v->name() << " option " << o.name << ": ruling " << o.ruling;
      ASSERT_TRUE(ruling->option.has_value()) << o.ruling << " does not describe option " << o.name;
      EXPECT_EQ(ruling->option->name, o.name);
      EXPECT_EQ(ruling->variant, v->name());
    }
}

TEST(Rulings, EveryVariantHasItsMoveNotation) {
  for (const dt::Variant* v : dt::variants())
    EXPECT_TRUE(std::any_of(book().notation.begin(), book().notation.end(), [&](const NotationKind& k) { return k.variant == v->name(); }))
        << v->name();
}

TEST(Rulings, HelpIdPrintsTheRuling) {
  const Outcome r = run({"help", "HC-9"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.err, "");
  EXPECT_EQ(r.out.rfind("HC-9  Hitchhiker carrying\n  A Hitchhiker never moves on its own.", 0), 0u) << r.out;
  EXPECT_TRUE(contains(r.out, "\n  option: --option kidnap=automatic|optional, default automatic\n")) << r.out;
  EXPECT_TRUE(contains(r.out, "\n  settles: Hitchhiker Chess by W. D. Troyka, \"The Pieces and their Movements: Hitchhiker\"\n"
                              "    (http://www.chessvariants.com/42.dir/hitchhiker.html)\n"))
      << r.out;
  EXPECT_TRUE(contains(r.out, "\n  defined at: ")) << r.out;
  EXPECT_TRUE(contains(r.out, "specs/rulings/hitchhiker.yaml:")) << r.out;
  EXPECT_TRUE(contains(r.out, "\n  cited by ")) << r.out;
  EXPECT_TRUE(contains(r.out, "specs/hitchhiker.yaml: ")) << r.out;
  EXPECT_TRUE(contains(r.out, "hitchhiker.carry")) << r.out;
  // No line of the text is wider than the report's 92 columns.
  std::istringstream lines(r.out);
  for (std::string line; std::getline(lines, line);) EXPECT_LE(line.size(), 92u) << line;
  EXPECT_EQ(run({"ruling", "HC-9"}).out, r.out);
}

TEST(Rulings, RulingWithoutOptionOrSeedSaysSo) {
  const Outcome r = run({"ruling", "CO-1", "OR-1"});
  ASSERT_EQ(r.status, 0) << r.err;
  // In the order of the files of specs/rulings/ (chess960.yaml's FR-* before common.yaml's).
  EXPECT_TRUE(contains("\n" + r.out, "\nCO-1  Perft\n")) << r.out;
  EXPECT_FALSE(contains(r.out.substr(0, r.out.find("\n\nOR-1")), "option:")) << r.out;
  EXPECT_TRUE(contains(r.out, "  settles: no seed section (the project's own definition)\n")) << r.out;
  EXPECT_TRUE(contains(r.out, "\n\nOR-1  The orthodox base\n")) << r.out;
}

TEST(Rulings, UnknownIdIsRefusedBeforeAnythingIsPrinted) {
  const Outcome r = run({"ruling", "HC-9", "HC-99"});
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err.rfind("deepthought ruling: unknown ruling 'HC-99': expected a ruling id of ", 0), 0u) << r.err;
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
  EXPECT_EQ(run({"help", "XX-9"}).status, 2);
  // help of a word that is neither a command nor a ruling id stays an unknown command.
  EXPECT_TRUE(contains(run({"help", "nothing"}).err, "unknown command 'nothing'"));
}

TEST(Rulings, RulingAloneListsEveryIdAndTitle) {
  const Outcome r = run({"ruling"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(std::count(r.out.begin(), r.out.end(), '\n'), static_cast<long>(book().rulings.size())) << r.out;
  // In the order of the files of specs/rulings/ (chess960.yaml's FR-* before common.yaml's).
  EXPECT_TRUE(contains("\n" + r.out, "\nCO-1  Perft\n")) << r.out;
  EXPECT_TRUE(contains(r.out, "\nRW-9  Attack\n")) << r.out;
}

TEST(Rulings, VariantsOfOneVariantListsTheRulingsItsSpecCites) {
  const Outcome r = run({"variants", "hitchhiker"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out.rfind("hitchhiker  ", 0), 0u) << r.out;
  EXPECT_TRUE(contains(r.out, "  --option kidnap=automatic|optional  default automatic, ruling HC-9: ")) << r.out;
  EXPECT_TRUE(contains(r.out, "\n    HC-9  Hitchhiker carrying\n")) << r.out;
  EXPECT_TRUE(contains(r.out, "\n    CO-2  Pass\n")) << r.out;
  EXPECT_FALSE(contains(r.out, "HY-")) << r.out;
  EXPECT_LT(r.out.find("    CO-2"), r.out.find("    HC-1  Board"));
  // Without a variant the listing is unchanged: no rulings.
  EXPECT_FALSE(contains(run({"variants"}).out, "rulings cited by"));
  EXPECT_EQ(run({"variants", "shogi"}).status, 2);
  EXPECT_EQ(run({"variants", "hitchhiker", "lue"}).status, 2);
}

}  // namespace
