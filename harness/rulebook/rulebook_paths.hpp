// Where the rulebook lives: the folder holding specs/ and positions/ that check, coverage
// and rulebook read (find_rulebook), its files, and the position files under a path.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <system_error>
#include <vector>

namespace dt::cli {

struct Rulebook {
  std::filesystem::path root;  // absolute, holding specs/ and positions/
  std::string found;           // how: "--root", "current folder", "above the current folder", "installed"
};

// The rulebook of a run, the first of: --root DIR (`root_flag`); the current folder or
// its nearest parent holding both specs/ and positions/; the rulebook installed with this
// program (<prefix>/share/deepthought beside <prefix>/bin/deepthought). No path is fixed
// at build time, so a checkout, a copy and an installed tree each answer for themselves.
// Throws CliError when --root names no rulebook or none is found, giving the reason (missing,
// no folder, a loop of symbolic links, unreadable, or no specs/ and positions/ in it).
Rulebook find_rulebook(const std::optional<std::string>& root_flag);

// Why a folder cannot be used, in words, from the error its system call gave: "no such
// folder", "a loop of symbolic links (...)", "cannot read the folder: permission denied".
std::string folder_problem(std::error_code ec);

// The first line of a text report: `rulebook: ROOT (HOW)`.
std::string rulebook_line(const Rulebook& rulebook);

std::filesystem::path spec_path(const std::filesystem::path& root, std::string_view variant);
std::filesystem::path positions_dir(const std::filesystem::path& root);
// The rulings the specs cite, their seeds and the move notation: specs/rulings/*.yaml.
std::filesystem::path rulings_dir(const std::filesystem::path& root);

// A path under the root as a reader can open it from here: relative to the working
// directory when that is shorter to read, else as it is.
std::string shown(const std::filesystem::path& path);

// PATH itself when it is no directory, else every *.yaml under it (recursively) that is no
// directory, sorted; the reader refuses any of them that is not a regular file. Throws
// CliError when PATH does not exist, a directory cannot be read (naming that directory, PATH
// or one below it) or PATH holds no *.yaml file.
std::vector<std::string> yaml_files(const std::string& path);

}  // namespace dt::cli
