// Errors as values across the library boundary: a small Result type with a code, a place and a message.
#pragma once

#include <string>
#include <utility>
#include <variant>

namespace auditor {

/// What kind of problem an Error reports; the CLI maps these to messages and exit codes.
enum class ErrorCode {
  NotFound,         ///< a path or URL that does not exist
  Unreadable,       ///< permission denied or an I/O failure while reading
  Binary,           ///< the input is not text
  Empty,            ///< the input holds no text
  TooLarge,         ///< the input exceeds the configured size limit
  InvalidEncoding,  ///< bytes that are not valid in the input's encoding
  Parse,            ///< malformed input (XML, JSON, Markdown front matter, ...)
  InvalidRule,      ///< a rule pack or lexicon that does not validate
  InvalidConfig,    ///< a project configuration file that does not validate
  Usage,            ///< a bad option or argument
  Io,               ///< a failure writing output or a database
  Network,          ///< a fetch that failed
  Internal,         ///< a bug: an invariant that did not hold
};

/// The short lower-case name of an error code, as shown in messages and stored in the database.
const char* to_string(ErrorCode code);

/// A failure: what went wrong, where (file, file:line, URL), and a message for a person.
struct Error {
  ErrorCode code = ErrorCode::Internal;
  std::string where;    ///< "path", "path:line" or "path:line:column"; empty when there is no place
  std::string message;  ///< what is wrong and, where possible, what to do about it

  /// "where: message", the one-line form used on standard error.
  std::string to_string() const;
};

/// Either a value or an Error. Never throws; callers check ok() before value().
template <class T>
class [[nodiscard]] Result {
 public:
  Result(T value) : state_(std::move(value)) {}         // NOLINT(google-explicit-constructor)
  Result(Error error) : state_(std::move(error)) {}     // NOLINT(google-explicit-constructor)

  bool ok() const { return state_.index() == 0; }
  explicit operator bool() const { return ok(); }
  T& value() & { return std::get<0>(state_); }
  const T& value() const& { return std::get<0>(state_); }
  T&& value() && { return std::get<0>(std::move(state_)); }
  const Error& error() const { return std::get<1>(state_); }
  T* operator->() { return &value(); }
  const T* operator->() const { return &value(); }
  T& operator*() & { return value(); }
  const T& operator*() const& { return value(); }

 private:
  std::variant<T, Error> state_;
};

/// Result of an operation that yields nothing but may fail.
struct Ok {};
using Status = Result<Ok>;

/// Builds an Error in one expression.
inline Error make_error(ErrorCode code, std::string where, std::string message) {
  return Error{code, std::move(where), std::move(message)};
}

}  // namespace auditor
