// Builds a pugixml tree from gumbo's HTML5 parse tree, keeping each node's source bytes.
#include "auditor/ingest/html_dom.h"

#include <gumbo.h>

#include <algorithm>
#include <cstddef>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

namespace auditor::ingest {

namespace {

bool is_name_start(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == ':' ||
         static_cast<unsigned char>(c) >= 0x80;
}

bool is_name_char(char c) {
  return is_name_start(c) || (c >= '0' && c <= '9') || c == '-' || c == '.';
}

// XML names only: attributes like `"foo"` or `@click` that HTML tolerates would make the tree
// unusable for XPath and serialization.
bool valid_xml_name(std::string_view name) {
  if (name.empty() || !is_name_start(name[0])) return false;
  for (char c : name) {
    if (!is_name_char(c)) return false;
  }
  return true;
}

std::string element_name(const GumboElement& e) {
  if (e.tag != GUMBO_TAG_UNKNOWN) return gumbo_normalized_tagname(e.tag);
  GumboStringPiece piece = e.original_tag;
  gumbo_tag_from_original_text(&piece);
  std::string name(piece.data ? piece.data : "", piece.length);
  for (char& c : name) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  }
  return valid_xml_name(name) ? name : "unknown";
}

bool drops_children(const GumboElement& e) {
  return e.tag_namespace != GUMBO_NAMESPACE_HTML || e.tag == GUMBO_TAG_SVG ||
         e.tag == GUMBO_TAG_MATH;
}

}  // namespace

/// Copies gumbo nodes into the pugixml document, iteratively so hostile nesting cannot overflow
/// the stack.
class HtmlDomBuilder {
 public:
  HtmlDomBuilder(HtmlDom& dom, std::string_view source) : dom_(dom), source_(source) {}

  void build(const GumboNode* root) {
    struct Item {
      const GumboNode* node;
      pugi::xml_node parent;
      int depth;
    };
    std::vector<Item> stack{{root, dom_.document(), 0}};
    while (!stack.empty()) {
      Item item = stack.back();
      stack.pop_back();
      pugi::xml_node added = add(item.node, item.parent);
      if (!added || item.node->type != GUMBO_NODE_ELEMENT) continue;
      const GumboElement& e = item.node->v.element;
      if (drops_children(e)) continue;
      // Past the depth limit children attach to the deepest allowed ancestor instead.
      bool flatten = item.depth >= HtmlDom::kMaxDepth;
      pugi::xml_node parent = flatten ? item.parent : added;
      for (unsigned i = e.children.length; i-- > 0;) {
        stack.push_back({static_cast<const GumboNode*>(e.children.data[i]), parent,
                         flatten ? item.depth : item.depth + 1});
      }
    }
  }

 private:
  HtmlDom& dom_;
  std::string_view source_;

  // Offsets come from gumbo's pointers into our buffer, which stay exact whatever its position
  // bookkeeping does with tabs and line breaks.
  void record(pugi::xml_node node, GumboStringPiece piece) {
    if (piece.length == 0 || piece.data < source_.data() ||
        piece.data + piece.length > source_.data() + source_.size())
      return;
    dom_.sources_[node.internal_object()] = {static_cast<uint32_t>(piece.data - source_.data()),
                                             static_cast<uint32_t>(piece.length)};
  }

  pugi::xml_node add(const GumboNode* node, pugi::xml_node parent) {
    switch (node->type) {
      case GUMBO_NODE_ELEMENT:
      case GUMBO_NODE_TEMPLATE: return add_element(node->v.element, parent);
      case GUMBO_NODE_TEXT:
      case GUMBO_NODE_WHITESPACE:
      case GUMBO_NODE_CDATA: return add_text(node->v.text, parent);
      default: return {};  // comments and the document node itself
    }
  }

  pugi::xml_node add_element(const GumboElement& e, pugi::xml_node parent) {
    pugi::xml_node el = parent.append_child(element_name(e).c_str());
    for (unsigned i = 0; i < e.attributes.length; ++i) {
      const auto* a = static_cast<const GumboAttribute*>(e.attributes.data[i]);
      if (!valid_xml_name(a->name) || el.attribute(a->name)) continue;  // invalid or duplicate
      el.append_attribute(a->name).set_value(a->value);
    }
    record(el, e.original_tag);
    return el;
  }

  pugi::xml_node add_text(const GumboText& t, pugi::xml_node parent) {
    // Consecutive text (gumbo splits around foster-parented tables) stays as separate nodes so
    // each keeps its own source bytes.
    pugi::xml_node text = parent.append_child(pugi::node_pcdata);
    text.set_value(t.text);
    record(text, t.original_text);
    return text;
  }
};

