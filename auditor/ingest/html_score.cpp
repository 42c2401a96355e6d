// Readability-style scoring: statistics per element, class weights, candidates and siblings.
#include "auditor/ingest/html_score.h"

#include <algorithm>

namespace auditor::ingest {

namespace {

using Node = pugi::xml_node;

/// Class and id split into tokens at spaces, dashes and underscores.
std::vector<std::string> hint_tokens(const std::string& s) {
  std::vector<std::string> out;
  std::string cur;
  for (char c : s) {
    if (c == ' ' || c == '-' || c == '_') {
      if (!cur.empty()) out.push_back(std::move(cur));
      cur.clear();
    } else {
      cur += c;
    }
  }
  if (!cur.empty()) out.push_back(std::move(cur));
  return out;
}

uint32_t count_chars(const char* s, uint32_t& commas) {
  uint32_t n = 0;
  bool space = true;
  for (const char* p = s; *p; ++p) {
    unsigned char c = static_cast<unsigned char>(*p);
    if (is_html_space(*p)) {
      if (!space) ++n;
      space = true;
      continue;
    }
    space = false;
    if ((c & 0xC0) != 0x80) ++n;
    if (c == ',') ++commas;
  }
  return n;
}

int element_children(Node n) {
  int count = 0;
  for (Node c : n.children()) count += c.type() == pugi::node_element;
  return count;
}

bool ends_like_sentence(const std::string& text) {
  return text.find(". ") != std::string::npos || (!text.empty() && text.back() == '.');
}

}  // namespace

bool contains_any(std::string_view hay, std::initializer_list<const char*> needles) {
  return std::any_of(needles.begin(), needles.end(),
                     [&](const char* n) { return hay.find(n) != std::string_view::npos; });
}

/// The class and id of an element, lower case, as one string to match hints against.
std::string class_and_id(Node n) {
  std::string s = lower_attribute(n, "class");
  s += ' ';
  s += lower_attribute(n, "id");
  return s;
}

bool is_ad_hint(const std::string& hints) {
  static const char* const kAdTokens[] = {
      "ad",        "ads",     "advert", "advertisement", "adslot",
      "adunit",    "dfp",     "gpt",    "publicidade",   "anuncio",
      "sponsored", "adsense", "banner", "patrocinado",   "adwrap"};
  for (const std::string& t : hint_tokens(hints)) {
    for (const char* ad : kAdTokens) {
      if (t == ad) return true;
    }
  }
  return false;
}
bool has_hint_token(const std::string& hints, std::initializer_list<const char*> words) {
  for (const std::string& t : hint_tokens(hints)) {
    for (const char* w : words) {
      if (t == w) return true;
    }
  }
  return false;
}

int class_weight(Node n) {
  int weight = 0;
  for (const char* attr : {"class", "id"}) {
    std::string v = lower_attribute(n, attr);
    if (v.empty()) continue;
    if (contains_any(v, {"-ad-",     "hidden",     "banner",     "combx",    "comment", "com-",
                         "contact",  "foot",       "gdpr",       "masthead", "media",   "meta",
                         "outbrain", "promo",      "related",    "scroll",   "share",   "shoutbox",
                         "sidebar",  "skyscraper", "sponsor",    "shopping", "tags",    "tool",
                         "widget",   "cookie",     "newsletter", "byline",   "author"}) ||
        is_ad_hint(v))
      weight -= 25;
    if (contains_any(
            v, {"article", "body", "content", "entry", "hentry", "h-entry", "main", "page", "post",
                "text", "blog", "story", "materia", "noticia", "conteudo", "texto"}))
      weight += 25;
  }
  return weight;
}
bool is_block_tag(Node n) {
  return is_block_element(n) || has_any_tag(n, {"td", "th"});
}

bool is_heading(Node n) {
  return has_any_tag(n, {"h1", "h2", "h3", "h4", "h5", "h6"});
}

NodeStats StatsTable::compute(Node n, bool in_link) {
  NodeStats s;
  for (Node c : n.children()) {
    if (c.type() == pugi::node_pcdata) {
      uint32_t len = count_chars(c.value(), s.commas);
      s.text += len;
      s.inline_text += len;
      if (in_link) s.link += len;
    } else if (c.type() == pugi::node_element) {
      NodeStats cs = compute(c, in_link || has_tag(c, "a"));
      s.text += cs.text;
      s.link += cs.link;
      s.commas += cs.commas;
      if (!is_block_tag(c)) s.inline_text += cs.inline_text;
      s.paragraphs += cs.paragraphs + (has_tag(c, "p") ? 1 : 0);
      s.list_items += cs.list_items + (has_tag(c, "li") ? 1 : 0);
      s.inputs += cs.inputs + (has_any_tag(c, {"input", "textarea", "select", "button"}) ? 1 : 0);
      s.embeds += cs.embeds + (has_any_tag(c, {"object", "embed", "iframe", "video"}) ? 1 : 0);
      s.heading_text += is_heading(c) ? cs.text : cs.heading_text;
    }
  }
  table_[n.internal_object()] = s;
  return s;
}

const NodeStats& StatsTable::of(Node n) const {
  static const NodeStats kNone;
  auto it = table_.find(n.internal_object());
  return it == table_.end() ? kNone : it->second;
}

double StatsTable::link_density(Node n) const {
  const NodeStats& s = of(n);
  return s.text ? static_cast<double>(s.link) / s.text : 0.0;
}

Node Scorer::top_candidate(Node body) {
  std::vector<Node> scored;
  collect_scored(body, scored);
  for (Node e : scored) score_paragraph(e);
  Node top;
  double top_score = 0;
  for (auto& [key, score] : scores_) {
    Node n = node_of_.at(key);
    score *= 1.0 - stats_.link_density(n);
    if (score > top_score) top = n, top_score = score;
  }
  if (!top) return body;
  top = promote_common_ancestor(top, top_score, body);
  return climb(top, body);
}

double Scorer::score(Node n) const {
  auto it = scores_.find(n.internal_object());
  return it == scores_.end() ? 0 : it->second;
}

void Scorer::collect_scored(Node n, std::vector<Node>& out) {
  for (Node c : n.children()) {
    if (c.type() != pugi::node_element) continue;
    if (has_any_tag(c, {"p", "pre", "td", "section", "h2", "h3", "h4", "h5", "h6"}) ||
        (has_any_tag(c, {"div", "article", "main", "span", "font", "center"}) &&
         stats_.of(c).inline_text >= 25)) {
      out.push_back(c);
    }
    collect_scored(c, out);
  }
}

void Scorer::initialize(Node n) {
  if (scores_.count(n.internal_object())) return;
  double s = class_weight(n);
  if (has_tag(n, "div"))
    s += 5;
  else if (has_any_tag(n, {"pre", "td", "blockquote"}))
    s += 3;
  else if (has_any_tag(n, {"address", "ol", "ul", "dl", "dd", "dt", "li", "form"}))
    s -= 3;
  else if (is_heading(n) || has_tag(n, "th"))
    s -= 5;
  scores_[n.internal_object()] = s;
  node_of_[n.internal_object()] = n;
}

void Scorer::score_paragraph(Node e) {
  const NodeStats& st = stats_.of(e);
  bool container = has_any_tag(e, {"div", "article", "main", "span", "font", "center"});
  uint32_t len = container ? st.inline_text : st.text;
  if (len < 25) return;
  uint32_t commas = container && st.text ? st.commas * st.inline_text / st.text : st.commas;
  double content = 1 + commas + std::min<uint32_t>(len / 100, 3);
  // A container with inline text scores as its own paragraph: its text is its own.
  Node start = container ? e : e.parent();
  int level = 0;
  for (Node a = start; a && a.type() == pugi::node_element && level < 5; a = a.parent(), ++level) {
    if (has_tag(a, "html")) break;
    initialize(a);
    double divider = level == 0 ? 1 : level == 1 ? 2 : level * 3;
    scores_[a.internal_object()] += content / divider;
  }
}

// Readability: when several near-top candidates share an ancestor, the article is that ancestor.
Node Scorer::promote_common_ancestor(Node top, double top_score, Node body) {
  std::vector<Node> alternatives;
  for (auto& [key, s] : scores_) {
    Node n = node_of_.at(key);
    if (n != top && s >= top_score * 0.75) alternatives.push_back(n);
  }
  if (alternatives.size() < 3) return top;
  for (Node p = top.parent(); p && p != body && !has_tag(p, "html"); p = p.parent()) {
    int holding = 0;
    for (Node alt : alternatives) {
      for (Node q = alt; q; q = q.parent()) {
        if (q == p) {
          ++holding;
          break;
        }
      }
    }
    if (holding >= 3) return p;
  }
  return top;
}

Node Scorer::climb(Node top, Node body) {
  double last = score(top);
  double threshold = last / 3;
  for (Node p = top.parent(); p && p != body && !has_tag(p, "html"); p = p.parent()) {
    if (!scored(p)) continue;
    double s = score(p);
    if (s < threshold) break;
    if (s > last) {
      top = p;
      break;
    }
    last = s;
  }
  while (top.parent() && top.parent() != body && !has_tag(top.parent(), "html") &&
         element_children(top.parent()) == 1) {
    top = top.parent();
  }
  return top;
}

std::vector<Node> gather_siblings(Node top, const Scorer& scorer, const StatsTable& stats) {
  Node parent = top.parent();
  if (!parent || has_tag(parent, "html")) return {top};
  double top_score = scorer.score(top);
  double threshold = std::max(10.0, top_score * 0.2);
  std::string top_class = lower_attribute(top, "class");
  std::vector<Node> out;
  for (Node s : parent.children()) {
    if (s.type() != pugi::node_element) continue;
    if (s == top) {
      out.push_back(s);
      continue;
    }
    double bonus =
        !top_class.empty() && lower_attribute(s, "class") == top_class ? top_score * 0.2 : 0;
    if (scorer.scored(s) && scorer.score(s) * (1 - stats.link_density(s)) + bonus >= threshold) {
      out.push_back(s);
    } else if (has_tag(s, "p")) {
      const NodeStats& st = stats.of(s);
      double density = stats.link_density(s);
      if ((st.text > 80 && density < 0.25) ||
          (st.text > 0 && st.text <= 80 && density == 0 && ends_like_sentence(collapsed_text(s))))
        out.push_back(s);
    }
  }
  return out;
}

}  // namespace auditor::ingest
