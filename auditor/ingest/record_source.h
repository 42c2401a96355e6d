// Inputs as a lazy stream of records: a file is one article, a JSONL dump or a feed is many.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "auditor/core/document.h"
#include "auditor/core/result.h"
#include "auditor/ingest/input.h"
#include "auditor/ingest/sitemap_reader.h"

namespace auditor::ingest {

/// What an input holds, told by --input-format, its extension, or (when those are ambiguous) its
/// first bytes.
enum class InputKind {
  Article,     ///< one text, Markdown or HTML article
  Xhtml,       ///< one XHTML article, parsed as XML
  Jsonl,       ///< one article per line
  Feed,        ///< RSS or Atom: one article per item
  Sitemap,     ///< URLs to fetch, no article text
  UnknownXml,  ///< an .xml file that is none of the above
};

/// "article", "xhtml", "jsonl", "feed", "sitemap" or "xml".
const char* to_string(InputKind kind);

/// What an input holds by --input-format or extension alone; nullopt when its content decides.
std::optional<InputKind> kind_from_name(const std::string& path, const std::string& format);

/// Tells what an input holds. `format` is ReadOptions::format; `head` the input's first bytes.
/// Sniffing (`<rss`, `<feed`, `<urlset`, `<sitemapindex`, `<html` in XML, a `{...}` first line)
/// only happens for standard input, .xml, .json and unknown extensions.
InputKind sniff_input_kind(const std::string& path, std::string_view head,
                           const std::string& format);

/// What a file input (not standard input) holds: by --input-format or name, else by its first bytes.
InputKind file_input_kind(const InputRef& input, const ReadOptions& options);

/// One record of an input, not yet parsed: cheap to make in input order, read on any thread.
struct PendingRecord {
  std::string input;  ///< names the record until it is read: a path, "dump.jsonl:17", "feed.xml:42"
  /// Reads the record into a Document, or says why it cannot; safe to call on another thread.
  std::function<Result<Document>()> read;
  /// Set for sitemaps, which list URLs instead of holding articles; `read` then fails saying so.
  std::shared_ptr<const Sitemap> sitemap;
};

/// Yields the records of a list of inputs in order. Each input is opened only when the one before
/// is exhausted and JSONL is read line by line, so memory does not grow with the batch.
class RecordStream {
 public:
  RecordStream(std::vector<InputRef> inputs, ReadOptions options);
  ~RecordStream();
  RecordStream(RecordStream&&) noexcept;
  RecordStream& operator=(RecordStream&&) noexcept;

  /// The next record, or nullopt after the last. Not thread-safe: callers take turns.
  std::optional<PendingRecord> next();

  /// The records of one input's records source; implementations live in record_source.cpp.
  class Source {
   public:
    virtual ~Source() = default;
    /// The next record of this input, or nullopt when it has no more.
    virtual std::optional<PendingRecord> next() = 0;
  };

 private:
  std::vector<InputRef> inputs_;
  ReadOptions options_;
  size_t next_input_ = 0;
  std::unique_ptr<Source> current_;
};

/// Opens one input as a source of records (the stream's building block, exposed for tests).
std::unique_ptr<RecordStream::Source> open_records(const InputRef& input,
                                                   const ReadOptions& options);

}  // namespace auditor::ingest
