#include "suite_file.hpp"

#include <algorithm>
#include <charconv>
#include <unordered_map>
#include <unordered_set>

#include "cli/cli_error.hpp"

namespace dt::cli {

namespace {

struct Line {
  std::string_view text;
  int number;
};

std::vector<Line> split_lines(std::string_view text) {
  std::vector<Line> out;
  int number = 1;
  std::size_t start = 0;
  while (start <= text.size()) {
    auto end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    auto line = text.substr(start, end - start);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    out.push_back({line, number++});
    if (end == text.size()) break;
    start = end + 1;
  }
  return out;
}

bool blank_or_comment(std::string_view s) {
  const auto first = s.find_first_not_of(" \t");
  return first == std::string_view::npos || s[first] == '#' || s[first] == '%';
}

// Trims spaces and tabs, moving `column` (1-based) to the first kept character.
std::string_view trim(std::string_view s, int& column) {
  const auto first = s.find_first_not_of(" \t");
  if (first == std::string_view::npos) return {};
  column += static_cast<int>(first);
  s.remove_prefix(first);
  return s.substr(0, s.find_last_not_of(" \t") + 1);
}

[[noreturn]] void error_at(const std::string& file, int line, int column, const std::string& what) {
  throw CliError(file + ":" + std::to_string(line) + ":" + std::to_string(column) + ": " + what);
}

// A whole token of decimal digits: "123abc" or "12 3" is not a number (no prefix passes).
bool parse_number(std::string_view s, std::uint64_t& value) {
  if (s.empty()) return false;
  const auto* end = s.data() + s.size();
  auto [ptr, ec] = std::from_chars(s.data(), end, value);
  return ec == std::errc{} && ptr == end;
}

// An entry named `name` at `line`:`column`, its position and counts still to come.
SuiteEntry entry_at(std::string name, int line, int column, std::string error = {}) {
  SuiteEntry e{};
  e.name = std::move(name);
  e.line = line;
  e.column = column;
  e.error = std::move(error);
  return e;
}

struct Token {
  std::string_view text;
  int column;
};

// "DEPTH NODES" as two tokens, added to the entry's counts; each error points at the
// token that is wrong. A depth given twice for one position is refused: both counts would
// run, and one of them must be wrong.
void add_depth_count(SuiteEntry& entry, Token depth, Token nodes, const std::string& file, int line) {
  std::uint64_t d = 0, n = 0;
  if (!parse_number(depth.text, d) || d < 1 || d > 64)
    error_at(file, line, depth.column, "expected a depth from 1 to 64, found '" + std::string(depth.text) + "'");
  if (nodes.text.find(' ') != std::string_view::npos || !parse_number(nodes.text, n))
    error_at(file, line, nodes.column, "expected a node count (decimal digits), found '" + std::string(nodes.text) + "'");
  for (const auto& given : entry.counts)
    if (given.depth == static_cast<int>(d))
      error_at(file, line, depth.column, "depth " + std::to_string(d) + " given twice for this position, expected each depth once");
  entry.counts.push_back({static_cast<int>(d), n});
}

// The words of `text` (split at spaces and tabs), each with its column, `column` being
// where `text` starts.
std::vector<Token> words_of(std::string_view text, int column) {
  std::vector<Token> out;
  for (std::size_t at = 0; at < text.size();) {
    const std::size_t start = text.find_first_not_of(" \t", at);
    if (start == std::string_view::npos) break;
    const std::size_t end = std::min(text.find_first_of(" \t", start), text.size());
    out.push_back({text.substr(start, end - start), column + static_cast<int>(start)});
    at = end;
  }
  return out;
}

// `TAG ...` after `tags`, `words` starting at `column`: each a run of printable ASCII
// other than ';' and '#' (which end a field or start a comment), given once per entry.
void add_tags(SuiteEntry& entry, std::string_view words, int column, const std::string& file, int line) {
  if (!entry.tags.empty()) error_at(file, line, column, "expected one 'tags' list for this position, found a second");
  if (words.empty()) error_at(file, line, column, "expected at least one tag after 'tags'");
  std::unordered_set<std::string_view> seen;  // a long list is checked in linear time
  for (const auto& [tag, tag_column] : words_of(words, column)) {
    for (const char c : tag)
      if (c <= ' ' || c > '~' || c == ';' || c == '#')
        error_at(file, line, tag_column, "expected a tag of printable characters other than ';' and '#', found '" +
                                             one_line(tag) + "'");
    if (!seen.insert(tag).second)
      error_at(file, line, tag_column, "tag '" + std::string(tag) + "' given twice for this position, expected each once");
    entry.tags.emplace_back(tag);
  }
}

// `NAME=VALUE ...` after `options`: the options the entry's counts assume, each name once.
// Whether the variant has them is checked when the entry is loaded (options_column).
void add_options(SuiteEntry& entry, std::string_view words, int column, const std::string& file, int line) {
  if (entry.options_line) error_at(file, line, column, "expected one 'options' list for this position, found a second");
  if (words.empty()) error_at(file, line, column, "expected at least one NAME=VALUE after 'options'");
  std::unordered_set<std::string_view> seen;  // a long list is checked in linear time
  for (const auto& [word, word_column] : words_of(words, column)) {
    const auto kv = parse_option_assignment(word);
    if (!kv) error_at(file, line, word_column, "expected an option as NAME=VALUE, found '" + one_line(word) + "'");
    if (!seen.insert(word.substr(0, kv->first.size())).second)
      error_at(file, line, word_column, "option '" + one_line(kv->first) + "' given twice for this position, expected each once");
    entry.options.push_back(*kv);
  }
  entry.options_line = line;
  entry.options_column = column;
}

// Where the operation that starts after `from` ends: the next ';' that is not inside a
// quoted string (EPD's string operands may hold one), or npos.
std::size_t operation_end(std::string_view text, std::size_t from) {
  bool quoted = false;
  for (std::size_t at = from; at < text.size(); ++at) {
    if (quoted && text[at] == '\\') ++at;  // PGN's escapes \" and \\ inside a string
    else if (text[at] == '"') quoted = !quoted;
    else if (!quoted && text[at] == ';') return at;
  }
  return std::string_view::npos;
}

// The one string operand of `id` or `cN`: `"TEXT"`, PGN's `\"` and `\\` escapes read,
// printable text, nothing after it; `operand` starts at `column`.
std::string string_operand(std::string_view opcode, std::string_view operand, int column, const std::string& file,
                           int line) {
  const std::string form = "';" + std::string(opcode) + " \"TEXT\"'";
  if (operand.empty() || operand[0] != '"')
    error_at(file, line, column,
             "expected a quoted string after '" + std::string(opcode) + "' (" + form + "), found '" +
                 one_line(operand) + "'");
  std::string text;
  std::size_t at = 1;
  for (; at < operand.size() && operand[at] != '"'; ++at) {
    char c = operand[at];
    if (c == '\\' && at + 1 < operand.size() && (operand[at + 1] == '"' || operand[at + 1] == '\\')) c = operand[++at];
    else if (static_cast<unsigned char>(c) < ' ' || c == 0x7f)
      error_at(file, line, column + static_cast<int>(at), "expected printable text in the string of '" +
                                                              std::string(opcode) + "', found a control character");
    text += c;
  }
  if (at >= operand.size())
    error_at(file, line, column + static_cast<int>(operand.size()),
             "expected '\"' to end the string after '" + std::string(opcode) + "'");
  if (at + 1 < operand.size())
    error_at(file, line, column + static_cast<int>(at) + 1,
             "expected ';' after the string of '" + std::string(opcode) + "', found '" + one_line(operand.substr(at + 1)) +
                 "'");
  return text;
}

bool comment_opcode(std::string_view keyword) {
  return keyword.size() == 2 && keyword[0] == 'c' && keyword[1] >= '0' && keyword[1] <= '9';
}

// `;id "NAME"` (the entry's name, one per line) or `;cN "TEXT"` (a comment, each N once).
void add_string_operation(SuiteEntry& entry, std::string_view keyword, std::string_view operand, int keyword_column,
                          int operand_column, const std::string& file, int line) {
  std::string text = string_operand(keyword, operand, operand_column, file, line);
  if (keyword == "id") {
    if (entry.id_line) error_at(file, line, keyword_column, "expected one 'id' for this position, found a second");
    if (text.empty()) error_at(file, line, operand_column, "expected a name in the string of 'id', found \"\"");
    entry.name = std::move(text);
    entry.id_line = line;
    entry.id_column = keyword_column;
    return;
  }
  for (const auto& given : entry.comments)
    if (given.first == keyword)
      error_at(file, line, keyword_column, "'" + std::string(keyword) + "' given twice for this position, expected each once");
  entry.comments.emplace_back(keyword, std::move(text));
}

// One EPD line, `POSITION ;D1 n ;D2 n ... [;id "NAME"] [;tags TAG ...] [;options ...] [;c0 "..."]`.
SuiteEntry parse_epd_line(std::string_view text, int number, const std::string& file) {
  const auto semicolon = text.find(';');
  int column = 1;
  const auto position = trim(text.substr(0, semicolon), column);
  if (position.empty()) error_at(file, number, column, "expected a position before ';'");
  SuiteEntry entry = entry_at("line " + std::to_string(number), number, column);
  entry.position = position;
  std::size_t at = semicolon;
  while (at != std::string_view::npos) {
    const auto next = operation_end(text, at + 1);
    const auto field_raw = text.substr(at + 1, next == std::string_view::npos ? std::string_view::npos : next - at - 1);
    int field_column = static_cast<int>(at) + 2;
    const auto field = trim(field_raw, field_column);
    const auto space = field.find(' ');
    const auto keyword = field.substr(0, space);
    int words_column = field_column + static_cast<int>(keyword.size());
    const auto words = space == std::string_view::npos ? std::string_view{} : trim(field.substr(space), words_column);
    if (keyword == "tags" || keyword == "options") {
      (keyword == "tags" ? add_tags : add_options)(entry, words, words_column, file, number);
      at = next;
      continue;
    }
    if (keyword == "id" || comment_opcode(keyword)) {
      add_string_operation(entry, keyword, words, field_column, words_column, file, number);
      at = next;
      continue;
    }
    if (field.size() < 2 || field[0] != 'D' || space == std::string_view::npos)
      error_at(file, number, field_column,
               "expected ';D<depth> <nodes>', ';id \"NAME\"', ';tags TAG ...', ';options NAME=VALUE ...' or a comment "
               "';c0 \"TEXT\"' to ';c9 \"TEXT\"', found '" +
                   one_line(field) + "'");
    add_depth_count(entry, {field.substr(1, space - 1), field_column + 1}, {words, words_column}, file, number);
    at = next;
  }
  if (entry.counts.empty()) error_at(file, number, static_cast<int>(text.size()) + 1, "expected ';D<depth> <nodes>' after the position");
  return entry;
}

std::vector<SuiteEntry> parse_epd(const std::vector<Line>& lines, const std::string& file) {
  std::vector<SuiteEntry> out;
  for (const auto& [text, number] : lines) {
    if (blank_or_comment(text)) continue;
    try {
      out.push_back(parse_epd_line(text, number, file));
    } catch (const CliError& e) {
      out.push_back(entry_at("line " + std::to_string(number), number, 1, e.message));
    }
  }
  return out;
}

// A block's malformed line makes that block a bad entry (its first error kept); a line
// before any block makes one of its own.
void mark_bad(std::vector<SuiteEntry>& out, int number, const std::string& error) {
  if (out.empty()) out.push_back(entry_at("line " + std::to_string(number), number, 1));
  if (out.back().error.empty()) out.back().error = error;
}

std::vector<SuiteEntry> parse_perft_blocks(const std::vector<Line>& lines, const std::string& file) {
  std::vector<SuiteEntry> out;
  bool open = false;  // an `id` seen, its `epd` not yet
  for (const auto& [text, number] : lines) {
    if (blank_or_comment(text)) continue;
    int column = 1;
    const auto line = trim(text, column);
    const auto space = line.find(' ');
    const auto keyword = line.substr(0, space);
    int rest_column = column + static_cast<int>(keyword.size());
    const auto rest = space == std::string_view::npos ? std::string_view{} : trim(line.substr(space), rest_column);
    const auto where = [&](int at) { return file + ":" + std::to_string(number) + ":" + std::to_string(at) + ": "; };
    try {
      if (keyword == "id") {
        if (open) mark_bad(out, number, where(column) + "expected 'epd POSITION' for the block before this 'id'");
        out.push_back(entry_at(std::string(rest), number, 0));
        out.back().id_line = number;
        out.back().id_column = column;
        open = true;
        if (rest.empty()) error_at(file, number, rest_column, "expected a name after 'id'");
      } else if (keyword == "epd") {
        if (!open) out.push_back(entry_at("line " + std::to_string(number), number, 0));
        open = false;
        if (rest.empty()) error_at(file, number, rest_column, "expected a position after 'epd'");
        if (!out.back().position.empty()) error_at(file, number, column, "expected 'perft DEPTH NODES' or 'id NAME', found a second 'epd'");
        out.back().position = std::string(rest);
        out.back().line = number;
        out.back().column = rest_column;
      } else if (keyword == "tags" || keyword == "options") {
        if (out.empty() || out.back().position.empty())
          error_at(file, number, column, "expected 'epd POSITION' before '" + std::string(keyword) + "'");
        (keyword == "tags" ? add_tags : add_options)(out.back(), rest, rest_column, file, number);
      } else if (keyword == "perft") {
        if (out.empty() || out.back().position.empty()) error_at(file, number, column, "expected 'epd POSITION' before 'perft'");
        const auto sep = rest.find(' ');
        if (rest.empty() || sep == std::string_view::npos)
          error_at(file, number, rest_column, "expected 'perft DEPTH NODES', found '" + std::string(line) + "'");
        int nodes_column = rest_column + static_cast<int>(sep);
        const auto nodes = trim(rest.substr(sep), nodes_column);
        add_depth_count(out.back(), {rest.substr(0, sep), rest_column}, {nodes, nodes_column}, file, number);
      } else {
        error_at(file, number, column,
                 "expected 'id NAME', 'epd POSITION', 'perft DEPTH NODES', 'tags TAG ...', 'options NAME=VALUE ...' or a '#' or "
                 "'%' comment, found '" +
                     std::string(keyword) + "'");
      }
    } catch (const CliError& e) {
      mark_bad(out, number, e.message);
    }
  }
  for (auto& e : out) {
    const std::string where = file + ":" + std::to_string(e.line) + ":1: ";
    if (!e.error.empty()) continue;
    if (e.position.empty()) e.error = where + "expected 'epd POSITION' after 'id " + e.name + "'";
    else if (e.counts.empty()) e.error = where + "expected at least one 'perft DEPTH NODES' line for '" + e.name + "'";
  }
  return out;
}

// Two entries of one file named alike: one line naming both, at the second's id.
void refuse_repeated_names(const std::vector<SuiteEntry>& entries, const std::string& file) {
  std::unordered_map<std::string_view, const SuiteEntry*> named;
  for (const auto& e : entries) {
    const auto [at, fresh] = named.emplace(e.name, &e);
    if (fresh) continue;
    const SuiteEntry& first = *at->second;
    const SuiteEntry& again = e.id_line ? e : first;  // "line N" is no id: blame the one written
    const int first_line = first.id_line ? first.id_line : first.line;
    error_at(file, again.id_line, again.id_column,
             "id '" + one_line(e.name) + "' names the entries of lines " + std::to_string(first_line) + " and " +
                 std::to_string(e.id_line ? e.id_line : e.line) + ", expected each id once in a file");
  }
}

}  // namespace

OptionValues off_defaults(std::span<const OptionSpec> specs, const OptionValues& values) {
  OptionValues out;
  for (const auto& spec : specs)
    for (const auto& [name, value] : values)
      if (name == spec.name && value != spec.default_value) out.emplace_back(name, value);
  return out;
}

std::vector<SuiteEntry> parse_suite(std::string_view text, const std::string& file) {
  const auto lines = split_lines(text);
  for (const auto& [line, number] : lines) {
    if (blank_or_comment(line)) continue;
    int column = 1;
    const auto first = trim(line, column);
    const auto keyword = first.substr(0, first.find(' '));
    const bool blocks = keyword == "id" || keyword == "epd" || keyword == "perft";
    auto entries = blocks ? parse_perft_blocks(lines, file) : parse_epd(lines, file);
    if (entries.empty()) break;
    refuse_repeated_names(entries, file);
    return entries;
  }
  throw CliError(file + ": expected at least one position with perft counts, found none");
}

}  // namespace dt::cli
