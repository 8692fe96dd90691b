#include "hash_table.hpp"

#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <fstream>
#include <new>
#include <string>

#include "cli/cli_error.hpp"
#include "cli/common.hpp"

namespace dt::cli {

namespace {

constexpr std::uint64_t kMegabyte = std::uint64_t(1) << 20;
constexpr std::uint64_t kMaxHashMegabytes = 1 << 20;  // 1 TB: a typo, not a machine

// The first number in `path` (after `key` when one is given), or nothing.
std::optional<std::uint64_t> read_number(const char* path, const std::string& key = "") {
  std::ifstream in(path);
  std::string word;
  while (in >> word) {
    if (!key.empty() && word != key) continue;
    if (!key.empty() && !(in >> word)) return std::nullopt;
    try {
      return std::stoull(word);
    } catch (const std::exception&) {  // "max": no limit
      return std::nullopt;
    }
  }
  return std::nullopt;
}

void take_least(std::optional<std::uint64_t>& least, std::optional<std::uint64_t> bytes) {
  if (bytes) least = least ? std::min(*least, *bytes) : *bytes;
}

// What is left under a limit given the usage, when both can be read.
std::optional<std::uint64_t> left_under(std::optional<std::uint64_t> limit, std::optional<std::uint64_t> used) {
  if (!limit || !used) return std::nullopt;
  return *limit > *used ? *limit - *used : 0;
}

}  // namespace

std::optional<std::uint64_t> available_memory() {
  std::optional<std::uint64_t> least;
  if (const auto kb = read_number("/proc/meminfo", "MemAvailable:")) take_least(least, *kb * 1024);
  rlimit as{};
  if (::getrlimit(RLIMIT_AS, &as) == 0 && as.rlim_cur != RLIM_INFINITY) {
    const auto pages = read_number("/proc/self/statm");  // the address space in use, in pages
    take_least(least, left_under(std::uint64_t(as.rlim_cur),
                                 pages ? std::optional(*pages * std::uint64_t(::sysconf(_SC_PAGESIZE))) : std::nullopt));
  }
  // cgroup v2, then v1 (a limit of "max", or v1's near-2^63, is no limit).
  take_least(least, left_under(read_number("/sys/fs/cgroup/memory.max"), read_number("/sys/fs/cgroup/memory.current")));
  take_least(least, left_under(read_number("/sys/fs/cgroup/memory/memory.limit_in_bytes"),
                               read_number("/sys/fs/cgroup/memory/memory.usage_in_bytes")));
  return least;
}

std::unique_ptr<PerftTable> hash_table(const Args& args) {
  const auto text = args.value("hash");
  if (!text) return nullptr;
  const std::uint64_t megabytes = bounded(*text, "--hash", 1, kMaxHashMegabytes);
  const std::string flag = "--hash " + *text + ": ";
  if (const auto available = available_memory(); available && megabytes * kMegabyte > *available)
    throw CliError(flag + std::to_string(megabytes) + " MB is more than the " + std::to_string(*available / kMegabyte) +
                   " MB of memory available");
  try {
    return std::make_unique<PerftTable>(megabytes);
  } catch (const std::bad_alloc&) {
    throw CliError(flag + "out of memory: the system would not give " + std::to_string(megabytes) + " MB");
  }
}

}  // namespace dt::cli
