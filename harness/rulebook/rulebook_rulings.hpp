// The rulings, as the project keeps them in specs/rulings/*.yaml (docs/rulebook-and-positions.md, "The rulings"):
// each ruling's id, title, rule text, option and the seed sections it settles; the seeds,
// cited by title, author and public address; and the move notation table. The loader
// checks the schema strictly (unknown keys, wrong types, repeated ids, a seed that is not
// listed, an option that is not the variant's own) and throws CliError
// "FILE:LINE:COLUMN: what was expected".
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "rulebook_files.hpp"

namespace dt::cli {

struct SeedSection {
  std::string seed;  // a Seed's id
  std::string section;
};

// A ruling's run-time alternative: `--option NAME=VALUE`, the default first in the text.
struct RulingOption {
  std::string name;
  std::vector<std::string> values;
  std::string default_value;
};

struct Ruling {
  Citation id;          // where: its definition
  std::string variant;  // the file's variant, empty for the common rulings
  std::string title;
  std::string rule;
  std::vector<SeedSection> settles;  // empty: a definition no seed speaks to
  std::optional<RulingOption> option;
};

struct Seed {
  Citation id;
  std::string title;
  std::string author;
  std::string address;
};

// One row of the move notation table: a kind of move (CO-3) of one variant.
struct NotationKind {
  std::string variant;
  std::string kind;
  std::string notation;
  std::string example;
};

struct RulingBook {
  std::string dir;  // as shown in messages
  std::vector<Ruling> rulings;  // in file order, files sorted by name
  std::vector<Seed> seeds;
  std::string notation_text;
  std::vector<NotationKind> notation;
  std::string notation_note;

  const Ruling* find(std::string_view id) const;
  const Seed* seed(std::string_view id) const;
  // The rulings some clause of `spec` cites, in the book's order (ids it does not define left out).
  std::vector<const Ruling*> cited_by(const SpecFile& spec) const;
};

// Every *.yaml of `dir`, sorted by name; a directory that does not exist defines nothing
// (so every ruling a spec cites is then unknown to coverage).
RulingBook load_rulings(const std::filesystem::path& dir);

// Whether `text` has the shape of a ruling id: two capital letters, '-', a number ("HC-9").
bool ruling_id_shape(std::string_view text);

}  // namespace dt::cli
