// Strict reading of the rulebook's YAML files: every value is checked for its type, every
// mapping for unknown and repeated keys, and every error names FILE:LINE:COLUMN (1-based,
// from yaml-cpp's Mark) and what was expected, as a CliError (style.md "Strict input").
#pragma once

#include "cli/cli_error.hpp"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <yaml-cpp/yaml.h>

namespace dt::cli {

// A value and the place to blame when it is wrong: its own mark, or its key's when the
// value is left empty (yaml-cpp marks an empty value at the token after it).
struct Item {
  YAML::Node node;
  YAML::Mark mark;
};

// Throws CliError "WHERE: WHAT" on one line; WHERE is "FILE:LINE:COLUMN".
[[noreturn]] void input_error(const std::string& where, const std::string& what);

class YamlFile;

// A mapping whose keys were checked against the ones its schema allows.
class Mapping {
 public:
  Mapping(const YamlFile& file, YAML::Mark mark, std::vector<std::pair<Item, Item>> entries)
      : file_(&file), mark_(mark), entries_(std::move(entries)) {}

  std::optional<Item> get(std::string_view key) const;
  // Throws "expected key 'KEY' in WHAT" at the mapping when the key is absent.
  Item required(std::string_view key, std::string_view what) const;
  // Keys and values in file order.
  const std::vector<std::pair<Item, Item>>& entries() const { return entries_; }
  bool empty() const { return entries_.empty(); }

 private:
  const YamlFile* file_;
  YAML::Mark mark_;
  std::vector<std::pair<Item, Item>> entries_;
};

class YamlFile {
 public:
  // Reads and parses one YAML document; throws CliError when the file cannot be read,
  // is not valid YAML, holds no document or more than one.
  explicit YamlFile(std::string path);

  const std::string& path() const { return path_; }
  const Item& root() const { return root_; }

  // "FILE:LINE:COLUMN"
  std::string where(const YAML::Mark& mark) const;
  [[noreturn]] void fail(const YAML::Mark& mark, const std::string& what) const;

  // `keys` are the allowed keys; `what` names the mapping in errors ("a case").
  Mapping mapping(const Item& item, std::span<const std::string_view> keys, std::string_view what) const;
  // A mapping whose keys are data (squares, depths, option names): only the type is checked.
  Mapping open_mapping(const Item& item, std::string_view what) const;
  std::string text(const Item& item, std::string_view what) const;
  std::vector<Item> list(const Item& item, std::string_view what) const;
  // A list of texts; a set (moves to compare, clause ids) refuses a repeated entry.
  enum class Repeats { allowed, refused };
  std::vector<std::string> texts(const Item& item, std::string_view what, Repeats repeats) const;
  // Numbers written as plain decimal digits; "20x", "0x14" and the quoted "20" are not numbers.
  std::uint64_t count(const Item& item, std::string_view what) const;
  int depth(const Item& item, std::string_view what) const;

 private:
  std::string number_text(const Item& item, std::string_view what) const;

  std::string path_;
  Item root_;
};

}  // namespace dt::cli
