// A fast reader for the JSON of article records; the JSON library judges anything it declines.
#include "auditor/ingest/json_fast.h"

#include <cstdint>
#include <cstring>
#include <string>

#include "auditor/text/utf8.h"

namespace auditor::ingest {

namespace {

using Json = nlohmann::json;

// Recursive descent over RFC 8259, declining (false) at the first thing that is not plainly
// valid; never throws but for allocation.
class FastParser {
 public:
  FastParser(std::string_view text, int max_depth) : s_(text), max_depth_(max_depth) {}

  std::optional<Json> parse() {
    Json out;
    skip_space();
    if (!value(out, 0)) return std::nullopt;
    skip_space();
    if (i_ != s_.size()) return std::nullopt;
    return out;
  }

 private:
  void skip_space() {
    while (i_ < s_.size() &&
           (s_[i_] == ' ' || s_[i_] == '\t' || s_[i_] == '\n' || s_[i_] == '\r')) {
      ++i_;
    }
  }

  bool value(Json& out, int depth) {
    if (i_ >= s_.size()) return false;
    switch (s_[i_]) {
      case '{': return object(out, depth + 1);
      case '[': return array(out, depth + 1);
      case '"': {
        std::string text;
        if (!string(text)) return false;
        out = std::move(text);
        return true;
      }
      case 't': return literal("true", Json(true), out);
      case 'f': return literal("false", Json(false), out);
      case 'n': return literal("null", Json(nullptr), out);
      default: return number(out);
    }
  }

  // What follows a container's opening bracket or one of its items.
  enum class Next { Item, Close, Invalid };

  // Steps over the opening bracket: Close for an empty container.
  Next open(char close) {
    ++i_;
    skip_space();
    if (i_ < s_.size() && s_[i_] == close) {
      ++i_;
      return Next::Close;
    }
    return Next::Item;
  }

  // Steps over what ends an item: a comma before the next one, or the closing bracket.
  Next after_item(char close) {
    skip_space();
    if (i_ >= s_.size()) return Next::Invalid;
    const char c = s_[i_++];
    skip_space();
    return c == close ? Next::Close : c == ',' ? Next::Item : Next::Invalid;
  }

  bool object(Json& out, int depth) {
    if (depth > max_depth_) return false;
    out = Json::object();
    auto& members = *out.get_ptr<Json::object_t*>();
    for (Next next = open('}'); next != Next::Close; next = after_item('}')) {
      if (next == Next::Invalid) return false;
      std::string key;
      if (i_ >= s_.size() || s_[i_] != '"' || !string(key)) return false;
      skip_space();
      if (i_ >= s_.size() || s_[i_] != ':') return false;
      ++i_;
      skip_space();
      Json member;
      if (!value(member, depth)) return false;
      members[std::move(key)] = std::move(member);  // a repeated key: the last wins, as parse()
    }
    return true;
  }

  bool array(Json& out, int depth) {
    if (depth > max_depth_) return false;
    out = Json::array();
    for (Next next = open(']'); next != Next::Close; next = after_item(']')) {
      if (next == Next::Invalid) return false;
      Json element;
      if (!value(element, depth)) return false;
      out.push_back(std::move(element));
    }
    return true;
  }

  bool literal(std::string_view word, Json made, Json& out) {
    if (s_.substr(i_, word.size()) != word) return false;
    i_ += word.size();
    out = std::move(made);
    return true;
  }

  // The number's own characters go to the library, which keeps its choice of integer, unsigned
  // or float; a record has few numbers and short ones.
  bool number(Json& out) {
    const size_t start = i_;
    auto in_number = [](char c) {
      return (c >= '0' && c <= '9') || c == '-' || c == '+' || c == '.' || c == 'e' || c == 'E';
    };
    while (i_ < s_.size() && in_number(s_[i_])) ++i_;
    if (i_ == start) return false;
    out = Json::parse(s_.substr(start, i_ - start), nullptr, /*allow_exceptions=*/false);
    return out.is_number();
  }

  // Whether s_[at, at + 8) holds no quote, backslash or control character, tested as one word
  // (the "has a byte less than n" test of Bit Twiddling Hacks, exact for n <= 128).
  bool plain_word(size_t at) const {
    constexpr uint64_t kOnes = ~uint64_t{0} / 255, kHigh = kOnes * 128;
    uint64_t w;
    std::memcpy(&w, s_.data() + at, sizeof w);
    auto has_less = [&](uint64_t x, uint64_t n) { return ((x - kOnes * n) & ~x & kHigh) != 0; };
    return !has_less(w, 0x20) && !has_less(w ^ (kOnes * '"'), 1) &&
           !has_less(w ^ (kOnes * '\\'), 1);
  }

  // A string from its opening quote; plain runs are appended whole.
  bool string(std::string& out) {
    ++i_;
    for (;;) {
      const size_t run = i_;
      while (i_ + 8 <= s_.size() && plain_word(i_)) i_ += 8;
      while (i_ < s_.size()) {
        const auto c = static_cast<unsigned char>(s_[i_]);
        if (c == '"' || c == '\\' || c < 0x20) break;
        ++i_;
      }
      out.append(s_.data() + run, i_ - run);
      if (i_ >= s_.size() || s_[i_] != '\\') {
        if (i_ >= s_.size() || s_[i_] != '"') return false;  // the end, or a control character
        ++i_;
        return true;
      }
      if (!escape(out)) return false;
    }
  }

  bool escape(std::string& out) {
    if (i_ + 1 >= s_.size()) return false;
    const char e = s_[i_ + 1];
    i_ += 2;
    switch (e) {
      case '"': out += '"'; return true;
      case '\\': out += '\\'; return true;
      case '/': out += '/'; return true;
      case 'b': out += '\b'; return true;
      case 'f': out += '\f'; return true;
      case 'n': out += '\n'; return true;
      case 'r': out += '\r'; return true;
      case 't': out += '\t'; return true;
      case 'u': return unicode(out);
      default: return false;
    }
  }

  // "\u00e9", or a surrogate pair "\ud83d\ude00"; a lone surrogate is an error, as in parse().
  bool unicode(std::string& out) {
    long cp = json_hex4(s_, i_);
    if (cp < 0) return false;
    i_ += 4;
    if (cp >= 0xDC00 && cp <= 0xDFFF) return false;
    if (cp >= 0xD800 && cp <= 0xDBFF) {
      if (i_ + 2 > s_.size() || s_[i_] != '\\' || s_[i_ + 1] != 'u') return false;
      const long low = json_hex4(s_, i_ + 2);
      if (low < 0xDC00 || low > 0xDFFF) return false;
      i_ += 6;
      cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
    }
    text::append_utf8(out, static_cast<char32_t>(cp));
    return true;
  }

  std::string_view s_;
  size_t i_ = 0;
  int max_depth_;
};

}  // namespace

long json_hex4(std::string_view text, size_t at) {
  if (at + 4 > text.size()) return -1;
  long v = 0;
  for (size_t k = at; k < at + 4; ++k) {
    const char c = text[k];
    const int h = c >= '0' && c <= '9'   ? c - '0'
                  : c >= 'a' && c <= 'f' ? c - 'a' + 10
                  : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                         : -1;
    if (h < 0) return -1;
    v = v * 16 + h;
  }
  return v;
}

std::optional<Json> parse_json_fast(std::string_view text, int max_depth) {
  return FastParser(text, max_depth).parse();
}

}  // namespace auditor::ingest
