// A file or a folder in the temporary directory, removed at the end of the test. The name
// carries the process id and a counter: ctest runs tests in parallel processes.
#pragma once

#include <unistd.h>

#include <atomic>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

namespace dt::test {

// The whole content of a file, byte for byte (empty when it cannot be read).
inline std::string slurp(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// A fresh name in the temporary directory, ending in `extension`.
inline std::filesystem::path temp_name(const std::string& extension) {
  static std::atomic<int> count{0};
  return std::filesystem::temp_directory_path() /
         ("dt-test-" + std::to_string(getpid()) + "-" + std::to_string(++count) + extension);
}

// A fresh path in the temporary directory, ending in `extension`, with nothing made
// there: whatever the test puts there (a file, a folder, a FIFO, a link) is removed at
// the end of the test.
class TempPath {
 public:
  explicit TempPath(const std::string& extension) : path_(temp_name(extension).string()) {}
  ~TempPath() { std::filesystem::remove_all(path_); }
  TempPath(const TempPath&) = delete;
  TempPath& operator=(const TempPath&) = delete;
  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

// A file holding `text`.
class TempFile : public TempPath {
 public:
  explicit TempFile(const std::string& text, const std::string& extension = ".yaml") : TempPath(extension) {
    std::ofstream(path(), std::ios::binary) << text;
  }
};

// An empty folder, removed with everything in it at the end of the test.
struct TempDir {
  std::filesystem::path path = temp_name("");
  TempDir() { std::filesystem::create_directories(path); }
  ~TempDir() { std::filesystem::remove_all(path); }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
};

}  // namespace dt::test
