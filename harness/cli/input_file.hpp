// Reading the files a user gives (suite files, YAML position and spec files) within fixed
// bounds, so that a huge or malformed file gets a one-line error instead of exhausting
// memory or the stack. The bounds are far above any real rulebook or suite file.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace dt::cli {

inline constexpr std::size_t kMaxInputBytes = std::size_t(64) << 20;  // 64 MB a file
inline constexpr std::size_t kMaxLineBytes = std::size_t(1) << 20;    // 1 MB a line
inline constexpr int kMaxYamlNesting = 64;                             // lists and mappings inside each other

// The whole of `path`, less a leading UTF-8 byte-order mark. Throws CliError "PATH: ..."
// when it is not a regular file (a directory, a FIFO, a device: `expected` names what was
// wanted, "a suite file"), cannot be opened or read (with the system's reason) or is over
// kMaxInputBytes, and "PATH:LINE: ..." at the first line over `max_line` bytes (a JSON
// document, which the commands write on one line, is bounded by the file's size alone).
std::string read_input_file(const std::string& path, std::string_view expected, std::size_t max_line = kMaxLineBytes);

// Throws CliError "PATH:LINE:COLUMN: ..." where `yaml` nests lists and mappings more than
// kMaxYamlNesting deep; checked before the document is built, without deep recursion.
void check_yaml_nesting(const std::string& yaml, const std::string& path);

}  // namespace dt::cli
