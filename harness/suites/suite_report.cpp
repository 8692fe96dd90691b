#include "suite_report.hpp"

#include <algorithm>
#include <cstdio>
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

// ` [expected fail: REASON]` after a result --expect foresaw.
std::string foreseen(const SuiteResult& r) {
  if (!r.expectation || !r.expected_failure()) return "";
  return " [expected " + std::string(status_word(r.expectation->status)) + ": " + one_line(r.expectation->reason) + "]";
}

std::string seconds_text(double s) {
  char text[32];
  std::snprintf(text, sizeof text, "%.3f", s);
  return text;
}

// JUnit's classname of each entry: VARIANT.TAG, TAG the entry's tag that the fewest
// entries of the file carry (the first written among equals), so that a report groups
// the entries by the clause each singles out; VARIANT for an untagged entry.
std::map<const SuiteEntry*, std::string> classnames(const SuiteContext& c) {
  std::map<const SuiteEntry*, std::string> out;
  if (!c.entries) return out;
  std::map<std::string_view, std::size_t> carried;
  for (const auto& e : *c.entries)
    for (const auto& tag : e.tags) ++carried[tag];
  for (const auto& e : *c.entries) {
    const std::string* rarest = nullptr;
    for (const auto& tag : e.tags)
      if (!rarest || carried[tag] < carried[*rarest]) rarest = &tag;
    out[&e] = std::string(c.variant) + (rarest ? "." + *rarest : "");
  }
  return out;
}

}  // namespace

std::string result_text(const SuiteResult& r, const std::string& file) { return where(r, file) + ": " + detail(r); }

std::string result_detail(const SuiteResult& r) { return detail(r); }

bool SuiteContext::as_expected(const SuiteTally& t) const {
  if (expect_file.empty()) return t.failed + t.errors + t.timeouts + t.bad == 0;
  return t.unexpected_failures + t.unexpected_passes + t.bad == 0 && unused.empty();
}

std::string summary_line(const SuiteTally& t, const SuiteContext& c) {
  std::string out = "suite " + one_line(c.file) + ": " + (t.stopped ? "stopped early: " : "") + std::to_string(t.passed) +
                    " passed, " + std::to_string(t.failed) + " failed, " + std::to_string(t.skipped) + " skipped";
  if (t.errors) out += ", " + plural(t.errors, "error", "errors");
  if (t.timeouts) out += ", " + std::to_string(t.timeouts) + " timed out";
  if (t.bad) out += ", " + plural(t.bad, "bad entry", "bad entries");
  if (t.left_out) out += ", " + plural(t.left_out, "entry", "entries") + " left out by --filter";
  if (!c.expect_file.empty())
    out += "; expectations " + one_line(c.expect_file) + ": " + std::to_string(t.as_expected) + " as expected, " +
           plural(t.unexpected_failures, "unexpected failure", "unexpected failures") + ", " +
           plural(t.unexpected_passes, "unexpected pass", "unexpected passes") + ", " +
           std::to_string(c.unused.size()) + " unused";
  return out;
}

void SuiteTally::add(const SuiteResult& r) {
  switch (r.outcome) {
    case Outcome::Pass: ++passed; break;
    case Outcome::Fail: ++failed; break;
    case Outcome::Error: ++errors; break;
    case Outcome::Timeout: ++timeouts; break;
    case Outcome::Bad: ++bad; break;
  }
  if (r.expected_failure()) ++as_expected;
  else if (r.outcome != Outcome::Pass && r.outcome != Outcome::Bad) ++unexpected_failures;
}

void print_result(const SuiteResult& r, const std::string& file, bool quiet, std::ostream& out) {
  switch (r.outcome) {
    case Outcome::Pass:
      if (!quiet) out << "ok       " << where(r, file) << ": " << *r.got << '\n';
      break;
    case Outcome::Fail: out << "MISMATCH " << where(r, file) << ": " << detail(r) << foreseen(r) << '\n'; break;
    case Outcome::Error: out << "ERROR    " << where(r, file) << ": " << detail(r) << foreseen(r) << '\n'; break;
    case Outcome::Timeout: out << "TIMEOUT  " << where(r, file) << ": " << detail(r) << foreseen(r) << '\n'; break;
    case Outcome::Bad: out << "BAD      " << where(r, file) << ": " << detail(r) << '\n'; break;
  }
  for (const auto& line : r.drill) out << "  " << line << '\n';
  out.flush();  // each line seen at once through a pipe
}

