// Invariants every reader's Document must hold, checked by each fuzz target on every input.
#pragma once

#include <cstdio>
#include <cstdlib>

#include "auditor/core/document.h"
#include "auditor/core/result.h"
#include "auditor/text/utf8.h"

namespace auditor::fuzz {

/// Aborts (so libFuzzer saves the input) when a check fails.
inline void require(bool ok, const char* what) {
  if (ok) return;
  std::fprintf(stderr, "fuzz invariant failed: %s\n", what);
  std::abort();
}

/// Clean text is valid UTF-8, every span lies inside it in order, and every offset maps back to a
/// position in the source; errors carry a message.
inline void check_document(const Result<Document>& doc) {
  if (!doc.ok()) {
    require(!doc.error().message.empty(), "an error without a message");
    return;
  }
  const Document& d = *doc;
  require(text::scan_utf8(d.text).valid, "text is not valid UTF-8");
  uint32_t previous_end = 0;
  for (const Block& b : d.blocks) {
    require(b.span.start <= b.span.end && b.span.end <= d.text.size(), "block span out of range");
    require(b.span.start >= previous_end, "blocks overlap or go backwards");
    previous_end = b.span.end;
    Position at = d.position(b.span.start);
    require(at.line >= 1 && at.column >= 1, "block start has no source position");
  }
  for (const Link& l : d.links) {
    require(l.anchor.start <= l.anchor.end && l.anchor.end <= d.text.size(),
            "link anchor out of range");
  }
  (void)d.position(static_cast<uint32_t>(d.text.size()));
}

}  // namespace auditor::fuzz
