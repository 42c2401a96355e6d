// Language identification: function words when they settle it, else CLD2, as ISO 639-1 codes
// with a 0..1 confidence.
#include "auditor/text/language.h"

// compact_lang_det.h uses FILE without including <cstdio>.
#include <cld2/public/compact_lang_det.h>
#include <cld2/public/encodings.h>

#include <algorithm>
#include <cstdio>

#include "auditor/text/utf8.h"

namespace auditor::text {

namespace {

// CLD2 is linear in its input; past this many bytes the answer no longer changes for an article,
// so a pathological multi-megabyte input costs no more than a long feature.
constexpr size_t kMaxBytes = size_t{256} * 1024;

// Below this many letters (CLD2's text_bytes) a guess is never called reliable: CLD2's own
// reliability flag is optimistic on headlines ("Bom dia" comes back reliable in best-effort mode).
constexpr int kMinReliableLetters = 48;

struct Detection {
  CLD2::Language top = CLD2::UNKNOWN_LANGUAGE;
  int percent = 0;
  int text_bytes = 0;
  bool reliable = false;
  bool valid_utf8 = true;
};

Detection detect(std::string_view text, int flags) {
  CLD2::CLDHints hints{nullptr, nullptr, CLD2::UNKNOWN_ENCODING, CLD2::UNKNOWN_LANGUAGE};
  CLD2::Language language3[3] = {CLD2::UNKNOWN_LANGUAGE, CLD2::UNKNOWN_LANGUAGE,
                                 CLD2::UNKNOWN_LANGUAGE};
  int percent3[3] = {0, 0, 0};
  double normalized3[3] = {0, 0, 0};
  Detection d;
  int valid_prefix = 0;
  CLD2::Language top = CLD2::ExtDetectLanguageSummaryCheckUTF8(
      text.data(), static_cast<int>(text.size()), /*is_plain_text=*/true, &hints, flags, language3,
      percent3, normalized3, nullptr, &d.text_bytes, &d.reliable, &valid_prefix);
  d.valid_utf8 = valid_prefix >= static_cast<int>(text.size());
  d.top = top;
  // The return value is usually language3[0]; take the percent that belongs to it.
  for (int k = 0; k < 3; ++k) {
    if (language3[k] == top) {
      d.percent = percent3[k];
      break;
    }
  }
  return d;
}

// CLD2 codes are mostly ISO 639-1 already; fix the legacy ones and drop script/region suffixes
// ("zh-Hant" -> "zh"). Script-only detections ("xx-Copt") say nothing about language.
std::string iso_code(CLD2::Language language) {
  if (language == CLD2::UNKNOWN_LANGUAGE || language == CLD2::TG_UNKNOWN_LANGUAGE) return "und";
  std::string code = CLD2::LanguageCode(language);
  if (code.empty() || code == "un" || code.rfind("xx", 0) == 0) return "und";
  if (size_t dash = code.find('-'); dash != std::string::npos) code.resize(dash);
  if (code == "iw") return "he";
  if (code == "jw") return "jv";
  if (code == "in") return "id";
  return code;
}

// CLD2 accepts only "interchange-valid" UTF-8: besides ill-formed bytes it refuses controls (ESC,
// the C1 range that mis-decoded windows-1252 leaves behind) and noncharacters. Real articles carry
// those, so they become spaces and the rest of the text is still identified.
std::string interchange_clean(std::string_view text) {
  std::string repaired = repair_utf8(text);
  std::string out;
  out.reserve(repaired.size());
  size_t i = 0;
  while (i < repaired.size()) {
    size_t start = i;
    char32_t cp = next_code_point(repaired, i);
    bool control =
        (cp < 0x20 && cp != '\t' && cp != '\n' && cp != '\r') || (cp >= 0x7F && cp < 0xA0);
    bool noncharacter = (cp >= 0xFDD0 && cp <= 0xFDEF) || (cp & 0xFFFE) == 0xFFFE;
    if (control || noncharacter) {
      out.push_back(' ');
    } else {
      out.append(repaired, start, i - start);
    }
  }
  return out;
}

// Cuts at most kMaxBytes without splitting a code point.
std::string_view clip(std::string_view text) {
  if (text.size() <= kMaxBytes) return text;
  size_t end = kMaxBytes;
  while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80) --end;
  return text.substr(0, end);
}

// Fewer function words than this and the text is too short to settle without CLD2.
constexpr int kMinFunctionWords = 30;
// The winner's words must outnumber every other language's together by this much: an English
// quote in a Portuguese story, or Spanish with its shared "de", "que", "por", goes to CLD2.
constexpr int kMinMargin = 16;
constexpr size_t kSampleBytes = 1600;

// ASCII and Latin-1 capitals ("Não", "É") to lower case, the rest as it is, into `out`, which
// holds at least word.size() bytes (lowering keeps the length); returns the bytes written.
size_t lower_into(char* out, std::string_view word) {
  size_t n = 0;
  for (size_t i = 0; i < word.size(); ++i) {
    auto c = static_cast<unsigned char>(word[i]);
    if (c >= 'A' && c <= 'Z') {
      out[n++] = static_cast<char>(c + 32);
    } else if (c == 0xC3 && i + 1 < word.size()) {
      out[n++] = static_cast<char>(c);
      out[n++] = static_cast<char>(latin1_lower_second_byte(static_cast<unsigned char>(word[++i])));
    } else {
      out[n++] = static_cast<char>(c);
    }
  }
  return n;
}

// lower_into at the end of a string.
void append_lower(std::string& out, std::string_view word) {
  const size_t at = out.size();
  out.resize(at + word.size());
  out.resize(at + lower_into(out.data() + at, word));
}

bool is_word_byte(unsigned char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c >= 0x80;
}

}  // namespace

