// Opens each input as a source of records: single articles, JSONL lines, feed items, sitemaps.
#include "auditor/ingest/record_source.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>

#include "auditor/ingest/feed_reader.h"
#include "auditor/ingest/jsonl_reader.h"
#include "auditor/ingest/record_xml.h"
#include "auditor/ingest/xhtml_reader.h"

namespace auditor::ingest {

namespace {

// Enough to see past an XML prolog, a DOCTYPE and comments to the root element.
constexpr size_t kHeadBytes = 8192;

using Source = RecordStream::Source;
using FilePtr = std::unique_ptr<std::FILE, int (*)(std::FILE*)>;

std::string lower(std::string s) {
  for (char& c : s) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  }
  return s;
}

bool one_of(const std::string& s, std::initializer_list<const char*> options) {
  for (const char* o : options) {
    if (s == o) return true;
  }
  return false;
}

// Records of standard input are named "stdin:17"; files by their path.
std::string record_base(const std::string& path) {
  return path == "-" ? "stdin" : path;
}

PendingRecord failing(std::string input, Error error) {
  return {input, [error = std::move(error)]() -> Result<Document> { return error; }, nullptr};
}

// Reads up to kHeadBytes from a stream (less only at its end).
std::string read_head(std::FILE* f) {
  std::string head(kHeadBytes, '\0');
  size_t got = 0, n;
  while (got < head.size() && (n = std::fread(head.data() + got, 1, head.size() - got, f)) > 0)
    got += n;
  head.resize(got);
  return head;
}

// The first bytes of a file, for sniffing; "" when it cannot be read (reading reports why later).
std::string file_head(const std::string& path) {
  FilePtr f(std::fopen(path.c_str(), "rb"), &std::fclose);
  return f ? read_head(f.get()) : std::string();
}

// ---- sources -----------------------------------------------------------------------------

/// Yields a fixed list of records (one article, one failure, a sitemap notice).
class ListSource : public Source {
 public:
  explicit ListSource(std::vector<PendingRecord> records) : records_(std::move(records)) {}
  std::optional<PendingRecord> next() override {
    if (at_ >= records_.size()) return std::nullopt;
    return std::move(records_[at_++]);
  }

 private:
  std::vector<PendingRecord> records_;
  size_t at_ = 0;
};

std::unique_ptr<Source> single(PendingRecord record) {
  std::vector<PendingRecord> one;
  one.push_back(std::move(record));
  return std::make_unique<ListSource>(std::move(one));
}

/// Reads a JSONL file or stream one line at a time; each non-blank line is one record.
class JsonlSource : public Source {
 public:
  JsonlSource(FilePtr file, std::string head, std::string name, ReadOptions options)
      : file_(std::move(file)),
        reader_(file_.get() ? file_.get() : stdin, std::move(head)),
        name_(std::move(name)),
        options_(std::make_shared<const ReadOptions>(std::move(options))) {}

  std::optional<PendingRecord> next() override {
    std::string line;
    for (;;) {
      if (done_) return std::nullopt;
      LineReader::Status status = reader_.next(line, options_->max_bytes);
      std::string where = name_ + ":" + std::to_string(reader_.line_number());
      switch (status) {
        case LineReader::Status::End: done_ = true; return std::nullopt;
        case LineReader::Status::Error:
          done_ = true;
          return failing(
              where, make_error(ErrorCode::Unreadable, where,
                                std::string("stopped reading the dump: ") + std::strerror(errno)));
        case LineReader::Status::TooLong:
          return failing(where, make_error(ErrorCode::TooLarge, where,
                                           "this line is " + std::to_string(reader_.last_length()) +
                                               " bytes, larger than the limit of " +
                                               std::to_string(options_->max_bytes) +
                                               "; skipped (raise the limit with --max-size)"));
        case LineReader::Status::Line: break;
      }
      if (line.find_first_not_of(" \t\r") == std::string::npos) continue;  // blank lines separate
      size_t number = reader_.line_number();
      return PendingRecord{where,
                           [line = std::move(line), name = name_, number, options = options_] {
                             return read_jsonl_record(line, name, number, *options);
                           },
                           nullptr};
    }
  }

