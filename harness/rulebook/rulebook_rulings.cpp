#include "rulebook_rulings.hpp"

#include <algorithm>
#include <cctype>
#include <system_error>

#include "cli/cli_error.hpp"
#include "core/nearest_name.hpp"
#include "core/text.hpp"
#include "face/erased.hpp"
#include "rulebook_paths.hpp"
#include "rulebook_yaml.hpp"

namespace dt::cli {

namespace {

using Repeats = YamlFile::Repeats;

constexpr std::string_view kFileKeys[] = {"title", "variant", "seeds", "rulings", "notation"};
constexpr std::string_view kRulingKeys[] = {"id", "title", "rule", "settles", "option"};
constexpr std::string_view kSettlesKeys[] = {"seed", "section"};
constexpr std::string_view kOptionKeys[] = {"name", "values", "default"};
constexpr std::string_view kSeedKeys[] = {"id", "title", "author", "address"};
constexpr std::string_view kNotationKeys[] = {"text", "kinds", "note"};
constexpr std::string_view kKindKeys[] = {"variant", "kind", "notation", "example"};

std::string word(const YamlFile& file, const Item& item, std::string_view what) {
  std::string value = file.text(item, what);
  if (value.empty()) file.fail(item.mark, std::string(what) + ": expected a non-empty text");
  return value;
}

// A folded YAML text (`>`) ends with a newline; the rule is one paragraph without it.
std::string paragraph(const YamlFile& file, const Item& item, std::string_view what) {
  std::string value = word(file, item, what);
  while (!value.empty() && value.back() == '\n') value.pop_back();
  if (value.find('\n') != std::string::npos)
    file.fail(item.mark, std::string(what) + ": expected one paragraph (a folded text, '>'), found several lines");
  return value;
}

const Variant& variant_named(const YamlFile& file, const Item& item) {
  const std::string name = word(file, item, "variant");
  const Variant* variant = find_variant(name);
  if (!variant) file.fail(item.mark, "variant: expected one of " + variant_names() + ", found '" + name + "'" +
                                 did_you_mean(name, variants(), [](const Variant* v) { return v->name(); }));
  return *variant;
}

// The option as the variant's registry has it: same name, values in the same order, same
// default, and this ruling named as the one that defines it. The text and the code then
// cannot drift apart.
RulingOption option_of(const YamlFile& file, const Item& item, const Variant* variant, const std::string& id) {
  const Mapping map = file.mapping(item, kOptionKeys, "option");
  RulingOption out;
  out.name = word(file, map.required("name", "option"), "name");
  const Item values = map.required("values", "option");
  out.values = file.texts(values, "values", Repeats::refused);
  const Item given_default = map.required("default", "option");
  out.default_value = word(file, given_default, "default");
  if (out.values.size() < 2) file.fail(values.mark, "values: expected at least two values");
  if (std::find(out.values.begin(), out.values.end(), out.default_value) == out.values.end())
    file.fail(given_default.mark, "default: expected one of the values, found '" + out.default_value + "'");
  if (!variant) file.fail(item.mark, "option: expected a file with a variant (key 'variant') whose option this is");
  const auto options = variant->options();
  const auto spec = std::find_if(options.begin(), options.end(), [&](const OptionSpec& o) { return o.name == out.name; });
  if (spec == options.end())
    file.fail(item.mark, "option: expected an option of " + std::string(variant->name()) + " (" +
                             join(options, ", ", [](const OptionSpec& o) { return o.name; }) + "), found '" + out.name + "'" +
                             did_you_mean(out.name, options, [](const OptionSpec& o) { return o.name; }));
  const std::string registered = std::string(spec->name) + "=" + join(spec->values, "|") + ", default " +
                                 std::string(spec->default_value) + ", ruling " + std::string(spec->ruling);
  const std::string written = out.name + "=" + join(out.values, "|") + ", default " + out.default_value + ", ruling " + id;
  if (registered != written)
    file.fail(item.mark, "option: expected " + registered + " (as " + std::string(variant->name()) + " defines it), found " + written);
  return out;
}

Ruling ruling_of(const YamlFile& file, const Item& item, const Variant* variant, std::vector<Citation>& seeds_cited) {
  const Mapping map = file.mapping(item, kRulingKeys, "a ruling");
  const Item id = map.required("id", "a ruling");
  Ruling out{{word(file, id, "id"), file.where(id.mark)}, variant ? std::string(variant->name()) : "", {}, {}, {}, {}};
  if (!ruling_id_shape(out.id.id))
    file.fail(id.mark, "id: expected two capital letters, '-' and a number (such as HC-9), found '" + out.id.id + "'");
  out.title = word(file, map.required("title", "a ruling"), "title");
  out.rule = paragraph(file, map.required("rule", "a ruling"), "rule");
  for (const auto& entry : file.list(map.required("settles", "a ruling"), "settles")) {
    const Mapping settles = file.mapping(entry, kSettlesKeys, "settles entry");
    const Item seed = settles.required("seed", "settles entry");
    out.settles.push_back({word(file, seed, "seed"), word(file, settles.required("section", "settles entry"), "section")});
    seeds_cited.push_back({out.settles.back().seed, file.where(seed.mark)});
  }
  if (auto option = map.get("option")) out.option = option_of(file, *option, variant, out.id.id);
  return out;
}

Seed seed_of(const YamlFile& file, const Item& item) {
  const Mapping map = file.mapping(item, kSeedKeys, "a seed");
  const Item id = map.required("id", "a seed");
  Seed out{{word(file, id, "id"), file.where(id.mark)}, word(file, map.required("title", "a seed"), "title"),
           word(file, map.required("author", "a seed"), "author"), {}};
  const Item address = map.required("address", "a seed");
  out.address = word(file, address, "address");
  if (!out.address.starts_with("https://") && !out.address.starts_with("http://"))
    file.fail(address.mark, "address: expected the seed's public web address (http:// or https://), found '" + out.address + "'");
  return out;
}

void read_notation(const YamlFile& file, const Item& item, RulingBook& book) {
  const Mapping map = file.mapping(item, kNotationKeys, "notation");
  book.notation_text = paragraph(file, map.required("text", "notation"), "text");
  for (const auto& entry : file.list(map.required("kinds", "notation"), "kinds")) {
    const Mapping row = file.mapping(entry, kKindKeys, "a kind of move");
    book.notation.push_back({std::string(variant_named(file, row.required("variant", "a kind of move")).name()),
                             word(file, row.required("kind", "a kind of move"), "kind"),
                             word(file, row.required("notation", "a kind of move"), "notation"),
                             word(file, row.required("example", "a kind of move"), "example")});
  }
  if (book.notation.empty()) file.fail(item.mark, "kinds: expected at least one kind of move");
  book.notation_note = paragraph(file, map.required("note", "notation"), "note");
}

template <class Entry>
void refuse_repeat(const std::vector<Entry>& earlier, const Citation& id, std::string_view what) {
  for (const auto& e : earlier)
    if (e.id.id == id.id) input_error(id.where, std::string(what) + " '" + id.id + "' defined twice (first at " + e.id.where + ")");
}

void read_file(const std::string& path, RulingBook& book, std::vector<Citation>& seeds_cited, std::string& notation_file) {
  const YamlFile file(path);
  const Mapping map = file.mapping(file.root(), kFileKeys, "a rulings file");
  word(file, map.required("title", "a rulings file"), "title");
  const Variant* variant = nullptr;
  if (auto v = map.get("variant")) variant = &variant_named(file, *v);
  const auto seeds = map.get("seeds");
  const auto rulings = map.get("rulings");
  const auto notation = map.get("notation");
  if (!seeds && !rulings && !notation) file.fail(file.root().mark, "expected key 'rulings', 'seeds' or 'notation' in a rulings file");
  if (seeds)
    for (const auto& entry : file.list(*seeds, "seeds")) {
      Seed seed = seed_of(file, entry);
      refuse_repeat(book.seeds, seed.id, "seed");
      book.seeds.push_back(std::move(seed));
    }
  if (rulings) {
    const auto entries = file.list(*rulings, "rulings");
    if (entries.empty()) file.fail(rulings->mark, "rulings: expected at least one ruling");
    for (const auto& entry : entries) {
      Ruling ruling = ruling_of(file, entry, variant, seeds_cited);
      refuse_repeat(book.rulings, ruling.id, "ruling");
      book.rulings.push_back(std::move(ruling));
    }
  }
  if (notation) {
    if (!notation_file.empty()) file.fail(notation->mark, "notation: expected once, found it already in " + notation_file);
    notation_file = path;
    read_notation(file, *notation, book);
  }
}

}  // namespace

bool ruling_id_shape(std::string_view text) {
  const auto upper = [](char c) { return c >= 'A' && c <= 'Z'; };
  if (text.size() < 4 || !upper(text[0]) || !upper(text[1]) || text[2] != '-' || text[3] == '0') return false;
  return std::all_of(text.begin() + 3, text.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
}

const Ruling* RulingBook::find(std::string_view id) const {
  const auto it = std::find_if(rulings.begin(), rulings.end(), [&](const Ruling& r) { return r.id.id == id; });
  return it == rulings.end() ? nullptr : &*it;
}

const Seed* RulingBook::seed(std::string_view id) const {
  const auto it = std::find_if(seeds.begin(), seeds.end(), [&](const Seed& s) { return s.id.id == id; });
  return it == seeds.end() ? nullptr : &*it;
}

std::vector<const Ruling*> RulingBook::cited_by(const SpecFile& spec) const {
  std::vector<const Ruling*> out;
  for (const auto& ruling : rulings)
    if (std::any_of(spec.clauses.begin(), spec.clauses.end(), [&](const Clause& c) { return c.cites(ruling.id.id); }))
      out.push_back(&ruling);
  return out;
}

RulingBook load_rulings(const std::filesystem::path& dir) {
  RulingBook book;
  book.dir = shown(dir);
  std::error_code ec;
  if (!std::filesystem::exists(dir, ec)) return book;
  if (!std::filesystem::is_directory(dir, ec)) throw CliError(book.dir + ": expected the directory of the rulings, found a file");
  std::vector<std::string> paths;
  std::filesystem::directory_iterator it(dir, ec);
  for (; !ec && it != std::filesystem::directory_iterator(); it.increment(ec)) {
    std::error_code kind;
    if (it->is_regular_file(kind) && it->path().extension() == ".yaml") paths.push_back(shown(it->path()));
  }
  if (ec) throw CliError(book.dir + ": " + folder_problem(ec));
  std::sort(paths.begin(), paths.end());
  std::vector<Citation> seeds_cited;
  std::string notation_file;
  for (const auto& path : paths) read_file(path, book, seeds_cited, notation_file);
  // A ruling may settle a section of a seed listed in a later file: checked once all are read.
  for (const auto& cited : seeds_cited)
    if (!book.seed(cited.id))
      input_error(cited.where, "seed: expected the id of a seed listed in " + book.dir + ", found '" + cited.id + "'");
  return book;
}

}  // namespace dt::cli
