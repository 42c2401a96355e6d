// JSONL dumps (one article a line): a bounded line reader and the reader for one record.
#pragma once

#include <cstddef>
#include <cstdio>
#include <string>
#include <string_view>

#include "auditor/core/document.h"
#include "auditor/core/result.h"
#include "auditor/ingest/input.h"

namespace auditor::ingest {

/// Reads a stream one line at a time through a fixed buffer, so a huge file or a huge line never
/// sits in memory whole.
class LineReader {
 public:
  /// What next() found.
  enum class Status { Line, TooLong, End, Error };

  /// Reads from `file` (not owned), after the bytes in `head` that were already taken from it.
  explicit LineReader(std::FILE* file, std::string head = {});

  /// Reads the next line (without its "\n" or "\r\n") into `line`. A line longer than `limit`
  /// is skipped to its end and reported as TooLong, with `line` left empty.
  Status next(std::string& line, size_t limit);
  /// The 1-based number of the line next() returned last.
  size_t line_number() const { return line_number_; }
  /// Bytes of the line next() returned last, counted even when it was too long.
  size_t last_length() const { return last_length_; }

 private:
  std::FILE* file_;
  std::string buffer_;
  size_t pos_ = 0;
  size_t line_number_ = 0;
  size_t last_length_ = 0;
  bool eof_ = false;

  bool fill();
};

/// Reads one JSONL record (a JSON object on one line) into a Document. `html` goes through the
/// HTML reader (links resolved against `url`), `text` (or `body`) through the text reader; id,
/// url, title, published, modified, author/byline, language, publisher fill Document::metadata and
/// other scalar fields go to Metadata::extra. The title (or headline) opens the text as its title
/// block unless the body opens with it. Positions give the record's line in the dump and the
/// column in that line. The Document is named "file#id" when the record has a short id, else
/// "file:line". Errors name "file:line" (and the column for bad JSON).
Result<Document> read_jsonl_record(std::string_view line, const std::string& file,
                                   size_t line_number, const ReadOptions& options);

/// Whether bytes look like JSONL: the first non-blank line is a JSON object on one line.
bool sniff_jsonl(std::string_view head);

}  // namespace auditor::ingest
