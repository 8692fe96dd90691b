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

fs::path rulings_path(const fs::path& root) { return (root / ".." / "shared" / "rulings.md").lexically_normal(); }

std::string shown(const fs::path& path) {
  std::error_code ec;
  const fs::path here = fs::current_path(ec);
  if (ec || !path.is_absolute()) return path.string();
  const fs::path relative = path.lexically_proximate(here);
  return relative.string().size() < path.string().size() ? relative.string() : path.string();
}

std::vector<std::string> yaml_files(const std::string& path) {
  std::error_code ec;
  const fs::file_status status = fs::status(path, ec);
  if (ec == std::errc::no_such_file_or_directory || status.type() == fs::file_type::not_found)
    throw CliError(one_line(path) + ": no such file or directory");
  // Anything else that is no directory (a symbolic link loop, a FIFO) goes to the
  // reader, which names what is wrong with it.
  if (ec || !fs::is_directory(status)) return {path};
  std::vector<std::string> out;
  const auto unreadable = [&] { return CliError(one_line(path) + ": cannot read the directory: " + ec.message()); };
  fs::recursive_directory_iterator it(path, ec);
  if (ec) throw unreadable();
  for (; it != fs::recursive_directory_iterator(); it.increment(ec)) {
    if (ec) throw unreadable();
    // Every *.yaml but a directory, so that a loop or a FIFO among them is refused with
    // its reason, never silently left out.
    std::error_code kind;
    if (it->path().extension() == ".yaml" && !it->is_directory(kind)) out.push_back(it->path().string());
  }
  if (ec) throw unreadable();
  if (out.empty()) throw CliError(one_line(path) + ": expected position files (*.yaml) in the directory, found none");
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace dt::cli
