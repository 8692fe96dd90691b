// What make fuzz found, each fed through the code path the fuzz target took, with the
// error it must now give. The inputs stay in tests/fuzz/corpus/NAME/ (ctest replays them
// all through the targets too, as fuzz.replay.NAME).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include "cli/cli_error.hpp"
#include "rulebook/rulebook_files.hpp"
#include "support/temp_file.hpp"

namespace {

const std::filesystem::path kCorpus = std::filesystem::path(DEEPTHOUGHT_SOURCE_DIR) / "tests" / "fuzz" / "corpus";

// A fuzz input's text without its first byte (the byte that picks the variant).
std::string text_after_variant_byte(const std::filesystem::path& input) {
  std::ifstream in(input, std::ios::binary);
  const std::string data((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  return data.empty() ? data : data.substr(1);
}

// The loaders read a path, as the fuzz target does: the text goes to a scratch file (a
// TempPath, removed at the end of the test whatever way it ends).
void write_scratch(const dt::test::TempPath& scratch, const std::string& text) {
  std::ofstream(scratch.path(), std::ios::binary) << text;
}

// fuzz_yaml, a timeout: 7,885 bytes cut from positions/orthodox/pieces.yaml, starting
// ", d4d2, d4d1, ..." (line 1, column 1 is a ',' that starts no YAML node). yaml-cpp 0.7's
// LoadAll read endless empty documents from it, growing memory until killed.
TEST(FuzzFindings, YamlStartingWithACommaIsInvalidYamlAtLineOneColumnOne) {
  const dt::test::TempPath scratch(".yaml");
  write_scratch(scratch, text_after_variant_byte(kCorpus / "yaml" / "timeout-12278e6affe1e8e8eeefe8c05b1d88434d86f9b2"));
  const std::string& path = scratch.path();
  try {
    dt::cli::load_position_file(path);
    ADD_FAILURE() << "the text loaded";
  } catch (const dt::cli::CliError& error) {
    EXPECT_EQ(std::string(error.what()), path + ":1:1: invalid YAML: expected a node, found text that starts none (such as ',')");
  }
}

}  // namespace
