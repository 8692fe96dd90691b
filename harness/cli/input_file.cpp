#include "input_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <optional>
#include <sstream>
#include <system_error>

#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/yaml.h>

#include "cli_error.hpp"

namespace dt::cli {

namespace {

std::string megabytes(std::size_t bytes) { return std::to_string(bytes >> 20) + " MB"; }

constexpr std::string_view kUtf8Bom = "\xEF\xBB\xBF";

// The system's reason for errno `code`, e.g. "Too many levels of symbolic links".
std::string os_reason(int code) { return std::generic_category().message(code); }

std::string file_kind(mode_t mode) {
  if (S_ISDIR(mode)) return "a directory";
  if (S_ISFIFO(mode)) return "a FIFO (named pipe)";
  if (S_ISCHR(mode)) return "a character device";
  if (S_ISBLK(mode)) return "a block device";
  if (S_ISSOCK(mode)) return "a socket";
  return "something that is not a regular file";
}

// Closes the descriptor however the reading ends.
struct Descriptor {
  explicit Descriptor(int descriptor) : fd(descriptor) {}
  Descriptor(const Descriptor&) = delete;
  Descriptor& operator=(const Descriptor&) = delete;
  ~Descriptor() { ::close(fd); }
  int fd;
};

// Counts how deep lists and mappings open inside each other, and stops the parse (before
// the parser recurses further) at the first one past the limit.
class NestingCheck final : public YAML::EventHandler {
 public:
  explicit NestingCheck(const std::string& path) : path_(path) {}
  void OnDocumentStart(const YAML::Mark&) override {}
  void OnDocumentEnd() override {}
  void OnNull(const YAML::Mark&, YAML::anchor_t) override {}
  void OnAlias(const YAML::Mark&, YAML::anchor_t) override {}
  void OnScalar(const YAML::Mark&, const std::string&, YAML::anchor_t, const std::string&) override {}
  void OnSequenceStart(const YAML::Mark& mark, const std::string&, YAML::anchor_t, YAML::EmitterStyle::value) override {
    open(mark);
  }
  void OnSequenceEnd() override { --depth_; }
  void OnMapStart(const YAML::Mark& mark, const std::string&, YAML::anchor_t, YAML::EmitterStyle::value) override {
    open(mark);
  }
  void OnMapEnd() override { --depth_; }

