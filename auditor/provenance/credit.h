// Whether a derived article credits its source, and whether it claims to have been there itself.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "auditor/analysis/article_analysis.h"
#include "auditor/analysis/phrase_table.h"
#include "auditor/text/lexicon.h"
#include "auditor/text/tokenizer.h"

namespace auditor::provenance {

/// The words of one language that credit other reporting or claim presence, from its lexicon.
struct CreditWords {
  explicit CreditWords(const text::Lexicon& lexicon);
  /// "com informações de", "originally published by", "adapted from": credit to an outlet.
  analysis::PhraseTable credit;
  /// "visita exclusiva", "estivemos", "we visited": the writer says they were there.
  analysis::PhraseTable first_hand;
};

/// Names a source goes by: its outlet, its authors, its site ("techcrunch" of techcrunch.com).
struct SourceIdentity {
  std::string url;                   ///< canonical URL or the input when it is a URL
  std::string host;                  ///< "techcrunch.com", empty for files
  std::vector<std::string> names;    ///< folded names to look for in a derived text
};

/// What identifies a source document for crediting.
SourceIdentity identify_source(const Document& source);

/// How a derived article credits a source ("links to techcrunch.com", "names TechCrunch",
/// "credits another outlet (“com informações de”)"), or nullopt when it does not.
std::optional<std::string> find_credit(const analysis::ArticleAnalysis& derived,
                                       const std::vector<text::Token>& derived_tokens,
                                       const std::string& derived_folded,
                                       const SourceIdentity& source, const CreditWords& words);

/// The first passage outside quotes where the writer claims first-hand presence, or nullopt.
std::optional<Span> find_first_hand(const analysis::ArticleAnalysis& derived,
                                    const std::vector<text::Token>& derived_tokens,
                                    const CreditWords& words);

}  // namespace auditor::provenance
