// Errors are values at the edges: parsers return Result<T>; only the CLI turns an
// Error into a message and exit status 2. The hot path never throws.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <variant>

namespace dt {

// What was wrong and where inside the text that was parsed (1-based column, 0 = the
// whole text). The caller prefixes the outer place: an argument name or file:line.
struct Error {
  std::string what;
  int column = 0;

  std::string message() const {
    return column > 0 ? "column " + std::to_string(column) + ": " + what : what;
  }
};

template <class T>
class [[nodiscard]] Result {
 public:
  Result(T value) : value_(std::move(value)) {}
  Result(Error error) : value_(std::move(error)) {}

  bool ok() const { return value_.index() == 0; }
  explicit operator bool() const { return ok(); }

  T& operator*() { return std::get<0>(value_); }
  const T& operator*() const { return std::get<0>(value_); }
  T* operator->() { return &std::get<0>(value_); }
  const T* operator->() const { return &std::get<0>(value_); }
  const Error& error() const { return std::get<1>(value_); }

 private:
  std::variant<T, Error> value_;
};

template <>
class [[nodiscard]] Result<void> {
 public:
  Result() = default;
  Result(Error error) : error_(std::move(error)) {}

  bool ok() const { return !error_; }
  explicit operator bool() const { return ok(); }
  const Error& error() const { return *error_; }

 private:
  std::optional<Error> error_;
};

inline Error fail(std::string what, int column = 0) { return Error{std::move(what), column}; }

}  // namespace dt
