// Choosing a report writer by format name: the one place the CLI picks an output format.
#pragma once

#include <memory>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "auditor/core/result.h"
#include "auditor/core/sink.h"

namespace auditor::report {

/// Presentation choices shared by the writers.
struct WriterOptions {
  bool color = false;         ///< ANSI colour (text format only; the CLI enables it on a terminal)
  bool show_sentence = true;  ///< text format: print the sentence with the span underlined
  bool summary = true;        ///< text format: print the closing summary
};

/// The formats make_writer() knows, in the order --help lists them.
std::vector<std::string_view> writer_formats();

/// A writer for `format` that writes to `out` (which must outlive it); Usage error for an unknown
/// format, naming the valid ones.
Result<std::unique_ptr<FindingSink>> make_writer(std::string_view format, std::ostream& out,
                                                 const WriterOptions& options);

}  // namespace auditor::report
