#include "json_value.hpp"

#include <algorithm>
#include <cstdint>

#include "cli/cli_error.hpp"

namespace dt::cli {

namespace {

// Deep enough for every document the commands write; a deeper one is refused rather than
// run the stack out.
constexpr int kMaxDepth = 64;

class Parser {
 public:
  Parser(std::string_view text, const std::string& where) : text_(text), where_(where) {}

  JsonValue document() {
    JsonValue value = parse(0);
    space();
    if (at_ < text_.size()) fail("expected the end of the document");
    return value;
  }

 private:
  [[noreturn]] void fail(const std::string& what) const {
    std::size_t line = 1, column = 1;
    for (std::size_t i = 0; i < at_ && i < text_.size(); ++i) {
      if (text_[i] == '\n') {
        ++line;
        column = 1;
      } else {
        ++column;
      }
    }
    std::string found = at_ < text_.size() ? "'" + std::string(1, text_[at_]) + "'" : "the end of the input";
    if (at_ < text_.size() && static_cast<unsigned char>(text_[at_]) < 0x20) found = "a control character";
    throw CliError(where_ + ":" + std::to_string(line) + ":" + std::to_string(column) + ": " + what + ", found " + found);
  }

  void space() {
    while (at_ < text_.size() && (text_[at_] == ' ' || text_[at_] == '\t' || text_[at_] == '\n' || text_[at_] == '\r'))
      ++at_;
  }

  bool take(char c) {
    if (at_ < text_.size() && text_[at_] == c) {
      ++at_;
      return true;
    }
    return false;
  }

  void word(std::string_view w) {
    if (text_.substr(at_, w.size()) != w) fail("expected a JSON value (an object, array, string, number, true, false or null)");
    at_ += w.size();
  }

  JsonValue parse(int depth) {
    if (depth >= kMaxDepth) fail("expected at most " + std::to_string(kMaxDepth) + " nested arrays and objects");
    space();
    JsonValue v;
    if (at_ >= text_.size()) fail("expected a JSON value");
    const char c = text_[at_];
    if (c == '{') return object(depth);
    if (c == '[') return array(depth);
    if (c == '"') {
      v.kind = JsonValue::Kind::String;
      v.text = string();
    } else if (c == '-' || (c >= '0' && c <= '9')) {
      v.kind = JsonValue::Kind::Number;
      v.text = number();
    } else if (c == 't') {
      word("true");
      v.kind = JsonValue::Kind::Bool;
      v.boolean = true;
    } else if (c == 'f') {
      word("false");
      v.kind = JsonValue::Kind::Bool;
    } else if (c == 'n') {
      word("null");
    } else {
      fail("expected a JSON value (an object, array, string, number, true, false or null)");
    }
    return v;
  }

  JsonValue object(int depth) {
    JsonValue v;
    v.kind = JsonValue::Kind::Object;
    ++at_;
    space();
    if (take('}')) return v;
    for (;;) {
      space();
      if (at_ >= text_.size() || text_[at_] != '"') fail("expected a member's name in double quotes");
      const std::size_t name_at = at_;
      std::string key = string();
      if (v.find(key)) {
        at_ = name_at;
        fail("expected each member's name once, '" + key + "' is repeated");
      }
      space();
      if (!take(':')) fail("expected ':' after a member's name");
      v.members.emplace_back(std::move(key), parse(depth + 1));
      space();
      if (take('}')) return v;
      if (!take(',')) fail("expected ',' or '}' in an object");
    }
  }

  JsonValue array(int depth) {
    JsonValue v;
    v.kind = JsonValue::Kind::Array;
    ++at_;
    space();
    if (take(']')) return v;
    for (;;) {
      v.items.push_back(parse(depth + 1));
      space();
      if (take(']')) return v;
      if (!take(',')) fail("expected ',' or ']' in an array");
    }
  }

  bool digit() const { return at_ < text_.size() && text_[at_] >= '0' && text_[at_] <= '9'; }

