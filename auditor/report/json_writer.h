// JSON report (the DESIGN.md contract), streamed document by document; or JSON Lines.
#pragma once

#include <ostream>

#include <nlohmann/json.hpp>

#include "auditor/core/sink.h"

namespace auditor::report {

/// The JSON form of one audited document, shared by the JSON and JSONL writers and the store.
nlohmann::ordered_json document_to_json(const AuditedDocument& audited);
/// The JSON form of one finding.
nlohmann::ordered_json finding_to_json(const Finding& finding);

/// Writes `{"tool":..., "documents":[...], "errors":[...], "summary":...}`; documents are written
/// as they arrive so memory stays flat over a batch. With `lines`, writes one JSON object per
/// document (and per failure) per line instead.
class JsonWriter : public FindingSink {
 public:
  JsonWriter(std::ostream& out, bool lines) : out_(out), lines_(lines) {}
  void begin(const RunInfo& run) override;
  void document(const AuditedDocument& audited) override;
  void failure(const InputFailure& failure) override;
  void end(const RunSummary& summary) override;

 private:
  std::ostream& out_;
  bool lines_;
  bool first_document_ = true;
  nlohmann::ordered_json errors_ = nlohmann::ordered_json::array();
};

}  // namespace auditor::report