std::string_view language_sample(std::string_view text) {
  if (text.size() <= kSampleBytes) return text;
  size_t cut = kSampleBytes;
  while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) --cut;
  return text.substr(0, cut);
}

void FunctionWordIdentifier::add_language(const std::string& code,
                                          const std::vector<std::string>& words) {
  int index = static_cast<int>(codes_.size());
  codes_.push_back(code);
  for (const std::string& word : words) {
    std::string lower;
    append_lower(lower, word);
    auto [it, added] = owner_.emplace(lower, index);
    if (!added && it->second != index) it->second = kShared;  // it tells neither apart
  }
}

void FunctionWordIdentifier::add_other_words(const std::vector<std::string>& words) {
  for (const std::string& word : words) {
    std::string lower;
    append_lower(lower, word);
    owner_.emplace(lower, kOther);  // a language with rules keeps its own words
  }
}

std::optional<LanguageGuess> FunctionWordIdentifier::identify(std::string_view text) const {
  if (codes_.empty()) return std::nullopt;
  std::vector<int> hits(codes_.size(), 0);
  int other = 0;
  constexpr size_t kMaxWord = 12;  // function words are short
  char lowered[kMaxWord];
  size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && !is_word_byte(static_cast<unsigned char>(text[i]))) ++i;
    size_t start = i;
    while (i < text.size() && is_word_byte(static_cast<unsigned char>(text[i]))) ++i;
    if (i == start || i - start > kMaxWord) continue;
    // Lowering keeps a word's length, so it fits the buffer; looked up by view, no string made.
    const size_t size = lower_into(lowered, text.substr(start, i - start));
    auto it = owner_.find(std::string_view(lowered, size));
    if (it == owner_.end() || it->second == kShared) continue;
    if (it->second == kOther) {
      ++other;
    } else {
      ++hits[static_cast<size_t>(it->second)];
    }
  }
  auto best = std::max_element(hits.begin(), hits.end());
  int total = other;
  for (int h : hits) total += h;
  int rest = total - *best;
  if (*best < kMinFunctionWords || rest * kMinMargin > *best) return std::nullopt;
  LanguageGuess guess;
  guess.code = codes_[static_cast<size_t>(best - hits.begin())];
  guess.reliable = true;
  guess.confidence = static_cast<double>(*best) / total;
  return guess;
}

LanguageGuess identify_language(std::string_view text) {
  text = clip(text);
  std::string repaired;  // owns the cleaned copy when CLD2 refuses the input
  Detection d = detect(text, 0);
  if (!d.valid_utf8) {
    repaired = interchange_clean(text);
    text = repaired;
    d = detect(text, 0);
  }
  bool best_effort = false;
  if (d.top == CLD2::UNKNOWN_LANGUAGE && d.text_bytes > 0) {
    // Short text (a headline, a caption): CLD2 declines by default; an approximate answer marked
    // unreliable is more useful to callers than none.
    d = detect(text, CLD2::kCLDFlagBestEffort);
    best_effort = true;
  }
  LanguageGuess guess;
  guess.code = iso_code(d.top);
  if (guess.code == "und") return guess;
  guess.reliable = d.reliable && !best_effort && d.text_bytes >= kMinReliableLetters;
  const double share = d.percent / 100.0;
  guess.confidence = guess.reliable ? share : share * 0.5;
  return guess;
}

}  // namespace auditor::text
