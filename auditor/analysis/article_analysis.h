// What the analysis stage knows about one document; the rules read only this.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "auditor/core/analysis_rows.h"
#include "auditor/core/document.h"
#include "auditor/text/sentence_segmenter.h"
#include "auditor/text/tokenizer.h"

namespace auditor::analysis {

/// Sentinel for "no index" in the index fields below.
inline constexpr uint32_t kNone = UINT32_MAX;

/// What a number in the text stands for. Only some kinds are statistics that need a source.
enum class NumberKind {
  Money,              ///< "US$ 50 bilhões", "$1.2bn", "R$ 4,2 bilhões"
  Percent,            ///< "3,5%", "50 por cento", "half"-less percentages
  PercentagePoints,   ///< "2 pontos percentuais", "3 percentage points"
  Count,              ///< "500 mil chips", "38 municípios", "18,000 riders"
  Quantity,           ///< a measure with a unit: "2 gigawatts", "6.4 miles", "3 nanômetros"
  Duration,           ///< "18 meses", "three to four weeks"
  Date,               ///< "12 de dezembro", "Dec. 12", "2026-11-12"
  Year,               ///< "2015", "em 2024"
  Time,               ///< "15h30", "3 p.m.", "24 horas por dia" is a Duration
  Ordinal,            ///< "1º", "third", "18th"
  Age,                ///< "45 anos" after a person, "45-year-old"
  Name,               ///< part of a name: Trainium3, G20, COVID-19, Boeing 737, "Lei 8.666"
  Other,              ///< scores ("7-2"), phone numbers, addresses
};

/// The lower-case name of a number kind ("money", "percentage-points", ...).
const char* to_string(NumberKind kind);
/// True for the kinds that state a figure someone must stand behind (money, percent, count...).
bool is_statistic(NumberKind kind);

/// Words that qualify a figure: "cerca de", "mais de", "até", "about", "up to".
enum class Approximation { None, About, MoreThan, LessThan, UpTo, AtLeast };
const char* to_string(Approximation a);

/// A numeric expression: "cerca de US$ 350 milhões" is one, with value 3.5e8 and unit "USD".
struct NumericExpression {
  Span span;                        ///< the whole expression, qualifiers and unit included
  double value = 0;                 ///< in base units (350 milhões -> 350000000)
  std::optional<double> value_high; ///< upper end of a range ("três a quatro" -> 3, 4)
  std::string unit;                 ///< ISO currency ("USD", "BRL", "EUR"), "%", "pp", a unit or noun
  NumberKind kind = NumberKind::Count;
  Approximation approximation = Approximation::None;
  bool fraction = false;            ///< a fraction of a whole in words ("two-thirds of voters")
  uint32_t sentence = kNone;        ///< index into ArticleAnalysis::sentences
  uint32_t attribution = kNone;     ///< the attribution covering it, or kNone
};

/// A quotation: the quoted words and who said them.
struct Quote {
  Span span;                 ///< the quoted text, marks excluded
  Span outer;                ///< the quotation with its marks (or dash) included
  uint32_t speaker = kNone;  ///< index into ArticleAnalysis::sources, or kNone
  bool partial = false;      ///< a fragment quoted inside a sentence of the writer's own
  bool runs_on = false;      ///< left open at its paragraph's end: the next paragraph goes on
};

/// What kind of source a statement comes from.
enum class SourceType { Person, Organization, Document, Outlet, Anonymous, Group };
const char* to_string(SourceType type);

/// Whether a source belongs to the organization the article is about, or argues a side of its own:
/// an interest group (a union, a trade association, a coalition) or an office holder speaking of
/// their government's work (a mayor, a minister).
enum class Stake { Unknown, Subject, Interested, Independent };
const char* to_string(Stake stake);

/// A source: a person, organization, document, outlet or anonymous source, with every mention.
struct Source {
  std::string name;          ///< canonical name ("Kristopher King", "Amazon", "Financial Times")
  std::string role;          ///< "diretor do laboratório", "engineering director"
  std::string organization;  ///< "AWS", "Universidade Federal do Paraná"
  std::string party;         ///< the organization it speaks for, through aliases ("Amazon"); "" unknown
  /// The political party a person belongs to, from a tag ("Ana Lima (PT-SP)", "Sen. Jo Hale
  /// (R-Ohio)") or a word of the apposition ("o senador petista", "Republican strategist").
  std::string affiliation;
  SourceType type = SourceType::Person;
  Stake stake = Stake::Unknown;
  bool official = false;     ///< a statistics office or public agency publishing its own data
  bool statistics = false;   ///< a statistics office ("IBGE", "Census Bureau"): data, never a side
  /// Police, prosecutors, auditors, courts: their figures are an inquiry's findings or a ruling,
  /// which the accused answer; a second source does not confirm them.
  bool investigator = false;
  std::vector<Span> mentions;  ///< every mention: full name, surname, pronoun resolved to it
};

/// A statement attributed to a source by a cue ("disse", "according to", a link, "segundo").
struct Attribution {
  Span cue;                 ///< the cue words ("afirmou", "according to", "Segundo")
  uint32_t source = kNone;  ///< index into sources (kNone: a cue whose source was not resolved)
  Span covers;              ///< the text the attribution covers (a sentence, a quote, a paragraph)
  bool via_link = false;    ///< a hyperlink or parenthetical citation, not a verb
};

/// What makes a sentence a claim that needs support.
enum class ClaimKind { Numeric, Superlative, Comparative, Evaluative, Predictive };
const char* to_string(ClaimKind kind);

/// A sentence (or part) that asserts something checkable, with the sources it rests on.
struct Claim {
  Span span;
  ClaimKind kind = ClaimKind::Numeric;
  Span trigger;                   ///< the words that make it a claim ("recorde", "50% menor")
  std::vector<uint32_t> sources;  ///< indices into sources, distinct
  /// A judgment in degree words alone ("the best", "better than"): no measure stands behind it.
  bool opinion = false;
  /// The sentence speaks of the speaker's own side ("we", "our", "its", "nosso"): self-praise.
  bool about_speaker = false;
};

/// One document's analysis. Holds a pointer to the document, which must outlive it.
struct ArticleAnalysis {
  const Document* document = nullptr;
  std::string language;            ///< the language the analysis and rules ran in
  double language_confidence = 0;  ///< 0..1; 1 when the user set the language
  std::vector<text::Sentence> sentences;
  /// Each sentence's tokens as the analysis read them, kept so rules need not tokenize again.
  std::vector<std::vector<text::Token>> sentence_tokens;
  std::vector<NumericExpression> numbers;
  std::vector<Quote> quotes;
  std::vector<Source> sources;
  std::vector<Attribution> attributions;
  std::vector<Claim> claims;
  std::string subject;             ///< the organization the article is mostly about, if any

