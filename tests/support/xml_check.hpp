// A small XML well-formedness check for the SVG diagrams: one root element, every tag
// closed in order, attributes quoted and not repeated, no bare '<' or '&' in text. Returns the first
// problem with its offset, or an empty string.
#pragma once

#include <cctype>
#include <string>
#include <string_view>
#include <vector>

namespace dt::test {

inline std::string xml_problem(std::string_view doc) {
  std::vector<std::string> open;
  int roots = 0;
  std::size_t i = 0;
  const auto at = [&](std::string_view what) { return what.empty() ? std::string() : std::string(what) + " at " + std::to_string(i); };
  const auto entity_ok = [&](std::size_t amp) {
    const std::size_t semi = doc.find(';', amp);
    if (semi == std::string_view::npos) return false;
    const std::string_view name = doc.substr(amp + 1, semi - amp - 1);
    return name == "amp" || name == "lt" || name == "gt" || name == "quot" || name == "apos";
  };
  if (doc.starts_with("<?xml")) {
    i = doc.find("?>");
    if (i == std::string_view::npos) return "unterminated XML declaration";
    i += 2;
  }
  while (i < doc.size()) {
    const char c = doc[i];
    if (c == '&' && !entity_ok(i)) return at("bad entity");
    if (c != '<') {
      if (open.empty() && !std::isspace(static_cast<unsigned char>(c))) return at("text outside the root");
      ++i;
      continue;
    }
    const bool closing = i + 1 < doc.size() && doc[i + 1] == '/';
    std::size_t j = i + (closing ? 2 : 1);
    const std::size_t name_start = j;
    while (j < doc.size() && (std::isalnum(static_cast<unsigned char>(doc[j])) || doc[j] == '-' || doc[j] == ':')) ++j;
    const std::string name(doc.substr(name_start, j - name_start));
    if (name.empty()) return at("bare '<'");
    // Attributes: name="value" pairs, each name once, until '>' or '/>'.
    std::vector<std::string_view> attributes;
    while (true) {
      while (j < doc.size() && std::isspace(static_cast<unsigned char>(doc[j]))) ++j;
      if (j >= doc.size()) return at("unterminated tag");
      if (doc[j] == '>' || (doc[j] == '/' && j + 1 < doc.size() && doc[j + 1] == '>')) break;
      if (closing) return at("attribute in a closing tag");
      const std::size_t attr = j;
      while (j < doc.size() && (std::isalnum(static_cast<unsigned char>(doc[j])) || doc[j] == '-' || doc[j] == ':')) ++j;
      if (j == attr || j + 1 >= doc.size() || doc[j] != '=' || doc[j + 1] != '"') return at("unquoted attribute");
      const std::string_view attr_name = doc.substr(attr, j - attr);
      for (const auto seen : attributes)
        if (seen == attr_name) return at("attribute " + std::string(attr_name) + " given twice");
      attributes.push_back(attr_name);
      const std::size_t end = doc.find('"', j + 2);
      if (end == std::string_view::npos) return at("unterminated attribute");
      for (std::size_t k = j + 2; k < end; ++k) {
        if (doc[k] == '<') return at("'<' in an attribute");
        if (doc[k] == '&' && !entity_ok(k)) return at("bad entity in an attribute");
      }
      j = end + 1;
    }
    const bool empty = doc[j] == '/';
    if (closing) {
      if (open.empty() || open.back() != name) return at("</" + name + "> does not close the open element");
      open.pop_back();
    } else {
      if (open.empty() && ++roots > 1) return at("a second root element");
      if (!empty) open.push_back(name);
    }
    i = j + (empty ? 2 : 1);
  }
  if (!open.empty()) return "<" + open.back() + "> never closed";
  return roots == 1 ? "" : "no root element";
}

}  // namespace dt::test