  std::string number() {
    const std::size_t start = at_;
    take('-');
    if (!digit()) fail("expected a digit");
    if (!take('0'))
      while (digit()) ++at_;
    else if (digit())
      fail("expected no leading zero");
    if (take('.')) {
      if (!digit()) fail("expected a digit after '.'");
      while (digit()) ++at_;
    }
    if (take('e') || take('E')) {
      if (!take('+')) take('-');
      if (!digit()) fail("expected a digit in the exponent");
      while (digit()) ++at_;
    }
    return std::string(text_.substr(start, at_ - start));
  }

  unsigned hex4() {
    unsigned value = 0;
    for (int i = 0; i < 4; ++i, ++at_) {
      if (at_ >= text_.size()) fail("expected four hexadecimal digits after \\u");
      const char c = text_[at_];
      const unsigned d = c >= '0' && c <= '9' ? unsigned(c - '0')
                         : c >= 'a' && c <= 'f' ? unsigned(c - 'a' + 10)
                         : c >= 'A' && c <= 'F' ? unsigned(c - 'A' + 10)
                                                : 16;
      if (d == 16) fail("expected four hexadecimal digits after \\u");
      value = value * 16 + d;
    }
    return value;
  }

  static void utf8(std::string& out, std::uint32_t cp) {
    if (cp < 0x80) {
      out += char(cp);
    } else if (cp < 0x800) {
      out += char(0xC0 | (cp >> 6));
      out += char(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
      out += char(0xE0 | (cp >> 12));
      out += char(0x80 | ((cp >> 6) & 0x3F));
      out += char(0x80 | (cp & 0x3F));
    } else {
      out += char(0xF0 | (cp >> 18));
      out += char(0x80 | ((cp >> 12) & 0x3F));
      out += char(0x80 | ((cp >> 6) & 0x3F));
      out += char(0x80 | (cp & 0x3F));
    }
  }

  std::string string() {
    ++at_;  // the opening quote
    std::string out;
    for (;;) {
      if (at_ >= text_.size()) fail("expected '\"' to close the string");
      const char c = text_[at_];
      if (static_cast<unsigned char>(c) < 0x20) fail("expected a control character in a string escaped");
      ++at_;
      if (c == '"') return out;
      if (c != '\\') {
        out += c;
        continue;
      }
      if (at_ >= text_.size()) fail("expected an escape after '\\'");
      const char e = text_[at_++];
      switch (e) {
        case '"': out += '"'; break;
        case '\\': out += '\\'; break;
        case '/': out += '/'; break;
        case 'b': out += '\b'; break;
        case 'f': out += '\f'; break;
        case 'n': out += '\n'; break;
        case 'r': out += '\r'; break;
        case 't': out += '\t'; break;
        case 'u': {
          std::uint32_t cp = hex4();
          // A UTF-16 surrogate pair is one character; a lone half is none (U+FFFD).
          if (cp >= 0xD800 && cp <= 0xDBFF && text_.substr(at_, 2) == "\\u") {
            at_ += 2;
            const std::uint32_t low = hex4();
            cp = low >= 0xDC00 && low <= 0xDFFF ? 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00) : 0xFFFD;
          } else if (cp >= 0xD800 && cp <= 0xDFFF) {
            cp = 0xFFFD;
          }
          utf8(out, cp);
          break;
        }
        default:
          --at_;
          fail("expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX");
      }
    }
  }

  std::string_view text_;
  const std::string& where_;
  std::size_t at_ = 0;
};

}  // namespace

const JsonValue* JsonValue::find(std::string_view key) const {
  const auto it = std::find_if(members.begin(), members.end(), [&](const auto& m) { return m.first == key; });
  return it == members.end() ? nullptr : &it->second;
}

JsonValue parse_json(std::string_view text, const std::string& where) { return Parser(text, where).document(); }

std::string_view kind_name(JsonValue::Kind kind) {
  switch (kind) {
    case JsonValue::Kind::Null: return "null";
    case JsonValue::Kind::Bool: return "true or false";
    case JsonValue::Kind::Number: return "a number";
    case JsonValue::Kind::String: return "a string";
    case JsonValue::Kind::Array: return "an array";
    case JsonValue::Kind::Object: return "an object";
  }
  return "a value";
}

}  // namespace dt::cli
