// An audit's sources, quotes and numbers as the compact JSON arrays of the analyses table.
#pragma once

#include <string>
#include <string_view>

#include "auditor/core/analysis_rows.h"

namespace auditor::store {

/// The three JSON columns of one analyses row: an array per kind, one array of fields per item in
/// the order the schema's views read them.
struct AnalysisJson {
  std::string sources, quotes, numbers;
};

/// Serializes the rows; strings are escaped for JSON, non-finite values become null. A quote's or
/// number's text that is `document_text`'s own bytes at its span is written as null: the views
/// and from_json() cut it from the stored document instead of keeping it twice.
AnalysisJson to_json(const AnalysisRows& rows, std::string_view document_text = {});

/// Reads rows back from the three columns, a null text from `document_text` at the item's span;
/// false when a column is not the JSON to_json() writes.
bool from_json(std::string_view sources, std::string_view quotes, std::string_view numbers, AnalysisRows& rows,
               std::string_view document_text = {});

}  // namespace auditor::store
