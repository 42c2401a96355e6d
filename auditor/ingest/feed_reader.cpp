// Reads RSS and Atom feeds into items, and items into Documents through the HTML or text reader.
#include "auditor/ingest/feed_reader.h"

#include <memory>
#include <utility>

#include "auditor/ingest/html_reader.h"
#include "auditor/ingest/input.h"
#include "auditor/ingest/record_map.h"
#include "auditor/ingest/record_xml.h"

namespace auditor::ingest {

namespace {

using Node = pugi::xml_node;

void append_author(std::string& authors, std::string name) {
  if (name.empty()) return;
  if (!authors.empty()) authors += ", ";
  authors += name;
}

// Every child with this local name, text trimmed and non-empty.
std::vector<std::string> children_text(Node parent, std::string_view local) {
  std::vector<std::string> out;
  for (Node c : parent.children()) {
    if (c.type() != pugi::node_element || local_name(c) != local) continue;
    std::string t = trim(inner_text(c));
    if (!t.empty()) out.push_back(std::move(t));
  }
  return out;
}

std::string xml_lang(Node n) {
  return n.attribute("xml:lang").value();
}

// ---- RSS ---------------------------------------------------------------------------------

using Shared = std::shared_ptr<const SourceText>;

void set_title(Node title, const Shared& source, FeedItem& out) {
  MappedText t = mapped_inner_text(title, source);
  out.title = std::move(t.text);
  out.title_map = std::move(t.map);
}

void set_content(const MappedText& content, FeedItem& out) {
  out.content = content.text;
  out.content_map = content.map;
}

FeedItem read_rss_item(Node item, const XmlFile& file, const Shared& source) {
  FeedItem out;
  out.line = file.line_of(item);
  set_title(child_named(item, "title"), source, out);
  out.link = child_text(item, "link");
  out.id = child_text(item, "guid");
  Node guid = child_named(item, "guid");
  // A guid is the article's URL unless it says otherwise (isPermaLink="false").
  if (out.link.empty() && guid &&
      std::string_view(guid.attribute("isPermaLink").value()) != "false")
    out.link = out.id;
  for (std::string& a : children_text(item, "author")) append_author(out.author, std::move(a));
  for (std::string& a : children_text(item, "creator")) append_author(out.author, std::move(a));
  out.published = child_text(item, "pubDate");
  if (out.published.empty()) out.published = child_text(item, "date");
  out.language = child_text(item, "language");
  out.categories = children_text(item, "category");
  // The full article (content:encoded) beats the teaser (description).
  set_content(mapped_inner_text(child_named(item, "encoded"), source), out);
  out.content_source = "content:encoded";
  if (out.content.empty()) {
    set_content(mapped_inner_text(child_named(item, "description"), source), out);
    out.content_source = "description";
  }
  return out;
}

Result<Feed> read_rss(Node root, const XmlFile& file, const Shared& source) {
  Feed feed;
  feed.kind = "rss";
  Node channel = child_named(root, "channel");
  feed.title = child_text(channel, "title");
  feed.link = child_text(channel, "link");
  feed.language = child_text(channel, "language");
  // RSS 2.0 nests items in the channel; RSS 1.0 (RDF) puts them beside it.
  for (Node parent : {channel, root}) {
    for (Node item : parent.children()) {
      if (item.type() == pugi::node_element && local_name(item) == "item")
        feed.items.push_back(read_rss_item(item, file, source));
    }
  }
  return feed;
}

// ---- Atom --------------------------------------------------------------------------------

// Atom text constructs: "text" (the default), "html" (escaped markup) or "xhtml" (a <div> inline).
void read_atom_content(Node content, const Shared& source, FeedItem& out) {
  std::string type = content.attribute("type").value();
  if (type == "xhtml") {
    Node div = child_named(content, "div");
    set_content(mapped_markup(div ? div : content, source), out);
  } else {
    set_content(mapped_inner_text(content, source), out);
    out.content_is_text = type.empty() || type == "text";
  }
}

std::string atom_link(Node entry) {
  std::string first;
  for (Node link : entry.children()) {
    if (link.type() != pugi::node_element || local_name(link) != "link") continue;
    std::string rel = link.attribute("rel").value();
    std::string href = trim(link.attribute("href").value());
    if (rel.empty() || rel == "alternate") return href;
    if (first.empty()) first = href;
  }
  return first;
}

FeedItem read_atom_entry(Node entry, const XmlFile& file, const Shared& source) {
  FeedItem out;
  out.line = file.line_of(entry);
  set_title(child_named(entry, "title"), source, out);
  out.link = atom_link(entry);
  out.id = child_text(entry, "id");
  for (Node a : entry.children()) {
    if (a.type() == pugi::node_element && local_name(a) == "author")
      append_author(out.author, child_text(a, "name"));
  }
  out.updated = child_text(entry, "updated");
  out.published = child_text(entry, "published");
  if (out.published.empty()) out.published = out.updated;
  out.language = xml_lang(entry);
  for (Node c : entry.children()) {
    if (c.type() == pugi::node_element && local_name(c) == "category") {
      std::string term = c.attribute("term").value();
      if (!term.empty()) out.categories.push_back(term);
    }
  }
  // Out-of-line content (src=) is not in the feed; the summary is then all there is.
  Node content = child_named(entry, "content");
  if (content && !content.attribute("src")) {
    read_atom_content(content, source, out);
    out.content_source = "content";
  }
  if (out.content.empty()) {
    if (Node summary = child_named(entry, "summary")) {
      read_atom_content(summary, source, out);
      out.content_source = "summary";
    }
  }
  return out;
}

Result<Feed> read_atom(Node root, const XmlFile& file, const Shared& source) {
  Feed feed;
  feed.kind = "atom";
  feed.title = child_text(root, "title");
  feed.link = atom_link(root);
  feed.language = xml_lang(root);
  std::string feed_author;
  if (Node a = child_named(root, "author")) feed_author = child_text(a, "name");
  for (Node entry : root.children()) {
    if (entry.type() != pugi::node_element || local_name(entry) != "entry") continue;
    FeedItem item = read_atom_entry(entry, file, source);
    if (item.author.empty()) item.author = feed_author;  // Atom: the feed's author covers entries
    feed.items.push_back(std::move(item));
  }
  return feed;
}

void set_if(std::string& field, const std::string& value) {
  if (!value.empty()) field = value;
}

Error no_text(const FeedItem& item, const std::string& input) {
  std::string fix =
      item.link.empty() ? "" : "; fetch its link " + item.link + " to audit the article";
  return make_error(ErrorCode::Empty, input,
                    "this feed item carries no article text (no content:encoded, description, "
                    "content or summary)" +
                        fix);
}

}  // namespace

Result<Feed> parse_feed(std::string_view bytes, const std::string& source) {
  std::vector<Diagnostic> diagnostics;
  Result<XmlFile> file = parse_xml(bytes, source, diagnostics);
  if (!file) return file.error();
  Node root = file->tree->document_element();
  std::string_view name = local_name(root);
  // Every item's positions point into this one copy of the feed's text.
  auto text = std::make_shared<const SourceText>(file->text);
  Result<Feed> feed =
      name == "rss" || name == "RDF" ? read_rss(root, *file, text)
      : name == "feed"
          ? read_atom(root, *file, text)
          : Result<Feed>(make_error(ErrorCode::Parse, source,
                                    "this XML file is not an RSS or Atom feed: its root "
                                    "element is <" +
                                        std::string(root.name()) + ">"));
  if (!feed) return feed;
  for (FeedItem& item : feed->items) {
    if (item.language.empty()) item.language = feed->language;
    item.publisher = feed->title;
  }
  return feed;
}

Result<Document> read_feed_item(const FeedItem& item, const std::string& input, const std::string& feed) {
  if (item.content.empty()) return no_text(item, input);
  HtmlReadOptions html;
  html.http_charset = "utf-8";  // the feed was decoded already; an inner <meta charset> is stale
  html.page_url = item.link;
  Result<Document> doc = item.content_is_text
                             ? read_document_from_memory(item.content, input, "text")
                             : read_html(item.content, input, html);
  if (!doc) {
    if (doc.error().code == ErrorCode::Empty) return no_text(item, input);
    return doc;
  }
  map_into_input(*doc, {item.content, item.content_map});
  if (!item.title.empty()) add_title_block(*doc, {item.title, item.title_map});
  doc->input = input;
  doc->container = feed;
  doc->format = item.content_is_text ? "feed+text" : "feed+html";
  Metadata& m = doc->metadata;
  set_if(m.title, item.title);
  set_if(m.byline, item.author);
  set_if(m.published, item.published);
  set_if(m.modified, item.updated);
  set_if(m.canonical_url, item.link);
  set_if(m.language, item.language);
  set_if(m.publisher, item.publisher);
  if (!item.id.empty()) m.extra.emplace_back("feed_item_id", item.id);
  m.extra.emplace_back("feed_content", item.content_source);
  for (const std::string& c : item.categories) m.extra.emplace_back("category", c);
  return doc;
}

}  // namespace auditor::ingest
