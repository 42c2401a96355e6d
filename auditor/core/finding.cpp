// Names, parsing, ordering and fingerprints of findings.
#include "auditor/core/finding.h"

#include <cstdint>
#include <tuple>

namespace auditor {

const char* to_string(Severity severity) {
  switch (severity) {
    case Severity::Info: return "info";
    case Severity::Warning: return "warning";
    case Severity::Error: return "error";
  }
  return "warning";
}

const char* to_string(Category category) {
  switch (category) {
    case Category::Disclosure: return "disclosure";
    case Category::Attribution: return "attribution";
    case Category::Sourcing: return "sourcing";
    case Category::Provenance: return "provenance";
  }
  return "attribution";
}

std::optional<Severity> parse_severity(std::string_view name) {
  if (name == "info") return Severity::Info;
  if (name == "warning") return Severity::Warning;
  if (name == "error") return Severity::Error;
  return std::nullopt;
}

std::optional<Category> parse_category(std::string_view name) {
  if (name == "disclosure") return Category::Disclosure;
  if (name == "attribution") return Category::Attribution;
  if (name == "sourcing") return Category::Sourcing;
  if (name == "provenance") return Category::Provenance;
  return std::nullopt;
}

namespace {

// FNV-1a over a normalized form: ASCII letters lower-cased, runs of white space and punctuation
// folded to one space, so that re-wrapping or re-punctuating a sentence keeps its fingerprint.
void hash_normalized(uint64_t& h, std::string_view s) {
  bool pending_space = false;
  for (unsigned char c : s) {
    bool separator = c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == ',' || c == ';' ||
                     c == '.' || c == ':' || c == '!' || c == '?' || c == '"' || c == '\'';
    if (separator) {
      pending_space = true;
      continue;
    }
    if (pending_space) {
      h = (h ^ ' ') * 1099511628211ull;
      pending_space = false;
    }
    if (c >= 'A' && c <= 'Z') c = static_cast<unsigned char>(c - 'A' + 'a');
    h = (h ^ c) * 1099511628211ull;
  }
  h = (h ^ 0x1f) * 1099511628211ull;  // field separator
}

}  // namespace

std::string compute_fingerprint(std::string_view rule, std::string_view excerpt,
                                std::string_view sentence) {
  uint64_t h = 1469598103934665603ull;
  hash_normalized(h, rule);
  hash_normalized(h, excerpt);
  hash_normalized(h, sentence);
  // Sixteen lower-case hex digits, as printf's "%016llx" writes them.
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out(16, '0');
  for (int k = 15; k >= 0; --k, h >>= 4) out[static_cast<size_t>(k)] = kHex[h & 0xF];
  return out;
}

bool finding_order(const Finding& a, const Finding& b) {
  return std::tie(a.span.start, a.span.end, a.rule) < std::tie(b.span.start, b.span.end, b.rule);
}

}  // namespace auditor