  const std::string& text() const { return document->text; }
  /// The sentence holding a text offset, or nullptr (offsets between blocks).
  const text::Sentence* sentence_at(uint32_t offset) const;
  /// Index of the sentence holding a text offset, or kNone.
  uint32_t sentence_index(uint32_t offset) const;
  /// True when a text offset lies inside a quotation, its marks included.
  bool in_quote(uint32_t offset) const;
  /// Whether the byte at `offset` lies in the article's title.
  bool in_title(uint32_t offset) const;
  /// The tokens of sentence i: the analysis's own, or (for an analysis built without tokens, as
  /// some tests build them) tokenized into `scratch`.
  const std::vector<text::Token>& tokens_of(uint32_t i, std::vector<text::Token>& scratch) const;
};

/// The analysis as plain rows (sources, quotes, numbers with their speakers and sources by name).
AnalysisRows to_rows(const ArticleAnalysis& analysis);

/// Whether `trigger` lies in a relative clause between a speaker and the verb `cue` of `sentence`
/// ("X, que criou o aplicativo que coletou dados de 50 milhões de usuários, afirmou…", "Trump, who
/// has 9 million followers, said"): the writer's description of the speaker, not their words.
bool describes_speaker(std::string_view text, Span sentence, Span trigger, Span cue);
/// "said Commissioner Gail Prentiss, who cast the only vote against": a relative clause after the
/// speaker's name, still open at `trigger` and with no quotation in it, describes who speaks.
bool describes_speaker_after(std::string_view text, Span cue, Span trigger);

/// describes_speaker for an attribution whose source is known: "A fila, que chegou a ter 4.200
/// pacientes, informou a Secretaria" names its speaker after the verb, so the clause before the
/// verb describes what is said, not who says it.
bool describes_speaker(const ArticleAnalysis& a, Span sentence, Span trigger,
                       const Attribution& at);

}  // namespace auditor::analysis
