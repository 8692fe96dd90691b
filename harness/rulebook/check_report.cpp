#include "check_report.hpp"

#include <algorithm>

#include "cli/cli_error.hpp"
#include "core/text.hpp"
#include "rendering/json.hpp"
#include "rendering/xml.hpp"

namespace dt::cli {

namespace {

std::size_t failed_count(std::span<const CaseOutcome> cases) {
  return static_cast<std::size_t>(
      std::count_if(cases.begin(), cases.end(), [](const CaseOutcome& c) { return !c.failures.empty(); }));
}

// `tests="N" failures="F"` for a suite or for all of them.
std::string counts(std::size_t tests, std::size_t failures) {
  return "tests=\"" + std::to_string(tests) + "\" failures=\"" + std::to_string(failures) + "\" errors=\"0\"";
}

}  // namespace

std::vector<std::string> failure_lines(const CaseOutcome& c) {
  std::vector<std::string> lines;
  for (const auto& f : c.failures) {
    lines.push_back(one_line(c.where + ": " + c.name + ": " + f.what));
    for (const auto& line : f.diff) lines.push_back("  " + one_line(line));
  }
  return lines;
}

void print_check_json(const std::string& root, std::span<const FileOutcome> files, std::ostream& out) {
  std::size_t passed = 0, failed = 0;
  out << "{\"root\":" << json_string(root) << ",\"cases\":[";
  bool first = true;
  for (const auto& file : files) {
    for (const auto& c : file.cases) {
      (c.failures.empty() ? passed : failed) += 1;
      out << (first ? "" : ",") << "{\"file\":" << json_string(file.path) << ",\"name\":" << json_string(c.name) << ",\"where\":" << json_string(c.where)
          << ",\"status\":\"" << (c.failures.empty() ? "passed" : "failed") << "\",\"failures\":[";
      for (std::size_t i = 0; i < c.failures.size(); ++i)
        out << (i ? "," : "") << "{\"what\":" << json_string(c.failures[i].what)
            << ",\"diff\":" << json_strings(c.failures[i].diff) << '}';
      out << "]}";
      first = false;
    }
  }
  out << "],\"passed\":" << passed << ",\"failed\":" << failed << "}\n";
}

void write_junit(std::span<const FileOutcome> files, std::ostream& out) {
  std::size_t tests = 0, failures = 0;
  for (const auto& file : files) {
    tests += file.cases.size();
    failures += failed_count(file.cases);
  }
  out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      << "<testsuites name=\"deepthought check\" " << counts(tests, failures) << ">\n";
  for (const auto& file : files) {
    const std::string path = xml_escape(file.path);
    out << "  <testsuite name=\"" << path << "\" " << counts(file.cases.size(), failed_count(file.cases)) << ">\n";
    for (const auto& c : file.cases) {
      out << "    <testcase name=\"" << xml_escape(c.name) << "\" classname=\"" << path << '"';
      if (c.failures.empty()) {
        out << "/>\n";
        continue;
      }
      const std::string body = join(failure_lines(c), "\n");
      out << ">\n      <failure message=\"" << xml_escape(one_line(c.failures.front().what)) << "\">" << xml_escape(body)
          << "</failure>\n    </testcase>\n";
    }
    out << "  </testsuite>\n";
  }
  out << "</testsuites>\n";
}

}  // namespace dt::cli
