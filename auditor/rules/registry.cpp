// The closed, sorted list of rule kinds and lookups over it.
#include "auditor/rules/registry.h"

#include <algorithm>
#include <array>

#include "auditor/rules/kinds/concentration.h"
#include "auditor/rules/kinds/disclosure.h"
#include "auditor/rules/kinds/phrase.h"
#include "auditor/rules/kinds/provenance.h"
#include "auditor/rules/kinds/single_source.h"
#include "auditor/rules/kinds/unattributed_number.h"

namespace auditor::rules {

namespace {

// Keep this list sorted by name: find_kind() binary-searches it and a test checks the order.
// A new kind is one .h/.cpp pair in kinds/ plus one line here, inserted in sorted order.
constexpr std::array kKinds = {
    KindInfo{"concentration", "one party makes most of an article's attributed statements",
             &kinds::make_concentration_rule, kinds::kConcentrationElements},
    KindInfo{"disclosure",
             "ties the text reveals (paid trips, gifts, sponsors) that no disclosure covers",
             &kinds::make_disclosure_rule, kinds::kDisclosureElements},
    KindInfo{"phrase", "fixed phrases and short patterns, expanded from the lexicon",
             &kinds::make_phrase_rule, kinds::kPhraseElements},
    KindInfo{"provenance", "a document compared with its sources: reuse, quotes, figures, disclosures",
             &kinds::make_provenance_rule, kinds::kProvenanceElements, /*needs_examples=*/false},
    KindInfo{"single-source", "claims (records, comparisons) that rest on one party",
             &kinds::make_single_source_rule, kinds::kSingleSourceElements},
    KindInfo{"unattributed-number", "statistics, amounts and percentages stated with no source",
             &kinds::make_unattributed_number_rule, kinds::kUnattributedNumberElements},
};

}  // namespace

std::span<const KindInfo> rule_kinds() {
  return kKinds;
}

const KindInfo* find_kind(std::string_view name) {
  auto it = std::lower_bound(kKinds.begin(), kKinds.end(), name,
                             [](const KindInfo& k, std::string_view n) { return k.name < n; });
  return it != kKinds.end() && it->name == name ? &*it : nullptr;
}

std::string kind_names() {
  std::string out;
  for (const KindInfo& k : kKinds) {
    if (!out.empty()) out += ", ";
    out += k.name;
  }
  return out;
}

}  // namespace auditor::rules
