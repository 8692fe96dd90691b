// Whether a fake engine's process group is gone, seen from /proc: a test gives the engine
// tests/engines/pidfile.sh, which writes the process id that is also its group's.
#pragma once

#include <sys/types.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>

namespace dt::test {

// Whether a process of group `group` is still running (a zombie, which runs no more,
// waits only for a parent to reap it, and does not count).
inline bool group_running(pid_t group) {
  std::error_code ec;
  for (std::filesystem::directory_iterator it("/proc", ec), end; !ec && it != end; it.increment(ec)) {
    std::ifstream stat(it->path() / "stat");
    std::string text;
    if (!std::getline(stat, text)) continue;
    const auto name_end = text.rfind(')');  // the command name may hold blanks and parentheses
    if (name_end == std::string::npos) continue;
    std::istringstream fields(text.substr(name_end + 1));
    char state = 0;
    pid_t parent = 0, pgrp = 0;
    if (fields >> state >> parent >> pgrp && pgrp == group && state != 'Z') return true;
  }
  return false;
}

// Waits up to `patience` for the group to end; whether it did.
inline bool group_ends(pid_t group, std::chrono::milliseconds patience = std::chrono::seconds(5)) {
  for (const auto until = std::chrono::steady_clock::now() + patience; group_running(group);) {
    if (std::chrono::steady_clock::now() > until) return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  return true;
}

// The process id in `path` (written by pidfile.sh), or 0 when there is none yet.
inline pid_t pid_in(const std::string& path) {
  std::ifstream in(path);
  pid_t pid = 0;
  return in >> pid ? pid : 0;
}

}  // namespace dt::test
