#include "perft_report.hpp"

#include <cstdio>
#include <ostream>
#include <string>

namespace dt::cli {

void print_perft_header(std::ostream& out) { out << "depth            nodes    seconds          nodes/s\n"; }

void print_perft_line(std::ostream& out, std::string_view variant, int depth, std::uint64_t nodes, double seconds,
                      bool json) {
  const auto nps = static_cast<unsigned long long>(seconds > 0 ? static_cast<double>(nodes) / seconds : 0.0);
  char line[160];
  if (json) {
    std::snprintf(line, sizeof line, R"({"variant":"%s","depth":%d,"nodes":%llu,"seconds":%.6f,"nps":%llu})",
                  std::string(variant).c_str(), depth, static_cast<unsigned long long>(nodes), seconds, nps);
  } else {
    std::snprintf(line, sizeof line, "%5d %16llu %10.3f %16llu", depth, static_cast<unsigned long long>(nodes), seconds,
                  nps);
  }
  out << line << std::endl;
}

}  // namespace dt::cli
