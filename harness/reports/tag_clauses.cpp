#include "tag_clauses.hpp"

#include "rulebook/rulebook_paths.hpp"

namespace dt::cli {

TagClauses::TagClauses(std::filesystem::path root) : root_(std::move(root)), rulings_(load_rulings(rulings_dir(root_))) {}

const SpecFile* TagClauses::spec(const std::string& variant) {
  auto it = specs_.find(variant);
  if (it == specs_.end()) {
    const std::filesystem::path path = spec_path(root_, variant);
    std::optional<SpecFile> loaded;
    if (std::filesystem::exists(path)) loaded = load_spec_file(shown(path), variant);
    it = specs_.emplace(variant, std::move(loaded)).first;
  }
  return it->second ? &*it->second : nullptr;
}

TagText TagClauses::describe(const std::string& variant, const std::string& tag) {
  TagText t;
  const SpecFile* file = spec(variant);
  if (file)
    for (const Clause& clause : file->clauses)
      if (clause.id.id == tag) {
        t.found = true;
        t.kind = "clause";
        t.text = clause.text;
        t.source = clause.document + (clause.section.empty() ? "" : ", " + clause.section);
        for (const auto& r : clause.rulings) t.rulings.push_back(r.id);
        t.where = clause.id.where;
        return t;
      }
  if (const Ruling* ruling = rulings_.find(tag)) {
    t.found = true;
    t.kind = "ruling";
    t.title = ruling->title;
    t.text = ruling->rule;
    if (ruling->option) t.source = "option " + ruling->option->name;
    t.where = ruling->id.where;
    return t;
  }
  t.where = (file ? "neither a clause of " + file->path : "no spec " + shown(spec_path(root_, variant))) + " nor a ruling of " +
            rulings_.dir;
  return t;
}

}  // namespace dt::cli
