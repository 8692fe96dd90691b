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

class TempFile {
 public:
  explicit TempFile(const std::string& text, const std::string& extension = ".yaml") : path_(temp_name(extension).string()) {
    std::ofstream(path_, std::ios::binary) << text;
  }
  ~TempFile() { std::filesystem::remove(path_); }
  TempFile(const TempFile&) = delete;
  TempFile& operator=(const TempFile&) = delete;
  const std::string& path() const { return path_; }

 private:
  std::string path_;
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