void print_unexpected_pass(const SuiteResult& r, const std::string& file, std::ostream& out) {
  const Expectation& e = *r.expectation;
  out << "UNEXPECTED PASS " << one_line(r.entry->name + " (" + file + ":" + std::to_string(r.entry->line) + ")")
      << ": every count passed, expected " << status_word(e.status) << ": " << one_line(e.reason) << " (" << e.where
      << ")\n";
  out.flush();
}

void print_summary(const std::vector<SuiteResult>& results, const SuiteTally& t, const SuiteContext& c,
                   std::ostream& out) {
  for (const Expectation* e : c.unused)
    out << "UNUSED   " << e->where << ": " << one_line(expectation_subject(*e)) << " matches no entry of "
        << one_line(c.file) << '\n';
  out << summary_line(t, c) << '\n';
  const TagGroups g = group_by_tag(results);
  if (g.failing == 0 || !g.any_tags) return;
  out << "failures by tag: " << plural(g.failing, "failing entry", "failing entries");
  for (const auto& [tag, n] : g.tags) out << ", " << n << " tagged " << tag;
  if (g.untagged) out << ", " << g.untagged << " untagged";
  out << '\n';
}

void print_suite_json(const std::vector<SuiteResult>& results, const SuiteTally& t, const SuiteContext& c,
                      std::ostream& out) {
  out << "{\"summary\":" << json_string(summary_line(t, c)) << ",\"file\":" << json_string(c.file)
      << ",\"variant\":" << json_string(c.variant) << ",\"engine\":" << (c.engine ? json_string(*c.engine) : "null")
      << ",\"engine_protocol\":" << (c.engine_protocol.empty() ? "null" : json_string(c.engine_protocol))
      << ",\"engine_name\":" << (c.engine_name.empty() ? "null" : json_string(c.engine_name))
      << ",\"results\":[";
  for (std::size_t i = 0; i < results.size(); ++i) {
    const SuiteResult& r = results[i];
    out << (i ? "," : "") << "{\"name\":" << json_string(r.entry->name) << ",\"line\":" << r.entry->line
        << ",\"position\":" << json_string(r.entry->position) << ",\"tags\":" << json_strings(r.entry->tags)
        << ",\"options\":{";
    for (std::size_t o = 0; o < r.entry->options.size(); ++o)
      out << (o ? "," : "") << json_string(r.entry->options[o].first) << ':' << json_string(r.entry->options[o].second);
    out << "},\"depth\":" << r.depth << ",\"expected\":" << r.expected
        << ",\"status\":\"" << word(r.outcome) << "\",\"got\":" << (r.got ? std::to_string(*r.got) : "null")
        << ",\"message\":" << json_string(r.outcome == Outcome::Pass ? "" : detail(r))
        << ",\"drill_down\":" << json_strings(r.drill) << ",\"path\":" << json_strings(r.path)
        << ",\"descent\":" << (r.descent.empty() ? "null" : r.descent) << ",\"expectation\":";
    if (r.expectation)
      out << "{\"status\":\"" << status_word(r.expectation->status) << "\",\"reason\":" << json_string(r.expectation->reason)
          << ",\"where\":" << json_string(r.expectation->where) << '}';
    else
      out << "null";
    out << ",\"unexpected\":" << (r.unexpected ? "true" : "false") << '}';
  }
  out << "],\"passed\":" << t.passed << ",\"failed\":" << t.failed << ",\"errors\":" << t.errors
      << ",\"timeouts\":" << t.timeouts << ",\"skipped\":" << t.skipped << ",\"bad\":" << t.bad
      << ",\"left_out\":" << t.left_out << ",\"stopped\":" << (t.stopped ? "true" : "false") << ",\"failures_by_tag\":{";
  const TagGroups g = group_by_tag(results);
  for (std::size_t i = 0; i < g.tags.size(); ++i)
    out << (i ? "," : "") << json_string(g.tags[i].first) << ':' << g.tags[i].second;
  out << "},\"expectations\":";
  if (c.expect_file.empty()) {
    out << "null}\n";
    return;
  }
  out << "{\"file\":" << json_string(c.expect_file) << ",\"as_expected\":" << t.as_expected
      << ",\"unexpected_failures\":" << t.unexpected_failures << ",\"unexpected_passes\":" << t.unexpected_passes
      << ",\"unused\":[";
  for (std::size_t i = 0; i < c.unused.size(); ++i)
    out << (i ? "," : "") << "{\"where\":" << json_string(c.unused[i]->where)
        << ",\"what\":" << json_string(expectation_subject(*c.unused[i])) << '}';
  out << "]}}\n";
}

