#include "rulebook_paths.hpp"

#include <algorithm>
#include <cstdlib>
#include <system_error>

#include "cli_error.hpp"
#include "rulebook_yaml.hpp"

namespace dt::cli {

namespace fs = std::filesystem;

fs::path project_root() {
  if (const char* root = std::getenv("DEEPTHOUGHT_ROOT"); root && *root) return root;
  return DEEPTHOUGHT_SOURCE_DIR;
}

fs::path spec_path(const fs::path& root, std::string_view variant) {
  return root / "specs" / (std::string(variant) + ".yaml");
}

fs::path positions_dir(const fs::path& root) { return root / "positions"; }

fs::path rulings_dir(const fs::path& root) { return root / "specs" / "rulings"; }

std::string shown(const fs::path& path) {
  std::error_code ec;
  const fs::path here = fs::current_path(ec);
  if (ec || !path.is_absolute()) return path.string();
  const fs::path relative = path.lexically_proximate(here);
  return relative.string().size() < path.string().size() ? relative.string() : path.string();
}

std::vector<std::string> yaml_files(const std::string& path) {
  std::error_code ec;
  if (!fs::exists(path, ec)) throw CliError(one_line(path) + ": no such file or directory");
  if (!fs::is_directory(path, ec)) return {path};
  std::vector<std::string> out;
  for (const auto& entry : fs::recursive_directory_iterator(path))
    if (entry.is_regular_file() && entry.path().extension() == ".yaml") out.push_back(entry.path().string());
  if (out.empty()) throw CliError(one_line(path) + ": expected position files (*.yaml) in the directory, found none");
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace dt::cli
