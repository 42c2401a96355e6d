// Readability-style main-content extraction over the pugixml DOM, with notes kept after the body.
#include "auditor/ingest/html_extract.h"

#include <algorithm>
#include <cctype>
#include <cstring>
#include <string>
#include <unordered_map>
#include <unordered_set>

#include "auditor/ingest/html_score.h"

namespace auditor::ingest {

namespace {

using Node = pugi::xml_node;

// Widgets that are never the article, whatever the page: removed on every pass.
bool is_widget_hint(const std::string& h) {
  return contains_any(
             h,
             {"cookie",    "consent",  "gdpr",         "comment",     "disqus",    "replies",
              "share",     "sharing",  "social",       "newsletter",  "subscribe", "signup",
              "modal",     "popup",    "overlay",      "taboola",     "outbrain",  "related",
              "most-read", "mostread", "most-popular", "trending",    "recommend", "breadcrumb",
              "navbar",    "toolbar",  "leia-tambem",  "veja-tambem", "read-more", "readmore",
              "promo",     "agegate",  "ad-break",     "-ad-",        "kicker",    "eyebrow",
              "chapeu",    "overline", "gallery",      "slideshow",   "carousel",  "lightbox"}) ||
         is_ad_hint(h);
}

// Readability's other unlikely candidates: page regions that hold the article on some sites, so
// the relaxed pass keeps them.
bool is_region_hint(const std::string& h) {
  return contains_any(
      h, {"ai2html",  "banner",     "combx",      "community",  "cover-wrap",   "extra",
          "footer",   "header",     "legends",    "menu",       "remark",       "rss",
          "shoutbox", "sidebar",    "skyscraper", "sponsor",    "supplemental", "pagination",
          "pager",    "yom-remote", "slider",     "author-bio", "tags",         "topics"});
}

// Readability's "maybe a candidate" words rescue elements whose class also says article/content.
bool is_unlikely_hint(const std::string& h, bool strict) {
  return (is_widget_hint(h) || (strict && is_region_hint(h))) &&
         !contains_any(h, {"and", "article", "body", "column", "content", "main", "shadow"});
}

bool inside(Node n, const char* tag) {
  for (Node p = n.parent(); p; p = p.parent()) {
    if (has_tag(p, tag)) return true;
  }
  return false;
}

bool is_hidden(Node n) {
  if (n.attribute("hidden")) return true;
  if (lower_attribute(n, "aria-hidden") == "true") return true;
  std::string style = lower_attribute(n, "style");
  style.erase(std::remove(style.begin(), style.end(), ' '), style.end());
  return contains_any(style, {"display:none", "visibility:hidden"});
}

bool is_chrome_role(Node n) {
  std::string role = lower_attribute(n, "role");
  return role == "navigation" || role == "menu" || role == "menubar" || role == "banner" ||
         role == "contentinfo" || role == "dialog" || role == "alertdialog" || role == "search" ||
         role == "complementary";
}

// ---- cleaning ------------------------------------------------------------------------------

bool is_junk_tag(Node n) {
  return has_any_tag(
      n, {"script",  "style",  "noscript", "template", "iframe",   "object",       "embed", "svg",
          "math",    "canvas", "video",    "audio",    "map",      "dialog",       "nav",   "link",
          "meta",    "input",  "button",   "select",   "textarea", "head",         "title", "menu",
          "picture", "img",    "source",   "label",    "amp-ad",   "amp-analytics"});
}

// Footnote references ("<sup><a href="#fn1">1</a></sup>") and back-links ("↩") would glue digits
// onto words ("themselves.1"); plain superscripts (m², 10⁶) are text and stay.
bool is_reference_marker(Node n) {
  bool sup = has_tag(n, "sup");
  if (!sup && !has_tag(n, "a")) return false;
  Node link = sup ? n.child("a") : n;
  if (!link || link.attribute("href").value()[0] != '#') return false;
  std::string text = collapsed_text(n);
  if (sup) return text.size() <= 4;
  return text == "\u21a9" || text == "\u2191" || text == "^" || text == "\u21a9\ufe0e";
}

/// Decides, top-down, which elements are page chrome.
class Cleaner {
 public:
  Cleaner(const ExtractOptions& options, const std::unordered_set<const void*>& protect)
      : options_(options), protect_(protect) {}

