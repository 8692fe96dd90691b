#include "rulebook_files.hpp"

#include <algorithm>

#include "cli/cli_error.hpp"
#include "cli/common.hpp"
#include "rulebook_yaml.hpp"

namespace dt::cli {

namespace {

using Repeats = YamlFile::Repeats;

constexpr std::string_view kFileKeys[] = {"variant", "rules", "cases"};
constexpr std::string_view kCaseKeys[] = {"name", "rules", "why", "position", "options", "play", "expect", "record"};
constexpr std::string_view kRecordKeys[] = {"seed", "plies"};
constexpr std::string_view kPlyKeys[] = {"position", "count", "legal", "play"};
constexpr std::string_view kExpectKeys[] = {"moves",   "moves_from", "legal",  "illegal",
                                            "perft",   "position",   "result", "error"};
constexpr std::string_view kSpecKeys[] = {"variant", "title", "clauses"};
constexpr std::string_view kClauseKeys[] = {"id", "text", "source", "rulings"};
constexpr std::string_view kSourceKeys[] = {"document", "section"};

std::string word(const YamlFile& file, const Item& item, std::string_view what) {
  std::string value = file.text(item, what);
  if (value.empty()) file.fail(item.mark, std::string(what) + ": expected a non-empty text");
  return value;
}

std::vector<Citation> citations(const YamlFile& file, const Item& item, std::string_view what) {
  std::vector<Citation> out;
  const auto ids = file.texts(item, what, Repeats::refused);
  const auto entries = file.list(item, what);
  for (std::size_t i = 0; i < ids.size(); ++i) out.push_back({ids[i], file.where(entries[i].mark)});
  return out;
}

const Variant& variant_named(const YamlFile& file, const Item& item) {
  const std::string name = word(file, item, "variant");
  try {
    return variant_arg(name);
  } catch (const CliError& error) {
    file.fail(item.mark, error.message);
  }
}

OptionValues options_of(const YamlFile& file, const Item& item, const Variant& variant) {
  OptionValues out;
  const Mapping given = file.open_mapping(item, "options");
  for (const auto& [key, value] : given.entries()) {
    std::pair<std::string, std::string> option{key.node.Scalar(), file.text(value, "option " + key.node.Scalar())};
    if (auto accepted = resolve_options(variant.options(), {option}); !accepted)
      file.fail(key.mark, accepted.error().message());
    out.push_back(std::move(option));
  }
  return out;
}

Expect expect_of(const YamlFile& file, const Item& item) {
  const Mapping map = file.mapping(item, kExpectKeys, "expect");
  if (map.empty()) file.fail(item.mark, "expect: expected at least one of moves, moves_from, legal, illegal, perft, position, result, error");
  for (const auto& [key, value] : map.entries()) {
    if (key.node.Scalar() == "error" && map.entries().size() > 1)
      file.fail(key.mark, "error: expected alone in expect, since it excludes every other expectation");
  }
  const auto nonempty_list = [&](const Item& list, std::string_view what) {
    auto out = file.texts(list, what, Repeats::refused);
    if (out.empty()) file.fail(list.mark, std::string(what) + ": expected at least one move");
    return out;
  };
  Expect out;
  if (auto v = map.get("moves")) out.moves = file.texts(*v, "moves", Repeats::refused);
  if (auto v = map.get("moves_from")) {
    const Mapping squares = file.open_mapping(*v, "moves_from");
    if (squares.empty()) file.fail(v->mark, "moves_from: expected at least one square");
    for (const auto& [square, moves] : squares.entries())
      out.moves_from.emplace_back(square.node.Scalar(), file.texts(moves, "moves_from " + square.node.Scalar(), Repeats::refused));
  }
  if (auto v = map.get("legal")) out.legal = nonempty_list(*v, "legal");
  if (auto v = map.get("illegal")) out.illegal = nonempty_list(*v, "illegal");
  if (auto v = map.get("perft")) {
    const Mapping counts = file.open_mapping(*v, "perft");
    if (counts.empty()) file.fail(v->mark, "perft: expected at least one depth");
    for (const auto& [depth, count] : counts.entries())
      out.perft.emplace_back(file.depth(depth, "perft depth"), file.count(count, "perft count"));
  }
  if (auto v = map.get("position")) out.position = word(file, *v, "position");
  if (auto v = map.get("result")) out.result = word(file, *v, "result");
  if (auto v = map.get("error")) out.error = word(file, *v, "error");
  return out;
}

// A game record (game_record.hpp): every ply but the last plays one of its legal moves.
GameRecord record_of(const YamlFile& file, const Item& item) {
  const Mapping map = file.mapping(item, kRecordKeys, "record");
  GameRecord out;
  out.seed = file.count(map.required("seed", "record"), "seed");
  const Item plies = map.required("plies", "record");
  const auto entries = file.list(plies, "plies");
  if (entries.empty()) file.fail(plies.mark, "plies: expected at least one ply");
  for (std::size_t i = 0; i < entries.size(); ++i) {
    const Mapping ply = file.mapping(entries[i], kPlyKeys, "a ply");
    RecordedPly p{word(file, ply.required("position", "a ply"), "position"), {}, {}};
    const Item legal = ply.required("legal", "a ply");
    p.legal = file.texts(legal, "legal", Repeats::refused);
    std::sort(p.legal.begin(), p.legal.end());
    const Item count = ply.required("count", "a ply");
    if (file.count(count, "count") != p.legal.size())
      file.fail(count.mark, "count: expected " + std::to_string(p.legal.size()) + ", the number of moves in legal");
    const auto play = ply.get("play");
    const bool last = i + 1 == entries.size();
    if (last && play) file.fail(play->mark, "play: expected none on the last ply");
    if (!last && !play) file.fail(entries[i].mark, "expected key 'play' in a ply (every ply but the last plays a move)");
    if (play) {
      p.play = word(file, *play, "play");
      if (!std::binary_search(p.legal.begin(), p.legal.end(), p.play))
        file.fail(play->mark, "play: expected one of the ply's legal moves, found '" + p.play + "'");
    }
    out.plies.push_back(std::move(p));
  }
  return out;
}

Case case_of(const YamlFile& file, const Item& item, const Variant& variant) {
  const Mapping map = file.mapping(item, kCaseKeys, "a case");
  const Item name = map.required("name", "a case");
  Case out;
  out.name = word(file, name, "name");
  out.where = file.where(name.mark);
  out.why = word(file, map.required("why", "a case"), "why");
  if (auto v = map.get("rules")) out.rules = citations(file, *v, "rules");
  if (auto v = map.get("position")) out.position = file.text(*v, "position");
  if (auto v = map.get("options")) out.options = options_of(file, *v, variant);
  if (auto v = map.get("play")) out.play = file.texts(*v, "play", Repeats::allowed);
  if (auto v = map.get("record")) out.record = record_of(file, *v);
  if (auto v = map.get("expect")) out.expect = expect_of(file, *v);
  else if (!out.record) file.fail(item.mark, "expected key 'expect' (or 'record') in a case");
  return out;
}

}  // namespace

bool Clause::cites(std::string_view ruling) const {
  return std::any_of(rulings.begin(), rulings.end(), [&](const Citation& r) { return r.id == ruling; });
}

bool SpecFile::defines(std::string_view id) const {
  return std::any_of(clauses.begin(), clauses.end(), [&](const Clause& c) { return c.id.id == id; });
}

std::optional<PositionFile> read_position_file(const std::string& path, std::vector<std::string>& errors) {
  // What the cases need (the file read as YAML, its variant, its list of cases) stops the
  // file at its first error; past that each case is read on its own, so that one case's
  // error does not hide the next one's.
  std::optional<PositionFile> out;
  std::vector<Item> entries;
  std::optional<YamlFile> file;
  try {
    file.emplace(path);
    const Mapping map = file->mapping(file->root(), kFileKeys, "a position file");
    out = PositionFile{path, &variant_named(*file, map.required("variant", "a position file")), {}, {}};
    if (auto v = map.get("rules")) out->rules = citations(*file, *v, "rules");
    const Item cases = map.required("cases", "a position file");
    entries = file->list(cases, "cases");
    if (entries.empty()) file->fail(cases.mark, "cases: expected at least one case");
  } catch (const CliError& error) {
    errors.push_back(error.message);
    return std::nullopt;
  }
  for (const auto& entry : entries) {
    try {
      Case c = case_of(*file, entry, *out->variant);
      for (const auto& earlier : out->cases)
        if (earlier.name == c.name)
          input_error(c.where, "case name '" + c.name + "' used twice in the file (first at " + earlier.where + ")");
      out->cases.push_back(std::move(c));
    } catch (const CliError& error) {
      errors.push_back(error.message);
    }
  }
  return out;
}

PositionFile load_position_file(const std::string& path) {
  std::vector<std::string> errors;
  auto file = read_position_file(path, errors);
  if (!errors.empty()) throw CliErrors(std::move(errors));
  return std::move(*file);
}

SpecFile load_spec_file(const std::string& path, std::string_view variant) {
  const YamlFile file(path);
  const Mapping map = file.mapping(file.root(), kSpecKeys, "a spec file");
  SpecFile out{path, {}, {}, {}};
  const Item name = map.required("variant", "a spec file");
  out.variant = word(file, name, "variant");
  if (out.variant != variant)
    file.fail(name.mark, "variant: expected '" + std::string(variant) + "' (the spec file's name), found '" + out.variant + "'");
  out.title = word(file, map.required("title", "a spec file"), "title");
  const Item clauses = map.required("clauses", "a spec file");
  const auto entries = file.list(clauses, "clauses");
  if (entries.empty()) file.fail(clauses.mark, "clauses: expected at least one clause");
  for (const auto& entry : entries) {
    const Mapping clause = file.mapping(entry, kClauseKeys, "a clause");
    const Item id = clause.required("id", "a clause");
    Clause c{{word(file, id, "id"), file.where(id.mark)}, word(file, clause.required("text", "a clause"), "text"), {}, {}, {}};
    for (const auto& earlier : out.clauses)
      if (earlier.id.id == c.id.id)
        file.fail(id.mark, "clause id '" + c.id.id + "' defined twice (first at " + earlier.id.where + ")");
    const Mapping source = file.mapping(clause.required("source", "a clause"), kSourceKeys, "source");
    c.document = word(file, source.required("document", "source"), "document");
    c.section = word(file, source.required("section", "source"), "section");
    c.rulings = citations(file, clause.required("rulings", "a clause"), "rulings");
    out.clauses.push_back(std::move(c));
  }
  return out;
}

std::vector<Citation> unknown_clauses(const PositionFile& file, const SpecFile& spec) {
  std::vector<Citation> out;
  const auto collect = [&](const std::vector<Citation>& cited) {
    for (const auto& c : cited)
      if (!spec.defines(c.id)) out.push_back(c);
  };
  collect(file.rules);
  for (const auto& c : file.cases) collect(c.rules);
  return out;
}

bool tests_clause(const PositionFile& file, const Case& c, std::string_view clause) {
  const auto cites = [&](const std::vector<Citation>& cited) {
    return std::any_of(cited.begin(), cited.end(), [&](const Citation& id) { return id.id == clause; });
  };
  return cites(file.rules) || cites(c.rules);
}

}  // namespace dt::cli
