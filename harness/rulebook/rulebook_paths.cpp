#include "rulebook_paths.hpp"

#include <algorithm>
#include <optional>
#include <system_error>

#include "cli/cli_error.hpp"
#include "rulebook_yaml.hpp"

namespace dt::cli {

namespace fs = std::filesystem;

namespace {

bool holds_rulebook(const fs::path& dir) {
  std::error_code ec;
  return fs::is_directory(dir / "specs", ec) && fs::is_directory(dir / "positions", ec);
}

// The rulebook installed with this program: DEEPTHOUGHT_RULEBOOK_FROM_BIN (the install
// layout, "../share/deepthought" by default) from the folder of the running executable.
std::optional<fs::path> installed_rulebook() {
  std::error_code ec;
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (ec) return std::nullopt;
  const fs::path dir = (exe.parent_path() / DEEPTHOUGHT_RULEBOOK_FROM_BIN).lexically_normal();
  if (!holds_rulebook(dir)) return std::nullopt;
  return dir;
}

}  // namespace

Rulebook find_rulebook(const std::optional<std::string>& root_flag) {
  std::error_code ec;
  if (root_flag) {
    const fs::path root = fs::absolute(*root_flag, ec).lexically_normal();
    if (ec || !fs::is_directory(root, ec)) throw CliError("--root '" + one_line(*root_flag) + "': no such folder");
    if (!holds_rulebook(root))
      throw CliError("--root '" + one_line(*root_flag) + "': expected a rulebook folder holding specs/ and positions/");
    return {root.has_filename() ? root : root.parent_path(), "--root"};
  }
  const fs::path here = fs::current_path(ec);
  if (!ec)
    for (fs::path dir = here;; dir = dir.parent_path()) {
      if (holds_rulebook(dir)) return {dir, dir == here ? "current folder" : "above the current folder"};
      if (dir == dir.parent_path()) break;
    }
  if (const auto installed = installed_rulebook()) return {*installed, "installed"};
  throw CliError(
      "no rulebook found: expected specs/ and positions/ in the current folder or a parent, or a rulebook installed "
      "with this program; name one with --root DIR");
}

std::string rulebook_line(const Rulebook& rulebook) {
  return one_line("rulebook: " + rulebook.root.string() + " (" + rulebook.found + ")");
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
