#include "matrix_html.hpp"

#include <set>
#include <sstream>

#include "core/text.hpp"
#include "rendering/xml.hpp"
#include "rulebook/rulebook_html.hpp"

namespace dt::cli {

namespace {

constexpr std::string_view kStyle =
    "body{font-family:sans-serif;margin:1em;color:#222}p,h1,h2,h3{max-width:60em}"
    "table{border-collapse:collapse;margin:0.5em 0}td,th{border:1px solid #ccc;padding:0.2em 0.6em;text-align:left}"
    "td.pass{background:#e6f4ea}td.fail{background:#fdecea}td.none{color:#888}"
    "section.failure,section.tag{border-top:1px solid #888;margin-top:1.5em}code{background:#f4f4f4;padding:0 0.2em}"
    ".source{color:#666;font-size:90%}";

std::string page(const std::string& title, const std::string& body) { return html_page(title, kStyle, body); }

std::string cell_id(std::size_t e, std::size_t s) { return "e" + std::to_string(e) + "-s" + std::to_string(s); }

std::string clause_href(const std::string& variant, const std::string& tag) {
  return "clauses.html#" + html_anchor("clause-", variant + "-" + tag);
}

std::string engine_heading(const MatrixEngine& e) {
  return xml_escape(e.label) + (e.protocol.empty() ? "" : " <span class=\"source\">(" + xml_escape(e.protocol) + ")</span>");
}

std::string suite_heading(const MatrixSuite& s) { return xml_escape(s.file) + " <span class=\"source\">(" + xml_escape(s.variant) + ")</span>"; }

// A rate's cell: green when every count passed, red with a link to the failures otherwise.
std::string rate_cell(const MatrixCell& cell, const Rate& rate, std::size_t e, std::size_t s) {
  if (!cell.document) return "<td class=\"none\">not run</td>";
  if (rate.counted == 0) return "<td class=\"none\">no counts</td>";
  if (rate.passed == rate.counted) return "<td class=\"pass\">" + rate.text() + "</td>";
  return "<td class=\"fail\"><a href=\"failures.html#failures-" + cell_id(e, s) + "\">" + rate.text() + "</a></td>";
}

std::string index_page(const Matrix& m) {
  std::ostringstream out;
  out << "<h1>Conformance matrix</h1>\n<p>Each cell: the counts that passed of those counted, and the rate. A count is one "
         "depth of one entry; counts a run skipped (its node or depth limit) are not counted. A red cell links to its "
         "failures, each with its drill-down; a tag links to its rule text.</p>\n";
  out << "<table id=\"matrix\">\n<tr><th>engine</th>";
  for (std::size_t s = 0; s < m.suites.size(); ++s)
    out << "<th><a href=\"#suite-" << s << "\">" << suite_heading(m.suites[s]) << "</a></th>";
  out << "</tr>\n";
  for (std::size_t e = 0; e < m.engines.size(); ++e) {
    out << "<tr><th>" << engine_heading(m.engines[e]) << "</th>";
    for (std::size_t s = 0; s < m.suites.size(); ++s) out << rate_cell(m.cells[e][s], m.cells[e][s].rate, e, s);
    out << "</tr>\n";
  }
  out << "</table>\n";
  for (std::size_t s = 0; s < m.suites.size(); ++s) {
    const MatrixSuite& suite = m.suites[s];
    out << "<section class=\"suite\" id=\"suite-" << s << "\"><h2>" << suite_heading(suite) << "</h2>\n";
    out << "<table id=\"tags-" << s << "\">\n<tr><th>tag</th>";
    for (const auto& engine : m.engines) out << "<th>" << engine_heading(engine) << "</th>";
    out << "</tr>\n";
    for (const std::string& tag : suite.tags) {
      out << "<tr><th>";
      if (tag == kUntagged) out << xml_escape(tag);
      else out << "<a href=\"" << clause_href(suite.variant, tag) << "\">" << xml_escape(tag) << "</a>";
      out << "</th>";
      for (std::size_t e = 0; e < m.engines.size(); ++e) {
        const MatrixCell& cell = m.cells[e][s];
        const auto it = cell.by_tag.find(tag);
        out << rate_cell(cell, it == cell.by_tag.end() ? Rate{} : it->second, e, s);
      }
      out << "</tr>\n";
    }
    out << "</table>\n";
    for (std::size_t e = 0; e < m.engines.size(); ++e)
      if (const SuiteDocument* d = m.cells[e][s].document)
        out << "<p class=\"source\">" << xml_escape(m.engines[e].label) << ": " << xml_escape(d->summary)
            << (d->engine ? "; run as <code>" + xml_escape(*d->engine) + "</code>" : "") << " (from " << xml_escape(d->source)
            << ")</p>\n";
    out << "</section>\n";
  }
  return page("Conformance matrix", out.str());
}

std::string moves(const std::vector<std::string>& list) {
  if (list.empty()) return "none";
  return join(list, " ", [](const std::string& w) { return "<code>" + xml_escape(w) + "</code>"; });
}

std::string drill_down(const ReportedCount& r, const std::string& id) {
  std::ostringstream out;
  out << "<div class=\"drill\" id=\"drill-" << id << "\"><h4>Drill-down</h4>\n";
  if (!r.descent) {
    out << "<p>None: the run was not given --drill-down, or this is not the entry's first failing count.</p></div>\n";
    return out.str();
  }
  const ReportedDescent& d = *r.descent;
  out << "<p>Path: " << (d.path.empty() ? "the position itself" : moves(d.path)) << "</p>\n<p>Position there: <code>"
      << xml_escape(d.position) << "</code></p>\n<p>Only Deep Thought's: " << moves(d.only_deepthought)
      << "</p>\n<p>Only the engine's: " << moves(d.only_engine) << "</p>\n";
  out << "<table class=\"trail\">\n<tr><th>move</th><th>depth</th><th>Deep Thought</th><th>engine</th></tr>\n";
  for (const ReportedStep& step : d.trail)
    out << "<tr><td>" << (step.move.empty() ? "(root)" : "<code>" + xml_escape(step.move) + "</code>") << "</td><td>"
        << step.depth << "</td><td>" << step.deepthought << "</td><td>" << step.engine << "</td></tr>\n";
  out << "</table></div>\n";
  return out.str();
}

std::string failures_page(const Matrix& m) {
  std::ostringstream out;
  out << "<h1>Failures</h1>\n<p><a href=\"index.html\">The matrix</a></p>\n";
  for (std::size_t e = 0; e < m.engines.size(); ++e)
    for (std::size_t s = 0; s < m.suites.size(); ++s) {
      const MatrixCell& cell = m.cells[e][s];
      if (cell.failures.empty()) continue;
      const MatrixSuite& suite = m.suites[s];
      out << "<section class=\"cell\" id=\"failures-" << cell_id(e, s) << "\"><h2>" << engine_heading(m.engines[e])
          << " on " << suite_heading(suite) << ": " << cell.failures.size() << " not passed</h2>\n";
      for (std::size_t k = 0; k < cell.failures.size(); ++k) {
        const ReportedCount& r = *cell.failures[k];
        const std::string id = cell_id(e, s) + "-" + std::to_string(k);
        out << "<section class=\"failure\" id=\"failure-" << id << "\"><h3>" << xml_escape(r.name) << " (line " << r.line
            << ") depth " << r.depth << ": " << xml_escape(r.status) << "</h3>\n<p>Expected " << r.expected;
        if (r.got) out << ", got " << *r.got;
        // A plain mismatch's message says the same; any other says what happened.
        const std::string plain = "expected " + std::to_string(r.expected) + (r.got ? ", got " + std::to_string(*r.got) : "");
        if (!r.message.empty() && r.message != plain) out << ": " << xml_escape(r.message);
        out << "</p>\n<p>Position: <code>" << xml_escape(r.position)
            << "</code>";
        for (const auto& [name, value] : r.options) out << " <code>" << xml_escape(name + "=" + value) << "</code>";
        out << "</p>\n<p>Tags:";
        if (r.tags.empty()) out << " none";
        for (const auto& tag : r.tags)
          out << " <a class=\"tag\" href=\"" << clause_href(suite.variant, tag) << "\">" << xml_escape(tag) << "</a>";
        out << "</p>\n" << drill_down(r, id) << "</section>\n";
      }
      out << "</section>\n";
    }
  return page("Failures", out.str());
}

std::string clauses_page(const Matrix& m, TagClauses& clauses) {
  std::ostringstream out;
  out << "<h1>The rule text of each tag</h1>\n<p><a href=\"index.html\">The matrix</a></p>\n";
  std::set<std::string> written;
  for (const MatrixSuite& suite : m.suites)
    for (const std::string& tag : suite.tags) {
      if (tag == kUntagged || !written.insert(suite.variant + "\n" + tag).second) continue;
      const TagText t = clauses.describe(suite.variant, tag);
      out << "<section class=\"tag\" id=\"" << html_anchor("clause-", suite.variant + "-" + tag) << "\"><h2>"
          << xml_escape(tag) << " <span class=\"source\">(" << xml_escape(suite.variant) << ")</span></h2>\n";
      if (!t.found) {
        out << "<p>No rule text: " << xml_escape(t.where) << ".</p></section>\n";
        continue;
      }
      if (!t.title.empty()) out << "<h3>" << xml_escape(t.title) << "</h3>\n";
      out << "<p class=\"text\">" << xml_escape(t.text) << "</p>\n<p class=\"source\">" << xml_escape(t.kind)
          << (t.source.empty() ? "" : ", " + xml_escape(t.source));
      if (!t.rulings.empty()) out << "; rulings " << xml_escape(join(t.rulings, ", "));
      out << "; " << xml_escape(t.where) << "</p></section>\n";
    }
  return page("Rule text", out.str());
}

}  // namespace

std::vector<std::pair<std::string, std::string>> matrix_pages(const Matrix& m, TagClauses& clauses) {
  return {{"index.html", index_page(m)}, {"failures.html", failures_page(m)}, {"clauses.html", clauses_page(m, clauses)}};
}

}  // namespace dt::cli