  void clean(Node root) {
    std::vector<Node> remove;
    walk(root, remove, false);
    for (Node n : remove) n.parent().remove_child(n);
  }

 private:
  const ExtractOptions& options_;
  const std::unordered_set<const void*>& protect_;

  void walk(Node n, std::vector<Node>& remove, bool in_article) {
    for (Node c = n.first_child(); c; c = c.next_sibling()) {
      if (c.type() == pugi::node_comment || c.type() == pugi::node_pi) {
        remove.push_back(c);
        continue;
      }
      if (c.type() != pugi::node_element) continue;
      if (is_chrome(c, in_article)) {
        remove.push_back(c);
        continue;
      }
      walk(c, remove,
           in_article || has_any_tag(c, {"article", "main"}) ||
               lower_attribute(c, "itemprop") == "articlebody");
    }
  }

  bool is_chrome(Node n, bool in_article) const {
    if (protect_.count(n.internal_object())) return false;
    if (is_junk_tag(n) || is_hidden(n) || is_reference_marker(n)) return true;
    if (is_note_element(n)) return false;
    if (is_chrome_role(n)) return true;
    // A date set apart from the text is furniture; "on <time>Monday</time>" inside a sentence is
    // not.
    if (has_tag(n, "time"))
      return !has_any_tag(n.parent(), {"p", "li", "td", "span", "a", "em", "i", "b", "strong"});
    // Asides are chrome unless they are notes (checked above). Forms are not removed by tag:
    // ASP.NET pages wrap the whole page, article included, in one.
    if (has_tag(n, "aside")) return true;
    if (has_any_tag(n, {"header", "footer"})) return !in_article || !holds_note_text(n);
    if (has_any_tag(n, {"html", "body", "article", "main", "a"})) return false;
    if (inside(n, "table") || inside(n, "code")) return false;
    return is_unlikely_hint(class_and_id(n), options_.strip_unlikely);
  }

