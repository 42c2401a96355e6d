// Finds a derived article's quote in a source text and says how its words differ.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "auditor/core/span.h"
#include "auditor/provenance/words.h"

namespace auditor::provenance {

/// What a quote's best match in a source shows.
enum class QuoteVerdict { Exact, Altered, Untraceable };

/// The closest passage of one source to a quote.
struct QuoteMatch {
  QuoteVerdict verdict = QuoteVerdict::Untraceable;
  Span source;              ///< the matched words' bytes in the source text (empty: none)
  double similarity = 0;    ///< matching words / the longer of quote and passage
  uint32_t matched_words = 0;
  uint32_t matched_content_words = 0;
  /// The quote as the source words it, changes marked: "todos os [-nossos-] prazos foram cumpridos";
  /// "[-x-]" is in the source only, "{+y+}" in the quote only. Empty when exact.
  std::string diff;
};

/// Matches one quote (words [first, last) of `quote_words`, over `quote_text`) against the whole
/// text of a source: a semi-global word alignment (free start and end in the source) run on the
/// few diagonals where the quote's content words meet the source's, so a long source costs little.
/// `altered_similarity` is the share of words that makes a near match an altered quote.
QuoteMatch match_quote(const TextWords& quote_words, uint32_t first, uint32_t last,
                       std::string_view quote_text, const TextWords& source,
                       std::string_view source_text, double altered_similarity);

}  // namespace auditor::provenance
