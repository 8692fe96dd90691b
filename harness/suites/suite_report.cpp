#include "suite_report.hpp"

#include <algorithm>
#include <map>
#include <set>
#include <sstream>

#include "cli/cli_error.hpp"
#include "rendering/json.hpp"
#include "rendering/xml.hpp"

namespace dt::cli {

namespace {

using Outcome = SuiteResult::Outcome;

std::string where(const SuiteResult& r, const std::string& file) {
  const std::string at = file + ":" + std::to_string(r.entry->line);
  if (r.depth == 0) return one_line(r.entry->name + " (" + at + ")");  // the entry as a whole
  return one_line(r.entry->name + " (" + at + ") depth " + std::to_string(r.depth));
}

std::string_view word(Outcome o) {
  switch (o) {
    case Outcome::Pass: return "pass";
    case Outcome::Fail: return "fail";
    case Outcome::Error: return "error";
    case Outcome::Timeout: return "timeout";
    case Outcome::Bad: return "bad";
  }
  return "";
}

// What went wrong, on one line: "expected 8903, got 8902" or the message.
std::string detail(const SuiteResult& r) {
  if (r.outcome != Outcome::Fail) return one_line(r.message);
  return "expected " + std::to_string(r.expected) +
         (r.got ? ", got " + std::to_string(*r.got) : ", " + one_line(r.message));
}

// The failing entries (any count not passed), each once, in file order, with their count
// per tag, most first.
struct TagGroups {
  std::size_t failing = 0, untagged = 0;
  std::vector<std::pair<std::string, std::size_t>> tags;
  bool any_tags = false;
};

TagGroups group_by_tag(const std::vector<SuiteResult>& results) {
  TagGroups g;
  std::set<const SuiteEntry*> seen;
  std::map<std::string, std::size_t> counts;
  for (const auto& r : results) {
    g.any_tags = g.any_tags || !r.entry->tags.empty();
    if (r.outcome == Outcome::Pass || !seen.insert(r.entry).second) continue;
    ++g.failing;
    if (r.entry->tags.empty()) ++g.untagged;
    for (const auto& tag : r.entry->tags) ++counts[tag];
  }
  g.tags.assign(counts.begin(), counts.end());
  std::stable_sort(g.tags.begin(), g.tags.end(), [](const auto& a, const auto& b) { return a.second > b.second; });
  return g;
}

std::string plural(std::size_t n, std::string_view one, std::string_view many) {
  return std::to_string(n) + " " + std::string(n == 1 ? one : many);
}

}  // namespace

void SuiteTally::add(const SuiteResult& r) {
  switch (r.outcome) {
    case Outcome::Pass: ++passed; break;
    case Outcome::Fail: ++failed; break;
    case Outcome::Error: ++errors; break;
    case Outcome::Timeout: ++timeouts; break;
    case Outcome::Bad: ++bad; break;
  }
}

void print_result(const SuiteResult& r, const std::string& file, bool quiet, std::ostream& out) {
  switch (r.outcome) {
    case Outcome::Pass:
      if (!quiet) out << "ok       " << where(r, file) << ": " << *r.got << '\n';
      break;
    case Outcome::Fail: out << "MISMATCH " << where(r, file) << ": " << detail(r) << '\n'; break;
    case Outcome::Error: out << "ERROR    " << where(r, file) << ": " << detail(r) << '\n'; break;
    case Outcome::Timeout: out << "TIMEOUT  " << where(r, file) << ": " << detail(r) << '\n'; break;
    case Outcome::Bad: out << "BAD      " << where(r, file) << ": " << detail(r) << '\n'; break;
  }
  for (const auto& line : r.drill) out << "  " << line << '\n';
  out.flush();  // each line seen at once through a pipe
}

void print_summary(const std::vector<SuiteResult>& results, const SuiteTally& t, const std::string& file,
                   std::ostream& out) {
  out << "suite " << one_line(file) << ": " << (t.stopped ? "stopped early: " : "") << t.passed << " passed, "
      << t.failed << " failed, " << t.skipped << " skipped";
  if (t.errors) out << ", " << plural(t.errors, "error", "errors");
  if (t.timeouts) out << ", " << t.timeouts << " timed out";
  if (t.bad) out << ", " << plural(t.bad, "bad entry", "bad entries");
  if (t.left_out) out << ", " << plural(t.left_out, "entry", "entries") << " left out by --filter";
  out << '\n';
  const TagGroups g = group_by_tag(results);
  if (g.failing == 0 || !g.any_tags) return;
  out << "failures by tag: " << plural(g.failing, "failing entry", "failing entries");
  for (const auto& [tag, n] : g.tags) out << ", " << n << " tagged " << tag;
  if (g.untagged) out << ", " << g.untagged << " untagged";
  out << '\n';
}

void print_suite_json(const std::vector<SuiteResult>& results, const SuiteTally& t, const std::string& file,
                      std::string_view variant, const std::string* engine, std::ostream& out) {
  out << "{\"file\":" << json_string(file) << ",\"variant\":" << json_string(variant)
      << ",\"engine\":" << (engine ? json_string(*engine) : "null") << ",\"results\":[";
  for (std::size_t i = 0; i < results.size(); ++i) {
    const SuiteResult& r = results[i];
    out << (i ? "," : "") << "{\"name\":" << json_string(r.entry->name) << ",\"line\":" << r.entry->line
        << ",\"tags\":" << json_strings(r.entry->tags) << ",\"options\":{";
    for (std::size_t o = 0; o < r.entry->options.size(); ++o)
      out << (o ? "," : "") << json_string(r.entry->options[o].first) << ':' << json_string(r.entry->options[o].second);
    out << "},\"depth\":" << r.depth << ",\"expected\":" << r.expected
        << ",\"status\":\"" << word(r.outcome) << "\",\"got\":" << (r.got ? std::to_string(*r.got) : "null")
        << ",\"message\":" << json_string(r.outcome == Outcome::Pass ? "" : detail(r))
        << ",\"drill_down\":" << json_strings(r.drill) << ",\"path\":" << json_strings(r.path) << '}';
  }
  out << "],\"passed\":" << t.passed << ",\"failed\":" << t.failed << ",\"errors\":" << t.errors
      << ",\"timeouts\":" << t.timeouts << ",\"skipped\":" << t.skipped << ",\"bad\":" << t.bad
      << ",\"left_out\":" << t.left_out << ",\"stopped\":" << (t.stopped ? "true" : "false") << ",\"failures_by_tag\":{";
  const TagGroups g = group_by_tag(results);
  for (std::size_t i = 0; i < g.tags.size(); ++i)
    out << (i ? "," : "") << json_string(g.tags[i].first) << ':' << g.tags[i].second;
  out << "}}\n";
}

std::string suite_junit(const std::vector<SuiteResult>& results, const SuiteTally& t, const std::string& file) {
  std::ostringstream out;
  const std::string name = xml_escape(file);
  const std::string counts = "tests=\"" + std::to_string(results.size()) + "\" failures=\"" +
                             std::to_string(t.failed + t.timeouts) + "\" errors=\"" + std::to_string(t.errors + t.bad) +
                             "\"";
  out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      << "<testsuites name=\"deepthought suite\" " << counts << ">\n"
      << "  <testsuite name=\"" << name << "\" " << counts << ">\n";
  for (const SuiteResult& r : results) {
    const std::string test = r.depth == 0 ? r.entry->name : r.entry->name + " depth " + std::to_string(r.depth);
    out << "    <testcase name=\"" << xml_escape(test) << "\" classname=\"" << name << '"';
    if (r.outcome == Outcome::Pass) {
      out << "/>\n";
      continue;
    }
    const char* element = r.outcome == Outcome::Error || r.outcome == Outcome::Bad ? "error" : "failure";
    std::string body = where(r, file) + ": " + detail(r);
    for (const auto& line : r.drill) body += "\n  " + line;
    out << ">\n      <" << element << " type=\"" << word(r.outcome) << "\" message=\"" << xml_escape(detail(r)) << "\">"
        << xml_escape(body) << "</" << element << ">\n    </testcase>\n";
  }
  out << "  </testsuite>\n</testsuites>\n";
  return out.str();
}

}  // namespace dt::cli
