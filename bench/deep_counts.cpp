#include "deep_counts.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <stdexcept>

namespace dt::bench {

namespace {

// A function, not a namespace-scope path: the benchmarks are registered during start-up,
// possibly before this file's statics are made.
std::filesystem::path suites_dir() { return std::filesystem::path(DEEPTHOUGHT_SOURCE_DIR) / "positions" / "suites"; }

std::vector<cli::SuiteEntry> read_suite(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error(path.string() + ": cannot read the deep counts");
  const std::string text{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  return cli::parse_suite(text, path.string());
}

}  // namespace

std::vector<DeepCounts> deep_counts(std::string_view variant) {
  const std::string stem = "deep-" + std::string(variant);
  std::vector<DeepCounts> out{{{}, "", read_suite(suites_dir() / (stem + ".perft"))}};
  std::vector<std::filesystem::path> others;
  for (const auto& file : std::filesystem::directory_iterator(suites_dir())) {
    const std::string name = file.path().filename().string();
    if (name.starts_with(stem + ".") && name.ends_with(".perft") && name != stem + ".perft") others.push_back(file.path());
  }
  std::sort(others.begin(), others.end());
  for (const auto& path : others) {
    std::string label = path.stem().string().substr(stem.size() + 1);
    const auto eq = label.find('=');
    if (eq == std::string::npos) throw std::runtime_error(path.string() + ": expected deep-VARIANT.NAME=VALUE.perft");
    out.push_back({{{label.substr(0, eq), label.substr(eq + 1)}}, label, read_suite(path)});
  }
  return out;
}

std::uint64_t deep_count(std::string_view variant, std::string_view entry, int depth) {
  const auto suites = deep_counts(variant);
  for (const auto& e : suites.front().entries)
    if (e.name == entry)
      for (const auto& c : e.counts)
        if (c.depth == depth) return c.nodes;
  throw std::runtime_error("no deep count for " + std::string(variant) + " " + std::string(entry) + " depth " +
                           std::to_string(depth));
}

}  // namespace dt::bench
