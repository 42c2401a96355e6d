// Cutting overlapping spans into properly nested <mark> segments.
#include "auditor/report/highlight.h"

#include <algorithm>

#include "auditor/report/markup.h"

namespace auditor::report {

namespace {

// Clamps a span to the text so bad offsets can never read past it.
Span clamp(Span span, size_t size) {
  uint32_t end = static_cast<uint32_t>(std::min<size_t>(span.end, size));
  return {std::min(span.start, end), end};
}

class Marker {
 public:
  Marker(std::string_view text, const std::vector<Highlight>& highlights) : text_(text) {
    for (const Highlight& h : highlights) spans_.push_back(clamp(h.span, text.size()));
    highlights_ = &highlights;
    opened_.assign(highlights.size(), false);
  }

  std::string render() {
    std::vector<uint32_t> cuts = boundaries();
    for (size_t i = 0; i + 1 < cuts.size(); ++i) {
      write_empty_marks_at(cuts[i]);
      write_segment({cuts[i], cuts[i + 1]});
    }
    write_empty_marks_at(static_cast<uint32_t>(text_.size()));
    return std::move(out_);
  }

 private:
  std::vector<uint32_t> boundaries() const {
    std::vector<uint32_t> cuts = {0, static_cast<uint32_t>(text_.size())};
    for (Span s : spans_) {
      cuts.push_back(s.start);
      cuts.push_back(s.end);
    }
    std::sort(cuts.begin(), cuts.end());
    cuts.erase(std::unique(cuts.begin(), cuts.end()), cuts.end());
    return cuts;
  }

  void open(size_t i) {
    const Highlight& h = (*highlights_)[i];
    out_ += "<mark class=\"" + html_escape(h.classes) + "\" ";
    std::string id = std::to_string(h.id);
    out_ +=
        opened_[i] ? "data-part=\"" + id + "\"" : "id=\"f-" + id + "\" data-finding=\"" + id + "\"";
    out_ += " title=\"" + html_escape(h.title) + "\">";
    opened_[i] = true;
  }

  void write_empty_marks_at(uint32_t offset) {
    for (size_t i = 0; i < spans_.size(); ++i) {
      if (spans_[i].empty() && spans_[i].start == offset && !opened_[i]) {
        open(i);
        out_ += "</mark>";
      }
    }
  }

  void write_segment(Span segment) {
    std::vector<size_t> covering;
    for (size_t i = 0; i < spans_.size(); ++i) {
      if (!spans_[i].empty() && spans_[i].contains(segment)) covering.push_back(i);
    }
    // Longer spans outside, so a span inside another reads as nested.
    std::stable_sort(covering.begin(), covering.end(),
                     [&](size_t a, size_t b) { return spans_[a].size() > spans_[b].size(); });
    for (size_t i : covering) open(i);
    out_ += html_escape(segment.in(text_));
    for (size_t n = 0; n < covering.size(); ++n) out_ += "</mark>";
  }

  std::string_view text_;
  const std::vector<Highlight>* highlights_ = nullptr;
  std::vector<Span> spans_;
  std::vector<bool> opened_;
  std::string out_;
};

}  // namespace

std::string highlight_html(std::string_view text, const std::vector<Highlight>& highlights) {
  return Marker(text, highlights).render();
}

}  // namespace auditor::report
