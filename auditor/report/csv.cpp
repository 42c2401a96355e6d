// CSV cell escaping shared by the CSV report and `auditor db export`.
#include "auditor/report/csv.h"

namespace auditor::report {

std::string csv_cell(std::string_view value) {
  std::string v(value);
  if (!v.empty() && (v[0] == '=' || v[0] == '+' || v[0] == '-' || v[0] == '@' || v[0] == '\t' || v[0] == '\r')) {
    v.insert(v.begin(), '\'');
  }
  if (v.find_first_of(",\"\n\r") == std::string::npos) return v;
  std::string out = "\"";
  for (char c : v) {
    if (c == '"') out += '"';
    out += c;
  }
  return out + "\"";
}

}  // namespace auditor::report
