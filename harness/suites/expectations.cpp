#include "expectations.hpp"

#include <algorithm>
#include <cstdio>

namespace dt::cli {

namespace {

// A YAML double-quoted scalar: `\` and `"` escaped, control bytes as \xNN.
std::string quoted(std::string_view text) {
  std::string out = "\"";
  for (const char c : text) {
    if (c == '"' || c == '\\') out += '\\';
    if (static_cast<unsigned char>(c) < ' ' || c == 0x7f) {
      char hex[5];
      std::snprintf(hex, sizeof hex, "\\x%02x", static_cast<unsigned char>(c));
      out += hex;
      continue;
    }
    out += c;
  }
  return out + '"';
}

std::string_view kind_key(Expectation::Kind k) {
  switch (k) {
    case Expectation::Kind::Entry: return "entry";
    case Expectation::Kind::Tag: return "tag";
    case Expectation::Kind::Option: return "option";
  }
  return "";
}

}  // namespace

std::string_view status_word(Expectation::Status s) {
  switch (s) {
    case Expectation::Status::Fail: return "fail";
    case Expectation::Status::Unsupported: return "unsupported";
    case Expectation::Status::Timeout: return "timeout";
  }
  return "";
}

std::string expectation_subject(const Expectation& e) { return std::string(kind_key(e.kind)) + " '" + e.what + "'"; }

bool carries_tag(const SuiteEntry& entry, std::string_view tag) {
  return std::ranges::any_of(entry.tags, [&](const std::string& t) {
    return t == tag || (t.size() > tag.size() && t.starts_with(tag) && t[tag.size()] == '.');
  });
}

bool matches(const Expectation& e, const SuiteEntry& entry, const OptionValues& options) {
  switch (e.kind) {
    case Expectation::Kind::Entry: return e.what == entry.name || e.what == "line " + std::to_string(entry.line);
    case Expectation::Kind::Tag: return carries_tag(entry, e.what);
    case Expectation::Kind::Option:
      return std::ranges::any_of(options, [&](const auto& kv) { return e.what == kv.first + "=" + kv.second; });
  }
  return false;
}

const Expectation* expectation_for(const std::vector<Expectation>& list, const SuiteEntry& entry,
                                   const OptionValues& options) {
  for (const Expectation& e : list)
    if (matches(e, entry, options)) return &e;
  return nullptr;
}

std::string expectations_yaml(const std::vector<Expectation>& list, const std::string& suite_file) {
  std::string out = "# What an engine is expected to fail in " + suite_file +
                    " (deepthought suite --expect FILE); each reason is required.\n";
  if (list.empty()) return out + "expectations: []\n";
  out += "expectations:\n";
  for (const Expectation& e : list)
    out += "  - " + std::string(kind_key(e.kind)) + ": " + quoted(e.what) + "\n    status: " +
           std::string(status_word(e.status)) + "\n    reason: " + quoted(e.reason) + '\n';
  return out;
}

}  // namespace dt::cli
