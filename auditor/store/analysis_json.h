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

/// Serializes the rows; strings are escaped for JSON, non-finite values become null.
AnalysisJson to_json(const AnalysisRows& rows);

/// Reads rows back from the three columns; false when one is not the JSON to_json() writes.
bool from_json(std::string_view sources, std::string_view quotes, std::string_view numbers, AnalysisRows& rows);

}  // namespace auditor::store
