#include "expectation_file.hpp"

#include <array>

#include "rulebook_yaml.hpp"

namespace dt::cli {

namespace {

constexpr std::string_view kFileKeys[] = {"expectations"};
constexpr std::string_view kKeys[] = {"entry", "tag", "option", "status", "reason"};

Expectation read_one(const YamlFile& file, const Item& item) {
  const Mapping m = file.mapping(item, kKeys, "an expectation");
  Expectation e{};
  int subjects = 0;
  constexpr std::array<std::pair<std::string_view, Expectation::Kind>, 3> kinds{
      {{"entry", Expectation::Kind::Entry}, {"tag", Expectation::Kind::Tag}, {"option", Expectation::Kind::Option}}};
  for (const auto& [key, kind] : kinds) {
    const auto value = m.get(key);
    if (!value) continue;
    if (++subjects > 1) file.fail(value->mark, "expected one of 'entry', 'tag' or 'option' in an expectation, found a second");
    e.kind = kind;
    e.what = file.text(*value, key);
    if (e.what.empty()) file.fail(value->mark, std::string(key) + ": expected a text that is not empty");
    if (kind == Expectation::Kind::Option) {
      const auto eq = e.what.find('=');
      if (eq == 0 || eq == std::string::npos || eq + 1 == e.what.size())
        file.fail(value->mark, "option: expected NAME=VALUE, found '" + e.what + "'");
    }
  }
  if (subjects == 0) file.fail(item.mark, "expected one of the keys 'entry', 'tag' or 'option' in an expectation");
  const Item status = m.required("status", "an expectation");
  const std::string word = file.text(status, "status");
  if (word == "fail") e.status = Expectation::Status::Fail;
  else if (word == "unsupported") e.status = Expectation::Status::Unsupported;
  else if (word == "timeout") e.status = Expectation::Status::Timeout;
  else file.fail(status.mark, "status: expected 'fail', 'unsupported' or 'timeout', found '" + word + "'");
  const Item reason = m.required("reason", "an expectation");
  e.reason = file.text(reason, "reason");
  if (e.reason.find_first_not_of(" \t") == std::string::npos)
    file.fail(reason.mark, "reason: expected why the engine is expected to " + word + ", found an empty text");
  e.where = file.where(item.mark);
  return e;
}

}  // namespace

std::vector<Expectation> read_expectations(const std::string& path) {
  const YamlFile file(path);
  const Mapping root = file.mapping(file.root(), kFileKeys, "an expectation file");
  std::vector<Expectation> out;
  for (const Item& item : file.list(root.required("expectations", "an expectation file"), "expectations"))
    out.push_back(read_one(file, item));
  return out;
}

}  // namespace dt::cli
