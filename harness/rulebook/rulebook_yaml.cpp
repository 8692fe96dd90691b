#include "rulebook_yaml.hpp"

#include <algorithm>
#include <set>
#include <sstream>
#include <unordered_set>

#include <yaml-cpp/eventhandler.h>

#include "cli/cli_error.hpp"
#include "cli/common.hpp"
#include "cli/input_file.hpp"
#include "core/nearest_name.hpp"
#include "core/text.hpp"

namespace dt::cli {

namespace {

// Where a document's first node starts and whether it is empty: enough to tell a second
// document from yaml-cpp 0.7's endless empty ones (DocumentStart below).
struct DocumentStart : YAML::EventHandler {
  YAML::Mark mark;
  bool seen = false;
  bool empty = false;

  void note(const YAML::Mark& at, bool null) {
    if (seen) return;
    seen = true;
    mark = at;
    empty = null;
  }
  void OnDocumentStart(const YAML::Mark&) override {}
  void OnDocumentEnd() override {}
  void OnNull(const YAML::Mark& at, YAML::anchor_t) override { note(at, true); }
  void OnAlias(const YAML::Mark& at, YAML::anchor_t) override { note(at, false); }
  void OnScalar(const YAML::Mark& at, const std::string&, YAML::anchor_t, const std::string&) override { note(at, false); }
  void OnSequenceStart(const YAML::Mark& at, const std::string&, YAML::anchor_t, YAML::EmitterStyle::value) override {
    note(at, false);
  }
  void OnSequenceEnd() override {}
  void OnMapStart(const YAML::Mark& at, const std::string&, YAML::anchor_t, YAML::EmitterStyle::value) override {
    note(at, false);
  }
  void OnMapEnd() override {}
};

bool same_place(const YAML::Mark& a, const YAML::Mark& b) { return a.pos == b.pos && a.line == b.line && a.column == b.column; }

std::string_view type_name(const YAML::Node& node) {
  switch (node.Type()) {
    case YAML::NodeType::Null: return "nothing";
    case YAML::NodeType::Scalar: return node.Tag() == "!" ? "a quoted text" : "a text";
    case YAML::NodeType::Sequence: return "a list";
    case YAML::NodeType::Map: return "a mapping";
    case YAML::NodeType::Undefined: break;
  }
  return "nothing";
}

std::string found(const YAML::Node& node) {
  if (node.IsScalar()) return std::string(type_name(node)) + " '" + node.Scalar() + "'";
  return std::string(type_name(node));
}

// An empty value's own mark is the next token's; blame its key instead.
YAML::Mark mark_of(const YAML::Node& value, const YAML::Mark& key) {
  return value.IsNull() ? key : value.Mark();
}

}  // namespace

void input_error(const std::string& where, const std::string& what) { throw CliError(one_line(where + ": " + what)); }

std::optional<Item> Mapping::get(std::string_view key) const {
  for (const auto& [k, v] : entries_)
    if (k.node.Scalar() == key) return v;
  return std::nullopt;
}

Item Mapping::required(std::string_view key, std::string_view what) const {
  if (auto value = get(key)) return *value;
  file_->fail(mark_, "expected key '" + std::string(key) + "' in " + std::string(what));
}

YamlFile::YamlFile(std::string path) : path_(std::move(path)) {
  const std::string text = read_input_file(path_, "a YAML file");
  check_yaml_nesting(text, path_);
  // Not YAML::LoadAll: in yaml-cpp 0.7 (Debian 12) it loops forever, filling memory, on a
  // text where no node can start, such as one beginning with ',' (jbeder/yaml-cpp#1040,
  // fixed upstream by #1319; found by make fuzz). The parser reads at most two documents
  // here, and YAML::Load builds the first.
  YAML::Node root;
  try {
    std::istringstream in(text);
    YAML::Parser parser(in);
    DocumentStart first, second;
    if (!parser.HandleNextDocument(first)) fail(YAML::Mark(), "expected a YAML mapping, found an empty file");
    if (parser.HandleNextDocument(second)) {
      // An empty document where the first one started: the parser did not move on.
      if (first.empty && second.empty && same_place(first.mark, second.mark))
        fail(first.mark, "invalid YAML: expected a node, found text that starts none (such as ',')");
      fail(second.mark, "expected one YAML document, found a second");
    }
    root = YAML::Load(text);
  } catch (const YAML::Exception& error) {
    fail(error.mark.is_null() ? YAML::Mark() : error.mark, "invalid YAML: " + error.msg);
  }
  root_ = {root, root.IsNull() ? YAML::Mark() : root.Mark()};
}

std::string YamlFile::where(const YAML::Mark& mark) const {
  const int line = mark.is_null() ? 1 : mark.line + 1;
  const int column = mark.is_null() ? 1 : mark.column + 1;
  return path_ + ":" + std::to_string(line) + ":" + std::to_string(column);
}

void YamlFile::fail(const YAML::Mark& mark, const std::string& what) const { input_error(where(mark), what); }

Mapping YamlFile::mapping(const Item& item, std::span<const std::string_view> keys, std::string_view what) const {
  Mapping map = open_mapping(item, what);
  for (const auto& [key, value] : map.entries()) {
    if (std::find(keys.begin(), keys.end(), key.node.Scalar()) != keys.end()) continue;
    fail(key.mark, "unknown key '" + key.node.Scalar() + "' in " + std::string(what) + ": expected one of " + join(keys, ", ") +
                      did_you_mean(key.node.Scalar(), keys));
  }
  return map;
}

Mapping YamlFile::open_mapping(const Item& item, std::string_view what) const {
  if (!item.node.IsMap()) fail(item.mark, std::string(what) + ": expected a mapping, found " + found(item.node));
  std::vector<std::pair<Item, Item>> entries;
  std::set<std::string> seen;
  for (auto it = item.node.begin(); it != item.node.end(); ++it) {
    const Item key{it->first, it->first.Mark()};
    if (!key.node.IsScalar()) fail(key.mark, std::string(what) + ": expected a text as key, found " + found(key.node));
    if (!seen.insert(key.node.Scalar()).second)
      fail(key.mark, "key '" + key.node.Scalar() + "' given twice in " + std::string(what));
    entries.emplace_back(key, Item{it->second, mark_of(it->second, key.mark)});
  }
  return Mapping(*this, item.mark, std::move(entries));
}

std::string YamlFile::text(const Item& item, std::string_view what) const {
  if (!item.node.IsScalar()) fail(item.mark, std::string(what) + ": expected a text, found " + found(item.node));
  return item.node.Scalar();
}

std::vector<Item> YamlFile::list(const Item& item, std::string_view what) const {
  if (!item.node.IsSequence()) fail(item.mark, std::string(what) + ": expected a list, found " + found(item.node));
  std::vector<Item> out;
  for (const auto& entry : item.node) out.push_back({entry, entry.IsNull() ? item.mark : entry.Mark()});
  return out;
}

std::vector<std::string> YamlFile::texts(const Item& item, std::string_view what, Repeats repeats) const {
  std::vector<std::string> out;
  std::unordered_set<std::string> seen;  // a hash set: a search of `out` per entry made long lists quadratic
  for (const auto& entry : list(item, what)) {
    std::string value = text(entry, std::string(what) + " entry");
    if (repeats == Repeats::refused && !seen.insert(value).second)
      fail(entry.mark, std::string(what) + ": '" + value + "' listed twice");
    out.push_back(std::move(value));
  }
  return out;
}

std::string YamlFile::number_text(const Item& item, std::string_view what) const {
  const std::string value = text(item, what);
  if (item.node.Tag() == "!") fail(item.mark, std::string(what) + ": expected a number, found the quoted text '" + value + "'");
  return value;
}

std::uint64_t YamlFile::count(const Item& item, std::string_view what) const {
  const std::string value = number_text(item, what);
  try {
    return parse_count(value, what);
  } catch (const CliError& error) {
    fail(item.mark, error.message);
  }
}

int YamlFile::depth(const Item& item, std::string_view what) const {
  const std::string value = number_text(item, what);
  try {
    return parse_depth(value, what, 1);
  } catch (const CliError& error) {
    fail(item.mark, error.message);
  }
}

}  // namespace dt::cli
