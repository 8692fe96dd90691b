#include "input_file.hpp"

#include <filesystem>
#include <fstream>
#include <sstream>

#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/yaml.h>

#include "cli_error.hpp"

namespace dt::cli {

namespace {

std::string megabytes(std::size_t bytes) { return std::to_string(bytes >> 20) + " MB"; }

// Counts how deep lists and mappings open inside each other, and stops the parse (before
// the parser recurses further) at the first one past the limit.
class NestingCheck final : public YAML::EventHandler {
 public:
  explicit NestingCheck(const std::string& path) : path_(path) {}
  void OnDocumentStart(const YAML::Mark&) override {}
  void OnDocumentEnd() override {}
  void OnNull(const YAML::Mark&, YAML::anchor_t) override {}
  void OnAlias(const YAML::Mark&, YAML::anchor_t) override {}
  void OnScalar(const YAML::Mark&, const std::string&, YAML::anchor_t, const std::string&) override {}
  void OnSequenceStart(const YAML::Mark& mark, const std::string&, YAML::anchor_t, YAML::EmitterStyle::value) override {
    open(mark);
  }
  void OnSequenceEnd() override { --depth_; }
  void OnMapStart(const YAML::Mark& mark, const std::string&, YAML::anchor_t, YAML::EmitterStyle::value) override {
    open(mark);
  }
  void OnMapEnd() override { --depth_; }

 private:
  void open(const YAML::Mark& mark) {
    if (++depth_ <= kMaxYamlNesting) return;
    throw CliError(path_ + ":" + std::to_string(mark.line + 1) + ":" + std::to_string(mark.column + 1) +
                   ": lists and mappings nested more than " + std::to_string(kMaxYamlNesting) + " deep");
  }
  const std::string& path_;
  int depth_ = 0;
};

}  // namespace

std::string read_input_file(const std::string& path, std::string_view expected) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec))
    throw CliError(path + ": expected " + std::string(expected) + ", found a directory");
  std::ifstream in(path, std::ios::binary);
  if (!in) throw CliError(path + ": cannot open the file");
  // Read in pieces up to one byte over the bound: a device or pipe has no size to ask.
  std::string text;
  char buf[1 << 16];
  while (text.size() <= kMaxInputBytes && in.read(buf, sizeof buf).gcount() > 0)
    text.append(buf, static_cast<std::size_t>(in.gcount()));
  if (text.size() > kMaxInputBytes)
    throw CliError(path + ": the file is larger than " + megabytes(kMaxInputBytes) + ", the most an input file may be");
  std::size_t line = 1, start = 0;
  for (std::size_t end = text.find('\n'); start < text.size(); end = text.find('\n', start), ++line) {
    if (end == std::string::npos) end = text.size();
    if (end - start > kMaxLineBytes)
      throw CliError(path + ":" + std::to_string(line) + ": the line is longer than " + megabytes(kMaxLineBytes) +
                     ", the most a line may be");
    start = end + 1;
  }
  return text;
}

void check_yaml_nesting(const std::string& yaml, const std::string& path) {
  std::istringstream in(yaml);
  YAML::Parser parser(in);
  NestingCheck check(path);
  try {
    // Two documents at most: on some malformed texts yaml-cpp 0.7 yields empty documents
    // forever (rulebook_yaml.cpp), and the loader refuses a second document anyway.
    for (int documents = 0; documents < 2 && parser.HandleNextDocument(check); ++documents) {
    }
  } catch (const YAML::Exception&) {
    // Malformed YAML: the full parse that follows reports it with its own message.
  }
}

}  // namespace dt::cli
