// Reads the page's metadata with XPath over the head and nlohmann_json over its JSON-LD.
#include "auditor/ingest/html_metadata.h"

#include <algorithm>
#include <initializer_list>
#include <nlohmann/json.hpp>

namespace auditor::ingest {

namespace {

using Json = nlohmann::json;

std::string trim(std::string_view s) {
  while (!s.empty() && is_html_space(s.front())) s.remove_prefix(1);
  while (!s.empty() && is_html_space(s.back())) s.remove_suffix(1);
  return std::string(s);
}

bool set_if_empty(std::string& field, const std::string& value) {
  std::string v = trim(value);
  if (!field.empty() || v.empty()) return false;
  field = std::move(v);
  return true;
}

// ---- <meta> and <link> ---------------------------------------------------------------------

/// The page's <meta name|property|itemprop> tags, keys lower-cased, in document order.
using MetaTags = std::vector<std::pair<std::string, std::string>>;

MetaTags meta_tags(const HtmlDom& dom) {
  MetaTags tags;
  for (const pugi::xpath_node& x : dom.document().select_nodes("//meta[@content]")) {
    pugi::xml_node m = x.node();
    std::string key = lower_attribute(m, "property");
    if (key.empty()) key = lower_attribute(m, "name");
    if (key.empty()) key = lower_attribute(m, "itemprop");
    if (key.empty()) key = lower_attribute(m, "http-equiv");
    std::string value = trim(m.attribute("content").value());
    if (key.empty() || value.empty()) continue;
    if (std::find(tags.begin(), tags.end(), std::make_pair(key, value)) == tags.end())
      tags.emplace_back(std::move(key), std::move(value));
  }
  return tags;
}

std::string first_meta(const MetaTags& tags, std::initializer_list<const char*> keys) {
  for (const char* key : keys) {
    for (const auto& [k, v] : tags) {
      if (k == key) return v;
    }
  }
  return "";
}

std::string xpath_string(const HtmlDom& dom, const char* query) {
  return trim(dom.document().select_node(query).node().attribute("href").value());
}

// "pt_BR" (og:locale) becomes "pt-BR" (the lang attribute's form).
std::string locale_to_lang(std::string locale) {
  std::replace(locale.begin(), locale.end(), '_', '-');
  return locale;
}

// ---- JSON-LD -------------------------------------------------------------------------------

bool is_article_type(const std::string& type) {
  static const char* const kTypes[] = {"Article",
                                       "NewsArticle",
                                       "ReportageNewsArticle",
                                       "AnalysisNewsArticle",
                                       "OpinionNewsArticle",
                                       "ReviewNewsArticle",
                                       "BackgroundNewsArticle",
                                       "AskPublicNewsArticle",
                                       "SatiricalArticle",
                                       "BlogPosting",
                                       "LiveBlogPosting",
                                       "Report",
                                       "ScholarlyArticle",
                                       "TechArticle",
                                       "SocialMediaPosting",
                                       "AdvertiserContentArticle"};
  std::string_view t = type;
  if (t.rfind("http", 0) == 0) t = t.substr(t.rfind('/') + 1);  // "https://schema.org/NewsArticle"
  return std::any_of(std::begin(kTypes), std::end(kTypes), [&](const char* k) { return t == k; });
}

bool has_article_type(const Json& obj) {
  auto it = obj.find("@type");
  if (it == obj.end()) return false;
  if (it->is_string()) return is_article_type(it->get<std::string>());
  if (it->is_array()) {
    return std::any_of(it->begin(), it->end(), [](const Json& t) {
      return t.is_string() && is_article_type(t.get<std::string>());
    });
  }
  return false;
}

// Finds the Article object in a JSON-LD value: top level, arrays, @graph, mainEntity.
const Json* find_article(const Json& value, int depth = 0) {
  if (depth > 6) return nullptr;
  if (value.is_array()) {
    for (const Json& item : value) {
      if (const Json* found = find_article(item, depth + 1)) return found;
    }
    return nullptr;
  }
  if (!value.is_object()) return nullptr;
  if (has_article_type(value)) return &value;
  for (const char* key : {"@graph", "mainEntity", "mainEntityOfPage"}) {
    auto it = value.find(key);
    if (it != value.end()) {
      if (const Json* found = find_article(*it, depth + 1)) return found;
    }
  }
  return nullptr;
}

std::string json_string(const Json& obj, const char* key) {
  auto it = obj.find(key);
  if (it == obj.end()) return "";
  if (it->is_string()) return it->get<std::string>();
  if (it->is_number()) return it->dump();
  return "";
}

/// A person, organization or creative work as one string: "name <url>", name, url or @id.
std::string describe(const Json& v) {
  if (v.is_string()) return trim(v.get<std::string>());
  if (!v.is_object()) return "";
  std::string name = trim(json_string(v, "name"));
  if (name.empty()) name = trim(json_string(v, "headline"));
  std::string url = trim(json_string(v, "url"));
  if (url.empty()) url = trim(json_string(v, "@id"));
  if (!name.empty() && !url.empty()) return name + " <" + url + ">";
  return name.empty() ? url : name;
}

/// Each value of a property that may be one item or an array of them.
std::vector<std::string> describe_all(const Json& obj, const char* key) {
  std::vector<std::string> out;
  auto it = obj.find(key);
  if (it == obj.end()) return out;
  auto add = [&](const Json& v) {
    std::string d = describe(v);
    if (!d.empty()) out.push_back(std::move(d));
  };
  if (it->is_array()) {
    for (const Json& v : *it) add(v);
  } else {
    add(*it);
  }
  return out;
}

std::vector<std::string> names_of(const Json& obj, const char* key) {
  std::vector<std::string> out;
  auto it = obj.find(key);
  if (it == obj.end()) return out;
  auto add = [&](const Json& v) {
    std::string n = v.is_object()   ? trim(json_string(v, "name"))
                    : v.is_string() ? trim(v.get<std::string>())
                                    : "";
    if (!n.empty() && n.rfind("http", 0) != 0) out.push_back(std::move(n));
  };
  if (it->is_array()) {
    for (const Json& v : *it) add(v);
  } else {
    add(*it);
  }
  return out;
}

std::string join(const std::vector<std::string>& items, const char* sep) {
  std::string out;
  for (const std::string& s : items) out += (out.empty() ? "" : sep) + s;
  return out;
}

std::string type_name(const Json& article) {
  auto it = article.find("@type");
  if (it == article.end()) return "";
  if (it->is_string()) return it->get<std::string>();
  std::vector<std::string> types;
  if (it->is_array()) {
    for (const Json& t : *it) {
      if (t.is_string()) types.push_back(t.get<std::string>());
    }
  }
  return join(types, ", ");
}

void apply_article(const Json& a, const std::string& raw, Metadata& meta, HtmlHints& hints) {
  meta.json_ld = raw;
  set_if_empty(hints.headline, json_string(a, "headline"));
  set_if_empty(meta.byline, join(names_of(a, "author"), ", "));
  auto pub = a.find("publisher");
  if (pub != a.end() && pub->is_object()) set_if_empty(meta.publisher, json_string(*pub, "name"));
  set_if_empty(meta.published, json_string(a, "datePublished"));
  set_if_empty(meta.modified, json_string(a, "dateModified"));
  set_if_empty(meta.language, json_string(a, "inLanguage"));
  hints.article_body = json_string(a, "articleBody");
  meta.extra.emplace_back("jsonld:@type", type_name(a));
  for (const char* key :
       {"author", "isBasedOn", "citation", "sponsor", "funder", "sourceOrganization"}) {
    for (std::string& v : describe_all(a, key))
      meta.extra.emplace_back(std::string("jsonld:") + key, std::move(v));
  }
}

void read_json_ld(const HtmlDom& dom, const std::string& input, Metadata& meta, HtmlHints& hints,
                  std::vector<Diagnostic>& diagnostics) {
  std::string first_raw;
  for (const pugi::xpath_node& x : dom.document().select_nodes(
           "//script[translate(@type,'LDJSON','ldjson')='application/ld+json']")) {
    std::string raw = trim(x.node().child_value());
    if (raw.empty()) continue;
    Json value = Json::parse(raw, nullptr, /*allow_exceptions=*/false, /*ignore_comments=*/true);
    if (value.is_discarded()) {
      diagnostics.push_back({input, "a JSON-LD block is not valid JSON; its metadata was ignored"});
      continue;
    }
    if (first_raw.empty()) first_raw = raw;
    if (const Json* article = find_article(value); article && meta.json_ld.empty()) {
      apply_article(*article, raw, meta, hints);
    }
  }
  if (meta.json_ld.empty()) meta.json_ld = first_raw;
}

// ---- byline from the page's markup ---------------------------------------------------------

std::string markup_byline(const HtmlDom& dom) {
  for (const char* query :
       {"//*[@rel='author']", "//*[@itemprop='author']//*[@itemprop='name']",
        "//*[@itemprop='author']",
        "//*[contains(concat(' ',normalize-space(@class),' '),' byline ')]",
        "//body//*[contains(concat(' ',normalize-space(@class),' '),' author ')]"}) {
    std::string text = collapsed_text(dom.document().select_node(query).node());
    if (!text.empty() && text.size() < 120) return text;
  }
  return "";
}

std::string page_title(const HtmlDom& dom) {
  return collapsed_text(dom.document().select_node("/html/head/title").node());
}

}  // namespace

std::string clean_page_title(const std::string& title, const std::string& site_name) {
  for (const char* sep : {" | ", " - ", " — ", " – ", " :: ", " · "}) {
    size_t at = title.rfind(sep);
    if (at == std::string::npos) continue;
    std::string head = trim(title.substr(0, at));
    std::string tail = trim(title.substr(at + std::string_view(sep).size()));
    // Cut the site's name, or any short tail when the head still reads like a headline.
    bool site = !site_name.empty() && tail == site_name;
    size_t words = static_cast<size_t>(std::count(head.begin(), head.end(), ' ')) + 1;
    size_t tail_words = static_cast<size_t>(std::count(tail.begin(), tail.end(), ' ')) + 1;
    if (site || (words >= 4 && tail.size() < 40)) return head;
    // "Site - Headline": a short name in front of a long headline.
    if ((!site_name.empty() && head == site_name) || (words <= 3 && tail_words >= 4)) return tail;
  }
  return trim(title);
}

HtmlHints read_html_metadata(const HtmlDom& dom, const std::string& input, Metadata& meta,
                             std::vector<Diagnostic>& diagnostics) {
  HtmlHints hints;
  MetaTags tags = meta_tags(dom);
  read_json_ld(dom, input, meta, hints, diagnostics);
  set_if_empty(hints.headline, first_meta(tags, {"og:title", "twitter:title", "headline"}));
  set_if_empty(meta.publisher, first_meta(tags, {"og:site_name", "application-name", "publisher"}));
  std::string title = page_title(dom);
  set_if_empty(meta.title, hints.headline);
  set_if_empty(meta.title, clean_page_title(title, meta.publisher));
  set_if_empty(meta.byline, first_meta(tags, {"author", "byl", "dc.creator", "sailthru.author",
                                              "parsely-author"}));
  std::string article_author = first_meta(tags, {"article:author"});
  if (article_author.rfind("http", 0) != 0) set_if_empty(meta.byline, article_author);
  set_if_empty(meta.byline, markup_byline(dom));
  set_if_empty(meta.published,
               first_meta(tags, {"article:published_time", "datepublished", "date", "pubdate",
                                 "publishdate", "dc.date", "dc.date.issued", "sailthru.date",
                                 "parsely-pub-date", "og:published_time"}));
  set_if_empty(
      meta.published,
      dom.document().select_node("//time[@datetime]").node().attribute("datetime").value());
  set_if_empty(meta.modified, first_meta(tags, {"article:modified_time", "datemodified",
                                                "og:updated_time", "last-modified"}));
  set_if_empty(
      meta.canonical_url,
      xpath_string(dom, "//link[translate(@rel,'CANONICAL','canonical')='canonical'][@href]"));
  set_if_empty(meta.canonical_url, first_meta(tags, {"og:url", "twitter:url"}));
  set_if_empty(meta.language, dom.root().attribute("lang").value());
  set_if_empty(meta.language, dom.root().attribute("xml:lang").value());
  set_if_empty(meta.language, first_meta(tags, {"content-language", "language", "dc.language"}));
  set_if_empty(meta.language, locale_to_lang(first_meta(tags, {"og:locale"})));
  if (!title.empty()) meta.extra.emplace_back("html:title", title);
  for (auto& [k, v] : tags) meta.extra.emplace_back(k, v);
  hints.page_url = meta.canonical_url;
  return hints;
}

}  // namespace auditor::ingest
