// The files a command writes (diagram -o, check --junit, rulebook -o DIR's pages), each
// replaced only whole: the text goes to a temporary file beside the target, is flushed to
// disk and renamed over it, so a failure (a full disk, a missing directory) leaves the old
// file as it was, never half of a new one, and no temporary file behind. A target that is
// not a regular file (/dev/stdout, a pipe) cannot be renamed over and is written in place.
// Every failure is a CliError naming the flag, the path and the system's reason.
#pragma once

#include <filesystem>
#include <span>
#include <string>
#include <string_view>

namespace dt::cli {

class OutputFile {
 public:
  // Creates the temporary file at once, so that a target that cannot be written fails
  // before the work. `flag` ("--junit", "-o") and `target` as given name it in errors.
  OutputFile(std::string_view flag, const std::filesystem::path& target);
  ~OutputFile();  // removes the temporary file unless committed
  OutputFile(const OutputFile&) = delete;
  OutputFile& operator=(const OutputFile&) = delete;

  // Writes `text`, flushes it to the disk and closes the file.
  void write(std::string_view text);
  // Renames the written file over the target.
  void commit();

 private:
  [[noreturn]] void fail(int error);
  std::string flag_;
  std::filesystem::path shown_;  // as the user named it
  std::filesystem::path target_;  // a symbolic link followed, so the link stays
  std::filesystem::path temp_;  // empty when written in place
  int fd_ = -1;
};

// One file written whole: OutputFile, write, commit.
void write_output_file(std::string_view flag, const std::filesystem::path& target, std::string_view text);

// A CliError when `output` is the same file as one of `inputs` (compared by device and
// inode, so `./a.yaml`, `a.yaml` and a link to it are one file): a report written there
// would destroy what it reports on.
void refuse_overwriting_input(std::string_view flag, const std::filesystem::path& output,
                              std::span<const std::string> inputs);

}  // namespace dt::cli
