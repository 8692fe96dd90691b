#include "rulebook_paths.hpp"

#include <algorithm>
#include <cctype>
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

// What a status that is no folder is, for the error.
std::string_view kind_of(fs::file_type type) {
  switch (type) {
    case fs::file_type::regular: return "a file";
    case fs::file_type::character: return "a character device";
    case fs::file_type::block: return "a block device";
    case fs::file_type::fifo: return "a named pipe";
    case fs::file_type::socket: return "a socket";
    default: return "neither a file nor a folder";
  }
}

// --root's folder must exist, be a folder, be readable, and hold specs/ and positions/;
// each failure says which, in words.
void check_root(const fs::path& root, const std::string& where) {
  std::error_code ec;
  const fs::file_status status = fs::status(root, ec);
  if (ec || status.type() == fs::file_type::not_found)
    throw CliError(where + ": " + folder_problem(ec ? ec : std::make_error_code(std::errc::no_such_file_or_directory)));
  if (!fs::is_directory(status)) throw CliError(where + ": not a folder (" + std::string(kind_of(status.type())) + ")");
  fs::directory_iterator listing(root, ec);
  if (ec) throw CliError(where + ": " + folder_problem(ec));
  for (const char* sub : {"specs", "positions"}) {
    [[maybe_unused]] const fs::file_status below = fs::status(root / sub, ec);
    // A folder that can be listed but not entered refuses every path below it.
    if (ec && ec != std::errc::no_such_file_or_directory && ec != std::errc::not_a_directory)
      throw CliError(where + ": " + folder_problem(ec));
  }
  if (!holds_rulebook(root)) throw CliError(where + ": expected a rulebook folder holding specs/ and positions/");
}

// Every *.yaml under `dir` (its subfolders' too, not through symbolic links) that is no
// folder; a folder that cannot be read is named itself.
void add_yaml_files(const fs::path& dir, std::vector<std::string>& out) {
  std::error_code ec;
  const auto unreadable = [&](const fs::path& path) { return CliError(one_line(path.string()) + ": " + folder_problem(ec)); };
  fs::directory_iterator it(dir, ec);
  if (ec) throw unreadable(dir);
  for (; it != fs::directory_iterator(); it.increment(ec)) {
    if (ec) throw unreadable(dir);
    std::error_code kind;
    const bool folder = it->is_directory(kind);
    if (folder && !it->is_symlink(kind)) add_yaml_files(it->path(), out);
    // Every *.yaml but a folder, so that a loop or a FIFO among them is refused with its
    // reason, never silently left out.
    else if (it->path().extension() == ".yaml" && !folder) out.push_back(it->path().string());
  }
  if (ec) throw unreadable(dir);
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
    const std::string where = "--root '" + one_line(*root_flag) + "'";
    const fs::path root = fs::absolute(*root_flag, ec).lexically_normal();
    if (ec) throw CliError(where + ": " + folder_problem(ec));
    check_root(root, where);
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

std::string folder_problem(std::error_code ec) {
  if (ec == std::errc::no_such_file_or_directory) return "no such folder";
  if (ec == std::errc::not_a_directory) return "no such folder (a part of the path, not the last, is not a folder)";
  if (ec == std::errc::too_many_symbolic_link_levels)
    return "a loop of symbolic links (too many levels of symbolic links)";
  std::string reason = ec.message();
  if (!reason.empty()) reason[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(reason[0])));
  return "cannot read the folder: " + one_line(reason);
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
  add_yaml_files(path, out);
  if (out.empty()) throw CliError(one_line(path) + ": expected position files (*.yaml) in the directory, found none");
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace dt::cli
