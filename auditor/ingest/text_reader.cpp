// Plain-text articles into blocks: blank-line paragraphs, one-paragraph-a-line exports, hard wraps.
#include "auditor/ingest/text_reader.h"

#include <algorithm>
#include <cstring>
#include <string_view>
#include <vector>

#include "auditor/text/utf8.h"

namespace auditor::ingest {

namespace {

// Wrapped lines wider than this are not hard wraps: editors wrap at 60-80 columns.
constexpr size_t kMaxWrapWidth = 100;
// Below this, similar-width lines are more likely short one-line paragraphs than a wrap.
constexpr size_t kMinWrapWidth = 40;
// Headlines are short; longer first lines are body text.
constexpr size_t kMaxHeadlineWidth = 200;
// A first line that ends in a stop is a headline only when it is shorter than most leads.
constexpr size_t kMaxStoppedHeadlineWidth = 150;
// In a text with no line breaks, the headline and its summary fit in this many bytes.
constexpr size_t kMaxFlatHeaderBytes = 500;

bool is_blank_char(char c) {
  return c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v';
}

/// One line of the source: its trimmed content and where its line break starts.
struct Line {
  uint32_t begin = 0;  ///< first byte of content (after leading white space)
  uint32_t end = 0;    ///< one past the last content byte (before trailing white space, CR, LF)
  size_t width = 0;    ///< content width in code points
  bool blank = true;   ///< empty, white space only, or a separator rule such as "* * *"
};

// A line of only rule characters ("---", "* * *", "====") separates sections; it is not text.
bool is_separator(std::string_view content) {
  size_t marks = 0;
  for (char c : content) {
    if (c == '-' || c == '*' || c == '_' || c == '=' || c == '~' || c == '#') {
      ++marks;
    } else if (c != ' ' && c != '\t') {
      return false;
    }
  }
  return marks >= 3;
}

// A line ends at LF, or at a CR not followed by LF (CRLF ends at its LF; the CR is trimmed).
bool is_line_break(std::string_view s, size_t i) {
  return s[i] == '\n' || (s[i] == '\r' && (i + 1 == s.size() || s[i + 1] != '\n'));
}

// Splits on LF, CRLF and lone CR (old Mac exports), trimming each line's white space.
std::vector<Line> split_lines(std::string_view s) {
  std::vector<Line> lines;
  // Without a CR anywhere, every line ends at the next LF, which memchr finds.
  const bool has_cr = s.find('\r') != std::string_view::npos;
  size_t pos = 0;
  while (pos <= s.size()) {
    size_t end = pos;
    if (has_cr) {
      while (end < s.size() && !is_line_break(s, end)) ++end;
    } else {
      end = std::min(s.find('\n', pos), s.size());
    }
    size_t b = pos, e = end;
    while (b < e && is_blank_char(s[b])) ++b;
    while (e > b && is_blank_char(s[e - 1])) --e;
    Line line{static_cast<uint32_t>(b), static_cast<uint32_t>(e), 0, true};
    std::string_view content = s.substr(b, e - b);
    line.blank = content.empty() || is_separator(content);
    line.width = text::count_code_points(content);
    lines.push_back(line);
    if (end >= s.size()) break;
    pos = end + 1;
  }
  return lines;
}

std::string_view content(std::string_view s, const Line& line) {
  return s.substr(line.begin, line.end - line.begin);
}

// The last character that says how a line ends, looking through closing quotes and brackets.
char32_t final_mark(std::string_view c) {
  size_t i = c.size();
  while (i > 0) {
    char32_t cp = text::previous_code_point(c, i);
    bool closer = cp == '"' || cp == '\'' || cp == ')' || cp == ']' || cp == 0x201D ||
                  cp == 0x2019 || cp == 0xBB || cp == '*' || cp == '_';
    if (!closer) return cp;
  }
  return 0;
}

bool ends_sentence(std::string_view c) {
  char32_t m = final_mark(c);
  return m == '.' || m == '!' || m == '?' || m == 0x2026;
}

bool looks_like_headline(std::string_view c, size_t width) {
  if (width == 0 || width >= kMaxHeadlineWidth) return false;
  if (c[0] == '*' || c[0] == '-' || c[0] == '#') return false;
  char32_t m = final_mark(c);
  if (m == '.' || m == '!' || m == '?' || m == ',' || m == ';' || m == ':' || m == 0x2026)
    return false;
  return std::any_of(c.begin(), c.end(), [](char ch) {
    return static_cast<unsigned char>(ch) >= 0x80 || ((ch | 0x20) >= 'a' && (ch | 0x20) <= 'z');
  });
}

// Where the first sentence of c ends: one past a stop, question or exclamation mark (and any
// closing quotes) that a space and a capital letter or opening quote follow, or npos. An
// abbreviation ("Dr. Silva") reads as a break too, which only makes the tests below stricter.
size_t first_sentence_end(std::string_view c) {
  for (size_t i = 0; i + 2 < c.size(); ++i) {
    if (c[i] != '.' && c[i] != '?' && c[i] != '!') continue;
    size_t k = i + 1;
    while (k < c.size() && (c[k] == '.' || c[k] == '"' || c[k] == '\'')) ++k;
    if (c.substr(k, 3) == "\xE2\x80\x9D" || c.substr(k, 3) == "\xE2\x80\x99") k += 3;
    if (k + 1 >= c.size() || c[k] != ' ') continue;
    unsigned char next = static_cast<unsigned char>(c[k + 1]);
    bool capital = (next >= 'A' && next <= 'Z') || next == '"' ||
                   (next == 0xC3 && k + 2 < c.size() &&
                    static_cast<unsigned char>(c[k + 2]) >= 0x80 &&
                    static_cast<unsigned char>(c[k + 2]) <= 0x9E) ||
                   c.substr(k + 1, 3) == "\xE2\x80\x9C";
    if (capital) return k;
  }
  return std::string_view::npos;
}

// News exports often end the headline with a stop ("Temer revoga decreto."): a first line of one
// short sentence, set off from the text by a blank line and followed by a paragraph at least half
// as long again (a lead says more than its headline), is the headline all the same.
bool looks_like_stopped_headline(std::string_view c, size_t width, size_t next_width) {
  if (width == 0 || width >= kMaxStoppedHeadlineWidth || next_width * 2 < width * 3) return false;
  if (c[0] == '*' || c[0] == '-' || c[0] == '#') return false;
  char32_t m = final_mark(c);
  return (m == '.' || m == '?' || m == '!') && first_sentence_end(c) == std::string_view::npos;
}

// News databases (ProQuest, Nexis) export a headline and its subtitle as two lines, the first
// ending in a semicolon ("Harbor levy splits the council;" / "Families fear the cost."), set off
// by a blank line: the opening run is those two lines alone.
bool looks_like_export_headline(std::string_view s, const std::vector<Line>& run) {
  if (run.size() != 2 || run[1].width == 0 || run[1].width >= kMaxHeadlineWidth) return false;
  std::string_view c = content(s, run[0]);
  if (run[0].width < 2 || run[0].width >= kMaxHeadlineWidth || c.back() != ';') return false;
  c.remove_suffix(1);
  return c.find(';') == std::string_view::npos && looks_like_headline(c, run[0].width - 1);
}

// Where the header of a text with no line breaks ends: exports that flatten an article to one
// line ("Headline. Its summary.  Body...") keep a double space after the summary, which the body
// has nowhere else. Returns the header's length within c, or 0 when there is none.
size_t flat_header_length(std::string_view c) {
  size_t gap = c.substr(0, kMaxFlatHeaderBytes).find("  ");
  if (gap == std::string_view::npos || gap == 0) return 0;
  char32_t m = final_mark(c.substr(0, gap));
  if (m != '.' && m != '?' && m != '!') return 0;
  if (c.size() < 3 * gap) return 0;  // a short note with a double space has no header
  if (c.find(".  ", gap + 2) != std::string_view::npos) return 0;  // typed with two spaces
  size_t title = std::min(first_sentence_end(c.substr(0, gap)), gap);
  if (text::count_code_points(c.substr(0, title)) >= kMaxHeadlineWidth) return 0;
  return gap;
}

bool starts_list_item(std::string_view c) {
  if (c.size() >= 2 && (c[0] == '-' || c[0] == '*' || c[0] == '+') && c[1] == ' ') return true;
  if (c.substr(0, 3) == "\xE2\x80\xA2" || c.substr(0, 3) == "\xE2\x80\x93") return true;  // • –
  size_t d = 0;
  while (d < c.size() && d < 3 && c[d] >= '0' && c[d] <= '9') ++d;
  return d > 0 && d + 1 < c.size() && (c[d] == '.' || c[d] == ')') && c[d + 1] == ' ';
}

// "maior da história…", "ção de…": a line that goes on with a lowercase word continues the one
// before it; a new paragraph or an exported one-paragraph line starts with a capital.
bool starts_lowercase(std::string_view c) {
  if (c.empty()) return false;
  unsigned char first = static_cast<unsigned char>(c[0]);
  if (first >= 'a' && first <= 'z') return true;
  // Latin-1 lowercase letters à..ý are U+00E0..U+00FD: C3 A0..C3 BD in UTF-8.
  return c.size() >= 2 && first == 0xC3 && static_cast<unsigned char>(c[1]) >= 0xA0 &&
         static_cast<unsigned char>(c[1]) <= 0xBD;
}

size_t first_word_width(std::string_view c) {
  size_t end = c.find(' ');
  return text::count_code_points(c.substr(0, end == std::string_view::npos ? c.size() : end));
}

// "...a group of reporters, including" then "this one, to Tennessee...": the sentence goes on,
// as it does after a wrap-wide line with no stop before a line no wider ("...at a shipyard in"
// then "Finland."). A headline or subhead with no stop is followed by a paragraph's long line.
bool continues_on_next_line(std::string_view s, const Line& line, const Line& next) {
  if (ends_sentence(content(s, line)) || starts_list_item(content(s, next))) return false;
  if (starts_lowercase(content(s, next))) return true;
  return line.width >= kMinWrapWidth && line.width <= kMaxWrapWidth && next.width <= kMaxWrapWidth;
}

// True when a run of non-blank lines is one paragraph broken at a fixed width W: lines of similar
// width, each so full that the next line's first word would not have fitted within W (so the last
// line cannot be much longer than the others). `strict_first` requires the first line to pass the
// fullness test: it might be a headline above a wrapped paragraph.
bool is_hard_wrapped(std::string_view s, const std::vector<Line>& run, bool strict_first) {
  const size_t n = run.size();
  if (n < 2) return false;
  size_t widest = 0, sentence_ends = 0;
  for (size_t i = 0; i < n; ++i) widest = std::max(widest, run[i].width);
  for (size_t i = 0; i + 1 < n; ++i) {
    if (ends_sentence(content(s, run[i]))) ++sentence_ends;
  }
  if (widest > kMaxWrapWidth || widest < kMinWrapWidth) return false;
  // One sentence a line is a one-paragraph-a-line export, not a wrap.
  if (n == 2 ? sentence_ends == 1 : sentence_ends * 2 > n - 1) return false;
  size_t not_full = 0;
  for (size_t i = 0; i + 1 < n; ++i) {
    if (starts_list_item(content(s, run[i + 1]))) return false;
    if (run[i].width * 10 < widest * 6) return false;  // not of similar width
    bool full = run[i].width + 1 + first_word_width(content(s, run[i + 1])) > widest ||
                (!ends_sentence(content(s, run[i])) && starts_lowercase(content(s, run[i + 1])));
    if (!full) {
      if (i == 0 && strict_first) return false;
      ++not_full;
    }
  }
  return not_full <= (n - 1 >= 4 ? (n - 1) / 4 : 0);
}

/// Whether s[i, i + 8) holds no byte below 0x20 (tabs, CR, FF, VT and other controls), no two
/// spaces side by side and no space last: after a byte that is not blank, each of its spaces is
/// then a single space between words. Tested as one word: a line is mostly such bytes, and a
/// byte at a time they cost twelve instructions each.
bool plainly_copied(std::string_view s, uint32_t i) {
  constexpr uint64_t kOnes = ~uint64_t{0} / 255, kLow = kOnes * 0x7F, kHigh = kOnes * 0x80;
  uint64_t w;
  std::memcpy(&w, s.data() + i, sizeof w);
  if (((w - kOnes * 0x20) & ~w & kHigh) != 0) return false;  // some byte below 0x20
  const uint64_t t = w ^ (kOnes * ' ');
  const uint64_t spaces = ~(((t & kLow) + kLow) | t | kLow);  // 0x80 in each space's byte
  return (spaces & (spaces >> 8)) == 0 && (spaces >> 56) == 0;
}

/// Appends a line's content, collapsing inner runs of white space to one space. Text between
/// irregular white space (tabs, runs of spaces) is appended in one piece: most lines are one.
void append_content(DocumentBuilder& builder, std::string_view s, const Line& line) {
  uint32_t run = line.begin;  // start of the verbatim piece not yet appended
  uint32_t i = line.begin;
  // At the loop's top s[i] opens the line or follows a byte that is not blank, so eight bytes
  // that plainly_copied() takes are words and single spaces between them, copied as they are.
  while (i < line.end) {
    if (i + 8 <= line.end && plainly_copied(s, i)) {
      i += 8;
      continue;
    }
    if (!is_blank_char(s[i])) {
      ++i;
      continue;
    }
    uint32_t k = i;
    while (k < line.end && is_blank_char(s[k])) ++k;
    if (k == i + 1 && s[i] == ' ' && k < line.end) {
      i = k;  // a single space between words is copied as it is
      continue;
    }
    if (i > run) builder.append(s.substr(run, i - run), run);
    if (k < line.end || k > i) builder.append_space(i);
    run = i = k;
  }
  if (line.end > run) builder.append(s.substr(run, line.end - run), run);
}

void add_run(DocumentBuilder& builder, std::string_view s, const std::vector<Line>& run,
             BlockKind joined_kind = BlockKind::Paragraph) {
  if (run.empty()) return;
  if (is_hard_wrapped(s, run, false)) {
    builder.begin_block(joined_kind);
    for (size_t i = 0; i < run.size(); ++i) {
      if (i > 0) builder.append_space(run[i - 1].end);
      append_content(builder, s, run[i]);
    }
    builder.end_block();
    return;
  }
  // Lines of uneven width (a wrapped paragraph whose last line was edited longer, or a one-
  // paragraph-a-line export): each is its own paragraph, but for a line broken mid-sentence
  // before a lowercase word, which no export starts a paragraph with.
  for (size_t i = 0; i < run.size(); ++i) {
    builder.begin_block(BlockKind::Paragraph);
    append_content(builder, s, run[i]);
    while (i + 1 < run.size() && continues_on_next_line(s, run[i], run[i + 1])) {
      builder.append_space(run[i].end);
      append_content(builder, s, run[++i]);
    }
    builder.end_block();
  }
}

std::vector<std::vector<Line>> group_runs(const std::vector<Line>& lines) {
  std::vector<std::vector<Line>> runs;
  std::vector<Line> run;
  for (const Line& line : lines) {
    if (line.blank) {
      if (!run.empty()) runs.push_back(std::move(run));
      run.clear();
    } else {
      run.push_back(line);
    }
  }
  if (!run.empty()) runs.push_back(std::move(run));
  return runs;
}

// Notes after the body ("*O repórter viajou a convite...") are marked with a leading asterisk.
void mark_trailing_footnotes(Document& doc) {
  for (auto it = doc.blocks.rbegin(); it != doc.blocks.rend(); ++it) {
    if (it->kind != BlockKind::Paragraph || doc.view(it->span).substr(0, 1) != "*") break;
    if (it + 1 == doc.blocks.rend()) break;  // a document of notes only has no body to follow
    it->kind = BlockKind::Footnote;
  }
}

// Whether a block reads `label` alone, with an optional closing dot or colon ("ABSTRACT.").
bool is_label_block(const Document& doc, const Block& block, std::string_view label) {
  std::string_view text = doc.view(block.span);
  if (!text.empty() && (text.back() == '.' || text.back() == ':')) text.remove_suffix(1);
  return block.kind == BlockKind::Paragraph && text == label;
}

// News databases export an article's summary between the labels "ABSTRACT" and "FULL TEXT"
// (ProQuest's plain text): that summary, like a deck, sums up the body below it.
void mark_export_abstract(Document& doc) {
  constexpr size_t kOpeningBlocks = 4;  // the title and a subtitle may come before the label
  constexpr size_t kAbstractBlocks = 4;
  const size_t opening = std::min(doc.blocks.size(), kOpeningBlocks);
  for (size_t a = 0; a < opening; ++a) {
    if (!is_label_block(doc, doc.blocks[a], "ABSTRACT")) continue;
    const size_t last = std::min(doc.blocks.size(), a + kAbstractBlocks + 2);
    for (size_t f = a + 2; f < last; ++f) {
      if (!is_label_block(doc, doc.blocks[f], "FULL TEXT")) continue;
      for (size_t b = a; b <= f; ++b) doc.blocks[b].kind = BlockKind::Standfirst;
      return;
    }
    return;
  }
}

void add_block(DocumentBuilder& builder, BlockKind kind, std::string_view s, const Line& line) {
  builder.begin_block(kind);
  append_content(builder, s, line);
  builder.end_block();
}

// The part of a line from `begin` to `end`, trimmed of white space.
Line sub_line(std::string_view s, uint32_t begin, uint32_t end) {
  while (begin < end && is_blank_char(s[begin])) ++begin;
  while (end > begin && is_blank_char(s[end - 1])) --end;
  std::string_view c = s.substr(begin, end - begin);
  return Line{begin, end, text::count_code_points(c), c.empty()};
}

// Adds the headline and summary of a one-line text (flat_header_length) as their own blocks and
// returns the rest of the line, the body; with no header, returns the line as it is.
Line add_flat_header(DocumentBuilder& builder, std::string_view s, const Line& line) {
  std::string_view c = content(s, line);
  size_t header = flat_header_length(c);
  if (header == 0) return line;
  size_t title = std::min(first_sentence_end(c.substr(0, header)), header);
  add_block(builder, BlockKind::Title, s, sub_line(s, line.begin, line.begin + title));
  if (title < header) {
    add_block(builder, BlockKind::Standfirst, s,
              sub_line(s, line.begin + title, line.begin + header));
  }
  return sub_line(s, line.begin + header, line.end);
}

// Adds the headline (and subtitle) that open the text as their own blocks and takes their lines
// out of the first run: an export's "headline;" and subtitle, a first line that reads as a
// headline, or the header of a text flattened to one line.
void read_opening(DocumentBuilder& builder, Document& doc, std::string_view s,
                  std::vector<std::vector<Line>>& runs) {
  std::vector<Line>& run = runs.front();
  const Line first = run.front();
  const bool more_text = run.size() > 1 || runs.size() > 1;
  const bool set_off = run.size() == 1 && runs.size() > 1;
  const std::string_view c = content(s, first);
  if (runs.size() > 1 && looks_like_export_headline(s, run)) {
    // One heading, joined as any two lines of a paragraph are, or a headline and its subtitle
    // where the lines stand apart.
    if (is_hard_wrapped(s, run, false)) {
      add_run(builder, s, run, BlockKind::Title);
    } else {
      add_block(builder, BlockKind::Title, s, run[0]);
      add_block(builder, BlockKind::Standfirst, s, run[1]);
    }
    doc.metadata.title = std::string(c.substr(0, c.size() - 1));  // without its semicolon
    run.clear();
    return;
  }
  if (more_text &&
      (looks_like_headline(c, first.width) ||
       (set_off && looks_like_stopped_headline(c, first.width, runs[1].front().width))) &&
      !is_hard_wrapped(s, run, true)) {
    add_block(builder, BlockKind::Title, s, first);
    run.erase(run.begin());
  } else if (runs.size() == 1 && run.size() == 1) {
    run.front() = add_flat_header(builder, s, first);
  }
  if (!doc.blocks.empty() && doc.blocks.front().kind == BlockKind::Title) {
    doc.metadata.title = std::string(doc.view(doc.blocks.front().span));
  }
}

}  // namespace

Document read_plain_text(std::string source, const std::string& input) {
  Document doc;
  doc.input = input;
  doc.format = "text";
  doc.text.reserve(source.size());  // clean text is never much longer than its source
  doc.source_map = SourceMap(std::move(source));
  std::string_view s = doc.source_map.source();
  DocumentBuilder builder(doc);

  std::vector<std::vector<Line>> runs = group_runs(split_lines(s));
  for (size_t r = 0; r < runs.size(); ++r) {
    if (r == 0) read_opening(builder, doc, s, runs);
    add_run(builder, s, runs[r]);
  }
  mark_trailing_footnotes(doc);
  mark_export_abstract(doc);
  return doc;
}

}  // namespace auditor::ingest
