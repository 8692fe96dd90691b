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

void print_ply_stats_header(std::ostream& out) {
  out << "ply            nodes         distinct  nodes/distinct  table bound\n";
}

void print_ply_stats_line(std::ostream& out, std::string_view variant, int ply, const PlyStats& stats, double bound,
                          bool json) {
  const double repeats = stats.distinct ? static_cast<double>(stats.nodes) / static_cast<double>(stats.distinct) : 0.0;
  char line[200];
  if (json) {
    std::snprintf(line, sizeof line, R"({"variant":"%s","ply":%d,"nodes":%llu,"distinct":%llu,"table_bound":%.4f})",
                  std::string(variant).c_str(), ply, static_cast<unsigned long long>(stats.nodes),
                  static_cast<unsigned long long>(stats.distinct), bound);
  } else {
    std::snprintf(line, sizeof line, "%3d %16llu %16llu %15.3f %12.3f", ply, static_cast<unsigned long long>(stats.nodes),
                  static_cast<unsigned long long>(stats.distinct), repeats, bound);
  }
  out << line << std::endl;
}

}  // namespace dt::cli
