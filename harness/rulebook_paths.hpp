// Where the rulebook lives: the project root (DEEPTHOUGHT_ROOT, else the source tree the
// tool was built from), its specs/ and positions/, and the position files under a path.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace dt::cli {

std::filesystem::path project_root();
std::filesystem::path spec_path(const std::filesystem::path& root, std::string_view variant);
std::filesystem::path positions_dir(const std::filesystem::path& root);
// The rulings the specs cite: ../shared/rulings.md beside the project.
std::filesystem::path rulings_path(const std::filesystem::path& root);

// A path under the root as a reader can open it from here: relative to the working
// directory when that is shorter to read, else as it is.
std::string shown(const std::filesystem::path& path);

// PATH itself when it is no directory, else every *.yaml under it (recursively) that is no
// directory, sorted; the reader refuses any of them that is not a regular file. Throws
// CliError when PATH does not exist, a directory cannot be read or holds no *.yaml file.
std::vector<std::string> yaml_files(const std::string& path);

}  // namespace dt::cli