 private:
  void open(const YAML::Mark& mark) {
    if (++depth_ <= kMaxYamlNesting) return;
    throw CliError(path_ + ":" + std::to_string(mark.line + 1) + ":" + std::to_string(mark.column + 1) +
                   ": lists and mappings nested more than " + std::to_string(kMaxYamlNesting) + " deep");
  }
  const std::string& path_;
  int depth_ = 0;
};

// Throws CliError at the first list or mapping of `yaml` nested past kMaxYamlNesting.
void check_events(std::string_view yaml, const std::string& path) {
  std::istringstream in{std::string(yaml)};
  YAML::Parser parser(in);
  NestingCheck check(path);
  try {
    // Two documents at most: on some malformed texts yaml-cpp 0.7 yields empty documents
    // forever (rulebook_yaml.cpp), and the loader refuses a second document anyway.
    for (int documents = 0; documents < 2 && parser.HandleNextDocument(check); ++documents) {
    }
  } catch (const YAML::Exception&) {
    // Malformed YAML: the full parse that follows reports it with its own message.
  }
}

constexpr auto kNowhere = std::string_view::npos;

// Past the quoted scalar opening at `at` (its closing quote), or kNowhere when unclosed.
std::size_t quoted_end(std::string_view yaml, std::size_t at) {
  for (std::size_t i = at + 1; i < yaml.size(); ++i) {
    if (yaml[at] == '"' && yaml[i] == '\\') ++i;
    else if (yaml[i] == yaml[at] && yaml[at] == '\'' && i + 1 < yaml.size() && yaml[i + 1] == '\'') ++i;
    else if (yaml[i] == yaml[at]) return i;
  }
  return kNowhere;
}

// Where a line's block node starts: past its indent, its "- " entries and its "key: ".
std::size_t block_value(std::string_view yaml, std::size_t from, std::size_t line_end) {
  std::size_t j = from;
  const auto skip_blanks = [&] {
    while (j < line_end && (yaml[j] == ' ' || yaml[j] == '\t')) ++j;
  };
  skip_blanks();
  while (j < line_end && yaml[j] == '-' && (j + 1 == line_end || yaml[j + 1] == ' ')) {
    ++j;
    skip_blanks();
  }
  if (j == line_end || yaml[j] == '[' || yaml[j] == '{' || yaml[j] == '#') return j;
  std::size_t key = j;
  if (yaml[j] == '"' || yaml[j] == '\'') {
    key = quoted_end(yaml, j);
    if (key == kNowhere || key >= line_end) return line_end;
  }
  for (std::size_t colon = yaml.find(':', key); colon < line_end; colon = yaml.find(':', colon + 1))
    if (colon + 1 == line_end || yaml[colon + 1] == ' ' || yaml[colon + 1] == '\t') {
      j = colon + 1;
      skip_blanks();
      return j;
    }
  return yaml[j] == '"' || yaml[j] == '\'' ? j : line_end;  // a quoted scalar, or a plain one
}

// A flow list or mapping ('[', '{') opened past kMaxYamlNesting flow levels: the text up
// to it, and the brackets that close the ones open there (innermost first).
struct DeepFlow {
  std::string_view before;
  std::string closing;
};

// Where a rough reading of `yaml` finds a flow collection nested too deep, if anywhere.
// It reads only what flow nesting needs (where a block value starts, block scalars,
// quotes, comments), so odd text may fool it either way; check_yaml_nesting has yaml-cpp
// confirm what it finds.
std::optional<DeepFlow> deep_flow(std::string_view yaml) {
  std::size_t i = 0;
  std::size_t scalar_indent = kNowhere;  // inside a block scalar ('|', '>'): its parent line's indent
  while (i < yaml.size()) {
    const std::size_t line_end = std::min(yaml.find('\n', i), yaml.size());
    const std::size_t first = std::min(yaml.find_first_not_of(' ', i), line_end);
    const std::size_t indent = first - i;
    if (scalar_indent != kNowhere && (first == line_end || indent > scalar_indent)) {
      i = line_end + 1;
      continue;
    }
    scalar_indent = kNowhere;
    std::size_t j = block_value(yaml, i, line_end);
    if (j < line_end && (yaml[j] == '|' || yaml[j] == '>')) scalar_indent = indent;
    if (j == line_end || (yaml[j] != '[' && yaml[j] != '{')) {
      i = line_end + 1;
      continue;
    }
    // Flow context, over lines if need be, until its outermost collection closes.
    std::string open;         // the closing bracket of each open collection, outermost first
    bool token_start = true;  // where a quote opens a quoted scalar
    for (; j < yaml.size(); ++j) {
      const char c = yaml[j];
      if (c == '[' || c == '{') {
        open += c == '[' ? ']' : '}';
        if (open.size() > std::size_t(kMaxYamlNesting)) return DeepFlow{yaml.substr(0, j + 1), {open.rbegin(), open.rend()}};
        token_start = true;
      } else if (c == ']' || c == '}') {
        token_start = false;
        open.pop_back();
        if (open.empty()) break;
      } else if (c == ',' || c == ':' || c == '?') {
        token_start = true;
      } else if (c == '#' && (yaml[j - 1] == ' ' || yaml[j - 1] == '\t' || yaml[j - 1] == '\n')) {
        j = std::min(yaml.find('\n', j), yaml.size()) - 1;
      } else if ((c == '"' || c == '\'') && token_start) {
        j = quoted_end(yaml, j);
        if (j == kNowhere) return std::nullopt;
        token_start = false;
      } else if (c != ' ' && c != '\t' && c != '\n' && c != '\r') {
        token_start = false;
      }
    }
    // What follows the flow collection on its line is a comment or an error: skipped.
    i = j >= yaml.size() ? j : std::min(yaml.find('\n', j), yaml.size()) + 1;
  }
  return std::nullopt;
}

}  // namespace

std::string read_input_file(const std::string& path, std::string_view expected, std::size_t max_line) {
  // Opened without blocking and judged by the descriptor, never by a name looked up
  // again: a FIFO with no writer would block a plain open (or read) forever.
  const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) throw CliError(one_line(path) + ": cannot open the file: " + os_reason(errno));
  const Descriptor closing{fd};
  struct stat st {};
  if (::fstat(fd, &st) != 0) throw CliError(one_line(path) + ": cannot read the file: " + os_reason(errno));
  if (!S_ISREG(st.st_mode))
    throw CliError(one_line(path) + ": expected " + std::string(expected) + ", found " + file_kind(st.st_mode));
  std::string text;
  if (st.st_size > 0) text.reserve(std::min<std::size_t>(static_cast<std::size_t>(st.st_size), kMaxInputBytes + 1));
  // Read up to one byte over the bound, whatever the size said (a file may grow, and
  // /proc files say 0).
  char buf[1 << 16];
  while (text.size() <= kMaxInputBytes) {
    const ssize_t got = ::read(fd, buf, sizeof buf);
    if (got == 0) break;
    if (got < 0) {
      if (errno == EINTR) continue;
      throw CliError(one_line(path) + ": cannot read the file: " + os_reason(errno));
    }
    text.append(buf, static_cast<std::size_t>(got));
  }
  if (text.size() > kMaxInputBytes)
    throw CliError(one_line(path) + ": the file is larger than " + megabytes(kMaxInputBytes) + ", the most an input file may be");
  std::size_t line = 1, start = 0;
  for (std::size_t end = text.find('\n'); start < text.size(); end = text.find('\n', start), ++line) {
    if (end == std::string::npos) end = text.size();
    if (end - start > max_line)
      throw CliError(one_line(path) + ":" + std::to_string(line) + ": the line is longer than " + megabytes(max_line) +
                     ", the most a line may be");
    start = end + 1;
  }
  // A UTF-8 byte-order mark (some Windows editors write one) is no part of the text: left
  // in, it would hide the first word from the format detection and the parsers.
  if (text.starts_with(kUtf8Bom)) text.erase(0, kUtf8Bom.size());
  return text;
}

void check_yaml_nesting(const std::string& yaml, const std::string& path) {
  // yaml-cpp's scanner keeps every token of an unclosed flow list until it closes, so an
  // 8 MB file of '[' lines cost about 1.9 GB and many seconds before the first event
  // reached the check. The place a rough linear scan finds is checked first, by yaml-cpp
  // on the text up to it with its open collections closed: the events of the whole text
  // up to there (closed, no key can turn a list into a mapping's key, which would only
  // add a level), so the same verdict and message at the cost of that prefix.
  if (const auto deep = deep_flow(yaml)) check_events(std::string(deep->before) + deep->closing, path);
  check_events(yaml, path);
}

}  // namespace dt::cli
