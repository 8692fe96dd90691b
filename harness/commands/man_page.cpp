#include "man_page.hpp"

#include <ostream>
#include <string>
#include <string_view>

#include "command_table.hpp"

namespace dt::cli {

namespace {

// Text as roff reads it: a backslash and a minus sign escaped (options are typed with the
// ASCII minus, which a bare '-' would render as a hyphen), a leading '.' or '\'' kept from
// being read as a request, and `code` in bold.
std::string roff(std::string_view text) {
  std::string out;
  bool bold = false;
  for (const char c : text) {
    if (c == '\\')
      out += "\\e";
    else if (c == '-')
      out += "\\-";
    else if (c == '`')
      out += (bold = !bold) ? "\\fB" : "\\fR";
    else
      out += c;
  }
  if (bold) out += "\\fR";
  if (!out.empty() && (out[0] == '.' || out[0] == '\'')) out.insert(0, "\\&");
  return out;
}

// A usage form as a synopsis (groff's .SY/.YS): `deepthought NAME` in bold, the rest indented
// under it when it wraps.
void usage_form(std::string_view form, std::ostream& out) {
  const std::size_t start = form.find_first_not_of(' ');
  form.remove_prefix(start == std::string_view::npos ? form.size() : start);
  const std::size_t after_name = form.find(' ', form.find(' ') + 1);
  out << ".SY \"" << roff(form.substr(0, after_name)) << "\"\n";
  if (after_name != std::string_view::npos) out << roff(form.substr(after_name + 1)) << '\n';
  out << ".YS\n";
}

void usage_forms(std::string_view usage, std::ostream& out) {
  while (!usage.empty()) {
    const std::size_t end = usage.find('\n');
    usage_form(usage.substr(0, end), out);
    usage = end == std::string_view::npos ? std::string_view{} : usage.substr(end + 1);
  }
}

}  // namespace

void write_man_page(std::ostream& out) {
  out << ".\\\" Written by `deepthought help --man` from the command table that --help prints.\n"
      << ".TH DEEPTHOUGHT 1 \"\" \"deepthought " << DEEPTHOUGHT_VERSION << "\" \"User Commands\"\n"
      << ".nh\n.ad l\n"
      << ".SH NAME\ndeepthought \\- " << roff(kProgramTitle) << '\n'
      << ".SH SYNOPSIS\n";
  for (const CommandEntry& e : command_table()) usage_forms(e.usage, out);
  out << ".SY deepthought\n\\-\\-help\n.YS\n.SY deepthought\n\\-\\-version\n.YS\n"
      << ".SH DESCRIPTION\n"
      << "Deep Thought holds the rules of the chess variants it registers as code and as a rulebook of "
         "specifications and position files: it counts their move trees (perft), compares the counts with other "
         "generators and engines, checks perft suites, and runs the rulebook's positions.\n"
      << ".PP\n" << roff(kHelpHint) << '\n'
      << ".SH COMMANDS\n";
  for (const CommandEntry& e : command_table()) {
    out << ".SS " << e.name << '\n';
    usage_forms(e.usage, out);
    out << ".PP\n" << roff(e.summary) << "\n.PP\nExample:\n.RS\n.nf\n" << roff(e.example) << "\n.fi\n.RE\n";
  }
  out << ".SH EXIT STATUS\n";
  for (const ExitStatus& s : exit_statuses()) out << ".TP\n" << roff(s.status) << '\n' << roff(s.meaning) << '\n';
  out << ".SH FILES\n.TP\n\\fI" << roff(DEEPTHOUGHT_RULEBOOK_FROM_BIN) << "\\fR from the folder of the program\n"
      << "The rulebook installed with the program (/usr/share/deepthought for /usr/bin/deepthought): specs/, and "
         "positions/ with the perft suites in positions/suites/. \\fBcheck\\fR, \\fBcoverage\\fR, \\fBruling\\fR "
         "and \\fBrulebook\\fR read it when neither \\-\\-root DIR nor the current folder or one of its parents holds "
         "specs/ and positions/.\n";
}

}  // namespace dt::cli
