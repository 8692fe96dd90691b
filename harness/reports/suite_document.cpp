#include "suite_document.hpp"

#include <charconv>
#include <string_view>

#include "cli/cli_error.hpp"
#include "cli/input_file.hpp"
#include "json_value.hpp"

namespace dt::cli {

namespace {

using Kind = JsonValue::Kind;

// Reads the members of one object, naming it (`results[3]`) in every error.
class Members {
 public:
  Members(const JsonValue& object, std::string where, const std::string& source)
      : object_(object), where_(std::move(where)), source_(source) {
    if (object.kind != Kind::Object) fail("expected an object, found " + std::string(kind_name(object.kind)));
  }

  [[noreturn]] void fail(const std::string& what) const {
    throw CliError(source_ + ": " + (where_.empty() ? "" : where_ + ": ") + what);
  }

  const JsonValue& get(std::string_view key, Kind kind, bool or_null = false) const {
    const JsonValue* v = object_.find(key);
    if (!v) fail("expected the member '" + std::string(key) + "' (is this what `deepthought suite --json` writes?)");
    if (v->kind != kind && !(or_null && v->kind == Kind::Null))
      fail("'" + std::string(key) + "': expected " + std::string(kind_name(kind)) + (or_null ? " or null" : "") +
           ", found " + std::string(kind_name(v->kind)));
    return *v;
  }
  std::string text(std::string_view key) const { return get(key, Kind::String).text; }
  std::optional<std::string> text_or_null(std::string_view key) const {
    const JsonValue& v = get(key, Kind::String, true);
    return v.kind == Kind::Null ? std::nullopt : std::optional(v.text);
  }
  std::uint64_t count(std::string_view key) const { return whole(get(key, Kind::Number), key); }
  std::optional<std::uint64_t> count_or_null(std::string_view key) const {
    const JsonValue& v = get(key, Kind::Number, true);
    return v.kind == Kind::Null ? std::nullopt : std::optional(whole(v, key));
  }
  int small(std::string_view key) const {
    const std::uint64_t n = count(key);
    if (n > 1'000'000'000) fail("'" + std::string(key) + "': expected at most 1000000000, found " + std::to_string(n));
    return static_cast<int>(n);
  }
  std::vector<std::string> texts(std::string_view key) const {
    std::vector<std::string> out;
    for (const JsonValue& item : get(key, Kind::Array).items) {
      if (item.kind != Kind::String)
        fail("'" + std::string(key) + "': expected an array of strings, found " + std::string(kind_name(item.kind)));
      out.push_back(item.text);
    }
    return out;
  }
  const std::string& where() const { return where_; }

 private:
  std::uint64_t whole(const JsonValue& v, std::string_view key) const {
    std::uint64_t n = 0;
    const char* end = v.text.data() + v.text.size();
    const auto [ptr, ec] = std::from_chars(v.text.data(), end, n);
    if (ec != std::errc() || ptr != end)
      fail("'" + std::string(key) + "': expected a whole number from 0 to 2^64-1, found " + v.text);
    return n;
  }

  const JsonValue& object_;
  std::string where_;
  const std::string& source_;
};

ReportedDescent read_descent(const Members& m, const std::string& source) {
  ReportedDescent d;
  d.path = m.texts("path");
  d.position = m.text("position");
  d.only_deepthought = m.texts("only_deepthought");
  d.only_engine = m.texts("only_engine");
  const auto& trail = m.get("trail", Kind::Array).items;
  for (std::size_t i = 0; i < trail.size(); ++i) {
    const Members step(trail[i], m.where() + ".trail[" + std::to_string(i) + "]", source);
    d.trail.push_back({step.text_or_null("move").value_or(""), step.small("depth"), step.count("deepthought"),
                       step.count("engine")});
  }
  return d;
}

ReportedCount read_count(const Members& m, const std::string& source) {
  ReportedCount r;
  r.name = m.text("name");
  r.line = m.small("line");
  r.position = m.text("position");
  r.tags = m.texts("tags");
  for (const auto& [name, value] : m.get("options", Kind::Object).members) {
    if (value.kind != Kind::String)
      m.fail("'options': expected each value a string, found " + std::string(kind_name(value.kind)));
    r.options.emplace_back(name, value.text);
  }
  r.depth = m.small("depth");
  r.expected = m.count("expected");
  r.status = m.text("status");
  if (r.status != "pass" && r.status != "fail" && r.status != "error" && r.status != "timeout" && r.status != "bad")
    m.fail("'status': expected pass, fail, error, timeout or bad, found '" + one_line(r.status) + "'");
  r.got = m.count_or_null("got");
  r.message = m.text("message");
  const JsonValue& descent = m.get("descent", Kind::Object, true);
  if (descent.kind == Kind::Object) r.descent = read_descent(Members(descent, m.where() + ".descent", source), source);
  return r;
}

}  // namespace

std::string SuiteDocument::engine_label() const {
  if (!engine_name.empty()) return engine_name;
  if (engine) return *engine;
  return "Deep Thought";
}

SuiteDocument read_suite_document(const std::string& path) {
  const std::string text = read_input_file(path, "a result file of `deepthought suite --json`", kMaxInputBytes);
  const std::string shown = one_line(path);
  const JsonValue root = parse_json(text, shown);
  const Members m(root, "", shown);
  SuiteDocument d;
  d.source = path;
  d.summary = m.text("summary");
  d.file = m.text("file");
  d.variant = m.text("variant");
  d.engine = m.text_or_null("engine");
  d.engine_protocol = m.text_or_null("engine_protocol").value_or("");
  d.engine_name = m.text_or_null("engine_name").value_or("");
  if (d.engine.has_value() != !d.engine_protocol.empty())
    m.fail("'engine_protocol': expected null exactly when 'engine' is null");
  if (!d.engine_protocol.empty() && d.engine_protocol != "uci" && d.engine_protocol != "perftree")
    m.fail("'engine_protocol': expected uci, perftree or null, found '" + one_line(d.engine_protocol) + "'");
  d.skipped = m.small("skipped");
  const auto& results = m.get("results", Kind::Array).items;
  for (std::size_t i = 0; i < results.size(); ++i)
    d.results.push_back(read_count(Members(results[i], "results[" + std::to_string(i) + "]", shown), shown));
  return d;
}

}  // namespace dt::cli
