// RSS 2.0 (and 1.0) and Atom feeds: one article per item or entry, its HTML read by the HTML
// reader.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "auditor/core/document.h"
#include "auditor/core/result.h"

namespace auditor::ingest {

/// One RSS <item> or Atom <entry>, as written in the feed, before its content is read.
struct FeedItem {
  uint32_t line = 0;  ///< line of the item in the feed file
  std::string title;
  SourceMap title_map;           ///< title's bytes to the feed file (its <title> element's text)
  std::string link;              ///< the article's URL (RSS <link>, Atom rel="alternate")
  std::string id;                ///< RSS <guid>, Atom <id>
  std::string author;            ///< authors joined with ", " (<author>, <dc:creator>, <name>)
  std::string published;         ///< <pubDate>, <dc:date>, <published> (or <updated>), as written
  std::string updated;           ///< Atom <updated>
  std::string language;          ///< the item's, else the feed's
  std::string publisher;         ///< the feed's title
  std::string content;           ///< the article body: HTML unless content_is_text
  SourceMap content_map;         ///< content's bytes to the feed file, which every item shares
  bool content_is_text = false;  ///< Atom type="text": plain text, not markup
  std::string content_source;    ///< which element the content came from ("content:encoded"...)
  std::vector<std::string> categories;
};

/// A parsed feed: its kind and its items in file order.
struct Feed {
  std::string kind;  ///< "rss" or "atom"
  std::string title;
  std::string link;
  std::string language;
  std::vector<FeedItem> items;
};

/// Parses an RSS or Atom feed. Fails with file:line:column when the XML is not well-formed, or
/// naming the root element when it is neither RSS nor Atom.
Result<Feed> parse_feed(std::string_view bytes, const std::string& source);

/// Reads one item into a Document named `input`: HTML content through the HTML reader (links
/// resolved against the item's link), text content through the text reader; the item's title
/// opens the text as its title block (unless the content opens with it), and the item's title,
/// link, author, dates and language fill Document::metadata. Positions count from the feed file.
/// Fails, naming `input`, when the item carries no article text. `feed` names the feed file or URL
/// (Document::container).
Result<Document> read_feed_item(const FeedItem& item, const std::string& input, const std::string& feed);

}  // namespace auditor::ingest