std::string suite_junit(const std::vector<SuiteResult>& results, const SuiteTally& t, const SuiteContext& c) {
  std::ostringstream out;
  const std::string name = xml_escape(c.file);
  const auto classes = classnames(c);
  int failures = 0, errors = 0, skipped = 0;
  for (const SuiteResult& r : results) {
    if (r.expected_failure()) ++skipped;
    else if (r.outcome == Outcome::Error || r.outcome == Outcome::Bad) ++errors;
    else if (r.outcome != Outcome::Pass || r.unexpected) ++failures;
  }
  const std::string counts = "tests=\"" + std::to_string(results.size()) + "\" failures=\"" + std::to_string(failures) +
                             "\" errors=\"" + std::to_string(errors) + "\" skipped=\"" + std::to_string(skipped) +
                             "\" time=\"" + seconds_text(c.seconds) + "\"";
  out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      << "<testsuites name=\"deepthought suite\" " << counts << ">\n"
      << "  <testsuite name=\"" << name << "\" " << counts << ">\n"
      << "    <properties>\n      <property name=\"summary\" value=\"" << xml_escape(summary_line(t, c)) << "\"/>\n"
      << "    </properties>\n";
  for (const SuiteResult& r : results) {
    const std::string test = r.depth == 0 ? r.entry->name : r.entry->name + " depth " + std::to_string(r.depth);
    const auto cls = classes.find(r.entry);
    out << "    <testcase name=\"" << xml_escape(test) << "\" classname=\""
        << xml_escape(cls == classes.end() ? std::string(c.variant) : cls->second) << "\" time=\"" << seconds_text(r.seconds)
        << '"';
    if (r.outcome == Outcome::Pass && !r.unexpected) {
      out << "/>\n";
      continue;
    }
    if (r.expected_failure()) {
      const std::string why = "expected " + std::string(status_word(r.expectation->status)) + ": " +
                              one_line(r.expectation->reason) + " (" + detail(r) + ")";
      out << ">\n      <skipped message=\"" << xml_escape(why) << "\"/>\n    </testcase>\n";
      continue;
    }
    if (r.outcome == Outcome::Pass) {
      const std::string why = "passed, expected " + std::string(status_word(r.expectation->status)) + ": " +
                              one_line(r.expectation->reason) + " (" + r.expectation->where + ")";
      out << ">\n      <failure type=\"unexpected-pass\" message=\"" << xml_escape(why) << "\">" << xml_escape(why)
          << "</failure>\n    </testcase>\n";
      continue;
    }
    const char* element = r.outcome == Outcome::Error || r.outcome == Outcome::Bad ? "error" : "failure";
    std::string body = result_text(r, c.file);
    for (const auto& line : r.drill) body += "\n  " + line;
    out << ">\n      <" << element << " type=\"" << word(r.outcome) << "\" message=\"" << xml_escape(detail(r)) << "\">"
        << xml_escape(body) << "</" << element << ">\n    </testcase>\n";
  }
  out << "  </testsuite>\n</testsuites>\n";
  return out.str();
}

}  // namespace dt::cli
