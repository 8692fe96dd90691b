// Position files, spec files (positions/README.md) and rulings files (specs/rulings/)
// through the loaders the rulebook uses: any text is loaded or refused with a CliError,
// never a crash or another exception. The loaders read a path, so each input is written to
// one scratch file per process, alone in a scratch directory (the rulings' loader reads
// every *.yaml of a directory). The directory is removed when the process ends, so neither
// a fuzzing session nor a ctest replay leaves anything in the temporary directory.
#include <filesystem>
#include <fstream>
#include <string>
#include <system_error>
#include <unistd.h>

#include "cli/cli_error.hpp"
#include "fuzz_input.hpp"
#include "rulebook/rulebook_files.hpp"
#include "rulebook/rulebook_rulings.hpp"

namespace {

// The scratch directory, made on first use and removed with everything in it at exit.
class ScratchDir {
 public:
  ScratchDir() : path_(std::filesystem::temp_directory_path() / ("deepthought-fuzz-" + std::to_string(getpid()))) {
    std::filesystem::create_directories(path_);
  }
  ~ScratchDir() {
    std::error_code ignored;  // nothing to report to at exit; a leftover is the worst case
    std::filesystem::remove_all(path_, ignored);
  }
  ScratchDir(const ScratchDir&) = delete;
  ScratchDir& operator=(const ScratchDir&) = delete;
  const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
};

const std::filesystem::path& scratch_dir() {
  static const ScratchDir dir;
  return dir.path();
}

const std::string& scratch_path() {
  static const std::string path = (scratch_dir() / "input.yaml").string();
  return path;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using dt::fuzz::require;
  const auto [variant, text] = dt::fuzz::split_variant(data, size);
  {
    std::ofstream file(scratch_path(), std::ios::binary | std::ios::trunc);
    file.write(text.data(), static_cast<std::streamsize>(text.size()));
  }
  try {
    const auto loaded = dt::cli::load_position_file(scratch_path());
    require(!loaded.cases.empty(), "a loaded position file has a case");
  } catch (const dt::cli::CliError& error) {
    require(std::string_view(error.what()).starts_with(scratch_path()), "a position file error names the file", error.what());
  }
  try {
    const auto loaded = dt::cli::load_spec_file(scratch_path(), variant.name());
    require(loaded.variant == variant.name() && !loaded.clauses.empty(), "a loaded spec declares its variant and has a clause");
  } catch (const dt::cli::CliError& error) {
    require(std::string_view(error.what()).starts_with(scratch_path()), "a spec file error names the file", error.what());
  }
  try {
    const auto loaded = dt::cli::load_rulings(scratch_dir());
    for (const auto& ruling : loaded.rulings)
      require(dt::cli::ruling_id_shape(ruling.id.id) && !ruling.rule.empty(), "a loaded ruling has an id and a rule");
  } catch (const dt::cli::CliError& error) {
    // Named as shown() names it: relative to the working directory when that is shorter.
    require(std::string_view(error.what()).find("input.yaml:") != std::string_view::npos, "a rulings file error names the file",
            error.what());
  }
  return 0;
}
