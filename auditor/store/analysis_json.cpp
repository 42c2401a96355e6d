// Writing the analyses columns by hand: a batch serializes ~50 items per article, and building
// nlohmann::json values for them cost more than inserting them.
#include "auditor/store/analysis_json.h"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <nlohmann/json.hpp>

namespace auditor::store {

namespace {

bool needs_escape(unsigned char c) { return c < 0x20 || c == '"' || c == '\\'; }

void append_string(std::string& out, std::string_view s) {
  out += '"';
  size_t plain = 0;  // start of the run of characters copied as they are
  for (size_t i = 0; i < s.size(); ++i) {
    unsigned char c = static_cast<unsigned char>(s[i]);
    if (!needs_escape(c)) continue;
    out.append(s.data() + plain, i - plain);
    plain = i + 1;
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      default: {
        char buf[8];
        std::snprintf(buf, sizeof buf, "\\u%04x", static_cast<unsigned>(c));
        out += buf;
      }
    }
  }
  out.append(s.data() + plain, s.size() - plain);
  out += '"';
}

void append_uint(std::string& out, uint64_t v) {
  char buf[24];
  auto [end, ec] = std::to_chars(buf, buf + sizeof buf, v);
  out.append(buf, end);
}

void append_double(std::string& out, double v) {
  if (!std::isfinite(v)) {
    out += "null";
    return;
  }
  char buf[32];
  auto [end, ec] = std::to_chars(buf, buf + sizeof buf, v);
  std::string_view text(buf, static_cast<size_t>(end - buf));
  out += text;
  if (text.find_first_of(".e") == std::string_view::npos) out += ".0";  // stays REAL in SQL
}

// Appends "[f1,f2,...]" items separated by commas, wrapped in one array.
template <typename Item, typename Write>
std::string array_of(const std::vector<Item>& items, Write write, size_t bytes_per_item) {
  std::string out;
  out.reserve(2 + items.size() * bytes_per_item);  // grown once, not doubled along the way
  out += '[';
  for (const Item& item : items) {
    if (out.size() > 1) out += ',';
    out += '[';
    write(out, item);
    out += ']';
  }
  out += ']';
  return out;
}

// The item's text, or null when the document holds exactly it at the item's span.
void append_text_at(std::string& out, std::string_view text, Span span, std::string_view document_text) {
  if (span.holds(document_text, text)) {
    out += "null";
  } else {
    append_string(out, text);
  }
}

std::string text_at(const nlohmann::json& row, size_t i) {
  return row.size() > i && row[i].is_string() ? row[i].get<std::string>() : std::string();
}

uint32_t uint_at(const nlohmann::json& row, size_t i) {
  return row.size() > i && row[i].is_number_unsigned() ? row[i].get<uint32_t>() : 0;
}

// The text at field i, or the document's bytes at the span when it was written as null.
std::string text_or_span_at(const nlohmann::json& row, size_t i, Span span, std::string_view document_text) {
  if (row.size() > i && row[i].is_null() && span.start <= span.end && span.end <= document_text.size()) {
    return std::string(document_text.substr(span.start, span.end - span.start));
  }
  return text_at(row, i);
}

}  // namespace

AnalysisJson to_json(const AnalysisRows& rows, std::string_view document_text) {
  AnalysisJson out;
  out.sources = array_of(rows.sources, [](std::string& o, const AnalysisRows::Source& s) {
    for (const std::string* field : {&s.name, &s.role, &s.organization, &s.type, &s.stake}) {
      append_string(o, *field);
      o += ',';
    }
    append_uint(o, s.mentions);
  }, 64);
  out.quotes = array_of(rows.quotes, [&](std::string& o, const AnalysisRows::Quote& q) {
    append_uint(o, q.span.start);
    o += ',';
    append_uint(o, q.span.end);
    o += ',';
    append_text_at(o, q.text, q.span, document_text);
    o += ',';
    append_string(o, q.speaker);
  }, 96);
  out.numbers = array_of(rows.numbers, [&](std::string& o, const AnalysisRows::Number& n) {
    append_uint(o, n.span.start);
    o += ',';
    append_uint(o, n.span.end);
    o += ',';
    append_text_at(o, n.text, n.span, document_text);
    o += ',';
    append_double(o, n.value);
    for (const std::string* field : {&n.unit, &n.kind, &n.source}) {
      o += ',';
      append_string(o, *field);
    }
  }, 56);
  return out;
}

bool from_json(std::string_view sources, std::string_view quotes, std::string_view numbers, AnalysisRows& rows,
               std::string_view document_text) {
  auto s = nlohmann::json::parse(sources, nullptr, false);
  auto q = nlohmann::json::parse(quotes, nullptr, false);
  auto n = nlohmann::json::parse(numbers, nullptr, false);
  if (!s.is_array() || !q.is_array() || !n.is_array()) return false;
  for (const auto& r : s) {
    rows.sources.push_back({text_at(r, 0), text_at(r, 1), text_at(r, 2), text_at(r, 3), text_at(r, 4), uint_at(r, 5)});
  }
  for (const auto& r : q) {
    Span span{uint_at(r, 0), uint_at(r, 1)};
    rows.quotes.push_back({span, text_or_span_at(r, 2, span, document_text), text_at(r, 3)});
  }
  for (const auto& r : n) {
    Span span{uint_at(r, 0), uint_at(r, 1)};
    double value = r.size() > 3 && r[3].is_number() ? r[3].get<double>() : 0;
    rows.numbers.push_back({span, text_or_span_at(r, 2, span, document_text), value, text_at(r, 4), text_at(r, 5),
                            text_at(r, 6)});
  }
  return true;
}

}  // namespace auditor::store
