#include "rulebook_html.hpp"

#include <cctype>
#include <filesystem>
#include <set>
#include <sstream>

#include "cli_error.hpp"
#include "core/text.hpp"
#include "diagram_marks.hpp"
#include "diagram_svg.hpp"
#include "xml.hpp"

namespace dt::cli {

namespace {

constexpr std::string_view kStyle =
    "body{font-family:sans-serif;max-width:60em;margin:1em auto;padding:0 1em;color:#222}"
    "section.clause{border-top:2px solid #888;margin-top:2em}"
    ".case{border:1px solid #ccc;border-radius:6px;margin:1em 0;padding:0.5em 1em}"
    ".pass .status{color:#1a7f37}.fail .status{color:#c62828}.fail{border-color:#c62828}"
    "section.ruling{border-top:2px solid #36c;margin-top:2em}"
    ".source,.file{color:#666;font-size:90%}svg{width:100%;max-width:420px;height:auto}"
    "code{background:#f4f4f4;padding:0 0.2em}dt{font-weight:bold}";

std::string page(const std::string& title, const std::string& body) {
  return "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>" + xml_escape(title) +
         "</title><style>" + std::string(kStyle) + "</style></head>\n<body>\n" + body + "</body></html>\n";
}

std::string code_list(const std::vector<std::string>& words) {
  return join(words, " ", [](const std::string& w) { return "<code>" + xml_escape(w) + "</code>"; });
}

// Anchors are ids: letters, digits and - only.
std::string anchor(std::string_view prefix, const std::string& text) {
  std::string out(prefix);
  for (const char c : text) out += std::isalnum(static_cast<unsigned char>(c)) ? c : '-';
  return out;
}

// The case's position (after its `play`, the last move highlighted), with the moves of
// the piece its `moves_from` names marked when it names one.
std::string case_diagram(const Variant& variant, const Case& c) {
  auto game = c.position ? variant.load(*c.position, c.options) : variant.start(c.options);
  if (!game) return "<p class=\"note\">position not drawn: " + xml_escape(game.error().message()) + "</p>\n";
  DiagramRequest request;
  request.title = c.name;
  for (const auto& move : c.play) {
    auto mark = (*game)->mark(move);
    if (!mark || !(*game)->play(move)) return "<p class=\"note\">position not drawn: move " + xml_escape(move) + " is not legal</p>\n";
    request.last = MarkedMove{move, *mark};
  }
  auto drawing = (*game)->drawing();
  if (!drawing) return {};
  if (c.expect.moves_from.size() == 1) {
    const auto cell = (*game)->cell_name(c.expect.moves_from.front().first);
    if (cell) {
      try {
        request.moves = marked_moves(**game, *drawing, *cell);
        request.selected = *cell;
      } catch (const CliError&) {
        // An expectation about an empty square: drawn without marks, the status says the rest.
      }
    }
  }
  request.drawing = std::move(*drawing);
  return render_svg(request);
}

std::string expectations(const Expect& e) {
  std::ostringstream out;
  out << "<dl>";
  if (e.moves) out << "<dt>moves (" << e.moves->size() << ")</dt><dd>" << code_list(*e.moves) << "</dd>";
  for (const auto& [cell, moves] : e.moves_from)
    out << "<dt>moves from " << xml_escape(cell) << " (" << moves.size() << ")</dt><dd>" << code_list(moves) << "</dd>";
  if (!e.legal.empty()) out << "<dt>legal</dt><dd>" << code_list(e.legal) << "</dd>";
  if (!e.illegal.empty()) out << "<dt>illegal</dt><dd>" << code_list(e.illegal) << "</dd>";
  for (const auto& [depth, count] : e.perft) out << "<dt>perft " << depth << "</dt><dd>" << count << "</dd>";
  if (e.position) out << "<dt>position after</dt><dd><code>" << xml_escape(*e.position) << "</code></dd>";
  if (e.result) out << "<dt>result</dt><dd>" << xml_escape(*e.result) << "</dd>";
  if (e.error) out << "<dt>error</dt><dd>" << xml_escape(*e.error) << "</dd>";
  out << "</dl>\n";
  return out.str();
}

// `id`: the case's anchor, on its first block only (a case testing two clauses is shown twice).
std::string case_block(const Variant& variant, const CaseRun& run, const std::string& id) {
  const Case& c = *run.c;
  const bool pass = run.failures.empty();
  std::ostringstream out;
  out << "<div class=\"case " << (pass ? "pass" : "fail") << "\"" << (id.empty() ? "" : " id=\"" + id + "\"") << "><h3>"
      << xml_escape(c.name) << " <span class=\"status\">" << (pass ? "pass" : "FAIL") << "</span></h3>\n<p class=\"file\">" << xml_escape(c.where) << "</p>\n";
  if (!c.why.empty()) out << "<p>" << xml_escape(c.why) << "</p>\n";
  if (c.position) out << "<p>position <code>" << xml_escape(*c.position) << "</code></p>\n";
  if (!c.play.empty()) out << "<p>play " << code_list(c.play) << "</p>\n";
  out << case_diagram(variant, c) << expectations(c.expect);
  if (!pass) {
    out << "<ul class=\"failures\">";
    for (const auto& f : run.failures) out << "<li>" << xml_escape(f) << "</li>";
    out << "</ul>\n";
  }
  out << "</div>\n";
  return out.str();
}

// Each case's anchor, "case-FILE-NAME" (FILE the file's stem), made unique by its index
// when two files of the variant share a stem and a case name.
std::vector<std::string> case_anchors(std::span<const CaseRun> runs) {
  std::vector<std::string> out;
  std::set<std::string> taken;
  for (std::size_t i = 0; i < runs.size(); ++i) {
    std::string id = anchor("case-", std::filesystem::path(runs[i].file->path).stem().string() + "-" + runs[i].c->name);
    if (!taken.insert(id).second) {
      id += '-';
      id += std::to_string(i);
      taken.insert(id);
    }
    out.push_back(std::move(id));
  }
  return out;
}

std::string ruling_section(const Ruling& ruling, const VariantBook& book, std::span<const CaseRun> runs,
                           std::span<const std::string> anchors, const RulingBook& rulings) {
  std::ostringstream out;
  out << "<section class=\"ruling\" id=\"" << anchor("ruling-", ruling.id.id) << "\"><h2>" << xml_escape(ruling.id.id) << ' '
      << xml_escape(ruling.title) << "</h2>\n<p>" << xml_escape(ruling.rule) << "</p>\n";
  if (const auto& o = ruling.option)
    out << "<p>option <code>--option " << xml_escape(o->name + "=" + join(o->values, "|")) << "</code>, default <code>"
        << xml_escape(o->default_value) << "</code></p>\n";
  for (const auto& s : ruling.settles) {
    const Seed& seed = *rulings.seed(s.seed);  // load_rulings checked every seed id
    out << "<p class=\"source\">settles <a href=\"" << xml_escape(seed.address) << "\">" << xml_escape(seed.title) << "</a> by "
        << xml_escape(seed.author) << ", " << xml_escape(s.section) << "</p>\n";
  }
  if (ruling.settles.empty()) out << "<p class=\"source\">settles no seed section: the project's own definition</p>\n";
  out << "<p class=\"file\">" << xml_escape(ruling.id.where) << "</p>\n<p>cited by";
  std::set<std::size_t> cases;
  for (const auto& clause : book.spec.clauses) {
    if (!clause.cites(ruling.id.id)) continue;
    out << " <a href=\"#" << anchor("clause-", clause.id.id) << "\">" << xml_escape(clause.id.id) << "</a>";
    for (std::size_t i = 0; i < runs.size(); ++i)
      if (tests_clause(*runs[i].file, *runs[i].c, clause.id.id)) cases.insert(i);
  }
  out << "</p>\n<p>tested by";
  for (const std::size_t i : cases) out << " <a href=\"#" << anchors[i] << "\">" << xml_escape(runs[i].c->name) << "</a>";
  if (cases.empty()) out << " no position";
  out << "</p>\n</section>\n";
  return out.str();
}

}  // namespace

std::string variant_page(const VariantBook& book, std::span<const CaseRun> runs, const RulingBook& rulings) {
  std::ostringstream out;
  out << "<p><a href=\"index.html\">all variants</a></p>\n<h1>" << xml_escape(book.spec.title) << "</h1>\n<p class=\"source\">"
      << xml_escape(book.spec.path) << "</p>\n";
  const auto anchors = case_anchors(runs);
  std::set<std::size_t> shown_once;  // a case's anchor is at its first block
  for (const auto& clause : book.spec.clauses) {
    out << "<section class=\"clause\" id=\"" << anchor("clause-", clause.id.id) << "\"><h2>" << xml_escape(clause.id.id)
        << "</h2>\n<p>" << xml_escape(clause.text) << "</p>\n<p class=\"source\">" << xml_escape(clause.document) << ", "
        << xml_escape(clause.section) << "</p>\n<p>rulings:";
    for (const auto& r : clause.rulings) {
      const Ruling* ruling = rulings.find(r.id);
      out << " <a href=\"#" << anchor("ruling-", r.id) << "\"" << (ruling ? " title=\"" + xml_escape(ruling->title) + "\"" : "")
          << '>' << xml_escape(r.id) << "</a>";
    }
    out << "</p>\n";
    int cases = 0;
    for (std::size_t i = 0; i < runs.size(); ++i)
      if (tests_clause(*runs[i].file, *runs[i].c, clause.id.id)) {
        out << case_block(*runs[i].file->variant, runs[i], shown_once.insert(i).second ? anchors[i] : "");
        ++cases;
      }
    if (cases == 0) out << "<p class=\"note\">no position tests this clause</p>\n";
    out << "</section>\n";
  }
  if (!book.rulings.empty()) out << "<h1 id=\"rulings\">Rulings</h1>\n";
  for (const Ruling* ruling : book.rulings) out << ruling_section(*ruling, book, runs, anchors, rulings);
  return page(book.spec.title, out.str());
}

std::string index_page(std::span<const VariantBook> books, std::span<const std::vector<CaseRun>> runs, const RulingBook& rulings) {
  std::ostringstream out;
  out << "<h1>Deep Thought: the rulebook</h1>\n<ul>\n";
  for (std::size_t i = 0; i < books.size(); ++i) {
    int failed = 0;
    for (const auto& run : runs[i]) failed += run.failures.empty() ? 0 : 1;
    out << "<li><a href=\"" << xml_escape(books[i].spec.variant) << ".html\">" << xml_escape(books[i].spec.title) << "</a>: "
        << books[i].spec.clauses.size() << " clauses, " << runs[i].size() << " positions, " << failed << " failing</li>\n";
  }
  out << "</ul>\n";
  if (!rulings.seeds.empty()) out << "<h2 id=\"seeds\">Seeds</h2>\n<ul>\n";
  for (const auto& seed : rulings.seeds)
    out << "<li><a href=\"" << xml_escape(seed.address) << "\">" << xml_escape(seed.title) << "</a> by " << xml_escape(seed.author)
        << "</li>\n";
  if (!rulings.seeds.empty()) out << "</ul>\n";
  if (!rulings.notation.empty()) {
    out << "<h2 id=\"move-notation\">Move notation</h2>\n<p>" << xml_escape(rulings.notation_text)
        << "</p>\n<table>\n<tr><th>variant</th><th>kind</th><th>notation</th><th>example</th></tr>\n";
    for (const auto& k : rulings.notation)
      out << "<tr><td>" << xml_escape(k.variant) << "</td><td>" << xml_escape(k.kind) << "</td><td>" << xml_escape(k.notation)
          << "</td><td>" << xml_escape(k.example) << "</td></tr>\n";
    out << "</table>\n<p>" << xml_escape(rulings.notation_note) << "</p>\n";
  }
  return page("Deep Thought rulebook", out.str());
}

}  // namespace dt::cli
