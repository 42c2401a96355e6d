// CSV cells for spreadsheets and data tools: RFC 4180 quoting, with formula injection neutralized.
#pragma once

#include <string>
#include <string_view>

namespace auditor::report {

/// One CSV cell: quoted when it holds a comma, a quote or a line break, and prefixed with an
/// apostrophe when it starts with =, +, -, @, tab or CR, so a spreadsheet never runs article
/// text as a formula.
std::string csv_cell(std::string_view value);

}  // namespace auditor::report
