#include "suite_gen/tag_table.hpp"

#include <algorithm>
#include <array>
#include <string_view>

#include "rulebook/rulebook_yaml.hpp"

namespace dt::suite_gen {

std::vector<std::string> TagTable::tags(const std::set<std::string>& features, const cli::SpecFile& spec,
                                        std::set<std::string>& unmapped) const {
  std::set<std::string, std::less<>> wanted;
  for (const std::string& f : features) {
    const auto it = clauses.find(f);
    if (it == clauses.end()) unmapped.insert(f);
    else wanted.insert(it->second.begin(), it->second.end());
  }
  std::vector<std::string> out;
  for (const auto& clause : spec.clauses)
    if (wanted.count(clause.id.id)) out.push_back(clause.id.id);
  return out;
}

TagTable load_tag_table(const std::string& path, const cli::SpecFile& spec) {
  static constexpr std::array<std::string_view, 2> kKeys{"variant", "features"};
  const cli::YamlFile file(path);
  const cli::Mapping map = file.mapping(file.root(), kKeys, "a suite tag table");
  const auto variant = map.required("variant", "a suite tag table");
  if (file.text(variant, "variant") != spec.variant)
    file.fail(variant.mark, "expected variant '" + spec.variant + "', the variant of " + spec.path);
  TagTable table{path, {}};
  const cli::Mapping features = file.open_mapping(map.required("features", "a suite tag table"), "features");
  for (const auto& [key, value] : features.entries()) {
    const std::string feature = file.text(key, "a feature name");
    auto ids = file.texts(value, "clause ids", cli::YamlFile::Repeats::refused);
    for (const auto& item : file.list(value, "clause ids"))
      if (!spec.defines(file.text(item, "a clause id")))
        file.fail(item.mark, "expected a clause id of " + spec.path + ", found '" + file.text(item, "a clause id") + "'");
    table.clauses.emplace(feature, std::move(ids));
  }
  return table;
}

}  // namespace dt::suite_gen
