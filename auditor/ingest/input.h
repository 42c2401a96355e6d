// Turning command-line inputs (files, folders, standard input) into decoded, validated text.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "auditor/core/document.h"
#include "auditor/core/result.h"

namespace auditor::ingest {

/// Limits and choices for reading inputs.
struct ReadOptions {
  size_t max_bytes = 16u << 20;  ///< inputs larger than this are refused (TooLarge)
  /// "auto" (extension, or sniffed), "text", "markdown", "html", "xhtml", "jsonl", "feed",
  /// "sitemap"
  std::string format = "auto";
  /// File extensions (lower case, with the dot) a folder is searched for.
  std::vector<std::string> extensions = {".txt",  ".text",  ".md",    ".markdown", ".mdown",
                                         ".mkd",  ".html",  ".htm",   ".xhtml",    ".jsonl",
                                         ".ndjson", ".rss", ".atom"};
};

/// One input to audit, after folders have been expanded.
struct InputRef {
  std::string path;  ///< file path, or "-" for standard input
};

/// The result of expanding command-line arguments: inputs in a stable order, and those that failed.
struct ExpandedInputs {
  std::vector<InputRef> inputs;
  std::vector<Error> errors;  ///< missing paths, unreadable folders
};

/// Expands files, folders (recursively, by extension, sorted) and "-" into a list of inputs.
ExpandedInputs expand_inputs(const std::vector<std::string>& arguments, const ReadOptions& options);

/// Reads a file or standard input ("-") whole, refusing it when larger than max_bytes.
Result<std::string> load_bytes(const std::string& path, size_t max_bytes);

/// Turns raw bytes into NFC UTF-8 text: strips a BOM, refuses binary data and empty input,
/// decodes windows-1252 when the bytes are not UTF-8 and look like it, otherwise replaces bad bytes
/// with U+FFFD. Each repair adds a Diagnostic naming the input, line, column and byte offset.
Result<std::string> decode_text(std::string_view bytes, const std::string& input,
                                std::vector<Diagnostic>& diagnostics);

/// Reads one input into a Document with the reader its format calls for. Inputs that hold many
/// articles (JSONL, feeds, sitemaps) fail here: read them with RecordStream (record_source.h).
Result<Document> read_document(const InputRef& input, const ReadOptions& options);

/// read_document for bytes already loaded from `path` ("-" for standard input).
Result<Document> read_loaded_document(std::string_view bytes, const std::string& path,
                                      const ReadOptions& options);

/// Builds a Document from text already in memory (a CMS draft, a test string).
/// `format` is "auto", "text", "markdown" or "html"; `input` names it in messages.
Result<Document> read_document_from_memory(std::string_view bytes, const std::string& input,
                                           const std::string& format);

}  // namespace auditor::ingest