 private:
  FilePtr file_;  // null for standard input
  LineReader reader_;
  std::string name_;
  std::shared_ptr<const ReadOptions> options_;  // shared by every record's reader, not copied
  bool done_ = false;
};

/// Yields one record per item of a parsed feed.
class FeedSource : public Source {
 public:
  FeedSource(std::shared_ptr<const Feed> feed, std::string name)
      : feed_(std::move(feed)), name_(std::move(name)) {}

  std::optional<PendingRecord> next() override {
    if (at_ >= feed_->items.size()) return std::nullopt;
    size_t index = at_++;
    std::string input = name_ + ":" + std::to_string(feed_->items[index].line);
    return PendingRecord{
        input,
        [feed = feed_, index, input, name = name_] { return read_feed_item(feed->items[index], input, name); },
        nullptr};
  }

 private:
  std::shared_ptr<const Feed> feed_;
  std::string name_;
  size_t at_ = 0;
};

std::unique_ptr<Source> open_feed(const std::string& bytes, const std::string& name) {
  Result<Feed> feed = parse_feed(bytes, name);
  if (!feed) return single(failing(name, feed.error()));
  if (feed->items.empty()) {
    return single(failing(name, make_error(ErrorCode::Empty, name,
                                           "this " + feed->kind + " feed has no items to audit")));
  }
  return std::make_unique<FeedSource>(std::make_shared<const Feed>(std::move(*feed)), name);
}

std::string plural(size_t n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

std::unique_ptr<Source> open_sitemap(const std::string& bytes, const std::string& name,
                                     const std::string& path) {
  Result<Sitemap> sitemap = parse_sitemap(bytes, name);
  if (!sitemap) return single(failing(name, sitemap.error()));
  auto shared = std::make_shared<const Sitemap>(std::move(*sitemap));
  std::string what = plural(shared->pages(), "page URL", "page URLs");
  if (shared->child_sitemaps() > 0)
    what += " and " + plural(shared->child_sitemaps(), "child sitemap", "child sitemaps");
  Error notice = make_error(ErrorCode::Usage, name,
                            "this sitemap lists " + what +
                                " to fetch and holds no article text; nothing in it was "
                                "audited. Pass it to `auditor check` as a file, which fetches "
                                "its pages, or list them with `auditor extract --format json " +
                                path + "`");
  PendingRecord record = failing(name, std::move(notice));
  record.sitemap = std::move(shared);
  return single(std::move(record));
}

// Feeds and sitemaps are parsed whole (they are bounded by --max-size, like any one input).
std::unique_ptr<Source> open_whole(InputKind kind, std::string bytes, const InputRef& input,
                                   const ReadOptions& options) {
  const std::string name = record_base(input.path);
  switch (kind) {
    case InputKind::Feed: return open_feed(bytes, name);
    case InputKind::Sitemap: return open_sitemap(bytes, name, input.path);
    case InputKind::UnknownXml: {
      std::string root = sniff_xml_root(std::string_view(bytes).substr(0, kHeadBytes));
      return single(failing(
          name, make_error(ErrorCode::Parse, name,
                           "this XML file is not an RSS or Atom feed, a sitemap or XHTML (its root "
                           "element is <" +
                               (root.empty() ? std::string("?") : root) +
                               ">); pass an article, a feed, a sitemap or a JSONL dump")));
    }
    default: break;
  }
  auto shared = std::make_shared<const std::string>(std::move(bytes));
  return single(
      {input.path,
       [shared, input, options] { return read_loaded_document(*shared, input.path, options); },
       nullptr});
}

std::unique_ptr<Source> open_stdin(const ReadOptions& options) {
  std::string head = read_head(stdin);
  InputKind kind = sniff_input_kind("-", head, options.format);
  if (kind == InputKind::Jsonl) {
    return std::make_unique<JsonlSource>(FilePtr(nullptr, &std::fclose), std::move(head), "stdin",
                                         options);
  }
  Result<std::string> rest =
      load_bytes("-", options.max_bytes - std::min(options.max_bytes, head.size()));
  if (!rest) return single(failing("-", rest.error()));
  return open_whole(kind, head + *rest, {"-"}, options);
}

std::unique_ptr<Source> open_jsonl_file(const InputRef& input, const ReadOptions& options) {
  FilePtr f(std::fopen(input.path.c_str(), "rb"), &std::fclose);
  if (!f) {
    int err = errno;
    ErrorCode code = err == ENOENT ? ErrorCode::NotFound : ErrorCode::Unreadable;
    return single(failing(
        input.path,
        make_error(code, input.path, std::string("cannot open the dump: ") + std::strerror(err))));
  }
  return std::make_unique<JsonlSource>(std::move(f), std::string(), input.path, options);
}

}  // namespace

const char* to_string(InputKind kind) {
  switch (kind) {
    case InputKind::Article: return "article";
    case InputKind::Xhtml: return "xhtml";
    case InputKind::Jsonl: return "jsonl";
    case InputKind::Feed: return "feed";
    case InputKind::Sitemap: return "sitemap";
    case InputKind::UnknownXml: return "xml";
  }
  return "article";
}

std::optional<InputKind> kind_from_name(const std::string& path, const std::string& format) {
  const std::string f = lower(format);
  if (one_of(f, {"text", "txt", "plain", "markdown", "md", "html", "htm"}))
    return InputKind::Article;
  if (f == "xhtml") return InputKind::Xhtml;
  if (one_of(f, {"jsonl", "ndjson"})) return InputKind::Jsonl;
  if (one_of(f, {"feed", "rss", "atom"})) return InputKind::Feed;
  if (f == "sitemap") return InputKind::Sitemap;
  const std::string ext =
      path == "-" ? "" : lower(std::filesystem::path(path).extension().string());
  if (one_of(ext, {".jsonl", ".ndjson"})) return InputKind::Jsonl;
  if (one_of(ext, {".rss", ".atom"})) return InputKind::Feed;
  if (ext == ".xhtml") return InputKind::Xhtml;
  if (one_of(ext, {".txt", ".text", ".md", ".markdown", ".mdown", ".mkd", ".html", ".htm"}))
    return InputKind::Article;
  return std::nullopt;  // .xml, .json, no extension, standard input: the content decides
}

InputKind sniff_input_kind(const std::string& path, std::string_view head,
                           const std::string& format) {
  if (std::optional<InputKind> by_name = kind_from_name(path, format)) return *by_name;
  const bool xml_extension = lower(std::filesystem::path(path).extension().string()) == ".xml";
  std::string root = sniff_xml_root(head.substr(0, kHeadBytes));
  if (one_of(root, {"rss", "rdf", "feed"})) return InputKind::Feed;
  if (one_of(root, {"urlset", "sitemapindex"})) return InputKind::Sitemap;
  if (root == "html" && (xml_extension || sniff_xhtml(head))) return InputKind::Xhtml;
  if (xml_extension) return InputKind::UnknownXml;
  if (sniff_jsonl(head)) return InputKind::Jsonl;
  return InputKind::Article;
}

std::unique_ptr<Source> open_records(const InputRef& input, const ReadOptions& options) {
  if (input.path == "-") return open_stdin(options);
  InputKind kind = file_input_kind(input, options);
  if (kind == InputKind::Jsonl) return open_jsonl_file(input, options);
  if (kind == InputKind::Article || kind == InputKind::Xhtml) {
    // Single articles are loaded by the worker that reads them, not here.
    return single(
        {input.path, [input, options] { return read_document(input, options); }, nullptr});
  }
  Result<std::string> bytes = load_bytes(input.path, options.max_bytes);
  if (!bytes) return single(failing(input.path, bytes.error()));
  return open_whole(kind, std::move(*bytes), input, options);
}

RecordStream::RecordStream(std::vector<InputRef> inputs, ReadOptions options)
    : inputs_(std::move(inputs)), options_(std::move(options)) {}
RecordStream::~RecordStream() = default;
RecordStream::RecordStream(RecordStream&&) noexcept = default;
RecordStream& RecordStream::operator=(RecordStream&&) noexcept = default;

std::optional<PendingRecord> RecordStream::next() {
  for (;;) {
    if (current_) {
      if (std::optional<PendingRecord> record = current_->next()) return record;
      current_.reset();
    }
    if (next_input_ >= inputs_.size()) return std::nullopt;
    current_ = open_records(inputs_[next_input_++], options_);
  }
}

InputKind file_input_kind(const InputRef& input, const ReadOptions& options) {
  // Reading the first bytes costs an open; only names that do not decide pay it.
  std::optional<InputKind> by_name = kind_from_name(input.path, options.format);
  return by_name ? *by_name : sniff_input_kind(input.path, file_head(input.path), options.format);
}

}  // namespace auditor::ingest