  static bool holds_note_text(Node n) {
    for (Node p : n.children()) {
      if (p.type() == pugi::node_element && starts_like_note(collapsed_text(p))) return true;
    }
    return starts_like_note(collapsed_text(n));
  }
};

// ---- the title -----------------------------------------------------------------------------

std::string normalize(std::string_view s) {
  std::string out;
  for (char c : s) {
    if (is_html_space(c)) {
      if (!out.empty() && out.back() != ' ') out += ' ';
    } else {
      out += (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
    }
  }
  while (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

bool similar_title(const std::string& a, const std::string& b) {
  if (a.empty() || b.empty()) return false;
  if (a == b) return true;
  const std::string& shorter = a.size() < b.size() ? a : b;
  const std::string& longer = a.size() < b.size() ? b : a;
  return shorter.size() * 2 >= longer.size() && longer.find(shorter) != std::string::npos;
}

Node find_title(const HtmlDom& dom, const HtmlHints& hints) {
  std::string headline = normalize(hints.headline);
  pugi::xpath_node_set h1s = dom.document().select_nodes("//body//h1");
  for (const pugi::xpath_node& x : h1s) {
    if (similar_title(normalize(collapsed_text(x.node())), headline)) return x.node();
  }
  for (const pugi::xpath_node& x :
       dom.document().select_nodes("//body//*[self::h2 or self::h3 or self::div or self::p or "
                                   "self::span][contains(@class,'title') "
                                   "or contains(@class,'headline') or @itemprop='headline']")) {
    if (similar_title(normalize(collapsed_text(x.node())), headline)) return x.node();
  }
  if (h1s.size() == 1 && headline.empty()) return h1s.first().node();
  return {};
}

// ---- locating the body by hints ------------------------------------------------------------

bool is_leaf_block(Node n) {
  if (!has_any_tag(
          n, {"p", "li", "h2", "h3", "h4", "h5", "h6", "blockquote", "div", "td", "pre", "span"}))
    return false;
  for (Node c : n.children()) {
    if (c.type() == pugi::node_element && is_block_tag(c)) return false;
  }
  return true;
}

void collect_leaves(Node n, std::vector<Node>& out) {
  for (Node c : n.children()) {
    if (c.type() != pugi::node_element) continue;
    if (is_leaf_block(c)) {
      out.push_back(c);
    } else {
      collect_leaves(c, out);
    }
  }
}

/// The deepest element holding at least 80% of the text of `matches`.
Node majority_ancestor(const std::vector<std::pair<Node, size_t>>& matches) {
  std::unordered_map<const void*, size_t> held;
  size_t total = 0;
  for (const auto& [n, len] : matches) {
    total += len;
    for (Node p = n; p; p = p.parent()) held[p.internal_object()] += len;
  }
  Node best;
  int best_depth = -1;
  for (const auto& [n, len] : matches) {
    int depth = 0;
    for (Node p = n; p; p = p.parent()) ++depth;
    for (Node p = n; p; p = p.parent(), --depth) {
      if (held[p.internal_object()] * 10 >= total * 8) {
        if (depth > best_depth) best = p, best_depth = depth;
        break;
      }
    }
  }
  return best;
}

/// The container of the JSON-LD articleBody: where the leaves whose text it contains gather.
Node locate_article_body(const HtmlDom& dom, const std::string& article_body) {
  std::string body = normalize(article_body);
  if (body.size() < 200) return {};
  std::vector<Node> leaves;
  collect_leaves(dom.document().select_node("//body").node(), leaves);
  std::vector<std::pair<Node, size_t>> matches;
  size_t matched = 0;
  for (Node leaf : leaves) {
    std::string text = normalize(collapsed_text(leaf));
    if (text.size() < 40 || body.find(text) == std::string::npos) continue;
    matches.emplace_back(leaf, text.size());
    matched += text.size();
  }
  if (matched * 10 < body.size() * 3) return {};
  return majority_ancestor(matches);
}

Node itemprop_body(const HtmlDom& dom) {
  pugi::xpath_node_set set = dom.document().select_nodes(
      "//"
      "*[translate(@itemprop,'ABCDEFGHIJKLMNOPQRSTUVWXYZ','abcdefghijklmnopqrstuvwxyz')='"
      "articlebody']");
  if (set.size() != 1) return {};
  Node n = set.first().node();
  return collapsed_text(n).size() >= 100 ? n : Node{};
}

// Short elements whose class says byline, date, share or tags: the article's furniture.
bool is_furniture(Node n, const StatsTable& stats) {
  if (!is_block_tag(n) || stats.of(n).text >= 200 || is_note_element(n)) return false;
  return has_hint_token(class_and_id(n),
                        {"byline",  "dateline", "timestamp",  "meta",       "author",  "authors",
                         "date",    "time",     "updated",    "published",  "pubdate", "share",
                         "sharing", "social",   "tags",       "toolbar",    "credit",  "credits",
                         "kicker",  "eyebrow",  "breadcrumb", "breadcrumbs"});
}

// ---- cleaning inside the body --------------------------------------------------------------

/// A paragraph that is nothing but a short link: a teaser for another story.
bool is_teaser(Node n, const StatsTable& stats) {
  const NodeStats& s = stats.of(n);
  return s.text > 0 && s.text < 150 && s.link * 10 >= s.text * 9 && !is_note_element(n);
}

/// Removes the run of teasers (and their "You may also like" label) that ends many bodies.
void drop_trailing_teasers(const std::vector<Node>& body, const StatsTable& stats) {
  std::vector<Node> leaves;
  for (Node b : body) {
    if (is_leaf_block(b)) {
      leaves.push_back(b);
    } else {
      collect_leaves(b, leaves);
    }
  }
  bool dropped = false;
  for (size_t i = leaves.size(); i-- > 0;) {
    Node leaf = leaves[i];
    std::string text = collapsed_text(leaf);
    if (text.empty() || is_note_element(leaf) || starts_like_note(text)) continue;
    bool label = dropped && text.size() < 60 &&
                 (text.back() == ':' || text.back() == '.' || is_boilerplate_line(text));
    if (!is_teaser(leaf, stats) && !label) break;
    leaf.parent().remove_child(leaf);
    dropped = true;
  }
}

/// Readability's conditional cleaning: boxes and lists that are mostly links, forms or media.
bool is_junk_box(Node n, const StatsTable& stats) {
  if (is_note_element(n)) return false;
  const NodeStats& s = stats.of(n);
  int weight = class_weight(n);
  if (weight < 0) return true;
  if (s.commas >= 10) return false;
  bool list = has_any_tag(n, {"ul", "ol"});
  double density = stats.link_density(n);
  if (list) return density > 0.5 && s.text > 0;
  if (s.list_items > s.paragraphs + 1 && density > 0.3) return true;
  if (s.inputs > s.paragraphs / 3) return true;
  if (weight < 25 && density > 0.2 && s.text < 500) return true;
  if (weight >= 25 && density > 0.5) return true;
  return s.embeds > 1 || (s.embeds == 1 && s.text < 75);
}

void clean_body(Node n, const StatsTable& stats, std::vector<Node>& remove) {
  for (Node c : n.children()) {
    if (c.type() != pugi::node_element) continue;
    bool box = has_any_tag(c, {"div", "section", "ul", "ol", "table", "aside", "dl", "center"});
    bool junk = (box && is_junk_box(c, stats)) || (is_heading(c) && class_weight(c) < 0) ||
                is_furniture(c, stats) || (is_leaf_block(c) && is_teaser(c, stats));
    if (junk) {
      remove.push_back(c);
    } else {
      clean_body(c, stats, remove);
    }
  }
}

// ---- notes after the body ------------------------------------------------------------------

bool is_in(Node n, const std::vector<Node>& roots) {
  for (Node p = n; p; p = p.parent()) {
    if (std::find(roots.begin(), roots.end(), p) != roots.end()) return true;
  }
  return false;
}

/// Note boxes that follow the body inside the article (or the body's nearest ancestors).
std::vector<Node> notes_after(const std::vector<Node>& body, const StatsTable& stats) {
  std::vector<Node> notes;
  if (body.empty()) return notes;
  Node from = body.back();
  for (int level = 0; from && level < 4 && !has_any_tag(from, {"body", "html"}); ++level) {
    for (Node s = from.next_sibling(); s; s = s.next_sibling()) {
      if (s.type() != pugi::node_element || is_in(s, body)) continue;
      std::string text = collapsed_text(s);
      bool note = is_note_element(s) ||
                  (starts_like_note(text) && text.size() < 1200 && stats.link_density(s) < 0.5);
      if (note && !text.empty()) notes.push_back(s);
    }
    if (has_any_tag(from, {"article", "main"})) break;
    from = from.parent();
  }
  return notes;
}

/// Disclosure boxes anywhere else on the page ("<aside id=\"affiliateDisclaimer\">When you
/// purchase through links on our site, we may earn an affiliate commission."): a site states its
/// affiliate policy once, often above the article, and it covers the article's links.
std::vector<Node> disclosures_elsewhere(Node root, const std::vector<Node>& body,
                                        const std::vector<Node>& notes) {
  constexpr size_t kMaxText = 600;  // a statement, not a page region that happens to say so
  std::vector<Node> found;
  std::vector<Node> taken = body;
  taken.insert(taken.end(), notes.begin(), notes.end());
  for (pugi::xpath_node x : root.select_nodes(".//*[@class or @id]")) {
    Node n = x.node();
    if (is_in(n, taken) || is_in(n, found)) continue;
    // A box named for a disclosure, or a disclaimer about links that pay: a site's general
    // disclaimer ("data is delayed 15 minutes") is page chrome.
    const std::string h = class_and_id(n);
    const bool paid_links = contains_any(h, {"affiliate", "sponsor", "commerce"});
    if (!contains_any(h, {"disclosure"}) && !(paid_links && contains_any(h, {"disclaimer"}))) {
      continue;
    }
    std::string text = collapsed_text(n);
    if (!text.empty() && text.size() < kMaxText) found.push_back(n);
  }
  return found;
}

}  // namespace

bool is_note_element(Node n) {
  if (n.type() != pugi::node_element) return false;
  if (lower_attribute(n, "role") == "note") return true;
  std::string h = class_and_id(n);
  return contains_any(
      h, {"disclosure", "disclaimer", "footnote", "endnote", "editor-note", "editors-note",
          "editorsnote", "editor_note", "author-note", "article-note", "correction", "errata",
          "nota-", "-nota", "transparency", "transparencia", "divulgacao", "nota_", "aviso-legal"});
}

bool starts_like_note(std::string_view text) {
  static const char* const kOpenings[] = {"disclosure",
                                          "full disclosure",
                                          "divulgação",
                                          "declaração de interesse",
                                          "o repórter viajou",
                                          "a repórter viajou",
                                          "o jornalista viajou",
                                          "a jornalista viajou",
                                          "os repórteres viajaram",
                                          "o(a) repórter",
                                          "the reporter travel",
                                          "the writer travel",
                                          "this article was",
                                          "this story was",
                                          "this report was",
                                          "correction:",
                                          "correção:",
                                          "errata:",
                                          "nota da redação",
                                          "nota do editor",
                                          "editor's note",
                                          "editor’s note",
                                          "note:",
                                          "nota:",
                                          "colaborou",
                                          "com informações",
                                          "*",
                                          "este texto foi",
                                          "esta reportagem foi",
                                          "a reportagem viajou",
                                          "transparência:",
                                          "conflict of interest",
                                          "conflito de interesse",
                                          "the author",
                                          "o autor"};
  std::string head = normalize(text.substr(0, 80));
  for (const char* opening : kOpenings) {
    if (head.rfind(opening, 0) == 0) return true;
  }
  return false;
}

bool is_boilerplate_line(std::string_view text) {
  // Gallery counters, bullets and separators: a few characters and no letter.
  if (text.size() <= 3 && std::none_of(text.begin(), text.end(), [](char c) {
        return std::isalpha(static_cast<unsigned char>(c)) || static_cast<unsigned char>(c) >= 0x80;
      }))
    return true;
  std::string t = normalize(text.substr(0, 64));
  while (!t.empty() && (t.back() == ':' || t.back() == '.' || t.back() == ' ')) t.pop_back();
  static const char* const kLines[] = {"advertisement",
                                       "publicidade",
                                       "anúncio",
                                       "continue reading",
                                       "continue lendo",
                                       "leia também",
                                       "leia mais",
                                       "veja também",
                                       "read more",
                                       "related",
                                       "see also",
                                       "saiba mais",
                                       "continua após a publicidade",
                                       "story continues below advertisement",
                                       "skip advertisement",
                                       "ad",
                                       "advert",
                                       "sponsored",
                                       "share this article",
                                       "this slideshow requires javascript",
                                       "comments",
                                       "tell us what you think",
                                       "don't miss",
                                       "don’t miss",
                                       "compartilhe",
                                       "share"};
  if (std::any_of(std::begin(kLines), std::end(kLines), [&](const char* l) { return t == l; }))
    return true;
  static const char* const kPrefixes[] = {"read more:",
                                          "leia também:",
                                          "leia mais:",
                                          "veja também:",
                                          "related:",
                                          "see also:",
                                          "saiba mais:",
                                          "recommended:",
                                          "more:",
                                          "read:",
                                          "watch:",
                                          "assista:",
                                          "leia:",
                                          "related coverage:",
                                          "related stories:",
                                          "more on this:",
                                          "don't miss",
                                          "don’t miss",
                                          "leia também",
                                          "veja também"};
  return text.size() < 250 && std::any_of(std::begin(kPrefixes), std::end(kPrefixes),
                                          [&](const char* p) { return t.rfind(p, 0) == 0; });
}

ExtractedContent extract_main_content(HtmlDom& dom, const HtmlHints& hints,
                                      const ExtractOptions& options) {
  ExtractedContent out;
  out.title = find_title(dom, hints);
  Node hinted = locate_article_body(dom, hints.article_body);
  if (!hinted) hinted = itemprop_body(dom);
  std::unordered_set<const void*> protect;
  for (Node p = hinted; p; p = p.parent()) protect.insert(p.internal_object());
  for (Node p = out.title; p; p = p.parent()) protect.insert(p.internal_object());
  Node body = dom.document().select_node("//body").node();
  if (!body) body = dom.root();
  Cleaner(options, protect).clean(body);

  StatsTable stats;
  stats.compute(body);
  Scorer scorer(stats);
  if (hinted) {
    out.body = {hinted};
  } else {
    Node top = scorer.top_candidate(body);
    out.body = top == body ? std::vector<Node>{body} : gather_siblings(top, scorer, stats);
  }
  if (options.clean_conditionally) {
    std::vector<Node> remove;
    for (Node b : out.body) clean_body(b, stats, remove);
    for (Node n : remove) {
      if (!is_in(out.title, {n})) n.parent().remove_child(n);
    }
  }
  drop_trailing_teasers(out.body, stats);
  out.notes = notes_after(out.body, stats);
  for (Node n : disclosures_elsewhere(body, out.body, out.notes)) out.notes.push_back(n);
  return out;
}

}  // namespace auditor::ingest
