// Credit detection: links and JSON-LD to the source, its names in the text, credit phrases.
#include "auditor/provenance/credit.h"

#include <algorithm>
#include <cctype>

#include "auditor/rules/kind_support.h"
#include "auditor/text/normalize.h"

namespace auditor::provenance {

namespace {

bool is_url(std::string_view s) { return s.starts_with("http://") || s.starts_with("https://"); }

/// "techcrunch" of "techcrunch.com", "folha" of "folha.uol.com.br": the name a site goes by.
std::string site_name(std::string_view host) {
  size_t dot = host.find('.');
  return std::string(host.substr(0, dot));
}

/// Authors of a byline: "Julie Bort e Ana Lima" -> {"julie bort", "ana lima"}.
std::vector<std::string> byline_names(std::string_view byline) {
  std::string folded = text::fold_for_matching(byline);
  for (std::string_view joiner : {" e ", " and ", ", ", ";"}) {
    for (size_t at = folded.find(joiner); at != std::string::npos; at = folded.find(joiner)) {
      folded.replace(at, joiner.size(), "|");
    }
  }
  std::vector<std::string> out;
  size_t start = 0;
  while (start <= folded.size()) {
    size_t end = std::min(folded.find('|', start), folded.size());
    std::string name = rules::collapse_whitespace(folded.substr(start, end - start));
    if (name.starts_with("por ")) name.erase(0, 4);
    if (name.starts_with("by ")) name.erase(0, 3);
    if (name.size() >= 4) out.push_back(name);
    start = end + 1;
  }
  return out;
}

}  // namespace

CreditWords::CreditWords(const text::Lexicon& lexicon)
    : credit(lexicon, "provenance.credit"), first_hand(lexicon, "provenance.first-hand") {}

SourceIdentity identify_source(const Document& source) {
  SourceIdentity id;
  // A relative canonical URL ("/news/a.html", as some pages write it) names no site.
  id.url = is_url(source.metadata.canonical_url) ? source.metadata.canonical_url
           : is_url(source.input)                ? source.input
                                                 : "";
  if (!id.url.empty()) id.host = rules::link_host(id.url);
  if (!source.metadata.publisher.empty()) {
    id.names.push_back(text::fold_for_matching(source.metadata.publisher));
  }
  for (std::string& name : byline_names(source.metadata.byline)) id.names.push_back(std::move(name));
  // "techcrunch" names techcrunch.com; "127" or "localhost" names nothing anyone would write.
  std::string site = site_name(id.host);
  bool has_letter = std::any_of(site.begin(), site.end(), [](char c) { return std::isalpha(static_cast<unsigned char>(c)); });
  if (has_letter && site != "localhost") id.names.push_back(std::move(site));
  return id;
}

std::optional<std::string> find_credit(const analysis::ArticleAnalysis& derived,
                                       const std::vector<text::Token>& derived_tokens,
                                       const std::string& derived_folded,
                                       const SourceIdentity& source, const CreditWords& words) {
  const Document& doc = *derived.document;
  if (!source.host.empty()) {
    for (const Link& link : doc.links) {
      if (rules::link_host(link.href) == source.host) return "links to " + source.host;
    }
    if (!source.url.empty() && doc.metadata.json_ld.find(source.url) != std::string::npos) {
      return "names it in its JSON-LD (isBasedOn or citation)";
    }
  }
  for (const std::string& name : source.names) {
    if (rules::contains_word(derived_folded, name)) return "names " + name;
  }
  // A source with no known name (a file) cannot be told apart from other outlets: a credit line
  // to any outlet gives the benefit of the doubt.
  if (source.names.empty()) {
    for (size_t i = 0; i < derived_tokens.size(); ++i) {
      if (auto m = words.credit.at(derived_tokens, i)) {
        Span span{derived_tokens[i].span.start, derived_tokens[i + m.length - 1].span.end};
        return "credits another outlet (“" + std::string(doc.view(span)) + "”)";
      }
    }
  }
  return std::nullopt;
}

std::optional<Span> find_first_hand(const analysis::ArticleAnalysis& derived,
                                    const std::vector<text::Token>& derived_tokens,
                                    const CreditWords& words) {
  for (size_t i = 0; i < derived_tokens.size(); ++i) {
    auto m = words.first_hand.at(derived_tokens, i);
    if (!m || derived.in_quote(derived_tokens[i].span.start)) continue;
    return Span{derived_tokens[i].span.start, derived_tokens[i + m.length - 1].span.end};
  }
  return std::nullopt;
}

}  // namespace auditor::provenance
