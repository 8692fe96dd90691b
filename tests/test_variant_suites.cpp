// The conformance suites of positions/suites/VARIANT.perft (written by
// positions/suites/generate.sh): a sample of each re-confirmed by the independent reference
// generator, and a planted difference (Deep Thought under a non-default option, run as a
// perftree engine) failing with its failures grouped under the clauses of that option's rule.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "face/erased.hpp"
#include "suites/suite_file.hpp"
#include "support/reference.hpp"
#include "support/run_cli.hpp"
#include "support/temp_file.hpp"

namespace dt::test {
namespace {

const std::string kSuites = std::string(DEEPTHOUGHT_SOURCE_DIR) + "/positions/suites/";

// The registered variants with a conformance suite (orthodox chess has the published
// standard.perft instead), so that a new variant's suite is sampled without an edit here.
std::vector<std::string> variants_with_suites() {
  std::vector<std::string> names;
  for (const Variant* v : variants())
    if (std::ifstream(kSuites + std::string(v->name()) + ".perft")) names.emplace_back(v->name());
  return names;
}

std::vector<cli::SuiteEntry> entries_of(const std::string& variant) {
  const std::string path = kSuites + variant + ".perft";
  return cli::parse_suite(slurp(path), path);
}

// Every 25th entry's counts of at most 2000 nodes, counted again by the reference under
// the entry's options: the file and the reference still agree, whatever Deep Thought does
// (the ctest suite.VARIANT runs Deep Thought over the file).
TEST(VariantSuites, ASampleOfEachSuiteAgreesWithTheReference) {
  const auto names = variants_with_suites();
  EXPECT_GE(names.size(), 5u);  // Hyperspace, Hitchhiker, Outer Space, LUE, Ringworld at least
  for (const std::string& name : names) {
    const Variant* variant = find_variant(name);
    ASSERT_NE(variant, nullptr) << name;
    const auto entries = entries_of(name);
    EXPECT_GE(entries.size(), 100u) << name;
    int checked = 0;
    for (std::size_t i = 0; i < entries.size(); i += 25) {
      const auto& e = entries[i];
      EXPECT_FALSE(e.tags.empty()) << name << ' ' << e.name;
      for (const auto& c : e.counts)
        if (c.nodes <= 2000) {
          EXPECT_EQ(reference_perft(*variant, e.position, e.options, c.depth), c.nodes) << name << ' ' << e.name << " depth " << c.depth;
          ++checked;
        }
    }
    EXPECT_GT(checked, 0) << name;
  }
}

// The first 12 entries of the Hyperspace suite under the default options (the rulebook's
// castling cases among them), run against Deep Thought under castling=off: every entry
// that fails is one the writer tagged with the castling clauses, found by its counts
// changing under that option.
TEST(VariantSuites, APlantedOptionDifferenceFailsUnderThatOptionsClauses) {
  const std::string path = kSuites + "hyperspace.perft";
  std::istringstream in(slurp(path));
  std::string text, block, line;
  int blocks = 0;
  const auto keep = [&] {
    if (!block.empty() && block.find("\noptions ") == std::string::npos && blocks++ < 12) text += block;
    block.clear();
  };
  while (std::getline(in, line)) {
    if (line.starts_with("id ")) keep();
    if (line.starts_with("id ") || !block.empty()) block += line + '\n';
  }
  keep();
  const TempFile sample(text, ".perft");
  // Not every entry carries the option's clauses: the tags tell the entries apart.
  const auto entries = cli::parse_suite(text, sample.path());
  const auto lacks = [](const cli::SuiteEntry& e) {
    return std::find(e.tags.begin(), e.tags.end(), "castling.off") == e.tags.end();
  };
  EXPECT_TRUE(std::any_of(entries.begin(), entries.end(), lacks));
  const std::string engine = "'" + std::string(DEEPTHOUGHT_CLI) + "' divide --perftree hyperspace --option castling=off";
  const Ran r = run_cli({"suite", "hyperspace", sample.path(), "--engine", engine, "--max-depth", "2", "--quiet"});
  EXPECT_EQ(r.status, 1) << r.out << r.err;
  const auto at = r.out.find("failures by tag: ");
  ASSERT_NE(at, std::string::npos) << r.out;
  std::istringstream summary(r.out.substr(at + 17));
  std::size_t failing = 0;
  summary >> failing;
  EXPECT_GT(failing, 0u);
  const std::string all = std::to_string(failing) + " tagged ";
  EXPECT_NE(r.out.find(all + "castling.off"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find(all + "castling.board"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("untagged"), std::string::npos) << r.out;
}

}  // namespace
}  // namespace dt::test
