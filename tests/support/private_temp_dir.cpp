// Every dt_tests process writes its scratch files (a child's captured output, a suite file
// made for one test) in a folder of its own, removed with everything in it when the tests
// end. Without it each `make test` left about a hundred files (5 MB) in /tmp, and two
// checkouts tested at once on one machine wrote the same names there.
//
// The folder is made in the system's temporary directory and both TMPDIR and TEST_TMPDIR
// point at it: GoogleTest's testing::TempDir() reads TEST_TMPDIR,
// std::filesystem::temp_directory_path() (support/temp_file.hpp) reads TMPDIR, and the
// tool's processes the tests start inherit both.
#include <gtest/gtest.h>

#include <stdlib.h>

#include <filesystem>
#include <string>
#include <system_error>
#include <vector>

namespace {

class PrivateTempDir : public testing::Environment {
 public:
  void SetUp() override {
    std::string pattern = (std::filesystem::temp_directory_path() / "dt-tests-XXXXXX").string();
    std::vector<char> buffer(pattern.begin(), pattern.end());
    buffer.push_back('\0');
    ASSERT_NE(::mkdtemp(buffer.data()), nullptr) << "cannot make a folder like " << pattern;
    dir_ = buffer.data();
    ::setenv("TMPDIR", dir_.c_str(), 1);
    ::setenv("TEST_TMPDIR", dir_.c_str(), 1);
  }

  void TearDown() override {
    if (dir_.empty()) return;
    std::error_code error;
    std::filesystem::remove_all(dir_, error);
    EXPECT_FALSE(error) << "cannot remove " << dir_ << ": " << error.message();
  }

 private:
  std::string dir_;
};

// GoogleTest owns the environment and sets it up before the first test.
[[maybe_unused]] testing::Environment* const registered = testing::AddGlobalTestEnvironment(new PrivateTempDir);

}  // namespace
