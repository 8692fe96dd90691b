// A file in the temporary directory holding given text, removed at the end of the test.
// The name carries the process id and a counter: ctest runs tests in parallel processes.
#pragma once

#include <unistd.h>

#include <atomic>
#include <filesystem>
#include <fstream>
#include <string>

namespace dt::test {

class TempFile {
 public:
  explicit TempFile(const std::string& text, const std::string& extension = ".yaml")
      : path_((std::filesystem::temp_directory_path() /
               ("dt-test-" + std::to_string(getpid()) + "-" + std::to_string(next_number()) + extension))
                  .string()) {
    std::ofstream(path_, std::ios::binary) << text;
  }
  ~TempFile() { std::filesystem::remove(path_); }
  TempFile(const TempFile&) = delete;
  TempFile& operator=(const TempFile&) = delete;
  const std::string& path() const { return path_; }

 private:
  static int next_number() {
    static std::atomic<int> count{0};
    return ++count;
  }
  std::string path_;
};

}  // namespace dt::test