namespace {

/// Memory for gumbo parses, handed out by bumping a pointer and released all at once: gumbo
/// allocates every node, attribute and growing buffer separately, and malloc and free of those
/// took a fifth of the parse. Freed buffers are not reused within a parse (it holds about three
/// times the page). Each thread keeps its arena between pages, grown to the largest page so far,
/// so later pages touch memory that is already mapped.
class ParseArena {
 public:
  static void* allocate(void* arena, size_t bytes) { return static_cast<ParseArena*>(arena)->take(bytes); }
  static void release(void*, void*) {}

  /// Forgets every allocation; the memory stays for the next page, in one block.
  void reset() {
    if (blocks_.size() > 1) {  // the last page needed more than one block: keep one that fits
      blocks_.clear();
      add_block(used_);
    }
    if (!blocks_.empty()) {
      cursor_ = blocks_.front().get();
      left_ = first_size_;
    }
    used_ = 0;
  }

 private:
  void* take(size_t bytes) {
    bytes = (bytes + 15) & ~size_t{15};  // gumbo stores pointers and sizes: keep them aligned
    if (bytes > left_) add_block(std::max({bytes, used_, size_t{64} * 1024}));
    void* out = cursor_;
    cursor_ += bytes;
    left_ -= bytes;
    used_ += bytes;
    return out;
  }

  // new[] memory is aligned for any fundamental type; like malloc, it is not zeroed.
  void add_block(size_t size) {
    blocks_.push_back(std::make_unique_for_overwrite<char[]>(size));
    if (blocks_.size() == 1) first_size_ = size;
    cursor_ = blocks_.back().get();
    left_ = size;
  }

  std::vector<std::unique_ptr<char[]>> blocks_;
  size_t first_size_ = 0;
  char* cursor_ = nullptr;
  size_t left_ = 0;
  size_t used_ = 0;  // bytes handed out since the last reset
};

}  // namespace

HtmlDom HtmlDom::parse(std::string_view source) {
  HtmlDom dom;
  thread_local ParseArena arena;
  arena.reset();
  GumboOptions options = kGumboDefaultOptions;
  options.max_errors = 0;  // error records cost time and memory; we never report them
  options.allocator = &ParseArena::allocate;
  options.deallocator = &ParseArena::release;
  options.userdata = &arena;
  GumboOutput* output = gumbo_parse_with_options(&options, source.data(), source.size());
  HtmlDomBuilder(dom, source).build(output->root);
  // No gumbo_destroy_output: it would only walk the tree to release what the arena frees at once.
  return dom;
}

namespace {

bool skips_text(const char* name) {
  return std::strcmp(name, "script") == 0 || std::strcmp(name, "style") == 0 ||
         std::strcmp(name, "template") == 0 || std::strcmp(name, "noscript") == 0;
}

void collect_text(pugi::xml_node node, std::string& out, int depth) {
  for (pugi::xml_node child : node.children()) {
    if (child.type() == pugi::node_pcdata) {
      for (const char* p = child.value(); *p; ++p) {
        if (!is_html_space(*p)) {
          out += *p;
        } else if (!out.empty() && out.back() != ' ') {
          out += ' ';
        }
      }
    } else if (child.type() == pugi::node_element && !skips_text(child.name()) &&
               depth < HtmlDom::kMaxDepth) {
      // Block boundaries separate words even without white space in the markup.
      if (!out.empty() && out.back() != ' ') out += ' ';
      collect_text(child, out, depth + 1);
    }
  }
}

}  // namespace

bool has_any_tag(pugi::xml_node node, std::initializer_list<const char*> names) {
  for (const char* name : names) {
    if (has_tag(node, name)) return true;
  }
  return false;
}

bool is_block_element(pugi::xml_node node) {
  return has_any_tag(
      node, {"address", "article", "aside",   "blockquote", "details",    "dialog", "dd",
             "div",     "dl",      "dt",      "fieldset",   "figcaption", "figure", "footer",
             "form",    "h1",      "h2",      "h3",         "h4",         "h5",     "h6",
             "header",  "hgroup",  "hr",      "li",         "main",       "nav",    "ol",
             "p",       "pre",     "section", "table",      "ul",         "tr",     "caption",
             "center",  "summary", "tbody",   "thead",      "tfoot",      "legend"});
}

std::string collapsed_text(pugi::xml_node node) {
  std::string out;
  collect_text(node, out, 0);
  while (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

std::string lower_attribute(pugi::xml_node node, const char* name) {
  std::string out = node.attribute(name).value();
  for (char& c : out) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  }
  return out;
}

SourceRange HtmlDom::source_of(pugi::xml_node node) const {
  auto it = sources_.find(node.internal_object());
  return it == sources_.end() ? SourceRange{} : it->second;
}

}  // namespace auditor::ingest
