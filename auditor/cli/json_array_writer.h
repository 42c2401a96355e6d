// Writes `{"documents": [...]}` one element at a time, so a 100,000-record dump never sits in
// memory.
#pragma once

#include <nlohmann/json.hpp>
#include <ostream>
#include <string>

namespace auditor::cli {

/// Streams a pretty-printed JSON object holding one array; the output is byte for byte what
/// dumping the whole object with an indent of 2 would print.
class JsonArrayWriter {
 public:
  JsonArrayWriter(std::ostream& out, std::string key) : out_(out) {
    out_ << "{\n  " << nlohmann::json(std::move(key)).dump() << ": [";
  }

  /// Appends one element.
  void add(const nlohmann::ordered_json& element) {
    out_ << (count_++ ? ",\n" : "\n");
    std::string text =
        element.dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace);
    // Strings never hold a raw line break in JSON, so indenting every line is safe.
    out_ << "    ";
    for (char c : text) {
      out_ << c;
      if (c == '\n') out_ << "    ";
    }
  }

  /// Closes the array; `more` holds further members to print after it (may be empty).
  void finish(const nlohmann::ordered_json& more = nlohmann::ordered_json::object()) {
    out_ << (count_ ? "\n  ]" : "]");
    for (auto it = more.begin(); it != more.end(); ++it) {
      std::string value =
          it.value().dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace);
      out_ << ",\n  " << nlohmann::json(it.key()).dump() << ": ";
      for (char c : value) {
        out_ << c;
        if (c == '\n') out_ << "  ";
      }
    }
    out_ << "\n}\n";
  }

 private:
  std::ostream& out_;
  size_t count_ = 0;
};

}  // namespace auditor::cli
