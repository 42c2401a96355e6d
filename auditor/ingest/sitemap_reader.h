// Sitemaps and sitemap indexes (with Google News extensions): the URLs a crawl should fetch.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "auditor/core/document.h"
#include "auditor/core/result.h"

namespace auditor::ingest {

/// One <url> of a sitemap or one <sitemap> of a sitemap index.
struct SitemapEntry {
  /// A page to fetch and audit, or a child sitemap to fetch and read in turn.
  enum class Kind { Page, Sitemap };
  Kind kind = Kind::Page;
  std::string url;         ///< <loc>, trimmed
  std::string lastmod;     ///< as written (W3C datetime)
  std::string changefreq;  ///< pages only
  std::string priority;    ///< pages only
  // Google News sitemaps (<news:news>): what the page is before fetching it.
  std::string news_title;
  std::string news_published;    ///< <news:publication_date>
  std::string news_publication;  ///< <news:publication><news:name>
  std::string news_language;     ///< <news:publication><news:language>
  uint32_t line = 0;             ///< line of the entry in the sitemap file
};

/// A parsed sitemap: its entries in file order and the entries it had to skip.
struct Sitemap {
  bool is_index = false;  ///< a <sitemapindex> (entries are child sitemaps)
  std::vector<SitemapEntry> entries;
  std::vector<Diagnostic> diagnostics;  ///< "file:line" and why an entry was skipped

  size_t pages() const;
  size_t child_sitemaps() const { return entries.size() - pages(); }
};

/// Parses a <urlset> or <sitemapindex>. Fails with file:line:column when the XML is not
/// well-formed, or naming the root element when it is not a sitemap. Entries without a <loc> (or
/// with a loc that is not an http(s) URL) are skipped with a Diagnostic.
Result<Sitemap> parse_sitemap(std::string_view bytes, const std::string& source);

/// "page" or "sitemap".
const char* to_string(SitemapEntry::Kind kind);

}  // namespace auditor::ingest
