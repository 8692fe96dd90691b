#include "suite_gen/reconfirm.hpp"

#include <algorithm>
#include <ctime>
#include <cstdint>
#include <iostream>

#include "cli/input_file.hpp"
#include "suite_gen/verify.hpp"
#include "suites/suite_file.hpp"

namespace dt::suite_gen {

int reconfirm(const Variant& variant, const std::string& file) {
  const auto entries = cli::parse_suite(cli::read_input_file(file, "a suite file"), file);
  std::uint64_t nodes = 0, checked = 0;
  // CPU time, not wall time: the machines this runs on are shared, and a rate should not
  // depend on what else runs.
  const std::clock_t t0 = std::clock();
  for (const auto& e : entries) {
    if (!e.error.empty()) {
      std::cerr << e.error << '\n';
      return 1;
    }
    int depth = 0;
    for (const auto& c : e.counts) depth = std::max(depth, c.depth);
    const Confirmation confirmed = confirm(variant, e.position, e.options, depth);
    checked += confirmed.nodes_checked;
    if (!confirmed.difference.empty()) {
      std::cerr << file << ":" << e.line << ": " << e.name << ": " << confirmed.difference << '\n';
      return 1;
    }
    for (const auto& c : e.counts) {
      nodes += c.nodes;
      if (confirmed.counts[static_cast<std::size_t>(c.depth - 1)] != c.nodes) {
        std::cerr << file << ":" << e.line << ": " << e.name << ": perft " << c.depth << " is " << c.nodes
                  << " in the file, " << confirmed.counts[static_cast<std::size_t>(c.depth - 1)]
                  << " by the reference\n";
        return 1;
      }
    }
  }
  const double seconds = double(std::clock() - t0) / CLOCKS_PER_SEC;
  std::cout << variant.name() << ": " << entries.size() << " entries, " << nodes << " nodes confirmed, " << checked
            << " positions checked in " << seconds << " CPU s (" << static_cast<std::uint64_t>(double(checked) / seconds)
            << " positions/s)\n";
  return 0;
}

}  // namespace dt::suite_gen
