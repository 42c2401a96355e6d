// Reads sitemaps and sitemap indexes into entries; fetching them is the fetcher's job.
#include "auditor/ingest/sitemap_reader.h"

#include <algorithm>

#include "auditor/ingest/record_xml.h"

namespace auditor::ingest {

namespace {

bool is_web_url(std::string_view url) {
  auto starts = [&](std::string_view p) {
    if (url.size() < p.size()) return false;
    for (size_t i = 0; i < p.size(); ++i) {
      if (std::tolower(static_cast<unsigned char>(url[i])) != p[i]) return false;
    }
    return true;
  };
  return (starts("http://") || starts("https://")) && url.find_first_of(" \t\r\n") == url.npos;
}

void read_news(pugi::xml_node url, SitemapEntry& entry) {
  pugi::xml_node news = child_named(url, "news");
  if (!news) return;
  entry.news_title = child_text(news, "title");
  entry.news_published = child_text(news, "publication_date");
  pugi::xml_node publication = child_named(news, "publication");
  entry.news_publication = child_text(publication, "name");
  entry.news_language = child_text(publication, "language");
}

// Reads one <url> or <sitemap>; false (with a diagnostic) when it has no usable <loc>.
bool read_entry(pugi::xml_node node, SitemapEntry::Kind kind, const XmlFile& file,
                const std::string& source, Sitemap& out) {
  SitemapEntry entry;
  entry.kind = kind;
  entry.line = file.line_of(node);
  entry.url = child_text(node, "loc");
  std::string where = source + ":" + std::to_string(entry.line);
  if (entry.url.empty()) {
    out.diagnostics.push_back(
        {where, std::string("this <") + std::string(local_name(node)) + "> has no <loc>; skipped"});
    return false;
  }
  if (!is_web_url(entry.url)) {
    out.diagnostics.push_back(
        {where, "'" + entry.url.substr(0, 200) + "' is not an http(s) URL; skipped"});
    return false;
  }
  entry.lastmod = child_text(node, "lastmod");
  if (kind == SitemapEntry::Kind::Page) {
    entry.changefreq = child_text(node, "changefreq");
    entry.priority = child_text(node, "priority");
    read_news(node, entry);
  }
  out.entries.push_back(std::move(entry));
  return true;
}

}  // namespace

size_t Sitemap::pages() const {
  return static_cast<size_t>(std::count_if(entries.begin(), entries.end(), [](const auto& e) {
    return e.kind == SitemapEntry::Kind::Page;
  }));
}

const char* to_string(SitemapEntry::Kind kind) {
  return kind == SitemapEntry::Kind::Page ? "page" : "sitemap";
}

Result<Sitemap> parse_sitemap(std::string_view bytes, const std::string& source) {
  Sitemap out;
  Result<XmlFile> file = parse_xml(bytes, source, out.diagnostics);
  if (!file) return file.error();
  pugi::xml_node root = file->tree->document_element();
  std::string_view name = local_name(root);
  if (name != "urlset" && name != "sitemapindex") {
    return make_error(ErrorCode::Parse, source,
                      "this XML file is not a sitemap: its root element is <" +
                          std::string(root.name()) + ">, not <urlset> or <sitemapindex>");
  }
  out.is_index = name == "sitemapindex";
  // Indexes hold <sitemap>s, url sets hold <url>s; a stray one of the other kind is still read.
  for (pugi::xml_node child : root.children()) {
    if (child.type() != pugi::node_element) continue;
    std::string_view kind = local_name(child);
    if (kind == "url") read_entry(child, SitemapEntry::Kind::Page, *file, source, out);
    if (kind == "sitemap") read_entry(child, SitemapEntry::Kind::Sitemap, *file, source, out);
  }
  return out;
}

}  // namespace auditor::ingest
