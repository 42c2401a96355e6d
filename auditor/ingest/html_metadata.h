// Article metadata from an HTML page: <head> tags, Open Graph, Twitter cards and schema.org
// JSON-LD.
#pragma once

#include <string>
#include <vector>

#include "auditor/core/document.h"
#include "auditor/ingest/html_dom.h"

namespace auditor::ingest {

/// What the metadata tells extraction: the headline to look for, the body text to locate.
struct HtmlHints {
  std::string headline;      ///< the article's title as the metadata gives it
  std::string article_body;  ///< JSON-LD articleBody, when the page carries it
  std::string page_url;      ///< the URL links resolve against (<base>, canonical, og:url)
};

/// Fills `meta` from the page: title, byline, publisher, dates, canonical URL, language; every
/// <meta> name/property (og:*, twitter:*, article:*, description...) into `extra`; the schema.org
/// Article object (Article, NewsArticle, ReportageNewsArticle...) raw into json_ld and its author,
/// isBasedOn, citation and sponsor into `extra` as "jsonld:<key>". Malformed JSON-LD adds a
/// Diagnostic naming `input`.
HtmlHints read_html_metadata(const HtmlDom& dom, const std::string& input, Metadata& meta,
                             std::vector<Diagnostic>& diagnostics);

/// Cleans a <title> for display: drops a trailing " | Site" or " - Site" when the rest is long
/// enough to be a headline.
std::string clean_page_title(const std::string& title, const std::string& site_name);

}  // namespace auditor::ingest
