#include "output_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "cli_error.hpp"

namespace dt::cli {

namespace fs = std::filesystem;

namespace {

// The permissions a new file gets from open(2): 0666 less the umask. A file replaced
// keeps its own.
mode_t new_file_mode() {
  const mode_t mask = ::umask(0);
  ::umask(mask);
  return 0666 & ~mask;
}

// A rename is durable once the directory holding it is on the disk too.
void sync_directory(const fs::path& dir) {
  const int fd = ::open(dir.empty() ? "." : dir.c_str(), O_RDONLY | O_DIRECTORY);
  if (fd < 0) return;
  ::fsync(fd);
  ::close(fd);
}

}  // namespace

OutputFile::OutputFile(std::string_view flag, const fs::path& target) : flag_(flag), shown_(target), target_(target) {
  std::error_code error;
  if (fs::is_symlink(target_, error))
    if (auto followed = fs::weakly_canonical(target_, error); !error) target_ = followed;
  struct stat old;
  const bool exists = ::stat(target_.c_str(), &old) == 0;
  if (exists && !S_ISREG(old.st_mode) && !S_ISDIR(old.st_mode)) {
    fd_ = ::open(target_.c_str(), O_WRONLY | O_TRUNC | O_CLOEXEC);
    if (fd_ < 0) fail(errno);
    return;
  }
  if (exists && S_ISDIR(old.st_mode)) fail(EISDIR);
  // Hidden, beside the target (a rename never crosses file systems), unique (mkostemp).
  std::string name = ".";
  name += target_.filename().string();
  name += ".tmp-XXXXXX";
  std::string pattern = (target_.parent_path() / name).string();
  fd_ = ::mkostemp(pattern.data(), O_CLOEXEC);
  if (fd_ < 0) fail(errno);
  temp_ = pattern;
  if (::fchmod(fd_, exists ? old.st_mode & 07777 : new_file_mode()) != 0) fail(errno);
}

OutputFile::~OutputFile() {
  if (fd_ >= 0) ::close(fd_);
  if (!temp_.empty()) ::unlink(temp_.c_str());
}

void OutputFile::fail(int error) {
  if (fd_ >= 0) ::close(fd_);
  fd_ = -1;
  if (!temp_.empty()) ::unlink(temp_.c_str());
  temp_.clear();
  throw CliError(flag_ + " '" + shown_.string() + "': cannot write the file: " + std::strerror(error));
}

void OutputFile::write(std::string_view text) {
  while (!text.empty()) {
    const ssize_t n = ::write(fd_, text.data(), text.size());
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) fail(n < 0 ? errno : EIO);
    text.remove_prefix(static_cast<std::size_t>(n));
  }
  // A device or a pipe cannot be synced (EINVAL): only a regular file must reach the disk.
  if (!temp_.empty() && ::fsync(fd_) != 0) fail(errno);
  const int fd = fd_;
  fd_ = -1;
  if (::close(fd) != 0) fail(errno);
}

void OutputFile::commit() {
  if (temp_.empty()) return;
  if (::rename(temp_.c_str(), target_.c_str()) != 0) fail(errno);
  temp_.clear();
  sync_directory(target_.parent_path());
}

void write_output_file(std::string_view flag, const fs::path& target, std::string_view text) {
  OutputFile file(flag, target);
  file.write(text);
  file.commit();
}

void refuse_overwriting_input(std::string_view flag, const fs::path& output, std::span<const std::string> inputs) {
  for (const auto& input : inputs) {
    std::error_code error;  // a path that does not exist is no input's
    if (fs::equivalent(output, input, error))
      throw CliError(std::string(flag) + " '" + output.string() + "': expected a file other than the input " + input +
                     ", which it would overwrite");
  }
}

}  // namespace dt::cli
