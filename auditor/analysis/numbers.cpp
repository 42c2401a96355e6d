// Numeric expression recognition over sentence tokens.
#include "auditor/analysis/numbers.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdlib>

namespace auditor::analysis {

using text::Token;
using Tokens = std::vector<Token>;

/// A number before its context is read: the token range it spans and what the tokens say alone.
struct NumberRecognizer::Core {
  size_t first = 0, last = 0;  // token indices, inclusive
  double value = 0;
  std::optional<double> high;
  bool spelled = false;        // written in words ("três", "twenty")
  bool scaled = false;         // multiplied by a scale word ("mil", "billion", "bn")
  bool plain_integer = false;  // digits only, no separators: candidates for years
  bool has_kind = false;       // the token alone decided the kind (dates, times, names...)
  NumberKind kind = NumberKind::Count;
  std::string unit;
};

namespace {

double value_of(const std::string* v) {
  return v ? std::strtod(v->c_str(), nullptr) : 0;
}
bool scale_only(const std::string* v) {
  return v && v->find("!scale") != std::string::npos;
}
// "cento": a number only as the head of a compound ("cento e vinte"); alone it is "por cento"'s.
bool compound_only(const std::string* v) {
  return v && v->find("!compound") != std::string::npos;
}
bool is_digits(std::string_view s) {
  if (s.empty()) return false;
  for (char c : s) {
    if (c < '0' || c > '9') return false;
  }
  return true;
}
bool is_word_token(const Token& t) {
  return t.is_word();
}

// "2026-11-12", "12/03/2024", "12/3": calendar dates written with digits.
bool looks_like_date(std::string_view s) {
  int groups = 1;
  char sep = 0;
  for (char c : s) {
    if (c == '-' || c == '/') {
      if (sep && c != sep) return false;
      sep = c;
      ++groups;
    } else if (c < '0' || c > '9') {
      return false;
    }
  }
  if (sep == '/') return groups >= 2;
  return sep == '-' && groups == 3;
}

// "12.850/2013", "870/2019": a numbered act (a law, a provisional measure) and its year.
bool looks_like_act_number(std::string_view s) {
  size_t slash = s.find('/');
  if (slash == std::string_view::npos || slash == 0 || s.size() - slash != 5) return false;
  std::string_view year = s.substr(slash + 1);
  if (!is_digits(year) || year < "1900" || year > "2100") return false;
  bool dotted = false;
  for (char c : s.substr(0, slash)) {
    if (c == '.') {
      dotted = true;
    } else if (c < '0' || c > '9') {
      return false;
    }
  }
  // "3/2024" is a month and a year; an act number has a thousands dot or three digits or more.
  return dotted || slash >= 3;
}

bool looks_like_clock(std::string_view s) {
  size_t colon = s.find(':');
  return colon != std::string_view::npos && colon <= 2 && s.size() - colon == 3 &&
         is_digits(s.substr(0, colon)) && is_digits(s.substr(colon + 1));
}

}  // namespace

NumberRecognizer::NumberRecognizer(const text::Lexicon& lexicon)
    : decimal_comma_(lexicon.list("numbers.decimal-separator").empty() ||
                     lexicon.list("numbers.decimal-separator").front() == ","),
      verb_endings_(lexicon.list("numbers.verb-endings")),
      words_(lexicon, "numbers.words"),
      scales_(lexicon, "numbers.scales"),
      currency_before_(lexicon, "currency.before"),
      currency_after_(lexicon, "currency.after"),
      percent_(lexicon, "numbers.percent"),
      units_(lexicon, "units.measure"),
      durations_(lexicon, "units.duration"),
      months_(lexicon, "dates.months"),
      approximators_(lexicon, "numbers.approximators"),
      range_joiners_(lexicon, "numbers.range-joiners"),
      name_prefixes_(lexicon, "numbers.name-prefixes"),
      not_names_(lexicon, "numbers.not-name-before"),
      age_markers_(lexicon, "numbers.age-after"),
      time_after_(lexicon, "numbers.time-after"),
      time_before_(lexicon, "numbers.time-before"),
      connectors_(lexicon, "numbers.connectors"),
      range_openers_(lexicon, "numbers.range-openers"),
      weekdays_(lexicon, "dates.weekdays"),
      day_words_(lexicon, "dates.day-before"),
      street_words_(lexicon, "numbers.street-words"),
      phone_cues_(lexicon, "numbers.phone-cues"),
      service_numbers_(lexicon, "numbers.service-numbers"),
      service_words_(lexicon, "numbers.service-words"),
      tally_nouns_(lexicon, "numbers.tally-nouns"),
      tally_joiners_(lexicon, "numbers.tally-joiners"),
      ratio_joiners_(lexicon, "numbers.ratio-joiners"),
      rate_joiners_(lexicon, "numbers.rate-joiners"),
      average_markers_(lexicon, "numbers.average-markers"),
      name_articles_(lexicon, "numbers.name-articles"),
      function_words_(lexicon, "numbers.function-words"),
      noun_modifiers_(lexicon, "numbers.noun-modifiers"),
      age_before_(lexicon, "numbers.age-before"),
      age_verbs_(lexicon, "numbers.age-verbs"),
      decade_before_(lexicon, "dates.decade-before"),
      year_before_(lexicon, "dates.year-before"),
      fractions_(lexicon, "numbers.fractions"),
      fraction_links_(lexicon, "numbers.fraction-links"),
      fraction_places_(lexicon, "numbers.fraction-places"),
      fraction_articles_(lexicon, "numbers.fraction-articles"),
      eras_after_(lexicon, "dates.eras-after"),
      eras_before_(lexicon, "dates.eras-before"),
      range_qualifiers_(lexicon, "numbers.range-qualifiers") {}

double NumberRecognizer::parse_digits(std::string_view s) const {
  size_t last_dot = s.rfind('.'), last_comma = s.rfind(',');
  char decimal = 0;
  if (last_dot != std::string_view::npos && last_comma != std::string_view::npos) {
    decimal = last_dot > last_comma ? '.' : ',';
  } else if (last_dot != std::string_view::npos || last_comma != std::string_view::npos) {
    char sep = last_dot != std::string_view::npos ? '.' : ',';
    size_t pos = sep == '.' ? last_dot : last_comma;
    bool repeated = s.find(sep) != pos;
    bool three_after = s.size() - pos - 1 == 3;
    // The separator the language uses for decimals is a decimal point unless it is repeated or
    // groups exactly three digits in a way the other convention would write ("1.234" in English).
    bool language_decimal = (sep == ',') == decimal_comma_;
    if (repeated)
      decimal = 0;
    else if (language_decimal)
      decimal = sep;
    else
      decimal = three_after ? 0 : sep;
  }
  // The digits and the decimal point only, read by from_chars: strtod is locale-bound and several
  // times slower, and the analysis reads every number of every article.
  auto keep_number = [&](auto put) {
    for (char c : s) {
      if (c >= '0' && c <= '9')
        put(c);
      else if (c == decimal)
        put('.');
    }
  };
  char clean[64];
  if (s.size() > sizeof clean) {  // no number is this long; read it as it stands all the same
    std::string all;
    keep_number([&](char c) { all += c; });
    return std::strtod(all.c_str(), nullptr);
  }
  size_t n = 0;
  keep_number([&](char c) { clean[n++] = c; });
  double value = 0;
  std::from_chars(clean, clean + n, value);
  return value;
}

bool NumberRecognizer::ratio_follows(const Tokens& tokens, size_t j) const {
  PhraseTable::Match joiner = ratio_joiners_.at(tokens, j);
  if (!joiner || j + joiner.length >= tokens.size()) return false;
  const Token& next = tokens[j + joiner.length];
  if (next.is_number()) return true;
  // "um em Sete Barras": a capitalized number word is part of a name.
  PhraseTable::Match word = words_.at(tokens, j + joiner.length);
  return word && !scale_only(word.value) && !next.capitalized;
}

size_t NumberRecognizer::scales_end(const Tokens& tokens, size_t j, double& scale) const {
  scale = 1;
  while (PhraseTable::Match m = scales_.at(tokens, j)) {
    // One-letter scales ("m", "k", "b") count only when glued: "$3m", never "100 m" (metres).
    if (m.length == 1 && tokens[j].text.size() == 1 && tokens[j].space_before) break;
    scale *= value_of(m.value);
    j += m.length;
  }
  return j;
}

// "1 in 5", "quatro em cada dez", "one in 10": a share of a whole, comparable with "20%".
bool NumberRecognizer::read_ratio(const Tokens& tokens, Core& core, NumericExpression& e) const {
  size_t j = core.last + 1;
  PhraseTable::Match joiner = ratio_joiners_.at(tokens, j);
  if (!joiner || core.scaled || core.value <= 0) return false;
  Core base;
  size_t k = j + joiner.length;
  if (k >= tokens.size() || !parse_core(tokens, k, base) || base.has_kind) return false;
  if (base.spelled && tokens[k].capitalized) return false;  // "um em Sete Barras"
  double scale = 1;
  size_t end = scales_end(tokens, base.last + 1, scale);
  double whole = base.value * scale;
  // "5 in 2024", "3 in 10 years": a year or a span of time, not the whole of a share.
  bool year = base.plain_integer && scale == 1 && whole >= 1800 && whole <= 2100;
  if (year || whole <= core.value || durations_.at(tokens, end) || units_.at(tokens, end)) {
    return false;
  }
  e.kind = NumberKind::Percent;
  e.value = 100 * core.value / whole;
  e.unit = "%";
  core.last = end - 1;
  return true;
}

// "two-thirds of voters", "metade dos eleitores", "a quarter of the budget": a fraction of a
// whole is a share, comparable with "67%". "Half of the year", "um quarto de hora", "a quarter
// of a million" measure time or scale a number; "the first half of", "a outra metade" name a
// part by its place.
bool NumberRecognizer::read_fraction(const Tokens& tokens, size_t i,
                                     const PhraseTable::Match& fraction, Core& core) const {
  // Past an article: "a decade and a half of war" is a span of time.
  size_t before = i > 0 && fraction_articles_.at(tokens, i - 1) ? i - 1 : i;
  if (before > 0 && fraction_places_.at(tokens, before - 1)) return false;
  size_t k = i + fraction.length;
  PhraseTable::Match link = fraction_links_.at(tokens, k);
  if (!link) return false;
  k += link.length;
  if (PhraseTable::Match article = fraction_articles_.at(tokens, k)) k += article.length;
  if (k >= tokens.size() || tokens[k].has_digit || durations_.at(tokens, k) ||
      scales_.at(tokens, k) || months_.at(tokens, k)) {
    return false;
  }
  core = Core{};
  core.first = i;
  core.last = i + fraction.length - 1;
  core.value = value_of(fraction.value);
  core.spelled = true;
  return true;
}

// "13 votos a 8", "18 votes to 7": a tally, not two statistics.
bool NumberRecognizer::read_tally(const Tokens& tokens, size_t j, Core& core) const {
  PhraseTable::Match noun = tally_nouns_.at(tokens, j);
  if (!noun) return false;
  size_t k = j + noun.length;
  PhraseTable::Match joiner = tally_joiners_.at(tokens, k);
  Core other;
  if (!joiner || k + joiner.length >= tokens.size() ||
      !parse_core(tokens, k + joiner.length, other) || other.has_kind) {
    return false;
  }
  core.last = other.last;
  return true;
}

// "1.200 casos por 100 mil habitantes", "12 deaths per 100,000 people": the base of a rate, which
// belongs to the figure before it. Returns the token after the base, or `j` when there is none.
size_t NumberRecognizer::rate_base_end(const Tokens& tokens, size_t j) const {
  PhraseTable::Match joiner = rate_joiners_.at(tokens, j);
  Core base;
  size_t k = j + (joiner ? joiner.length : 0);
  if (!joiner || k >= tokens.size() || !parse_core(tokens, k, base) || base.has_kind) return j;
  double scale = 1;
  size_t end = scales_end(tokens, base.last + 1, scale);
  if (end < tokens.size() && tokens[end].is_word() && !tokens[end].capitalized) ++end;
  return end;
}

bool NumberRecognizer::parse_spelled(const Tokens& tokens, size_t i, Core& core) const {
  PhraseTable::Match m = words_.at(tokens, i);
  if (!m) return scale_before_percent(tokens, i, core);
  size_t next = i + m.length;
  if (compound_only(m.value) &&
      !(next + 1 < tokens.size() && (tokens[next].lower == "e" || tokens[next].lower == "and") &&
        words_.at(tokens, next + 1))) {
    return false;
  }
  bool article_then_scale = next + 1 < tokens.size() &&
                            (tokens[next].lower == "a" || tokens[next].lower == "an") &&
                            scales_.at(tokens, next + 1);
  // "one in five", "um em cada dez": a proportion's first term is a number even without a scale.
  if (scale_only(m.value) && !scales_.at(tokens, next) && !article_then_scale &&
      !ratio_follows(tokens, next)) {
    return false;
  }
  core.value = value_of(m.value);
  core.spelled = true;
  core.first = i;
  core.last = next - 1;
  // "vinte e cinco", "cento e vinte", "twenty five": a tens word followed by a smaller one.
  for (;;) {
    size_t j = core.last + 1;
    if (j < tokens.size() && (tokens[j].lower == "e" || tokens[j].lower == "and")) ++j;
    PhraseTable::Match more = words_.at(tokens, j);
    if (!more || scale_only(more.value)) break;
    double v = value_of(more.value);
    if (v >= core.value || core.value < 20 || v < 1) break;
    core.value += v;
    core.last = j + more.length - 1;
  }
  // "half a million", "meio milhão": an article between a fraction and its scale.
  size_t j = core.last + 1;
  if (j + 1 < tokens.size() && (tokens[j].lower == "a" || tokens[j].lower == "an") &&
      scales_.at(tokens, j + 1)) {
    core.last = j;
  }
  return true;
}

// "mil por cento": a scale word alone before a percent sign is the number itself (the
// English "a thousand percent" has its article).
bool NumberRecognizer::scale_before_percent(const Tokens& tokens, size_t i, Core& core) const {
  PhraseTable::Match scale = scales_.at(tokens, i);
  if (!scale || !percent_.at(tokens, i + scale.length)) return false;
  core.value = value_of(scale.value);
  core.spelled = true;
  core.first = i;
  core.last = i + scale.length - 1;
  return true;
}

bool NumberRecognizer::parse_core(const Tokens& tokens, size_t i, Core& core) const {
  const Token& t = tokens[i];
  core = Core{};
  core.first = core.last = i;
  if (!t.has_digit) return parse_spelled(tokens, i, core);
  std::string_view s = t.text;
  if (t.is_number()) {
    if (looks_like_act_number(s)) {
      core.has_kind = true;
      core.kind = NumberKind::Name;
      return true;
    }
    if (looks_like_date(s)) {
      core.has_kind = true;
      core.kind = NumberKind::Date;
      return true;
    }
    if (looks_like_clock(s)) {
      core.has_kind = true;
      core.kind = NumberKind::Time;
      return true;
    }
    size_t dash = s.find('-');
    if (dash != std::string_view::npos) {
      // "10-20" is a range when a unit or percent follows; otherwise a score or a code ("7-2").
      core.value = parse_digits(s.substr(0, dash));
      core.high = parse_digits(s.substr(dash + 1));
      size_t j = i + 1;
      if (!(percent_.at(tokens, j) || units_.at(tokens, j) || scales_.at(tokens, j) ||
            durations_.at(tokens, j))) {
        core.has_kind = true;
        core.kind = NumberKind::Other;
      }
      return true;
    }
    core.value = parse_digits(s);
    core.plain_integer = is_digits(s);
    // Ten digits or more with no separator: an identifier, a barcode or a phone number; figures
    // that large are written with separators or scale words.
    if (core.plain_integer && s.size() >= 10) {
      core.has_kind = true;
      core.kind = NumberKind::Other;
    }
    return true;
  }
  // Letters and digits in one token.
  if (!(s[0] >= '0' && s[0] <= '9')) {
    core.has_kind = true;  // G20, Trainium3, COVID-19, H100
    core.kind = NumberKind::Name;
    return true;
  }
  size_t k = 0;
  while (k < s.size() && ((s[k] >= '0' && s[k] <= '9') || s[k] == '.' || s[k] == ',')) ++k;
  std::string_view digits = s.substr(0, k);
  std::string suffix = t.lower.substr(k);
  if (!suffix.empty() && suffix[0] == '-') suffix.erase(0, 1);
  core.value = parse_digits(digits);
  Tokens suffix_tokens;
  text::tokenize(suffix, {0, static_cast<uint32_t>(suffix.size())}, suffix_tokens);
  core.has_kind = true;
  // "a Select 4K tier", "8K video": one digit and a capital K, no currency before, is a screen's
  // resolution (or a race's length, "a 5K"), a name; "$4K" stays four thousand dollars.
  const bool resolution =
      k == 1 && t.text.substr(k) == "K" && !(i > 0 && currency_before_.before(tokens, i));
  if (PhraseTable::Match m = scales_.at(suffix_tokens, 0);
      m && m.length == suffix_tokens.size() && !resolution) {
    core.has_kind = false;
    core.scaled = true;
    core.value *= value_of(m.value);
  } else if (PhraseTable::Match u = units_.at(suffix_tokens, 0);
             u && u.length == suffix_tokens.size()) {
    core.kind = NumberKind::Quantity;
    core.unit = *u.value;
  } else if (time_after_.at(suffix_tokens, 0) ||
             (suffix[0] == 'h' && is_digits(std::string_view(suffix).substr(1)))) {
    core.kind = NumberKind::Time;
  } else if (age_markers_.at(suffix_tokens, 0)) {
    core.kind = NumberKind::Age;
  } else if (durations_.at(suffix_tokens, 0)) {
    core.kind = NumberKind::Duration;
  } else if (suffix == "º" || suffix == "ª" || suffix == "°" || suffix == "st" || suffix == "nd" ||
             suffix == "rd" || suffix == "th" || suffix == "o" || suffix == "a") {
    core.kind = NumberKind::Ordinal;
  } else {
    core.kind = NumberKind::Name;  // 5G, 3D, 4K
  }
  return true;
}

void NumberRecognizer::extend_right(const Tokens& tokens, Core& core, NumericExpression& e) const {
  size_t j = read_scale(tokens, core);
  core.last = j - 1;
  if (!core.has_kind && !core.high && read_ratio(tokens, core, e)) {
    e.value_high.reset();
    return;
  }
  if (!core.high) j = read_range(tokens, core, j);
  e.value = core.value;
  e.value_high = core.high;
  if (core.has_kind) {
    e.kind = core.kind;
    e.unit = core.unit;
    return;
  }
  classify_by_what_follows(tokens, core, j, e);
}

// The scale words after the number ("500 mil", "2 billion") and the number again in words; returns
// the token after them.
size_t NumberRecognizer::read_scale(const Tokens& tokens, Core& core) const {
  double scale = 1;
  size_t j = scales_end(tokens, core.last + 1, scale);
  if (j > core.last + 1) {
    core.value *= scale;
    core.scaled = true;
  }
  // "60 (sessenta) dias": the same number again in words, as contracts and laws write it.
  if (j + 2 < tokens.size() && tokens[j].text == "(" && !core.spelled) {
    Core words;
    if (parse_spelled(tokens, j + 1, words) && words.last + 1 < tokens.size() &&
        tokens[words.last + 1].text == ")") {
      j = words.last + 2;
    }
  }
  return j;
}

// A range: "três a quatro semanas", "between 10 and 20", "US$ 1 a 2 bilhões", or a sum ("1 bilhão
// e 700 milhões"), from token j; returns the token after it (j when there is none).
size_t NumberRecognizer::read_range(const Tokens& tokens, Core& core, size_t j) const {
  if (PhraseTable::Match joiner = range_joiners_.at(tokens, j)) {
    bool needs_opener = *joiner.value == "opened";
    bool opened = core.first > 0 && range_openers_.before(tokens, core.first);
    // "from about $1,100 to more than $9,000": the second end may carry its own qualifier and
    // currency.
    size_t second_at = j + joiner.length;
    if (PhraseTable::Match a = approximators_.at(tokens, second_at)) second_at += a.length;
    if (PhraseTable::Match c = currency_before_.at(tokens, second_at)) second_at += c.length;
    Core second;
    // "1 bilhão e 700 milhões" joins a scaled number to a smaller one: a sum, opener or not.
    bool may_sum = needs_opener && core.scaled;
    if ((!needs_opener || opened || may_sum) && second_at < tokens.size() &&
        parse_core(tokens, second_at, second) && !second.has_kind) {
      size_t k = second.last + 1;
      double scale = 1;
      while (PhraseTable::Match m = scales_.at(tokens, k)) {
        scale *= value_of(m.value);
        k += m.length;
      }
      // "três a quatro mil" scales both ends; "US$ 5 milhões ou US$ 2 por pessoa" goes down,
      // and is no range but the sum in other terms.
      double low = !core.scaled && scale > 1 ? core.value * scale : core.value;
      if (may_sum && second.value * scale < low) {
        core.value = low + second.value * scale;
        core.last = k - 1;
        j = k;
      } else if ((!needs_opener || opened) && second.value * scale > low) {
        core.high = second.value * scale;
        core.value = low;
        core.scaled = core.scaled || scale > 1;
        core.last = k - 1;
        j = k;
      }
    }
  }
  return j;
}

// The kind and unit the words after the number give it: a percent sign, a currency, a unit, an
// age, a duration, a month, a time of day, or else a count of the noun that follows.
void NumberRecognizer::classify_by_what_follows(const Tokens& tokens, Core& core, size_t j,
                                                NumericExpression& e) const {
  // "401(k)", "501(c)": a letter in parentheses glued to the number makes a name.
  if (j + 2 < tokens.size() && tokens[j].text == "(" && !tokens[j].space_before &&
      tokens[j + 1].is_word() && tokens[j + 1].text.size() == 1 && tokens[j + 2].text == ")") {
    e.kind = NumberKind::Name;
    core.last = j + 2;
    return;
  }
  if (read_tally(tokens, j, core)) {
    e.kind = NumberKind::Other;
    return;
  }
  if (PhraseTable::Match p = percent_.at(tokens, j)) {
    e.kind = *p.value == "pp" ? NumberKind::PercentagePoints : NumberKind::Percent;
    e.unit = *p.value;
    core.last = j + p.length - 1;
    return;
  }
  size_t after_connector = j + connectors_.at(tokens, j).length;
  if (PhraseTable::Match c = currency_after_.at(tokens, after_connector)) {
    e.kind = NumberKind::Money;
    e.unit = *c.value;
    core.last = after_connector + c.length - 1;
    return;
  }
  if (PhraseTable::Match u = units_.at(tokens, j)) {
    // "Operação Rio 40 Graus": a capitalized unit after a capitalized word is part of a name.
    bool titled = tokens[j].capitalized && tokens[j].text.size() > 2 && core.first > 0 &&
                  tokens[core.first - 1].is_word() && tokens[core.first - 1].capitalized &&
                  !not_names_.at(tokens, core.first - 1);
    e.kind = titled ? NumberKind::Name : NumberKind::Quantity;
    e.unit = *u.value;
    core.last = j + u.length - 1;
    return;
  }
  if (PhraseTable::Match a = age_markers_.at(tokens, j)) {
    e.kind = NumberKind::Age;
    core.last = j + a.length - 1;
    return;
  }
  // "66 milhões de anos": a scaled span of time takes "de" before its unit.
  size_t duration_at = core.scaled ? after_connector : j;
  if (PhraseTable::Match d = durations_.at(tokens, duration_at)) {
    e.kind = NumberKind::Duration;
    e.unit = *d.value;
    core.last = duration_at + d.length - 1;
    return;
  }
  if (PhraseTable::Match m = months_.at(tokens, after_connector);
      m && !core.spelled && core.value >= 1 && core.value <= 31 && core.plain_integer) {
    e.kind = NumberKind::Date;
    core.last = after_connector + m.length - 1;
    return;
  }
  if (PhraseTable::Match t = time_after_.at(tokens, j)) {
    e.kind = NumberKind::Time;
    core.last = j + t.length - 1;
    return;
  }
  e.kind = NumberKind::Count;
  // The counted noun ("500 mil chips", "38 municípios") as the unit, for comparing figures.
  size_t noun = j + connectors_.at(tokens, j).length;
  // "15 different states", "38 novos casos": a word that qualifies the noun before it is not
  // what is counted.
  for (int skipped = 0; skipped < 2 && noun + 1 < tokens.size() &&
                        noun_modifiers_.at(tokens, noun) && is_word_token(tokens[noun + 1]) &&
                        !tokens[noun + 1].capitalized && !function_words_.at(tokens, noun + 1);
       ++skipped) {
    ++noun;
  }
  if (noun < tokens.size() && is_word_token(tokens[noun]) && !tokens[noun].capitalized &&
      !function_words_.at(tokens, noun)) {
    e.unit = tokens[noun].lower;
    size_t base_end = rate_base_end(tokens, noun + 1);
    if (base_end > noun + 1) core.last = base_end - 1;
  }
}

// The currency written right before tokens[end]. A symbol of several tokens is written as one
// ("A$", "R$"): "a $412 million budget" has the article, then dollars, not Australian dollars.
PhraseTable::Match NumberRecognizer::currency_written_before(const std::vector<text::Token>& tokens,
                                                             size_t end) const {
  PhraseTable::Match c = currency_before_.before(tokens, end);
  for (size_t k = end - c.length + 1; c.length > 1 && k < end; ++k) {
    if (tokens[k].space_before) return currency_before_.before(tokens, end, k);
  }
  return c;
}

void NumberRecognizer::extend_left(const Tokens& tokens, size_t first, Core& core,
                                   NumericExpression& e) const {
  size_t k = first;
  if (PhraseTable::Match c = currency_written_before(tokens, k)) {
    if (e.kind == NumberKind::Count || e.kind == NumberKind::Name || e.kind == NumberKind::Year ||
        core.scaled) {
      e.kind = NumberKind::Money;
      e.unit = *c.value;
      k -= c.length;
    }
  }
  if (PhraseTable::Match a = approximators_.before(tokens, k)) {
    const std::string& v = *a.value;
    e.approximation = v == "more-than"   ? Approximation::MoreThan
                      : v == "less-than" ? Approximation::LessThan
                      : v == "up-to"     ? Approximation::UpTo
                      : v == "at-least"  ? Approximation::AtLeast
                                         : Approximation::About;
    k -= a.length;
  }
  // "entre 6 mil e 7 mil", "between 6,000 and 7,000": the word that opens a range qualifies it as
  // "cerca de" does a figure, and is part of it.
  if (core.high) {
    if (PhraseTable::Match q = range_qualifiers_.before(tokens, k)) k -= q.length;
  }
  core.first = k;
}

bool NumberRecognizer::counts_noun(const Tokens& tokens, size_t k) const {
  return k < tokens.size() && tokens[k].is_word() && !tokens[k].capitalized &&
         !function_words_.at(tokens, k);
}

bool NumberRecognizer::is_weekday_date(const Tokens& tokens, size_t first, const Core& core) const {
  if (core.spelled || !core.plain_integer || core.value < 1 || core.value > 31) return false;
  size_t after = core.last + 1;
  bool bare = !counts_noun(tokens, after);
  if (day_words_.before(tokens, first) && bare) return true;  // "no dia 19."
  // "nesta terça-feira (10)", "domingo 15", "terça-feira, 5": the day of the month the weekday
  // falls on.
  if (first >= 2 && tokens[first - 1].text == "(") {
    return after < tokens.size() && tokens[after].text == ")" &&
           weekdays_.before(tokens, first - 1);
  }
  size_t k = first >= 2 && tokens[first - 1].text == "," ? first - 1 : first;
  return bare && weekdays_.before(tokens, k);
}

bool NumberRecognizer::is_address(const Tokens& tokens, size_t first, size_t last) const {
  // The period of an abbreviated kind of street counts too: "Av. das Palmeiras, 2.310",
  // "R. Ipê Roxo, 387".
  auto name_word = [&](size_t k) {
    if (tokens[k].text == "." && k > 0 && tokens[k - 1].is_word() && tokens[k - 1].text.size() <= 3)
      return true;
    return tokens[k].is_word() && (tokens[k].capitalized || tokens[k].text.size() <= 3);
  };
  // "Rua dos Pinheiros, 1.215": the street, a comma, then the number, which counts nothing ("Na Rua
  // Augusta, 30 lojas fecharam" is a count).
  if (first >= 3 && tokens[first - 1].text == "," && !counts_noun(tokens, last + 1)) {
    for (size_t k = first - 2, seen = 0; seen < 6 && name_word(k); --k, ++seen) {
      if (tokens[k].capitalized && street_words_.at(tokens, k)) return true;
      if (k == 0) break;
    }
  }
  // "New York, NY 10032", "NY, 10032": a US postal code, five digits after a state's two capitals.
  if (last == first && first >= 1 && tokens[first].text.size() == 5 &&
      is_digits(tokens[first].text)) {
    size_t k = first >= 2 && tokens[first - 1].text == "," ? first - 2 : first - 1;
    std::string_view state = tokens[k].text;
    if (state.size() == 2 && std::isupper(static_cast<unsigned char>(state[0])) &&
        std::isupper(static_cast<unsigned char>(state[1])))
      return true;
  }
  // "1120 Porter Road": the number, then the street's name and kind.
  for (size_t k = last + 1, seen = 0; k < tokens.size() && seen < 5 && tokens[k].capitalized;
       ++k, ++seen) {
    if (seen > 0 && tokens[k].capitalized && street_words_.at(tokens, k)) return true;
  }
  return false;
}

bool NumberRecognizer::is_phone(const Tokens& tokens, size_t first, size_t last,
                                const NumericExpression& e) const {
  // "(11) 3062-4410": an area code before the number.
  if (first >= 1 && tokens[first - 1].text == "(" && last + 2 < tokens.size() &&
      tokens[last + 1].text == ")" && tokens[last + 2].is_number()) {
    return true;
  }
  // "The city's 311 line logged ...", "911 calls": a service number (numbers.service-numbers)
  // before a word of its service (numbers.service-words) names the line.
  if (first == last && service_numbers_.at(tokens, first) && last + 1 < tokens.size() &&
      service_words_.at(tokens, last + 1)) {
    return true;
  }
  // "ligar para a Defesa Civil, no 199, ou para os Bombeiros, no 193": a bare whole number after a
  // word for calling, anywhere before it in the sentence.
  if (!e.unit.empty() || !is_digits(tokens[first].text)) return false;
  for (size_t k = 0; k < first; ++k) {
    if (phone_cues_.at(tokens, k)) return true;
  }
  return false;
}

// "As linhas metropolitanas, como a 501 e a 503": numbers standing for names the sentence already
// gave ("linhas"), each after its article and with no noun of its own.
bool NumberRecognizer::is_elided_name(const Tokens& tokens, size_t first,
                                      const NumericExpression& e) const {
  if (!e.unit.empty() || first == 0 || !name_articles_.at(tokens, first - 1)) return false;
  for (size_t k = 0; k + 1 < first; ++k) {
    if (name_prefixes_.at(tokens, k) && !tokens[k + 1].has_digit) return true;
  }
  return false;
}

// A list's item number: first in its sentence and followed by "." or ")", or "(15.)" after a name.
bool NumberRecognizer::is_enumerator(const Tokens& tokens, size_t first, const Core& core) const {
  if (!core.plain_integer || core.last + 1 >= tokens.size()) return false;
  std::string_view next = tokens[core.last + 1].text;
  if (first == 0) return next == "." || next == ")";
  return tokens[first - 1].text == "(" && next == "." && core.last + 2 < tokens.size() &&
         tokens[core.last + 2].text == ")";
}

// A year too old for the bare 1800-2100 test, or a decade: "July 14, 1789", "julho de 1789", "a
// década de 90", "nos anos 80".
bool NumberRecognizer::is_dated_year(const Tokens& tokens, size_t first, const Core& core) const {
  if (!counts_noun(tokens, core.last + 1) && decade_before_.before(tokens, first) &&
      static_cast<int>(core.value) % 10 == 0 &&
      (core.value < 100 || (core.value >= 1000 && core.value <= 2100))) {
    return true;
  }
  // "e, em 1588, a frota", "since 1492.": an old year after its preposition, closing its clause.
  if (core.value >= 1000 && core.value <= 2100 && year_before_.before(tokens, first)) {
    std::string_view close = core.last + 1 < tokens.size() ? tokens[core.last + 1].text : ".";
    if (close == "," || close == "." || close == ";" || close == ")") return true;
  }
  if (core.value < 100 || core.value > 2100 || first < 2) return false;
  bool month_of = connectors_.before(tokens, first) && months_.before(tokens, first - 1);
  bool month_day = tokens[first - 1].text == "," && tokens[first - 2].is_number() &&
                   months_.before(tokens, first - 2);
  return month_of || month_day;
}

void NumberRecognizer::classify_bare(const Tokens& tokens, size_t first, const Core& core,
                                     NumericExpression& e) const {
  // "155 B.C.", "A.D. 64", "300 a.C.": a year of an era, whatever its size.
  if (e.kind == NumberKind::Count && core.plain_integer && !core.scaled &&
      (eras_after_.at(tokens, core.last + 1) || eras_before_.before(tokens, first))) {
    e.kind = NumberKind::Year;
    e.unit.clear();
    return;
  }
  bool is_count = e.kind == NumberKind::Count && e.approximation == Approximation::None;
  if (is_count && is_enumerator(tokens, first, core)) {
    e.kind = NumberKind::Ordinal;  // "14. Jim Gilmore (15.)", "3) Reduzir a fila"
    return;
  }
  // "13.a Vara", "1.o de setembro": the old typewriter ordinal, a dot and a letter glued on.
  if (e.kind == NumberKind::Count && core.plain_integer && core.last + 2 < tokens.size() &&
      tokens[core.last + 1].text == "." && !tokens[core.last + 1].space_before &&
      !tokens[core.last + 2].space_before &&
      (tokens[core.last + 2].text == "a" || tokens[core.last + 2].text == "o" ||
       tokens[core.last + 2].text == "as" || tokens[core.last + 2].text == "os")) {
    e.kind = NumberKind::Ordinal;
    return;
  }
  // ".../mutantes/1699082/": digits in a web address or a file path name a page.
  bool slash_before = first > 0 && tokens[first - 1].text == "/" && !tokens[first].space_before;
  bool slash_after = core.last + 1 < tokens.size() && tokens[core.last + 1].text == "/" &&
                     !tokens[core.last + 1].space_before;
  bool fraction = slash_after && core.last + 2 < tokens.size() && tokens[core.last + 2].is_number();
  if (e.kind == NumberKind::Count && (slash_before || slash_after) && !fraction) {
    e.kind = NumberKind::Name;
    return;
  }
  if (is_count && first > 0) {
    if (name_prefixes_.before(tokens, first)) {
      e.kind = NumberKind::Name;  // "Lei 8.666", "nº 5", "Route 66"
      return;
    }
    // "Routes 22 and 66", "linhas 501 e 503": the second number of a named pair is a name too.
    const std::string& joiner = tokens[first - 1].lower;
    bool joined =
        joiner == "and" || joiner == "or" || joiner == "e" || joiner == "ou" || joiner == ",";
    if (core.plain_integer && joined && first >= 3 && tokens[first - 2].has_digit &&
        name_prefixes_.before(tokens, first - 2)) {
      e.kind = NumberKind::Name;
      return;
    }
    if (months_.before(tokens, first) && !core.spelled) {
      e.kind = NumberKind::Date;  // "December 12", "Dec. 12"
      return;
    }
    if (time_before_.before(tokens, first) && !core.spelled && core.value <= 24) {
      e.kind = NumberKind::Time;  // "às 15", "at 3"
      return;
    }
    if (is_weekday_date(tokens, first, core)) {
      e.kind = NumberKind::Date;  // "nesta terça-feira (10)", "no dia 19"
      return;
    }
    if (is_address(tokens, first, core.last) || is_phone(tokens, first, core.last, e)) {
      e.kind = NumberKind::Other;  // "Rua Augusta, 480", "1120 Porter Road", "(11) 3062-4410"
      return;
    }
    // "chegando a 920 mil": a scaled figure is an amount, never a line's number.
    if (core.plain_integer && !core.scaled && is_elided_name(tokens, first, e)) {
      e.kind = NumberKind::Name;  // "as linhas 501 e 503" said as "como a 501 e a 503"
      return;
    }
  }
  if (e.kind == NumberKind::Count && core.plain_integer && !core.scaled &&
      ((tokens[first].text.size() == 4 && core.value >= 1800 && core.value <= 2100) ||
       is_dated_year(tokens, first, core))) {
    e.kind = NumberKind::Year;  // "em 2015", "in 2031", "July 14, 1789", "anos 90"
    e.unit.clear();             // "em 2019 vítimas da enchente": a year counts nothing
    return;
  }
  // "aos 18", "at age 18": an age with no noun after it.
  if (e.kind == NumberKind::Count && e.unit.empty() && core.plain_integer && core.value < 120 &&
      age_before_.before(tokens, first)) {
    e.kind = NumberKind::Age;
    return;
  }
  // "Garland is 63, which means", "Rita tem 63 anos": a name, a verb of being, then an age.
  if (core.plain_integer && core.value < 120 && first >= 2 && age_verbs_.at(tokens, first - 1) &&
      tokens[first - 2].capitalized && tokens[first - 2].is_word() &&
      !not_names_.at(tokens, first - 2)) {
    std::string_view close = core.last + 1 < tokens.size() ? tokens[core.last + 1].text : ".";
    bool closed = close == "," || close == "." || close == ";";
    if ((e.kind == NumberKind::Count && closed) ||
        (e.kind == NumberKind::Duration && e.unit == "year")) {
      e.kind = NumberKind::Age;
      return;
    }
  }
  // "Isaac Guevara, 45, disse" / "(45)" after a name / "Ana Souza, 45 anos," / "Bruna Lima, de
  // 23," / a list of victims ending "Mohammed Zayada, 62": an age.
  size_t mark = first >= 2 && connectors_.before(tokens, first) ? first - 1 : first;
  bool after_name = mark >= 2 && (tokens[mark - 1].text == "," || tokens[mark - 1].text == "(") &&
                    tokens[mark - 2].capitalized && tokens[mark - 2].is_word();
  if (after_name && core.plain_integer && core.value < 120) {
    std::string_view close = core.last + 1 < tokens.size() ? tokens[core.last + 1].text : ".";
    bool closed = close == "," || close == ")" || (close == "." && core.last + 2 >= tokens.size());
    if ((e.kind == NumberKind::Count && closed) ||
        (e.kind == NumberKind::Duration && e.unit == "year")) {
      e.kind = NumberKind::Age;
      return;
    }
  }
  if (is_count && first > 0) {
    const Token& prev = tokens[first - 1];
    bool inner_capital = std::any_of(prev.text.begin(), prev.text.end(),
                                     [](char c) { return c >= 'A' && c <= 'Z'; });
    bool capitalized_word = is_word_token(prev) && (prev.capitalized || inner_capital) &&
                            !not_names_.at(tokens, first - 1) &&
                            !opens_with_a_verb(tokens, first - 1);
    if (capitalized_word && !core.spelled && !core.scaled) {
      e.kind = NumberKind::Name;  // "Boeing 737", "iPhone 15", "Linha 4"
    }
  }
}

// "Entregamos 40 novas UBSs", "Venderam 300 carros": a verb opening the sentence (or a quotation)
// is capitalized for that alone, and the number after it is no model's ("Boeing 737").
bool NumberRecognizer::opens_with_a_verb(const Tokens& tokens, size_t word) const {
  if (verb_endings_.empty() || !tokens[word].capitalized) return false;
  const bool opens = word == 0 || (tokens[word - 1].is_symbol() && !tokens[word].space_before) ||
                     tokens[word - 1].is_symbol("—") || tokens[word - 1].is_symbol(":");
  if (!opens) return false;
  const std::string& w = tokens[word].lower;
  return std::any_of(verb_endings_.begin(), verb_endings_.end(), [&](const std::string& end) {
    return w.size() > end.size() + 2 && w.ends_with(end);
  });
}

void NumberRecognizer::recognize(const Tokens& tokens, uint32_t sentence,
                                 std::vector<NumericExpression>& out) const {
  size_t i = 0;
  size_t previous_first = kNone;  // the tokens of the expression before, for pairs and ranges
  size_t previous_last = kNone;
  while (i < tokens.size()) {
    Core core;
    // Most tokens open no fraction: the table's inline filter says so before anything is built.
    if (PhraseTable::Match fraction = fractions_.at(tokens, i);
        fraction && read_fraction(tokens, i, fraction, core)) {
      NumericExpression share;
      share.kind = NumberKind::Percent;
      share.value = core.value;
      share.unit = "%";
      share.fraction = true;
      share.sentence = sentence;
      extend_left(tokens, core.first, core, share);  // "more than half", "quase um terço"
      share.span = {tokens[core.first].span.start, tokens[core.last].span.end};
      out.push_back(std::move(share));
      previous_first = core.first;
      previous_last = core.last;
      i = core.last + 1;
      continue;
    }
    if (!parse_core(tokens, i, core)) {
      ++i;
      continue;
    }
    NumericExpression e;
    e.sentence = sentence;
    size_t number_first = core.first;
    extend_right(tokens, core, e);
    if (!core.has_kind) {
      extend_left(tokens, number_first, core, e);
      classify_bare(tokens, number_first, core, e);
      // "idade média de 9,3 anos", "an average of 4 hours": an average is a measured figure.
      if (e.kind == NumberKind::Duration && average_markers_.before(tokens, core.first)) {
        e.kind = NumberKind::Quantity;
      }
    } else if (e.kind == NumberKind::Count || e.kind == NumberKind::Name) {
      extend_left(tokens, number_first, core, e);
    }
    e.span = {tokens[core.first].span.start, tokens[core.last].span.end};
    if (!closes_range(tokens, core.first, previous_first, previous_last, e, out)) {
      share_unit_with_pair(tokens, number_first, previous_last, e, out);
      out.push_back(std::move(e));
      previous_first = core.first;
    }
    previous_last = core.last;
    i = core.last + 1;
  }
}

// "de 1% a 4,5%", "from $1 million to $3 million": both ends carry the unit, and the second
// closes the range the first opened; the pair is one figure, so it is one expression.
bool NumberRecognizer::closes_range(const Tokens& tokens, size_t first, size_t previous_first,
                                    size_t previous_last, const NumericExpression& e,
                                    std::vector<NumericExpression>& out) const {
  if (out.empty() || previous_last == kNone || previous_last + 1 >= first) return false;
  NumericExpression& low = out.back();
  // A range climbs; "R$ 5 milhões ou R$ 2 por pessoa" restates the sum in other terms.
  if (low.sentence != e.sentence || low.kind != e.kind || low.unit != e.unit || low.value_high ||
      e.value_high || e.value <= low.value)
    return false;
  if (e.kind != NumberKind::Percent && e.kind != NumberKind::PercentagePoints &&
      e.kind != NumberKind::Money && e.kind != NumberKind::Quantity)
    return false;
  PhraseTable::Match joiner = range_joiners_.at(tokens, previous_last + 1);
  if (!joiner || previous_last + 1 + joiner.length != first) return false;
  if (*joiner.value == "opened" && !range_openers_.before(tokens, previous_first)) return false;
  low.value_high = e.value;
  low.span.end = e.span.end;
  // "entre 10% e 12%": the range's opener is part of it (numbers.range-qualifiers).
  if (PhraseTable::Match q = range_qualifiers_.before(tokens, previous_first);
      q && tokens[previous_first - q.length].span.start < low.span.start) {
    low.span.start = tokens[previous_first - q.length].span.start;
  }
  return true;
}

// "a 1.200 e 800 km da capital", "between 3 and 5 percent", "2 or 3 years": the first of a pair
// joined by "and"/"or" is written bare and takes its unit from the second.
void NumberRecognizer::share_unit_with_pair(const Tokens& tokens, size_t first,
                                            size_t previous_last, const NumericExpression& e,
                                            std::vector<NumericExpression>& out) const {
  if (out.empty() || previous_last == kNone || first != previous_last + 2) return;
  if (e.kind != NumberKind::Quantity && e.kind != NumberKind::Duration &&
      e.kind != NumberKind::Percent)
    return;
  const std::string& joiner = tokens[previous_last + 1].lower;
  if (joiner != "e" && joiner != "ou" && joiner != "and" && joiner != "or") return;
  NumericExpression& bare = out.back();
  if (bare.kind != NumberKind::Count || !bare.unit.empty() || bare.sentence != e.sentence) return;
  bare.kind = e.kind;
  bare.unit = e.unit;
}

}  // namespace auditor::analysis
